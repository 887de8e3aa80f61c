import { Decimal } from '@tp/domain/decimal';
import { type AccountResult, retailLossSharePct } from '@tp/domain/retail-loss-share';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { LedgerType } from '../engine/ledger-type.ts';

/** The window ESMA's risk warning speaks of: the last 12 months. */
export const lossWindowDays = 365;

export type RetailLossShare = {
  windowFrom: Date;
  windowTo: Date;
  accountsTraded: number;
  accountsLost: number;
  sharePct: number | null;
};

/**
 * The share of retail accounts that lost money over the window, from the ledger. "Lost money":
 * a real (non-demo) account that traded in the window (was charged a fee or realised a P&L)
 * and whose realised P&L plus fees over the window (fees booked as negative entries, refunds
 * of cancelled orders' fees as positive) is below zero. Deposits, withdrawals, adjustments and
 * negative balance protection are not trading results, and open positions count once closed.
 */
export async function retailLossShare(db: Db, windowTo: Date): Promise<RetailLossShare> {
  const windowFrom = new Date(windowTo.getTime() - lossWindowDays * 86_400_000);
  const rows = await db
    .selectFrom('ledger_entries as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .where('u.is_demo', '=', false)
    .where('l.created_at', '>=', windowFrom)
    .where('l.created_at', '<', windowTo)
    .where('l.type', 'in', [LedgerType.realisedPnl, LedgerType.fee, LedgerType.feeRefund])
    .groupBy('l.user_id')
    .having(
      sql<number>`count(*) FILTER (WHERE l.type IN (${LedgerType.realisedPnl}, ${LedgerType.fee}))`,
      '>',
      0,
    )
    .select([
      'l.user_id',
      sql<string>`coalesce(sum(l.amount) FILTER (WHERE l.type = ${LedgerType.realisedPnl}), 0)`.as(
        'pnl',
      ),
      sql<string>`coalesce(sum(l.amount) FILTER (WHERE l.type <> ${LedgerType.realisedPnl}), 0)`.as(
        'fee_entries',
      ),
    ])
    .execute();
  const results: AccountResult[] = rows.map((row) => ({
    realisedPnl: new Decimal(row.pnl),
    fees: new Decimal(row.fee_entries).neg(),
  }));
  const accountsLost = results.filter((r) => r.realisedPnl.minus(r.fees).lt(0)).length;
  return {
    windowFrom,
    windowTo,
    accountsTraded: results.length,
    accountsLost,
    sharePct: retailLossSharePct(results),
  };
}

export async function storeRetailLossShare(db: Db, share: RetailLossShare, now: Date) {
  await db
    .insertInto('retail_loss_shares')
    .values({
      computed_at: now,
      window_from: share.windowFrom,
      window_to: share.windowTo,
      accounts_traded: share.accountsTraded,
      accounts_lost: share.accountsLost,
      share_pct: share.sharePct,
    })
    .execute();
}

/** The newest figure the job stored; null before its first run or while no account traded. */
export async function latestRetailLossSharePct(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('retail_loss_shares')
    .select('share_pct')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.share_pct ?? null;
}
