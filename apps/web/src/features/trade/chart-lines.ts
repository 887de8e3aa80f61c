import { OrderSide, OrderStatus } from '@tp/contract/codes';
import type { Order } from '@tp/contract/entities';
import { dec } from '@tp/domain/decimal';
import type { InstrumentTerms } from '@tp/domain/instrument';
import { formatPrice } from '@tp/domain/money';
import { checkPendingAmend } from '@tp/domain/pending-amend';
import type { Quote } from '@tp/domain/quote';
import type { TFunction } from 'i18next';
import type { CallParams } from '../../api/api-client.ts';
import {
  orderSide,
  type StopSheetValues,
  shownTrailingPips,
  stopSheetErrors,
  stopSheetMessage,
  stopSheetRequest,
} from '../orders/stop-sheet.ts';
import { orderErrorMessage } from './order-error-message.ts';

/** Which level of an order a line on the chart stands for. */
export type LineKind = 'entry' | 'stopLoss' | 'takeProfit' | 'target' | 'stopOut';

/** One price line: an open position's entry and stops, or a pending order's target. */
export type ChartLine = {
  /** Unique on the chart: the order's id and the level. */
  id: string;
  orderId: number;
  kind: LineKind;
  price: number;
  buy: boolean;
  lots: number;
  /** Stops and targets can be dragged to a new price; an entry cannot. */
  draggable: boolean;
};

/** The orders of one instrument, in the order the lists gave them. */
export const ordersOn = (orders: readonly Order[], instrumentId: number): Order[] =>
  orders.filter((order) => order.ForexId === instrumentId);

/**
 * Every line the chart shows for the instrument's open positions and pending orders, and the
 * price where the account would be stopped out.
 */
export function chartLinesOf(holding: readonly Order[], pending: readonly Order[]): ChartLine[] {
  const lines: ChartLine[] = [];
  const add = (order: Order, kind: LineKind, price: number, draggable: boolean) => {
    if (price > 0) {
      lines.push({
        id: `${order.Id}:${kind}`,
        orderId: order.Id,
        kind,
        price,
        buy: order.OrderType === OrderSide.buy,
        lots: order.Quantity,
        draggable,
      });
    }
  };
  for (const order of holding) {
    if (order.Status !== OrderStatus.holding) continue;
    add(order, 'entry', order.OriginPrice, false);
    add(order, 'stopLoss', order.TargetLossPrice, true);
    add(order, 'takeProfit', order.TargetProfitPrice, true);
  }
  const stopOut = stopOutLineOrder(holding);
  if (stopOut) add(stopOut, 'stopOut', stopOut.StopOutPrice ?? 0, false);
  for (const order of pending) {
    if (order.Status === OrderStatus.pending) add(order, 'target', order.Price, true);
  }
  return lines;
}

/**
 * The position whose stop-out price the chart draws: positions of one side share it, and the
 * side with more lots is the one the price runs against, so one line says it (a hedge's other
 * side differs by the spread only).
 */
function stopOutLineOrder(holding: readonly Order[]): Order | undefined {
  const priced = holding.filter(
    (order) => order.Status === OrderStatus.holding && (order.StopOutPrice ?? 0) > 0,
  );
  const lotsOf = (side: number) =>
    priced.filter((o) => o.OrderType === side).reduce((sum, o) => sum + o.Quantity, 0);
  const side = lotsOf(OrderSide.buy) >= lotsOf(OrderSide.sell) ? OrderSide.buy : OrderSide.sell;
  return priced.find((order) => order.OrderType === side) ?? priced[0];
}

/** The translation key of a line's label: "SL 1.07500", "Buy 0.1 lots", "Buy limit 0.1 at …". */
export const lineLabelKey = (kind: LineKind) =>
  ({
    entry: 'trade.lineEntry',
    stopLoss: 'trade.lineStopLoss',
    takeProfit: 'trade.lineTakeProfit',
    target: 'trade.lineTarget',
    stopOut: 'trade.lineStopOut',
  })[kind] as
    | 'trade.lineEntry'
    | 'trade.lineStopLoss'
    | 'trade.lineTakeProfit'
    | 'trade.lineTarget'
    | 'trade.lineStopOut';

/** The line's label in the trader's language. */
export function lineLabel(t: TFunction, line: ChartLine, precision: number): string {
  return t(lineLabelKey(line.kind), {
    price: formatPrice(line.price, precision),
    side: t(line.buy ? 'order.buyLong' : 'order.sellShort'),
    lots: t('order.lotsCount', { lots: line.lots }),
  });
}

