import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import {
  type DelaySchedule,
  type FailureRecord,
  failuresCounted,
  waitMs,
} from './delay-schedule.ts';

/** A failure counted before the try is made: released if the try turns out right. */
export type Claim = {
  keyHash: string;
  before: FailureRecord | undefined;
  after: FailureRecord;
};

/** The claim, or how long the key must still wait. */
export type ClaimResult = { claim: Claim } | { waitMs: number };

/** The hash a key is stored under: an address or an account name never sits in the table. */
export const failureKey = (...parts: readonly string[]): string =>
  createHash('sha256').update(parts.join('\u0000')).digest('hex');

/** Times a claim is tried again when another request changed the count in between. */
const claimRetriesMax = 5;
/** How often the forgotten counts are deleted, at most. */
const sweepIntervalMs = 60_000;

/**
 * Failure counts in the database, so that every gateway process of a scaled deployment sees
 * the same counts. A try is counted before its password is checked, by a compare-and-set on
 * the count it was admitted with, so concurrent tries from one source cannot all slip through
 * on the same count.
 */
export class FailureCounts {
  private sweptAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async read(keyHashes: readonly string[]): Promise<Map<string, FailureRecord>> {
    const rows = await this.db
      .selectFrom('sign_in_failures')
      .select(['key_hash', 'failures', 'last_failure_at'])
      .where('key_hash', 'in', keyHashes)
      .execute();
    return new Map(
      rows.map((row) => [
        row.key_hash,
        { failures: row.failures, lastFailureAt: row.last_failure_at },
      ]),
    );
  }

  /** Counts one more failure under the key unless it must still wait; retries a lost race. */
  async claim(
    keyHash: string,
    seen: FailureRecord | undefined,
    schedule: DelaySchedule,
  ): Promise<ClaimResult> {
    let current = seen;
    for (let attempt = 0; attempt < claimRetriesMax; attempt += 1) {
      const now = this.now();
      const wait = waitMs(schedule, current, now);
      if (wait > 0) return { waitMs: wait };
      const after = {
        failures: failuresCounted(current, schedule.forgetAfterMs, now) + 1,
        lastFailureAt: now,
      };
      if (await this.swap(keyHash, current, after, schedule)) {
        await this.sweep();
        return { claim: { keyHash, before: current, after } };
      }
      current = (await this.read([keyHash])).get(keyHash);
    }
    return { waitMs: 1_000 };
  }

  /**
   * Takes a claimed failure back: the count goes down by one, and the time of the last
   * failure goes back too unless another try has been counted since.
   */
  async release(claim: Claim): Promise<void> {
    const restoredAt = claim.before?.lastFailureAt ?? claim.after.lastFailureAt;
    await this.db
      .updateTable('sign_in_failures')
      .set({
        failures: sql`greatest(failures - 1, 0)`,
        last_failure_at: sql`CASE WHEN failures = ${claim.after.failures}
          AND last_failure_at = ${claim.after.lastFailureAt}
          THEN ${restoredAt}::timestamptz ELSE last_failure_at END`,
      })
      .where('key_hash', '=', claim.keyHash)
      .execute();
  }

  /** Counts a failure that has no wait of its own (the account's, which asks for a captcha). */
  async add(keyHash: string, forgetAfterMs: number): Promise<void> {
    const now = this.now();
    const forgetAt = new Date(now.getTime() + forgetAfterMs);
    await this.db
      .insertInto('sign_in_failures')
      .values({ key_hash: keyHash, failures: 1, last_failure_at: now, forget_at: forgetAt })
      .onConflict((conflict) =>
        conflict.column('key_hash').doUpdateSet({
          failures: sql`CASE WHEN sign_in_failures.forget_at <= ${now}::timestamptz THEN 1
            ELSE sign_in_failures.failures + 1 END`,
          last_failure_at: now,
          forget_at: forgetAt,
        }),
      )
      .execute();
  }

  async clear(keyHashes: readonly string[]): Promise<void> {
    await this.db.deleteFrom('sign_in_failures').where('key_hash', 'in', keyHashes).execute();
  }

  /** Moves the count from what was read to `after`; false when it changed in between. */
  private async swap(
    keyHash: string,
    seen: FailureRecord | undefined,
    after: FailureRecord,
    schedule: DelaySchedule,
  ): Promise<boolean> {
    const forgetAt = new Date(after.lastFailureAt.getTime() + schedule.forgetAfterMs);
    if (!seen) {
      const inserted = await this.db
        .insertInto('sign_in_failures')
        .values({
          key_hash: keyHash,
          failures: after.failures,
          last_failure_at: after.lastFailureAt,
          forget_at: forgetAt,
        })
        .onConflict((conflict) => conflict.column('key_hash').doNothing())
        .executeTakeFirst();
      return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
    }
    const updated = await this.db
      .updateTable('sign_in_failures')
      .set({ failures: after.failures, last_failure_at: after.lastFailureAt, forget_at: forgetAt })
      .where('key_hash', '=', keyHash)
      .where('failures', '=', seen.failures)
      .where('last_failure_at', '=', seen.lastFailureAt)
      .executeTakeFirst();
    return updated.numUpdatedRows > 0n;
  }

  /** Deletes the counts nobody remembers any more, at most once a minute per process. */
  private async sweep(): Promise<void> {
    const now = this.now();
    if (Math.abs(now.getTime() - this.sweptAt) < sweepIntervalMs) return;
    this.sweptAt = now.getTime();
    await this.db.deleteFrom('sign_in_failures').where('forget_at', '<=', now).execute();
  }
}
