import {
  type ReconciliationDifference,
  type ReconciliationTotals,
  reconciliationDifferencesKeptMax,
} from '@tp/contract/admin-reconciliation';
import { OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { bookAmount } from '@tp/domain/money';
import { type DashboardMarket, exposure } from '../admin/dashboard.ts';
import type { Db } from '../db/database.ts';
import type { MarketView } from '../engine/market-view.ts';
import type { LivePosition } from '../engine/views/operator-views.ts';
import { valuePosition } from '../engine/views/position-value.ts';
import { type AccountBooks, readAccountBooksPage } from './account-books.ts';
import { readPeriodFlows } from './period-flows.ts';

export type ReconciliationMarket = MarketView & DashboardMarket;

export type BooksReconciled = {
  accountsChecked: number;
  /** Every difference found; the stored report keeps the first ones (`reconciliationDifferencesKeptMax`). */
  differenceCount: number;
  differences: ReconciliationDifference[];
  totals: ReconciliationTotals;
};

/** An amount exactly as booked, without trailing zeros. */
const exact = (value: Decimal): string => value.toFixed();
/** A figure computed from prices: at the booking scale. */
const booked = (value: Decimal): string => bookAmount(value).toFixed();

/** Gives the event loop a turn, so the engine's commits go on between two pages. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Checks every account's books (balance = Σ ledger; lock = margins + reserves + holds by the
 * engine's own rule), and totals client money, exposure and the broker's P&L at the market's
 * quotes, with the flows of the period [from, to). Accounts are read a page at a time, each
 * page at one moment, so a busy engine is never held up for the whole run.
 */
export async function reconcileBooks(
  db: Db,
  market: ReconciliationMarket,
  period: { from: Date; to: Date },
): Promise<BooksReconciled> {
  const tally = new Tally(market);
  for (let after = 0; ; ) {
    await nextTurn();
    const page = await readAccountBooksPage(db, after);
    if (page.length === 0) break;
    for (const books of page) tally.add(books);
    after = page[page.length - 1]?.userId ?? after;
  }
  const flows = await readPeriodFlows(db, period.from, period.to);
  const fees = flows.feeEntries.neg();
  const nbp = flows.negativeBalanceCorrections;
  const clientFloatingPnl = tally.floatingPnl;
  return {
    accountsChecked: tally.accounts,
    differenceCount: tally.differenceCount,
    differences: tally.differences,
    totals: {
      accounts: tally.accounts,
      realAccounts: tally.realAccounts,
      clientBalance: exact(tally.balance),
      clientLocked: exact(tally.locked),
      clientMoney: exact(tally.balance.plus(tally.locked)),
      clientFloatingPnl: booked(clientFloatingPnl),
      brokerFloatingPnl: booked(clientFloatingPnl.neg()),
      fees: exact(fees),
      clientRealisedPnl: exact(flows.clientRealisedPnl),
      brokerRealisedPnl: exact(fees.minus(flows.clientRealisedPnl).minus(nbp.amount)),
      negativeBalanceCorrections: { count: nbp.count, amount: exact(nbp.amount) },
      deposits: { count: flows.deposits.count, amount: exact(flows.deposits.amount) },
      withdrawals: { count: flows.withdrawals.count, amount: exact(flows.withdrawals.amount) },
      exposure: exposure(tally.positions, market),
    },
  };
}

/** Running sums over the accounts, with the differences found so far. */
class Tally {
  accounts = 0;
  realAccounts = 0;
  balance = new Decimal(0);
  locked = new Decimal(0);
  floatingPnl = new Decimal(0);
  positions: LivePosition[] = [];
  differenceCount = 0;
  differences: ReconciliationDifference[] = [];

  constructor(private readonly market: MarketView) {}

  add(books: AccountBooks): void {
    this.accounts += 1;
    this.check(books, 'balance', books.ledgerSum, books.balance);
    this.check(books, 'lock', books.locked, books.lockBalance);
    if (books.isDemo) return;
    this.realAccounts += 1;
    this.balance = this.balance.plus(books.balance);
    this.locked = this.locked.plus(books.lockBalance);
    for (const order of books.openOrders) {
      if (order.status !== OrderStatus.holding) continue;
      const value = valuePosition(order, this.market);
      this.floatingPnl = this.floatingPnl.plus(value?.pnl ?? 0);
      this.positions.push({
        orderId: order.id,
        userId: order.userId,
        instrumentId: order.instrumentId,
        side: order.side,
        lots: order.lots,
        mark: value && { exit: value.exit, pnl: value.pnl },
      });
    }
  }

  private check(
    books: AccountBooks,
    check: ReconciliationDifference['check'],
    expected: Decimal,
    found: Decimal,
  ): void {
    if (expected.eq(found)) return;
    this.differenceCount += 1;
    if (this.differences.length >= reconciliationDifferencesKeptMax) return;
    this.differences.push({
      userId: books.userId,
      uid: books.uid,
      isDemo: books.isDemo,
      check,
      expected: exact(expected),
      found: exact(found),
    });
  }
}
