import { CloseReason, OrderStatus } from '@tp/contract/codes';
import type { Order } from '@tp/contract/entities';
import { formatMargin, formatPrice, formatProfit } from '@tp/domain/money';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-store.ts';
import { formatAmount, signClass } from '../../ui/format.ts';
import { Sheet } from '../../ui/Sheet.tsx';
import { UtcTime } from '../../ui/UtcTime.tsx';
import { StopOutSheet } from '../notifications/StopOutSheet.tsx';
import { OrderDetailActions, type OrderDetailActionsProps } from './OrderDetailActions.tsx';
import { orderDetailRows } from './order-detail-rows.ts';

type DetailValue = ReturnType<typeof orderDetailRows>[number]['value'];

/**
 * A figure or a code (prices, amounts, the id, the instrument) is written left to right in the
 * figures' font; words and times keep the page's direction and its font.
 */
const isFigure = (value: DetailValue): boolean =>
  value.kind === 'text' || value.kind === 'money' || (value.kind === 'price' && value.price > 0);

type OrderDetailSheetProps = Omit<OrderDetailActionsProps, 'order'> & {
  order: Order | null;
  onClose: () => void;
};

/** Every field of the order (spec §3), with what can be done to it as it stands. */
export function OrderDetailSheet({ order, onClose, ...actions }: OrderDetailSheetProps) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  // A position a stop-out closed opens that stop-out's record in place of the detail.
  const [stopOutShown, setStopOutShown] = useState(false);
  if (!order) return null;
  if (stopOutShown) {
    return <StopOutSheet orderId={order.Id} onClose={() => setStopOutShown(false)} />;
  }
  const precision = order.ForexTradeLists.PricePrecision;
  const shown = (row: ReturnType<typeof orderDetailRows>[number]): ReactNode => {
    const { value } = row;
    switch (value.kind) {
      case 'text':
        return value.text;
      case 'label':
        return t(value.key);
      case 'price':
        return value.price > 0 ? formatPrice(value.price, precision) : t('order.notSet');
      case 'money':
        return formatAmount(formatMargin(value.amount), lang);
      case 'time':
        return <UtcTime text={value.time} lang={lang} />;
    }
  };
  // No P&L for an order that never traded (pending or cancelled).
  const pending = order.Status === OrderStatus.pending || order.Status === OrderStatus.cancelled;
  return (
    <Sheet open title={t('order.detail')} onClose={onClose} testId="order-detail">
      <div
        className={`detail-pnl ${pending ? '' : signClass(order.FactProfits)}`}
        data-testid="detail-pnl"
      >
        <span className="muted">{t('order.profit')}</span>
        <strong className={pending ? undefined : 'num'}>
          {pending ? t('order.notSet') : formatAmount(formatProfit(order.FactProfits), lang)}
        </strong>
      </div>
      <dl className="detail-list">
        {orderDetailRows(order).map((row) => (
          <div key={row.label} data-testid={`detail-${row.id}`}>
            <dt>{t(row.label)}</dt>
            <dd className={isFigure(row.value) ? 'num' : undefined}>{shown(row)}</dd>
          </div>
        ))}
      </dl>
      {order.Status === OrderStatus.closed && order.CloseReason === CloseReason.stopOut ? (
        <button
          type="button"
          className="button button--outline button--block"
          onClick={() => setStopOutShown(true)}
          data-testid="detail-stop-out"
        >
          {t('user.stopOutOpen')}
        </button>
      ) : null}
      <OrderDetailActions order={order} {...actions} />
    </Sheet>
  );
}
