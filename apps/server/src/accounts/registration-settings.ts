import { VerifyRegType } from '@tp/contract/entities';
import type { Db } from '../db/database.ts';
import { readSettings, wholeNumber } from '../settings/read-settings.ts';

/** is_show_mobile: which phone fields registration shows. */
export const ShowMobile = { none: 0, areaAndPhone: 1, phoneOnly: 3 } as const;

export type RegistrationSettings = {
  verifyRegType: number;
  showMobile: number;
  inviteRequired: boolean;
};

/** The operator's registration settings, read on each call so a change applies at once. */
export async function registrationSettings(db: Db): Promise<RegistrationSettings> {
  const values = await readSettings(db, [
    'verify_reg_type',
    'is_show_mobile',
    'register_invite_required',
  ]);
  return {
    verifyRegType: wholeNumber(values.get('verify_reg_type'), VerifyRegType.captcha),
    showMobile: wholeNumber(values.get('is_show_mobile'), ShowMobile.none),
    inviteRequired: values.get('register_invite_required')?.trim() === '1',
  };
}

/** Sign-up by phone, and phone fields at all, only when the operator shows them. */
export const phoneEnabled = (settings: RegistrationSettings): boolean =>
  settings.showMobile === ShowMobile.areaAndPhone || settings.showMobile === ShowMobile.phoneOnly;
