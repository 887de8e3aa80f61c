import type { OperatorSession } from '@tp/contract/admin-endpoints';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { verifyDecoy, verifyPassword } from '../http/password.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { createOperatorSession } from './operator-sessions.ts';
import { operatorView } from './operator-view.ts';
import { base32Decode, matchTotp } from './totp.ts';
import { openSecret, type SecretKey } from './totp-secret-box.ts';

export type OperatorLoginDeps = {
  db: Db;
  now: () => Date;
  throttle: LoginThrottle;
  totpKey: SecretKey;
};

export type OperatorLoginParams = { username: string; password: string; totp?: string | undefined };

/**
 * Password first, then the authenticator's code once the operator has enrolled one. An
 * operator who has not gets a session that can only enrol. Wrong passwords and wrong codes
 * both count against the name, so neither can be guessed quickly.
 */
export async function loginOperator(
  deps: OperatorLoginDeps,
  params: OperatorLoginParams,
): Promise<OperatorSession> {
  const { db, throttle } = deps;
  if (throttle.isBlocked(params.username, deps.now())) throw new ApiError('tooManyRequests');
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
  const matches = row
    ? await verifyPassword(row.password_hash, params.password)
    : await verifyDecoy(params.password);
  // A disabled operator is told the same as a stranger.
  if (!row || !matches || row.disabled) {
    throttle.recordFailure(params.username, deps.now());
    throw new ApiError('badCredentials');
  }
  if (row.totp_enabled) {
    if (!params.totp) throw new ApiError('totpRequired');
    const accepted = await acceptCode(deps, row, params.totp);
    if (!accepted) {
      throttle.recordFailure(params.username, deps.now());
      throw new ApiError('wrongTotp');
    }
  }
  throttle.recordSuccess(params.username);
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
