import { OrderSide } from '@tp/contract/codes';
import type { Order } from '@tp/contract/entities';
import type { Language } from '@tp/contract/languages';
import { formatPrice, formatProfit } from '@tp/domain/money';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session-store.ts';
import { formatAmount, signClass } from '../../ui/format.ts';
import { UtcTime } from '../../ui/UtcTime.tsx';
import { OrderRowActions } from './OrderRowActions.tsx';
import { type OrderFigures, orderFigures } from './order-figures.ts';
import { closeReasonLabel, isolated, sideLabel } from './order-labels.ts';
import { OrderTab } from './use-my-deal.ts';
import { useOrderNowPrice } from './use-order-now-price.ts';

type OrdersTableProps = {
  tab: OrderTab;
  orders: readonly Order[];
  onOpen: (order: Order) => void;
  /** Present on the holding tab only. */
  onClose?: (order: Order) => void;
  /** Present on the pending tab only. */
  onCancel?: (order: Order) => void;
  /** Whether an order's market is closed: closing waits for it to open. */
  closeDisabled: (order: Order) => boolean;
};

/** The headings of the entry and current/close columns, which name the tab's prices. */
export function priceHeadings(tab: OrderTab): { entry: TranslationKey; now: TranslationKey } {
  if (tab === OrderTab.pending) return { entry: 'order.targetPrice', now: 'order.currentPrice' };
  if (tab === OrderTab.history) return { entry: 'order.openPrice', now: 'order.closePrice' };
  return { entry: 'order.openPrice', now: 'order.currentPrice' };
}

/**
 * The orders of a tab as a table, for a desktop's width (≥ 1024 px): one line per order with
 * every figure a trader compares across orders, and the actions at its end. The phone keeps
 * its list of rows (`OrderRow`).
 */
export function OrdersTable({ tab, orders, ...actions }: OrdersTableProps) {
  const { t } = useTranslation();
  const headings = priceHeadings(tab);
  const columns: { key: string; label: TranslationKey; numeric?: boolean }[] = [
    { key: 'instrument', label: 'order.instrument' },
    { key: 'side', label: 'order.side' },
    { key: 'lots', label: 'order.lots', numeric: true },
    { key: 'entry', label: headings.entry, numeric: true },
    { key: 'now', label: headings.now, numeric: true },
    { key: 'stop-loss', label: 'order.stopLoss', numeric: true },
    { key: 'take-profit', label: 'order.takeProfit', numeric: true },
    ...(tab === OrderTab.holding
      ? [{ key: 'stop-out', label: 'order.stopOutPrice' as const, numeric: true }]
      : []),
    { key: 'profit', label: 'order.profit', numeric: true },
    { key: 'time', label: 'order.time' },
    // History has nothing left to do to an order.
    ...(tab === OrderTab.history ? [] : [{ key: 'actions', label: 'order.actions' as const }]),
  ];
  return (
    <div className="orders-table-wrap">
      <table className="orders-table" data-testid="orders-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.numeric ? 'orders-table__numeric' : undefined}
                data-testid={`orders-column-${column.key}`}
              >
                {t(column.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <OrderLine
              key={order.Id}
              order={order}
              tab={tab}
              withActions={tab !== OrderTab.history}
              {...actions}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type OrderLineProps = Omit<OrdersTableProps, 'orders'> & {
  order: Order;
  withActions: boolean;
};

const OrderLine = memo(function OrderLine({
  order,
  onOpen,
  onClose,
  onCancel,
  closeDisabled,
  withActions,
  tab,
}: OrderLineProps) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const figures = orderFigures(order);
  const nowPrice = useOrderNowPrice(order);
  const precision = order.ForexTradeLists.PricePrecision;
  const price = (value: number) => (value > 0 ? formatPrice(value, precision) : t('order.notSet'));
  const buy = order.OrderType === OrderSide.buy;
  return (
    <tr data-testid={`order-row-${order.Id}`}>
      <td>
        <button type="button" className="orders-table__open" onClick={() => onOpen(order)}>
          {order.ForexTradeLists.ShowCode}
        </button>
      </td>
      <td>
        <span className={`side-tag ${buy ? 'side-tag--buy' : 'side-tag--sell'}`}>
          {t(sideLabel(order.OrderType))}
        </span>
      </td>
      <td className="orders-table__numeric num">{order.Quantity}</td>
      <td className="orders-table__numeric num" data-testid={`order-entry-${order.Id}`}>
        {figures.state === 'cancelled' ? (
          // Under the history's "open price": this one never opened, it waited at its target.
          <span className="muted">
            {t('order.targetPriceValue', { target: isolated(price(figures.entry.price)) })}
          </span>
        ) : (
          price(figures.entry.price)
        )}
      </td>
      <td className="orders-table__numeric num">
        {figures.now
          ? price(figures.state === 'pending' ? nowPrice : figures.now.price)
          : t('order.notSet')}
      </td>
      <td className="orders-table__numeric num">{price(figures.stopLoss)}</td>
      <td className="orders-table__numeric num">{price(figures.takeProfit)}</td>
      {tab === OrderTab.holding ? (
        <td className="orders-table__numeric num" data-testid={`order-stop-out-${order.Id}`}>
          {order.StopOutPrice === undefined
            ? '--'
            : order.StopOutPrice > 0
              ? price(order.StopOutPrice)
              : t('order.stopOutOutOfReach')}
        </td>
      ) : null}
      <td className="orders-table__numeric">
        <ProfitCell order={order} figures={figures} lang={lang} />
      </td>
      <td className="muted" data-testid={`order-time-${order.Id}`}>
        <UtcTime text={figures.time} lang={lang} />
      </td>
      {withActions ? (
        <td className="orders-table__actions">
          <OrderRowActions
            order={order}
            onClose={onClose}
            onCancel={onCancel}
            closeDisabled={closeDisabled(order)}
          />
        </td>
      ) : null}
    </tr>
  );
});

function ProfitCell({
  order,
  figures,
  lang,
}: {
  order: Order;
  figures: OrderFigures;
  lang: Language;
}) {
  const { t } = useTranslation();
  if (figures.state === 'cancelled') {
    return (
      <span className="status-tag" data-testid={`order-cancelled-${order.Id}`}>
        {t(closeReasonLabel(order.CloseReason) ?? 'order.statusCancelled')}
      </span>
    );
  }
  if (figures.profit === null) {
    return (
      <span className="muted" data-testid={`order-pnl-${order.Id}`}>
        {t('order.statusPending')}
      </span>
    );
  }
  return (
    <span
      className={`orders-table__pnl num ${signClass(figures.profit)}`}
      data-testid={`order-pnl-${order.Id}`}
    >
      {formatAmount(formatProfit(figures.profit), lang)}
    </span>
  );
}
