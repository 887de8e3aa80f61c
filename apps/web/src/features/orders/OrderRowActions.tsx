import type { Order } from '@tp/contract/entities';
import { useTranslation } from 'react-i18next';

type OrderRowActionsProps = {
  order: Order;
  /** Present for a holding position. */
  onClose?: ((order: Order) => void) | undefined;
  /** Present for a pending order. */
  onCancel?: ((order: Order) => void) | undefined;
  /** A closed market keeps positions open: closing waits for it (cancelling does not). */
  closeDisabled: boolean;
};

/** Close a position or cancel a pending order, from its row in a list or a table. */
export function OrderRowActions({ order, onClose, onCancel, closeDisabled }: OrderRowActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {onClose ? (
        <button
          type="button"
          className="button button--small button--outline"
          onClick={() => onClose(order)}
          disabled={closeDisabled}
          data-testid={`close-${order.Id}`}
        >
          {t('order.close')}
        </button>
      ) : null}
      {onCancel ? (
        <button
          type="button"
          className="button button--small button--outline"
          onClick={() => onCancel(order)}
          data-testid={`cancel-${order.Id}`}
        >
          {t('order.cancel')}
        </button>
      ) : null}
    </>
  );
}
