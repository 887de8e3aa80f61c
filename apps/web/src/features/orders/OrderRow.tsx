import { OrderSide } from '@tp/contract/codes';
import type { Order } from '@tp/contract/entities';
import { formatPrice, formatProfit } from '@tp/domain/money';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-store.ts';
import { formatAmount, signClass } from '../../ui/format.ts';
import { UtcTime } from '../../ui/UtcTime.tsx';
import { OrderRowActions } from './OrderRowActions.tsx';
import { orderFigures } from './order-figures.ts';
import { closeReasonLabel, isolated, sideLabel } from './order-labels.ts';
import { stopOutPriceText } from './stop-out-text.ts';
import { useOrderNowPrice } from './use-order-now-price.ts';

type OrderRowProps = {
  order: Order;
  onOpen: (order: Order) => void;
  /** Present on the holding tab only. */
  onClose?: (order: Order) => void;
  /** Present on the pending tab only. */
  onCancel?: (order: Order) => void;
  /** A closed market keeps positions open: closing waits for it (cancelling does not). */
  closeDisabled?: boolean;
};

export const OrderRow = memo(function OrderRow({
  order,
  onOpen,
  onClose,
  onCancel,
  closeDisabled = false,
}: OrderRowProps) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const precision = order.ForexTradeLists.PricePrecision;
  const buy = order.OrderType === OrderSide.buy;
  const figures = orderFigures(order);
  const nowPrice = useOrderNowPrice(order);
  const pending = figures.state === 'pending';
  const cancelled = figures.state === 'cancelled';
  const stopOut = stopOutPriceText(t, order);
  return (
    <article className="order-row" data-testid={`order-row-${order.Id}`}>
      <button type="button" className="order-row__main" onClick={() => onOpen(order)}>
        <span className="order-row__title">
          <span className={`side-tag ${buy ? 'side-tag--buy' : 'side-tag--sell'}`}>
            {t(sideLabel(order.OrderType))}
          </span>
          <span className="order-row__code">{order.ForexTradeLists.ShowCode}</span>
          <span className="muted phrase">{t('order.lotsCount', { lots: order.Quantity })}</span>
        </span>
        {pending ? (
          // A sentence in the trader's language and direction, each price kept left to right.
          <span className="order-row__prices muted">
            {t('order.targetPriceNow', {
              target: isolated(formatPrice(order.Price, precision)),
              now: isolated(formatPrice(nowPrice, precision)),
            })}
          </span>
        ) : cancelled ? (
          // Never traded: the price it waited for, not an open and close of 0 P&L.
          <span className="order-row__prices muted" data-testid={`order-target-${order.Id}`}>
            {t('order.targetPriceValue', {
              target: isolated(formatPrice(figures.entry.price, precision)),
            })}
          </span>
        ) : (
          <span className="order-row__prices muted num">
            {formatPrice(order.OriginPrice, precision)} →{' '}
            {formatPrice(order.UpdatePrice, precision)}
          </span>
        )}
        {figures.state === 'holding' && stopOut !== null ? (
          <span className="order-row__stop-out phrase" data-testid={`order-stop-out-${order.Id}`}>
            {stopOut}
          </span>
        ) : null}
        <UtcTime
          text={figures.time}
          lang={lang}
          className="order-row__time muted"
          testId={`order-time-${order.Id}`}
        />
      </button>
      <div className="order-row__side">
        {cancelled ? (
          // Why it ended: expired when the engine cancelled it, else cancelled by the trader.
          <span className="status-tag" data-testid={`order-cancelled-${order.Id}`}>
            {t(closeReasonLabel(order.CloseReason) ?? 'order.statusCancelled')}
          </span>
        ) : (
          <span
            className={`order-row__pnl num ${pending ? 'muted' : signClass(order.FactProfits)}`}
            data-testid={`order-pnl-${order.Id}`}
          >
            {pending
              ? t('order.statusPending')
              : formatAmount(formatProfit(order.FactProfits), lang)}
          </span>
        )}
        <OrderRowActions
          order={order}
          onClose={onClose}
          onCancel={onCancel}
          closeDisabled={closeDisabled}
        />
      </div>
    </article>
  );
});
