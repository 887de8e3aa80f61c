import type { OperatorSession } from '@tp/contract/admin-endpoints';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { verifyDecoy, verifyPassword } from '../http/password.ts';
import type { SignInGuard } from '../sign-in/sign-in-guard.ts';
import { createOperatorSession } from './operator-sessions.ts';
import { operatorView } from './operator-view.ts';
import { base32Decode, matchTotp } from './totp.ts';
import { openSecret, type SecretKey } from './totp-secret-box.ts';

export type OperatorLoginDeps = {
  db: Db;
  now: () => Date;
  guard: SignInGuard;
  totpKey: SecretKey;
};

export type OperatorLoginParams = {
  username: string;
  password: string;
  totp?: string | undefined;
  /** The client address the request came from. */
  address: string;
  /** The back office's random id in this browser: a device that signed in before skips the captcha. */
  deviceId?: string | undefined;
  captcha?: { key: string; code: string } | undefined;
};

/**
 * Password first, then the authenticator's code once the operator has enrolled one. An
 * operator who has not gets a session that can only enrol. Wrong passwords and wrong codes
 * both count against the name and the source, so neither can be guessed quickly; a device the
 * operator has signed in from is never held up by a stranger's failures on the name.
 */
export async function loginOperator(
  deps: OperatorLoginDeps,
  params: OperatorLoginParams,
): Promise<OperatorSession> {
  const { db, guard } = deps;
  guard.refuseWaitingAddress(params.address);
  const row = await db
    .selectFrom('operators')
    .select([
      'id',
      'username',
      'password_hash',
      'role',
      'totp_enabled',
      'totp_secret',
      'totp_last_step',
      'disabled',
    ])
    .where('username', '=', params.username)
    .executeTakeFirst();
  const admission = await guard.admit({
    account: params.username.toLowerCase(),
    ownerIds: row && !row.disabled ? [row.id] : [],
    address: params.address,
    deviceId: params.deviceId,
    captcha: params.captcha,
  });
  const matches = row
    ? await verifyPassword(row.password_hash, params.password)
    : await verifyDecoy(params.password);
  // A disabled operator is told the same as a stranger.
  if (!row || !matches || row.disabled) {
    await guard.failed(admission);
    throw new ApiError('badCredentials');
  }
  if (row.totp_enabled) {
    if (!params.totp) {
      await guard.passed(admission);
      throw new ApiError('totpRequired');
    }
    const accepted = await acceptCode(deps, row, params.totp);
    if (!accepted) {
      await guard.failed(admission);
      throw new ApiError('wrongTotp');
    }
  }
  await guard.succeeded(admission, row.id);
  const token = await createOperatorSession(db, row.id, deps.now());
  return { token, operator: operatorView(row) };
}

/**
 * Checks the code and spends its step in one statement, so the same code cannot sign in
 * twice, not even by two requests at once.
 */
async function acceptCode(
  deps: OperatorLoginDeps,
  row: { id: number; totp_secret: string | null; totp_last_step: number },
  code: string,
): Promise<boolean> {
  const secret = row.totp_secret ? openSecret(row.totp_secret, deps.totpKey) : undefined;
  const secretBytes = secret ? base32Decode(secret) : undefined;
  if (!secretBytes) return false;
  const step = matchTotp({
    secret: secretBytes,
    code,
    at: deps.now(),
    usedStep: Number(row.totp_last_step),
  });
  if (step === undefined) return false;
  const spent = await deps.db
    .updateTable('operators')
    .set({ totp_last_step: step })
    .where('id', '=', row.id)
    .where('totp_last_step', '<', step)
    .executeTakeFirst();
  return spent.numUpdatedRows > 0n;
}
