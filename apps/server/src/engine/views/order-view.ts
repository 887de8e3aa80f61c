import { type Order, OrderStatus } from '@tp/contract/entities';
import type { Decimal } from '@tp/domain/decimal';
import { bookAmount } from '@tp/domain/money';
import type { InstrumentRecord } from '../../market/market-service.ts';
import type { OrderRecord } from '../order-record.ts';
import type { PositionValue } from './position-value.ts';
import { wireTime } from './wire-time.ts';

const num = (value: Decimal | null | undefined): number => (value ? value.toNumber() : 0);

/** The price shown as the order's current one: live while holding, the exit once closed. */
function updatePrice(order: OrderRecord, value: PositionValue | undefined): Decimal | null {
  if (order.status === OrderStatus.holding) return value?.exit ?? order.openPrice;
  if (order.status === OrderStatus.closed) return order.closePrice;
  return order.requestedPrice;
}

function profit(order: OrderRecord, value: PositionValue | undefined): number {
  if (order.status === OrderStatus.holding) return value ? bookAmount(value.pnl).toNumber() : 0;
  return order.realisedPnl.toNumber();
}

/** The contract's order entity (spec field names) for an order and, while it is held, its live value. */
export function orderView(
  order: OrderRecord,
  instrument: InstrumentRecord | undefined,
  value?: PositionValue,
): Order {
  return {
    Id: order.id,
    ForexId: order.instrumentId,
    OrderType: order.side,
    Quantity: order.lots.toNumber(),
    OriginPrice: num(order.openPrice ?? order.requestedPrice),
    Price: num(order.requestedPrice ?? order.openPrice),
    UpdatePrice: num(updatePrice(order, value)),
    FactProfits: profit(order, value),
    CautionMoney: order.margin.toNumber(),
    TradeFee: order.fee.toNumber(),
    TargetLossPrice: num(order.stopLoss),
    TargetProfitPrice: num(order.takeProfit),
    Multiple: order.leverage,
    Status: order.status,
    CloseReason: order.closeReason,
    CreateTimeHandler: wireTime(order.createdAt),
    CompleteTimeHandler: order.closedAt ? wireTime(order.closedAt) : '',
    ExpireTimeHandler: order.expiresAt ? wireTime(order.expiresAt) : '',
    ...(order.parentId === null ? {} : { ParentId: order.parentId }),
    ...(order.trailingDistance === null
      ? {}
      : { TrailingDistance: order.trailingDistance.toNumber() }),
    ForexTradeLists: {
      ShowCode: instrument?.showCode ?? '',
      Code: instrument?.code ?? '',
      PricePrecision: instrument?.terms.pricePrecision ?? 0,
    },
  };
}
