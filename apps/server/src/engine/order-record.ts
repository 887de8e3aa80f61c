import type { Decimal } from '@tp/domain/decimal';
import type { Side } from '@tp/domain/side';
import type { OrderId, UserId } from './ids.ts';

/**
 * Form mode of an order: 1 market, 0 pending (spec §4). A pending order is stored as 0 when its
 * target was at or below the price at placement (it fires at or below it) and as 2 when above,
 * so the direction of its trigger survives a restart without the price it was placed at.
 */
export const OrderMode = { pending: 0, market: 1, pendingAbove: 2 } as const;

export const isPendingMode = (mode: number): boolean =>
  mode === OrderMode.pending || mode === OrderMode.pendingAbove;

/** An order as the engine holds it; one row of `orders`. */
export type OrderRecord = {
  id: OrderId;
  userId: UserId;
  instrumentId: number;
  clientOrderId: string | null;
  /** What the submit asked for, when it came with an idempotency id (`orderRequestFingerprint`). */
  requestFingerprint: string | null;
  side: Side;
  mode: number;
  status: number;
  lots: Decimal;
  /** 0 for fixed-margin instruments, where leverage does not apply. */
  leverage: number;
  requestedPrice: Decimal | null;
  openPrice: Decimal | null;
  closePrice: Decimal | null;
  margin: Decimal;
  fee: Decimal;
  stopLoss: Decimal | null;
  takeProfit: Decimal | null;
  realisedPnl: Decimal;
  closeReason: number;
  createdAt: Date;
  openedAt: Date | null;
  closedAt: Date | null;
  /** When a pending order expires (`orderExpiry`); null when good till cancelled. */
  expiresAt: Date | null;
  /** The position this closed part was taken from by a partial close; null otherwise. */
  parentId: OrderId | null;
  /**
   * A holding position's trailing stop (`@tp/domain/trailing-stop`): the price distance its
   * stop-loss keeps behind the price, only tightening; null when none is set.
   */
  trailingDistance: Decimal | null;
};
