import { randomBytes } from 'node:crypto';
import type { Operator } from '@tp/contract/admin-endpoints';
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

export async function operatorForToken(
  db: Db,
  token: string | undefined,
  now: Date,
): Promise<Operator | null> {
  if (!token) return null;
  const row = await db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['o.id', 'o.username', 's.expires_at'])
    .where('s.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() <= now.getTime()) return null;
  return { id: row.id, username: row.username };
}

export async function endOperatorSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('operator_sessions').where('token_hash', '=', hashToken(token)).execute();
}