/** A dragged line snaps to the instrument's price step. */
export const snapPrice = (price: number, precision: number): number =>
  Number(dec(price).toDecimalPlaces(precision).toFixed(precision));

/** What dropping a line at a new price asks of the server, or why it cannot. */
export type LineDrop =
  | { kind: 'stops'; request: CallParams<'setStopPrice'>; from: number; to: number }
  | { kind: 'target'; request: CallParams<'amendTrade'>; from: number; to: number }
  | { kind: 'invalid'; message: string }
  | { kind: 'unchanged' };

const shown = (price: number, precision: number): string =>
  price > 0 ? formatPrice(price, precision) : '';

/**
 * A stop-loss or take-profit dropped at `to`: checked by the domain's stops rule against the
 * live quote, as the stop sheet checks it, the other stop kept as it is.
 */
export function stopDrop(
  t: TFunction,
  order: Order,
  kind: 'stopLoss' | 'takeProfit',
  to: number,
  quote: Quote | undefined,
): LineDrop {
  const precision = order.ForexTradeLists.PricePrecision;
  const from = kind === 'stopLoss' ? order.TargetLossPrice : order.TargetProfitPrice;
  if (to === from) return { kind: 'unchanged' };
  const values: StopSheetValues = {
    stopLoss: kind === 'stopLoss' ? shown(to, precision) : shown(order.TargetLossPrice, precision),
    takeProfit:
      kind === 'takeProfit' ? shown(to, precision) : shown(order.TargetProfitPrice, precision),
    // A line dragged keeps the trailing stop as it is.
    trailingPips: shownTrailingPips(order),
  };
  const side = orderSide(order);
  const errors = stopSheetErrors(values, side, quote, precision);
  const wanted = kind === 'stopLoss' ? 'invalidStopLoss' : 'invalidTakeProfit';
  // The moved stop's own error first; the untouched one's (the price moved past it) after.
  const error = errors.find((e) => e === wanted) ?? errors[0];
  if (error) {
    return {
      kind: 'invalid',
      message: stopSheetMessage(t, error, { side, quote, values, precision }),
    };
  }
  return { kind: 'stops', request: stopSheetRequest(order.Id, values, precision), from, to };
}

export type TargetMarket = {
  terms: InstrumentTerms;
  quoteToUsd: ReturnType<typeof dec> | undefined;
  feeType: number | undefined;
  marketOpen: boolean;
  /** The account's free margin from the live summary; undefined until it has arrived. */
  freeMargin: number | undefined;
  priced: boolean;
};

/**
 * A pending order's target dropped at `to`: checked by the domain's rule for moving a pending
 * order (the one the server applies), with its own reserve counted as free.
 */
export function targetDrop(t: TFunction, order: Order, to: number, market: TargetMarket): LineDrop {
  const from = order.Price;
  if (to === from) return { kind: 'unchanged' };
  const side = orderSide(order);
  const stopLoss = order.TargetLossPrice > 0 ? dec(order.TargetLossPrice) : undefined;
  const takeProfit = order.TargetProfitPrice > 0 ? dec(order.TargetProfitPrice) : undefined;
  const { errors } = checkPendingAmend({
    terms: market.terms,
    side,
    lots: dec(order.Quantity),
    leverage: order.Multiple > 0 ? order.Multiple : undefined,
    stopLoss,
    takeProfit,
    target: dec(to),
    reserved: { margin: dec(order.CautionMoney), fee: dec(order.TradeFee) },
    quoteToUsd: market.quoteToUsd,
    feeType: market.feeType ?? 1,
    marketOpen: market.marketOpen,
    // Until the summary arrives the server alone judges the margin.
    freeMargin:
      market.freeMargin === undefined ? dec(Number.MAX_SAFE_INTEGER) : dec(market.freeMargin),
    priced: market.priced,
  });
  const error = errors[0];
  if (error) {
    const at = dec(to);
    const precision = order.ForexTradeLists.PricePrecision;
    const message = orderErrorMessage(t, error, {
      terms: market.terms,
      state: {
        side,
        stopLoss: shown(order.TargetLossPrice, precision),
        takeProfit: shown(order.TargetProfitPrice, precision),
      },
      quote: { mid: at, bid: at, ask: at },
    });
    return { kind: 'invalid', message };
  }
  return { kind: 'target', request: { id: order.Id, target_price: to }, from, to };
}
