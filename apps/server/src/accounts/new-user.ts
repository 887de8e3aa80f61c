import type { Language } from '@tp/contract/languages';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { isUniqueViolation, randomInviteCode, randomUid } from './demo-user.ts';

export type NewRealUser = {
  email: string | null;
  mobile: string | null;
  areaCode: string | null;
  passwordHash: string;
  referrerId: number | null;
  lang: Language;
  /** The risk disclosure and terms accepted: their version, and when. */
  consent: { version: string; at: Date };
};

const createAttemptsMax = 5;

/**
 * Inserts a real user with a fresh uid and invite code (drawn again on a clash). Answers null
 * when the e-mail or phone was taken meanwhile: the caller treats that as an existing account.
 */
export async function insertRealUser(
  db: Db,
  user: NewRealUser,
  accountTaken: () => Promise<boolean>,
): Promise<{ id: number } | null> {
  for (let attempt = 0; attempt < createAttemptsMax; attempt += 1) {
    try {
      return await db
        .insertInto('users')
        .values({
          uid: randomUid(),
          email: user.email,
          mobile: user.mobile,
          area_code: user.areaCode,
          password_hash: user.passwordHash,
          is_demo: false,
          demo_id: null,
          invite_code: randomInviteCode(),
          referrer_id: user.referrerId,
          lang: user.lang,
          terms_version: user.consent.version,
          terms_accepted_at: user.consent.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (await accountTaken()) return null;
      // A uid or invite code drawn twice: draw again.
    }
  }
  throw new ApiError('internal');
}
