import { FundsStatus } from '@tp/contract/entities';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Batch, ReviewOutcome } from './batch.ts';

/**
 * A review found its record no longer under review when writing: another process decided it
 * first. The batch fails and its accounts are read again, so nothing is booked twice.
 */
export class ReviewConflict extends Error {
  constructor(table: string, id: number) {
    super(`${table} ${id} is no longer under review`);
    this.name = 'ReviewConflict';
  }
}

async function leaveReview(
  tx: Kysely<Database>,
  table: 'deposits' | 'withdrawals',
  outcome: ReviewOutcome,
): Promise<void> {
  const figure = outcome.figure.toFixed();
  const result = await tx
    .updateTable(table)
    .set({
      status: outcome.status,
      remark: outcome.remark,
      reviewed_at: outcome.reviewedAt,
      reviewed_by: outcome.reviewedBy,
      ...(table === 'deposits' ? { credited: figure } : { real_number: figure }),
    })
    .where('id', '=', outcome.id)
    .where('status', '=', FundsStatus.unchecked)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) throw new ReviewConflict(table, outcome.id);
}

/**
 * The deposit and withdrawal rows of a batch, written inside its transaction before the ledger
 * entries that name them: new withdrawals under review, and records leaving review, each only
 * from status 0 so a record is decided once.
 */
export async function writeFunds(tx: Kysely<Database>, batch: Batch): Promise<void> {
  if (batch.newWithdrawals.length > 0) {
    await tx
      .insertInto('withdrawals')
      .values(
        batch.newWithdrawals.map((w) => ({
          id: w.id,
          user_id: w.userId,
          kind: w.kind,
          draw_currency_id: w.drawCurrencyId,
          currency_code: w.currencyCode,
          protocol: w.protocol,
          draw_method_id: w.drawMethodId,
          address: w.address,
          payee_account: w.payeeAccount,
          destination: w.destination,
          amount: w.amount.toFixed(),
          fee: w.fee.toFixed(),
          draw_rate: w.drawRate.toFixed(),
          expected_number: w.expectedNumber.toFixed(),
          notes: w.notes,
          status: FundsStatus.unchecked,
          created_at: w.createdAt,
        })),
      )
      .execute();
    await sql`SELECT setval(pg_get_serial_sequence('withdrawals', 'id'),
      (SELECT max(id) FROM withdrawals))`.execute(tx);
  }
  for (const outcome of batch.reviewedDeposits) await leaveReview(tx, 'deposits', outcome);
  for (const outcome of batch.reviewedWithdrawals) await leaveReview(tx, 'withdrawals', outcome);
}
