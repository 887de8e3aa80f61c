import { AccountKind } from '@tp/contract/entities';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { AuthUser } from '../http/auth.ts';
import { verifyDecoy, verifyPassword } from '../http/password.ts';
import { isPhone, normaliseEmail, normalisePhone } from './contact.ts';
import { FailureWindow } from './failure-window.ts';
import { type AccountRow, accountByEmail, accountsByMobile } from './user-lookup.ts';

/** Failed sign-ins per account in a quarter of an hour, from any address. */
export const loginFailuresPerAccountMax = 10;
/** Failed sign-ins per client address in a quarter of an hour, to any account. */
export const loginFailuresPerIpMax = 30;
export const loginFailureWindowMs = 15 * 60_000;

/**
 * Both limits, kept in this process's memory: in a scaled deployment each process counts
 * its own share, so a guesser spread over N processes gets N times the allowance at most.
 */
export type LoginLimits = { accounts: FailureWindow; addresses: FailureWindow };

export const newLoginLimits = (): LoginLimits => ({
  accounts: new FailureWindow(loginFailuresPerAccountMax, loginFailureWindowMs),
  addresses: new FailureWindow(loginFailuresPerIpMax, loginFailureWindowMs),
});

export type PasswordLoginDeps = { db: Db; now: () => Date; limits: LoginLimits };

export type Credentials = {
  /** AccountKind: e-mail, or phone. */
  kind: number;
  account: string;
  password: string;
  ip: string;
};

/**
 * Who a phone sign-in may be: the national number as typed (matched against every user's
 * phone), or `+852 91234567` with the calling code before a space or dash.
 */
async function phoneCandidates(db: Db, account: string): Promise<AccountRow[]> {
  const withCode = /^(\+\d{1,7})[\s-]+(.+)$/.exec(account.trim());
  const national = normalisePhone(withCode?.[2] ?? account);
  if (!isPhone(national)) return [];
  return accountsByMobile(db, national, withCode?.[1]);
}

async function candidates(db: Db, credentials: Credentials): Promise<AccountRow[]> {
  if (credentials.kind === AccountKind.phone) return phoneCandidates(db, credentials.account);
  const row = await accountByEmail(db, normaliseEmail(credentials.account));
  return row?.passwordHash ? [row] : [];
}

async function matching(rows: AccountRow[], password: string): Promise<AccountRow | undefined> {
  if (rows.length === 0) {
    await verifyDecoy(password);
    return undefined;
  }
  for (const row of rows) {
    if (row.passwordHash && (await verifyPassword(row.passwordHash, password))) return row;
  }
  return undefined;
}

/** The key an account's failures count under: what the user typed, normalised. */
const accountKey = (credentials: Credentials): string =>
  credentials.kind === AccountKind.phone
    ? `phone:${normalisePhone(credentials.account)}`
    : `email:${normaliseEmail(credentials.account)}`;

/** Refuses while the account or the client address has used up its failures. */
function checkLimits(deps: PasswordLoginDeps, key: string, ip: string): void {
  const now = deps.now();
  const waitMs = Math.max(
    deps.limits.accounts.blockedForMs(key, now),
    deps.limits.addresses.blockedForMs(ip, now),
  );
  if (waitMs > 0) throw new ApiError('loginLimitReached', { minutes: Math.ceil(waitMs / 60_000) });
}

/**
 * The real user an account name and password belong to. An unknown account and a wrong
 * password give the same error after the same work, so the answer does not tell which
 * accounts exist; a frozen account is told so only once its password is right.
 */
export async function userForPassword(
  deps: PasswordLoginDeps,
  credentials: Credentials,
): Promise<AuthUser> {
  const key = accountKey(credentials);
  checkLimits(deps, key, credentials.ip);
  const row = await matching(await candidates(deps.db, credentials), credentials.password);
  if (!row) {
    deps.limits.accounts.recordFailure(key, deps.now());
    deps.limits.addresses.recordFailure(credentials.ip, deps.now());
    throw new ApiError('badCredentials');
  }
  if (row.signInFrozen) throw new ApiError('accountFrozen');
  deps.limits.accounts.clear(key);
  const { passwordHash: _hash, signInFrozen: _frozen, ...user } = row;
  return user;
}
