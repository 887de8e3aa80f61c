import { OrderStatus } from '@tp/contract/codes';
import type { Order } from '@tp/contract/entities';
import { useTranslation } from 'react-i18next';

export type OrderDetailActionsProps = {
  order: Order;
  /** A closed market: closing waits, while stops and cancelling still go through. */
  marketOpen: boolean;
  onClosePosition?: (order: Order) => void;
  onSetStops?: (order: Order) => void;
  onCancelOrder?: (order: Order) => void;
};

/** The detail's buttons: close and set stops for a holding order, cancel for a pending one. */
export function OrderDetailActions({
  order,
  marketOpen,
  onClosePosition,
  onSetStops,
  onCancelOrder,
}: OrderDetailActionsProps) {
  const { t } = useTranslation();
  if (order.Status === OrderStatus.pending && onCancelOrder) {
    return (
      <button
        type="button"
        className="button button--danger button--block"
        onClick={() => onCancelOrder(order)}
        data-testid="detail-cancel"
      >
        {t('order.cancelOrder')}
      </button>
    );
  }
  if (order.Status !== OrderStatus.holding) return null;
  return (
    <>
      <div className="detail-actions">
        {onSetStops ? (
          <button
            type="button"
            className="button button--outline"
            onClick={() => onSetStops(order)}
            data-testid="detail-stops"
          >
            {t('order.setStops')}
          </button>
        ) : null}
        {onClosePosition ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => onClosePosition(order)}
            disabled={!marketOpen}
            data-testid="detail-close"
          >
            {t('order.closePosition')}
          </button>
        ) : null}
      </div>
      {marketOpen ? null : (
        <p className="order-note" data-testid="detail-market-closed">
          {t('order.marketClosedNote')}
        </p>
      )}
    </>
  );
}
