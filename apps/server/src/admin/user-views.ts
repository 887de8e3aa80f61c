import type {
  AdminLedgerRow,
  AdminOrder,
  AdminStopOut,
  UserAccountView,
  UserRow,
} from '@tp/contract/admin-operations';
import { OrderStatus } from '@tp/contract/entities';
import type { Language } from '@tp/contract/languages';
import { serverMessages, translateServerMessage } from '@tp/contract/server-messages';
import { Decimal } from '@tp/domain/decimal';
import { bookAmount } from '@tp/domain/money';
import type { Selectable } from 'kysely';
import type { LedgerEntriesTable, OrdersTable } from '../db/schema.ts';
import { type StopOutRow, stopOutView } from '../stop-outs/stop-out-store.ts';
import type { AccountFigures, LivePosition } from './back-office-engine.ts';

/** An amount at the booking scale as a wire number. */
const booked = (value: Decimal.Value): number => bookAmount(new Decimal(value)).toNumber();

export type UserListRow = {
  id: number;
  uid: string;
  email: string | null;
  mobile: string | null;
  area_code: string | null;
  is_demo: boolean;
  sign_in_frozen: boolean;
  trading_frozen: boolean;
  kyc_status: number;
  balance: string | null;
  created_at: Date;
};

export function userRowView(row: UserListRow): UserRow {
  return {
    id: row.id,
    uid: row.uid,
    email: row.email ?? '',
    mobile: row.mobile ? `${row.area_code ?? ''}${row.mobile}` : '',
    isDemo: row.is_demo,
    signInFrozen: row.sign_in_frozen,
    tradingFrozen: row.trading_frozen,
    kycStatus: row.kyc_status,
    balance: booked(row.balance ?? 0),
    createdAt: row.created_at.toISOString(),
  };
}

export function accountView(figures: AccountFigures | undefined): UserAccountView {
  if (!figures) {
    return {
      balance: 0,
      lockBalance: 0,
      equity: 0,
      freeMargin: 0,
      margin: 0,
      floatingPnl: 0,
      riskRate: 0,
    };
  }
  return {
    balance: booked(figures.balance),
    lockBalance: booked(figures.lockBalance),
    equity: booked(figures.equity),
    freeMargin: booked(figures.freeMargin),
    margin: booked(figures.margin),
    floatingPnl: booked(figures.floatingPnl),
    riskRate: figures.riskRatePct.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber(),
  };
}

type OrderRow = Selectable<OrdersTable> & { code: string };

/**
 * An order as operators read it: a holding position at its live mark and floating P&L, a
 * pending order at its target, a closed one at its exit and realised P&L.
 */
export function adminOrderView(row: OrderRow, live: LivePosition | undefined): AdminOrder {
  const holding = row.status === OrderStatus.holding;
  const price = holding
    ? (live?.mark?.exit ?? row.open_price)
    : row.status === OrderStatus.pending
      ? row.requested_price
      : row.close_price;
  return {
    id: row.id,
    code: row.code,
    side: row.side,
    lots: Number(row.lots),
    openPrice: Number(row.open_price ?? row.requested_price ?? 0),
    price: Number(price ?? 0),
    margin: booked(row.margin),
    fee: booked(row.fee),
    pnl: holding ? booked(live?.mark?.pnl ?? 0) : booked(row.realised_pnl),
    stopLoss: Number(row.stop_loss ?? 0),
    takeProfit: Number(row.take_profit ?? 0),
    status: row.status,
    closeReason: row.close_reason,
    createdAt: row.created_at.toISOString(),
    closedAt: row.closed_at ? row.closed_at.toISOString() : null,
  };
}

/** The memo in the operator's language: a translation key, or an operator's own words as written. */
export function ledgerRowView(row: Selectable<LedgerEntriesTable>, lang: Language): AdminLedgerRow {
  return {
    id: row.id,
    amount: booked(row.amount),
    balanceAfter: booked(row.balance_after),
    type: row.type,
    memo: row.memo in serverMessages.en ? translateServerMessage(lang, row.memo) : row.memo,
    orderId: row.order_id,
    createdAt: row.created_at.toISOString(),
  };
}

/** A stop-out record as the back office reads it. */
export function adminStopOutView(row: StopOutRow): AdminStopOut {
  const record = stopOutView(row);
  return {
    id: record.id,
    createdAt: row.created_at.toISOString(),
    riskRate: record.risk_rate,
    stopOutLevel: record.stop_out_level,
    balanceBefore: record.balance_before,
    balanceAfter: record.balance_after,
    correction: record.correction,
    positions: record.positions.map((position) => ({
      orderId: position.order_id,
      symbol: position.symbol,
      side: position.side,
      lots: position.lots,
      price: position.price,
      pnl: position.pnl,
    })),
  };
}
