import { randomBytes } from 'node:crypto';
import type { Operator } from '@tp/contract/admin-endpoints';
import { type OperatorRole, operatorRoles } from '@tp/contract/admin-operations';
import type { Db } from '../db/database.ts';
import { hashToken } from '../http/auth.ts';

/** Operator sessions are short: a back-office token lives one working day. */
const sessionHoursMax = 12;

export async function createOperatorSession(
  db: Db,
  operatorId: number,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('operator_sessions')
    .values({
      token_hash: hashToken(token),
      operator_id: operatorId,
      expires_at: new Date(now.getTime() + sessionHoursMax * 3_600_000),
    })
    .execute();
  return token;
}

/** The database's CHECK keeps the column to the four roles; anything else gets the least. */
export function roleOf(value: string): OperatorRole {
  return operatorRoles.find((role) => role === value) ?? 'support';
}

/**
 * The operator a token belongs to, read afresh on every call, so a disabled operator, a
 * changed role or a reset authenticator takes effect on the next request.
 */
export async function operatorForToken(
  db: Db,
  token: string | undefined,
  now: Date,
): Promise<Operator | null> {
  if (!token) return null;
  const row = await db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['o.id', 'o.username', 'o.role', 'o.totp_enabled', 'o.disabled', 's.expires_at'])
    .where('s.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.disabled || row.expires_at.getTime() <= now.getTime()) return null;
  return {
    id: row.id,
    username: row.username,
    role: roleOf(row.role),
    totpEnabled: row.totp_enabled,
  };
}

export async function endOperatorSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('operator_sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** Signs an operator out everywhere (disabled, password or authenticator reset). */
export async function endOperatorSessions(db: Db, operatorId: number): Promise<void> {
  await db.deleteFrom('operator_sessions').where('operator_id', '=', operatorId).execute();
}
