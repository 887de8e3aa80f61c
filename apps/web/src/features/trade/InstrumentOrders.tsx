import type { Instrument, Order } from '@tp/contract/entities';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../orders/orders.css';
import { useDayMarket } from '../../realtime/use-realtime.ts';
import { useSession } from '../../session/session-store.ts';
import { useTradeList } from '../market/use-trade-list.ts';
import { CloseAllMenu } from '../orders/CloseAllMenu.tsx';
import { withLiveValues } from '../orders/live-orders.ts';
import { OrderConfirmations } from '../orders/OrderConfirmations.tsx';
import { OrderDetailSheet } from '../orders/OrderDetailSheet.tsx';
import { OrderRow } from '../orders/OrderRow.tsx';
import { OrderStopsEditor } from '../orders/OrderStopsEditor.tsx';
import { orderMarket } from '../orders/order-market.ts';
import { useHoldingSync } from '../orders/use-holding-sync.ts';
import { useInstrumentOrders } from './use-instrument-orders.ts';

type Shown = 'holding' | 'pending';

type Overlays = {
  detail: number | null;
  closing: Order | null;
  cancelling: Order | null;
  stops: Order | null;
};
const noOverlays: Overlays = { detail: null, closing: null, cancelling: null, stops: null };

/**
 * The current instrument's open positions and pending orders on the trade screen, with the
 * orders page's rows, detail, stop sheet and questions before closing or cancelling.
 */
export function InstrumentOrders({ instrument }: { instrument: Instrument }) {
  // A visitor has no orders, and asking for them would send the visitor to sign in.
  const signedIn = useSession((s) => s.token !== null);
  return signedIn ? <SignedInOrders instrument={instrument} /> : null;
}

function SignedInOrders({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation();
  const orders = useInstrumentOrders(instrument.Id);
  const quotes = useDayMarket();
  const instruments = useTradeList().data ?? [];
  const [chosen, setChosen] = useState<Shown | null>(null);
  const [overlays, setOverlays] = useState<Overlays>(noOverlays);
  const show = useCallback(
    (change: Partial<Overlays>) => setOverlays((now) => ({ ...now, ...change })),
    [],
  );
  useHoldingSync(
    {
      orders: orders.allHolding,
      complete: orders.holdingQuery.data !== undefined && !orders.holdingQuery.hasNextPage,
    },
    orders.summary,
    useCallback(() => setOverlays(noOverlays), []),
  );
  // Positions first; pending orders when there are only those, until the trader chooses.
  const shown: Shown =
    chosen ?? (orders.holding.length === 0 && orders.pending.length > 0 ? 'pending' : 'holding');
  const rows = shown === 'holding' ? orders.holding : orders.pending;
  const market = orderMarket(instrument.Id, instruments, quotes);
  const all = [...orders.holding, ...orders.pending];
  const detail = all.find((order) => order.Id === overlays.detail) ?? null;
  const openDetail = useCallback((order: Order) => show({ detail: order.Id }), [show]);
  const askClose = useCallback((order: Order) => show({ closing: order }), [show]);
  const askCancel = useCallback((order: Order) => show({ cancelling: order }), [show]);

  const tab = (value: Shown, label: string, count: number) => (
    <button
      type="button"
      role="tab"
      aria-selected={shown === value}
      className={`instrument-orders__tab${shown === value ? ' instrument-orders__tab--active' : ''}`}
      onClick={() => setChosen(value)}
      data-testid={`instrument-orders-${value}`}
    >
      {label} <span className="instrument-orders__count num">{count}</span>
    </button>
  );

  return (
    <section className="instrument-orders" data-testid="instrument-orders">
      <div className="instrument-orders__bar">
        <div className="instrument-orders__tabs" role="tablist">
          {tab('holding', t('order.holding'), orders.holding.length)}
          {tab('pending', t('order.pending'), orders.pending.length)}
        </div>
        {orders.allHolding.length > 0 ? (
          <CloseAllMenu
            positions={withLiveValues(orders.allHolding, orders.summary)}
            instrument={{ id: instrument.Id, code: instrument.ShowCode }}
          />
        ) : null}
      </div>
      {orders.loading ? null : rows.length === 0 ? (
        <p className="instrument-orders__empty muted" data-testid="instrument-orders-empty">
          {t(shown === 'holding' ? 'trade.noPositionsHere' : 'trade.noPendingHere', {
            code: instrument.ShowCode,
          })}
        </p>
      ) : (
        <div className="order-list instrument-orders__list">
          {rows.map((order) => (
            <OrderRow
              key={order.Id}
              order={order}
              onOpen={openDetail}
              onClose={shown === 'holding' ? askClose : undefined}
              onCancel={shown === 'pending' ? askCancel : undefined}
              closeDisabled={shown === 'holding' && !market.open}
            />
          ))}
          <p className="instrument-orders__hint muted">{t('trade.dragLinesHint')}</p>
        </div>
      )}
      <OrderDetailSheet
        order={detail}
        marketOpen={market.open}
        onClose={() => show({ detail: null })}
        onClosePosition={askClose}
        onSetStops={(order) => show({ stops: order })}
        onCancelOrder={askCancel}
      />
      <OrderStopsEditor
        order={overlays.stops}
        marketOf={() => market}
        onDone={() => show({ stops: null })}
      />
      <OrderConfirmations
        closing={overlays.closing}
        cancelling={overlays.cancelling}
        onDone={show}
      />
    </section>
  );
}
