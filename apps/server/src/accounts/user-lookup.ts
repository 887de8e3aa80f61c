import type { Db } from '../db/database.ts';
import type { AuthUser } from '../http/auth.ts';

/** A real user as sign-in and password changes need it. */
export type AccountRow = AuthUser & { passwordHash: string | null; signInFrozen: boolean };

const accountColumns = [
  'id',
  'uid',
  'email',
  'mobile',
  'area_code',
  'invite_code',
  'password_hash',
  'sign_in_frozen',
] as const;

type Selected = {
  id: number;
  uid: string;
  email: string | null;
  mobile: string | null;
  area_code: string | null;
  invite_code: string;
  password_hash: string | null;
  sign_in_frozen: boolean;
};

const toAccount = (row: Selected): AccountRow => ({
  id: row.id,
  uid: row.uid,
  isDemo: false,
  email: row.email,
  mobile: row.mobile,
  areaCode: row.area_code,
  inviteCode: row.invite_code,
  passwordHash: row.password_hash,
  signInFrozen: row.sign_in_frozen,
});

/** The real user of an e-mail (already normalised). */
export async function accountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const row = await db
    .selectFrom('users')
    .select(accountColumns)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .where('is_demo', '=', false)
    .orderBy('id')
    .executeTakeFirst();
  return row && toAccount(row);
}

/** The account registered by this phone (calling code and national number). */
export async function accountByPhone(
  db: Db,
  areaCode: string,
  national: string,
): Promise<AccountRow | undefined> {
  const row = await db
    .selectFrom('users')
    .select(accountColumns)
    .where('email', 'is', null)
    .where('is_demo', '=', false)
    .where('area_code', '=', areaCode)
    .where('mobile', '=', national)
    .executeTakeFirst();
  return row && toAccount(row);
}

/** Phone sign-ins look at this many users sharing one national number at most. */
export const phoneCandidatesMax = 5;

/**
 * Real users whose phone is this national number (with any calling code, or the one given),
 * phone-registered accounts first. A national number alone can belong to users in different
 * countries; sign-in tries the password on each.
 */
export async function accountsByMobile(
  db: Db,
  national: string,
  areaCode?: string,
): Promise<AccountRow[]> {
  let query = db
    .selectFrom('users')
    .select(accountColumns)
    .where('mobile', '=', national)
    .where('is_demo', '=', false)
    .where('password_hash', 'is not', null);
  if (areaCode !== undefined) query = query.where('area_code', '=', areaCode);
  const rows = await query
    .orderBy((eb) => eb.case().when('email', 'is', null).then(0).else(1).end())
    .orderBy('id')
    .limit(phoneCandidatesMax)
    .execute();
  return rows.map(toAccount);
}

/** The calling code of an area_list id, if it exists. */
export async function areaCodeOf(db: Db, areaId: number | undefined): Promise<string | undefined> {
  // Anything outside the id column's range names no area (and must not reach the database).
  if (areaId === undefined || areaId < 1 || areaId > 2_147_483_647) return undefined;
  const row = await db
    .selectFrom('area_codes')
    .select('global_code')
    .where('id', '=', areaId)
    .executeTakeFirst();
  return row?.global_code;
}
