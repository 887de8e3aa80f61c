import { Decimal } from '@tp/domain/decimal';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { LedgerType } from '../engine/ledger-type.ts';

export type CountAndAmount = { count: number; amount: Decimal };

/** What moved through real accounts' ledgers in a period (demo money is not the broker's). */
export type PeriodFlows = {
  deposits: CountAndAmount;
  /** Withdrawals paid: their paid entry (of 0) falls in the period, the amount is the withdrawal's. */
  withdrawals: CountAndAmount;
  /** Fee entries (negative) and fee refunds (positive), summed as booked. */
  feeEntries: Decimal;
  clientRealisedPnl: Decimal;
  negativeBalanceCorrections: CountAndAmount;
};

const none = (): CountAndAmount => ({ count: 0, amount: new Decimal(0) });

/** The period's flows, `from` included and `to` excluded. */
export async function readPeriodFlows(db: Db, from: Date, to: Date): Promise<PeriodFlows> {
  const byType = await db
    .selectFrom('ledger_entries as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select([
      'l.type',
      sql<number>`count(*)::int`.as('count'),
      sql<string>`coalesce(sum(l.amount), 0)::text`.as('amount'),
    ])
    .where('u.is_demo', '=', false)
    .where('l.created_at', '>=', from)
    .where('l.created_at', '<', to)
    .where('l.type', 'in', [
      LedgerType.deposit,
      LedgerType.fee,
      LedgerType.feeRefund,
      LedgerType.realisedPnl,
      LedgerType.negativeBalanceProtection,
    ])
    .groupBy('l.type')
    .execute();
  const paid = await db
    .selectFrom('ledger_entries as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .innerJoin('withdrawals as w', 'w.id', 'l.withdrawal_id')
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<string>`coalesce(sum(w.amount), 0)::text`.as('amount'),
    ])
    .where('u.is_demo', '=', false)
    .where('l.type', '=', LedgerType.withdrawalPaid)
    .where('l.created_at', '>=', from)
    .where('l.created_at', '<', to)
    .executeTakeFirstOrThrow();
  const of = (type: number): CountAndAmount => {
    const row = byType.find((entry) => entry.type === type);
    return row ? { count: row.count, amount: new Decimal(row.amount) } : none();
  };
  return {
    deposits: of(LedgerType.deposit),
    withdrawals: { count: paid.count, amount: new Decimal(paid.amount) },
    feeEntries: of(LedgerType.fee).amount.plus(of(LedgerType.feeRefund).amount),
    clientRealisedPnl: of(LedgerType.realisedPnl).amount,
    negativeBalanceCorrections: of(LedgerType.negativeBalanceProtection),
  };
}
