import { LoginThrottle } from '../admin/login-throttle.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { AuthUser } from '../http/auth.ts';
import { verifyDecoy, verifyPassword } from '../http/password.ts';

/** Failed sign-ins per account in a quarter of an hour, from any address. */
export const loginFailuresPerAccountMax = 10;
export const loginFailureWindowMs = 15 * 60_000;

export const newLoginThrottle = (): LoginThrottle =>
  new LoginThrottle(loginFailuresPerAccountMax, loginFailureWindowMs);

/** E-mails are matched without regard to case or surrounding spaces. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export type PasswordLoginDeps = { db: Db; now: () => Date; throttle: LoginThrottle };

async function realUserByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'uid', 'email', 'invite_code', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .where('is_demo', '=', false)
    .where('password_hash', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
}

/**
 * The real user an e-mail and password belong to. An unknown e-mail and a wrong password give
 * the same error after the same work, so the answer does not tell which e-mails exist.
 */
export async function userForPassword(
  deps: PasswordLoginDeps,
  credentials: { account: string; password: string },
): Promise<AuthUser> {
  const email = normaliseEmail(credentials.account);
  if (deps.throttle.isBlocked(email, deps.now())) throw new ApiError('tooManyRequests');
  const row = await realUserByEmail(deps.db, email);
  const matches = row?.password_hash
    ? await verifyPassword(row.password_hash, credentials.password)
    : await verifyDecoy(credentials.password);
  if (!row || !matches) {
    deps.throttle.recordFailure(email, deps.now());
    throw new ApiError('badCredentials');
  }
  deps.throttle.recordSuccess(email);
  return { id: row.id, uid: row.uid, isDemo: false, email: row.email, inviteCode: row.invite_code };
}
