import type { Order } from '@tp/contract/entities';
import type { OrderMarket } from './order-market.ts';
import { StopPriceSheet } from './StopPriceSheet.tsx';
import { stopSheetRequest } from './stop-sheet.ts';
import { useSetStopPrice } from './use-order-actions.ts';

type OrderStopsEditorProps = {
  /** The order whose stops are being set; null shows nothing. */
  order: Order | null;
  marketOf: (order: Order) => OrderMarket;
  onDone: () => void;
};

/** The stop sheet of an order, saving through set_stop_price and closing once saved. */
export function OrderStopsEditor({ order, marketOf, onDone }: OrderStopsEditorProps) {
  const setStopPrice = useSetStopPrice();
  if (!order) return null;
  return (
    <StopPriceSheet
      key={order.Id}
      order={order}
      market={marketOf(order)}
      busy={setStopPrice.isPending}
      onClose={onDone}
      onSave={(values) =>
        setStopPrice.mutate(
          stopSheetRequest(order.Id, values, order.ForexTradeLists.PricePrecision),
          { onSuccess: onDone },
        )
      }
    />
  );
}
