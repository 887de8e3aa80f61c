import { randomInt } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';

export type DemoUser = { id: number; uid: string; inviteCode: string };

const inviteAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const createAttemptsMax = 5;

/** An 8-digit public user number. */
export const randomUid = (): string => String(randomInt(10_000_000, 100_000_000));

/** 8 characters without the look-alikes 0/O and 1/I. */
export const randomInviteCode = (): string =>
  Array.from({ length: 8 }, () => inviteAlphabet[randomInt(inviteAlphabet.length)]).join('');

export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

async function demoUserByDeviceId(db: Db, demoId: string): Promise<DemoUser | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'uid', 'invite_code'])
    .where('demo_id', '=', demoId)
    .executeTakeFirst();
  return row && { id: row.id, uid: row.uid, inviteCode: row.invite_code };
}

/**
 * The demo user of a device, created on its first visit. Concurrent first visits race on the
 * unique demo_id: one insert wins and every caller gets that user.
 */
export async function findOrCreateDemoUser(
  db: Db,
  demoId: string,
): Promise<{ user: DemoUser; created: boolean }> {
  for (let attempt = 0; attempt < createAttemptsMax; attempt += 1) {
    const existing = await demoUserByDeviceId(db, demoId);
    if (existing) return { user: existing, created: false };
    try {
      const row = await db
        .insertInto('users')
        .values({
          uid: randomUid(),
          email: null,
          password_hash: null,
          is_demo: true,
          demo_id: demoId,
          invite_code: randomInviteCode(),
        })
        .onConflict((oc) => oc.column('demo_id').doNothing())
        .returning(['id', 'uid', 'invite_code'])
        .executeTakeFirst();
      if (row)
        return { user: { id: row.id, uid: row.uid, inviteCode: row.invite_code }, created: true };
    } catch (error) {
      // A uid or invite code drawn twice: draw again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new ApiError('internal');
}
