import { AccountKind } from '@tp/contract/entities';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { AuthUser } from '../http/auth.ts';
import { verifyDecoy, verifyPassword } from '../http/password.ts';
import type { SignInGuard } from '../sign-in/sign-in-guard.ts';
import { isPhone, normaliseEmail, normalisePhone } from './contact.ts';
import { type AccountRow, accountByEmail, accountsByMobile } from './user-lookup.ts';

export type PasswordLoginDeps = { db: Db; guard: SignInGuard };

export type Credentials = {
  /** AccountKind: e-mail, or phone. */
  kind: number;
  account: string;
  password: string;
  ip: string;
  /** The browser's random sign-in id: a device that signed in before skips the captcha. */
  deviceId?: string | undefined;
  captcha?: { key: string; code: string } | undefined;
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

/** The name an account's failures count under: what the user typed, normalised. */
const accountKey = (credentials: Credentials): string =>
  credentials.kind === AccountKind.phone
    ? `phone:${normalisePhone(credentials.account)}`
    : `email:${normaliseEmail(credentials.account)}`;

/**
 * The real user an account name and password belong to, once the sign-in limits let the try
 * through. An unknown account and a wrong password give the same error after the same work,
 * and count alike, so the answer does not tell which accounts exist; a frozen account is told
 * so only once its password is right.
 */
export async function userForPassword(
  deps: PasswordLoginDeps,
  credentials: Credentials,
): Promise<AuthUser> {
  deps.guard.refuseWaitingAddress(credentials.ip);
  const rows = await candidates(deps.db, credentials);
  const admission = await deps.guard.admit({
    account: accountKey(credentials),
    ownerIds: rows.map((row) => row.id),
    address: credentials.ip,
    deviceId: credentials.deviceId,
    captcha: credentials.captcha,
  });
  const row = await matching(rows, credentials.password);
  if (!row) {
    await deps.guard.failed(admission);
    throw new ApiError('badCredentials');
  }
  if (row.signInFrozen) {
    await deps.guard.passed(admission);
    throw new ApiError('accountFrozen');
  }
  await deps.guard.succeeded(admission, row.id);
  const { passwordHash: _hash, signInFrozen: _frozen, ...user } = row;
  return user;
}
