import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../http/password.ts';

/**
 * Gives a fresh installation one administrator (ADMIN_USER / ADMIN_PASSWORD) so the back office
 * can be reached; it enrols its authenticator at first sign-in. Once any operator exists
 * nothing is changed, so a changed password survives restarts.
 */
export async function ensureDefaultOperator(
  db: Db,
  config: Pick<Config, 'adminUser' | 'adminPassword'>,
): Promise<void> {
  const existing = await db.selectFrom('operators').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const passwordHash = await hashPassword(config.adminPassword);
  await db
    .insertInto('operators')
    .values({ username: config.adminUser, password_hash: passwordHash, role: 'administrator' })
    .onConflict((oc) => oc.column('username').doNothing())
    .execute();
}
