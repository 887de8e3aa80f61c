import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { fullNumber, isEmail, isPhone, normaliseEmail, normalisePhone } from './contact.ts';
import { areaCodeOf } from './user-lookup.ts';

export type PhoneAddress = { areaCode: string; national: string; full: string };

/** The e-mail an account is named by: asked for when missing, refused when malformed. */
export function emailAccount(raw: string | undefined): string {
  if (!raw) throw new ApiError('accountRequired');
  const email = normaliseEmail(raw);
  if (!isEmail(email)) throw new ApiError('invalidEmail');
  return email;
}

/** A national number: asked for when missing, refused when not 4–15 digits. */
export function nationalNumber(raw: string | undefined): string {
  if (!raw) throw new ApiError('enterPhone');
  const national = normalisePhone(raw);
  if (!isPhone(national)) throw new ApiError('invalidPhone');
  return national;
}

/** A phone an account is named by: the number, then its calling code from area_list. */
export async function phoneAccount(
  db: Db,
  raw: string | undefined,
  areaId: number | undefined,
): Promise<PhoneAddress> {
  const national = nationalNumber(raw);
  const areaCode = await areaCodeOf(db, areaId);
  if (!areaCode) throw new ApiError('chooseArea');
  return { areaCode, national, full: fullNumber(areaCode, national) };
}
