import { OrderStatus } from '@tp/contract/codes';
import type { Order } from '@tp/contract/entities';
import type { TranslationKey } from '../../i18n/i18n.ts';
import { closeReasonLabel, sideLabel, statusLabel } from './order-labels.ts';
import { shownTrailingPips } from './stop-sheet.ts';

type RowValue =
  | { kind: 'text'; text: string }
  | { kind: 'label'; key: TranslationKey }
  | { kind: 'price'; price: number }
  | { kind: 'money'; amount: number }
  | { kind: 'time'; time: string };

/** One line of the order detail: a stable id, its label's key and a value to format. */
export type OrderDetailRow = { id: string; label: TranslationKey; value: RowValue };

const text = (value: string | number): RowValue => ({ kind: 'text', text: String(value) });
const label = (key: TranslationKey | undefined, fallback: number): RowValue =>
  key ? { kind: 'label', key } : text(fallback);

/**
 * The detail's lines, one for every field of spec §3's Order plus leverage and the close
 * reason; the wording of a price follows the order's state (target, current or close price).
 */
export function orderDetailRows(order: Order): OrderDetailRow[] {
  const cancelled = order.Status === OrderStatus.cancelled;
  // A pending or cancelled order never traded: its price is the one it waited for.
  const neverTraded = order.Status === OrderStatus.pending || cancelled;
  const rows: OrderDetailRow[] = [
    { id: 'id', label: 'order.orderNo', value: text(order.Id) },
    { id: 'instrument', label: 'order.instrument', value: text(order.ForexTradeLists.ShowCode) },
    { id: 'side', label: 'order.side', value: { kind: 'label', key: sideLabel(order.OrderType) } },
    { id: 'status', label: 'order.status', value: label(statusLabel(order.Status), order.Status) },
    { id: 'lots', label: 'order.lots', value: text(order.Quantity) },
    {
      id: 'leverage',
      label: 'order.leverage',
      value:
        order.Multiple > 0 ? text(`×${order.Multiple}`) : { kind: 'label', key: 'order.notSet' },
    },
    {
      id: 'price',
      label: neverTraded ? 'order.targetPrice' : 'order.orderPrice',
      value: { kind: 'price', price: order.Price },
    },
    {
      id: 'open-price',
      label: 'order.openPrice',
      value: { kind: 'price', price: order.OriginPrice },
    },
    {
      id: 'update-price',
      label: order.Status === OrderStatus.closed ? 'order.closePrice' : 'order.currentPrice',
      value: { kind: 'price', price: order.UpdatePrice },
    },
    { id: 'margin', label: 'order.margin', value: { kind: 'money', amount: order.CautionMoney } },
    { id: 'fee', label: 'order.fee', value: { kind: 'money', amount: order.TradeFee } },
    {
      id: 'stop-loss',
      label: 'order.stopLoss',
      value: { kind: 'price', price: order.TargetLossPrice },
    },
    ...trailingRows(order),
    {
      id: 'take-profit',
      label: 'order.takeProfit',
      value: { kind: 'price', price: order.TargetProfitPrice },
    },
    ...expiryRows(order),
    {
      id: 'open-time',
      label: 'order.openTime',
      value: { kind: 'time', time: order.CreateTimeHandler },
    },
    {
      id: 'close-time',
      label: order.Status === OrderStatus.cancelled ? 'order.cancelTime' : 'order.closeTime',
      value: { kind: 'time', time: order.CompleteTimeHandler },
    },
  ];
  // A cancelled order has no current price to speak of, and a reason only when the engine
  // cancelled it (expired).
  if (cancelled)
    rows.splice(
      rows.findIndex((row) => row.id === 'update-price'),
      1,
    );
  const reason =
    order.Status === OrderStatus.closed || order.Status === OrderStatus.cancelled
      ? closeReasonLabel(order.CloseReason)
      : undefined;
  if (reason)
    rows.push({
      id: 'close-reason',
      label: 'order.closeReason',
      value: { kind: 'label', key: reason },
    });
  return rows;
}

/** A trailing stop, in pips as the stop sheet takes it: shown only when one is set. */
function trailingRows(order: Order): OrderDetailRow[] {
  const pips = shownTrailingPips(order);
  return pips ? [{ id: 'trailing-stop', label: 'order.trailingStop', value: text(pips) }] : [];
}

/** When the order expires: shown for every pending order (good till cancelled when it has none), and for any other order that had one. */
function expiryRows(order: Order): OrderDetailRow[] {
  if (order.ExpireTimeHandler) {
    return [
      {
        id: 'expiry',
        label: 'order.expires',
        value: { kind: 'time', time: order.ExpireTimeHandler },
      },
    ];
  }
  if (order.Status !== OrderStatus.pending) return [];
  return [
    {
      id: 'expiry',
      label: 'order.expires',
      value: { kind: 'label', key: 'order.goodTillCancelled' },
    },
  ];
}
