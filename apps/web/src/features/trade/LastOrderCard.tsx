import { OrderStatus } from '@tp/contract/codes';
import type { Order } from '@tp/contract/entities';
import { formatMargin, formatPrice } from '@tp/domain/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../session/session-store.ts';
import { formatAmount } from '../../ui/format.ts';
import { CloseIcon } from '../../ui/icons.tsx';
import { useTestId } from '../../ui/pane-visibility.ts';

type LastOrderCardProps = { order: Order; onDismiss: () => void };

/**
 * What the last order became, as the server answered it: the position opened and its fill
 * price, or the pending order placed at its price; it stays until dismissed or the next order.
 */
export function LastOrderCard({ order, onDismiss }: LastOrderCardProps) {
  const tid = useTestId();
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const precision = order.ForexTradeLists.PricePrecision;
  const pending = order.Status === OrderStatus.pending;
  const buy = order.OrderType === 1;
  const values = {
    lots: order.Quantity,
    code: order.ForexTradeLists.ShowCode,
    price: formatPrice(pending ? order.Price : order.OriginPrice, precision),
    id: order.Id,
  };
  const title = pending
    ? t('trade.resultPending', values)
    : t(buy ? 'trade.resultBought' : 'trade.resultSold', values);
  return (
    <section
      className={`last-order last-order--${buy ? 'buy' : 'sell'}`}
      aria-live="polite"
      data-testid={tid('last-order')}
    >
      <div className="last-order__text">
        <strong data-testid={tid('last-order-title')}>{title}</strong>
        <span className="muted phrase">
          {t('trade.resultDetail', {
            id: order.Id,
            margin: formatAmount(formatMargin(order.CautionMoney), lang),
          })}
        </span>
      </div>
      <Link className="last-order__link" to={`/order?type=${pending ? 0 : 1}`}>
        {t('trade.resultView')}
      </Link>
      <button
        type="button"
        className="icon-button"
        onClick={onDismiss}
        aria-label={t('public.close')}
      >
        <CloseIcon />
      </button>
    </section>
  );
}
