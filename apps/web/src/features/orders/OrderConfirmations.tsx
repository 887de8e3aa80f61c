import type { Order } from '@tp/contract/entities';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { ClosePositionSheet } from './ClosePositionSheet.tsx';
import { useClosePosition } from './use-my-deal.ts';
import { useCancelOrder } from './use-order-actions.ts';

type Closed = { closing?: null; cancelling?: null; detail?: null };

type OrderConfirmationsProps = {
  closing: Order | null;
  cancelling: Order | null;
  /** Which overlays to close: the question always, the detail too once the order is gone. */
  onDone: (change: Closed) => void;
};

/** The close sheet of a position (whole or in part) and the question before cancelling a pending order. */
export function OrderConfirmations({ closing, cancelling, onDone }: OrderConfirmationsProps) {
  const { t } = useTranslation();
  const closePosition = useClosePosition();
  const cancelOrder = useCancelOrder();
  const what = (order: Order | null) =>
    order ? { code: order.ForexTradeLists.ShowCode, lots: order.Quantity } : undefined;
  const cancellingWhat = what(cancelling);

  return (
    <>
      <ClosePositionSheet
        order={closing}
        busy={closePosition.isPending}
        onConfirm={(order, lots) => {
          const whole = lots === order.Quantity;
          closePosition.mutate(whole ? { id: order.Id } : { id: order.Id, lots }, {
            onSettled: () => onDone({ closing: null }),
            // A part closed leaves the position open, and its detail with it.
            onSuccess: () => (whole ? onDone({ detail: null }) : undefined),
          });
        }}
        onCancel={() => onDone({ closing: null })}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title={t('order.cancelConfirmTitle')}
        message={cancellingWhat ? t('order.cancelConfirm', cancellingWhat) : null}
        confirmLabel={t('order.cancelOrder')}
        busy={cancelOrder.isPending}
        onConfirm={() => {
          if (!cancelling) return;
          cancelOrder.mutate(cancelling.Id, {
            onSettled: () => onDone({ cancelling: null }),
            onSuccess: () => onDone({ detail: null }),
          });
        }}
        onCancel={() => onDone({ cancelling: null })}
      />
    </>
  );
}
