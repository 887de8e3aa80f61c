import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { MessageChannel } from '../messaging/outbox.ts';
import { codePolicy } from './code-policy.ts';

/** What a code is bound to: it proves control of this address for this purpose only. */
export type CodeTarget = { channel: MessageChannel; address: string; purpose: number };

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** A 6-digit code from the secure random source. */
export const newCode = (): string =>
  String(randomInt(0, 10 ** codePolicy.digits)).padStart(codePolicy.digits, '0');

function hashCode(code: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}:${createHmac('sha256', salt).update(code).digest('hex')}`;
}

function codeMatches(stored: string, code: string): boolean {
  const salt = stored.split(':')[0] ?? '';
  const expected = Buffer.from(stored);
  const actual = Buffer.from(hashCode(code, salt));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const count = sql<number>`count(*)::int`.as('n');

/**
 * Records a send to `target` after checking the limits: one per minute per address and
 * purpose, a day's allowance per address, an hour's per client address. With `withCode` a new
 * code is drawn and its hash kept; without, the row only counts against the limits (the
 * message tells the address it has, or lacks, an account). Advisory locks on the address and
 * the client address make concurrent asks wait for each other, so no limit is overrun.
 */
export async function recordCodeSend(
  db: Db,
  send: { target: CodeTarget; ip: string; now: Date; withCode: boolean },
): Promise<{ id: number; code: string | null }> {
  const { target, ip, now } = send;
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`code:${target.channel}:${target.address}`}))`.execute(
      tx,
    );
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`code-ip:${ip}`}))`.execute(tx);
    await tx
      .deleteFrom('verification_codes')
      .where('created_at', '<', new Date(now.getTime() - codePolicy.keptMs))
      .execute();
    const last = await tx
      .selectFrom('verification_codes')
      .select('created_at')
      .where('channel', '=', target.channel)
      .where('address', '=', target.address)
      .where('purpose', '=', target.purpose)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const waitMs = last ? last.created_at.getTime() + codePolicy.resendMs - now.getTime() : 0;
    if (waitMs > 0) throw new ApiError('resendTooSoon', { seconds: Math.ceil(waitMs / 1000) });
    const forAddress = await tx
      .selectFrom('verification_codes')
      .select(count)
      .where('channel', '=', target.channel)
      .where('address', '=', target.address)
      .where('created_at', '>', new Date(now.getTime() - dayMs))
      .executeTakeFirstOrThrow();
    const forIp = await tx
      .selectFrom('verification_codes')
      .select(count)
      .where('ip', '=', ip)
      .where('created_at', '>', new Date(now.getTime() - hourMs))
      .executeTakeFirstOrThrow();
    if (
      forAddress.n >= codePolicy.sendsPerAddressPerDayMax ||
      forIp.n >= codePolicy.sendsPerIpPerHourMax
    ) {
      throw new ApiError('sendLimitReached');
    }
    const code = send.withCode ? newCode() : null;
    const row = await tx
      .insertInto('verification_codes')
      .values({
        channel: target.channel,
        address: target.address,
        purpose: target.purpose,
        code_hash: code === null ? null : hashCode(code),
        ip,
        created_at: now,
        expires_at: new Date(now.getTime() + codePolicy.validMs),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, code };
  });
}

/** Forgets a send whose message the provider refused, so the address may ask again at once. */
export async function cancelCodeSend(db: Db, id: number): Promise<void> {
  await db.deleteFrom('verification_codes').where('id', '=', id).execute();
}

/**
 * Checks and uses up the latest code sent to `target`. Every check counts as a try, right or
 * wrong; after `triesMax` the code is refused even when right, and a new one must be asked.
 * A code is good once: two requests racing with it cannot both pass.
 */
export async function useCode(db: Db, target: CodeTarget, code: string, now: Date): Promise<void> {
  const latest = await db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at', 'used_at'])
    .where('channel', '=', target.channel)
    .where('address', '=', target.address)
    .where('purpose', '=', target.purpose)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!latest || latest.used_at !== null || latest.expires_at.getTime() <= now.getTime()) {
    throw new ApiError('wrongCode');
  }
  const counted = await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', latest.id)
    .where('attempts', '<', codePolicy.triesMax)
    .returning('attempts')
    .executeTakeFirst();
  if (!counted) throw new ApiError('codeTriesExceeded');
  if (!latest.code_hash || !codeMatches(latest.code_hash, code.trim())) {
    throw new ApiError('wrongCode');
  }
  const used = await db
    .updateTable('verification_codes')
    .set({ used_at: now })
    .where('id', '=', latest.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!used) throw new ApiError('wrongCode');
}
