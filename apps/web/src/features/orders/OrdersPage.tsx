import type { Order } from '@tp/contract/entities';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './orders.css';
import { Link, useSearchParams } from 'react-router';
import { useAccountLive, useDayMarket } from '../../realtime/use-realtime.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { type TabItem, TabList } from '../../ui/TabList.tsx';
import { desktopQuery, useMediaQuery } from '../../ui/use-media-query.ts';
import { HeaderActions } from '../market/HeaderActions.tsx';
import { useTradeList } from '../market/use-trade-list.ts';
import { AccountSummaryBar } from './AccountSummaryBar.tsx';
import { CloseAllMenu } from './CloseAllMenu.tsx';
import { LoadMore } from './LoadMore.tsx';
import { withLiveValues } from './live-orders.ts';
import { OrderConfirmations } from './OrderConfirmations.tsx';
import { OrderDetailSheet } from './OrderDetailSheet.tsx';
import { OrderRow } from './OrderRow.tsx';
import { OrderStopsEditor } from './OrderStopsEditor.tsx';
import { OrdersTable } from './OrdersTable.tsx';
import { orderMarket } from './order-market.ts';
import { useHoldingSync } from './use-holding-sync.ts';
import { OrderTab, ordersOf, useMyDeal } from './use-my-deal.ts';

const tabs: readonly TabItem<OrderTab>[] = [
  { value: OrderTab.holding, labelKey: 'order.holding', testId: 'tab-holding' },
  { value: OrderTab.pending, labelKey: 'order.pending', testId: 'tab-pending' },
  { value: OrderTab.history, labelKey: 'order.history', testId: 'tab-history' },
];

/** `?type=` preselects the tab (spec §2); anything else shows holding. */
export function tabFromQuery(type: string | null): OrderTab {
  const wanted = Number(type);
  return (
    tabs.find(({ value }) => type !== null && type !== '' && value === wanted)?.value ??
    OrderTab.holding
  );
}

/** Which order each overlay of the page shows; null shows none. */
type Overlays = {
  detail: number | null;
  closing: Order | null;
  cancelling: Order | null;
  stops: Order | null;
};
const noOverlays: Overlays = { detail: null, closing: null, cancelling: null, stops: null };

/** Overlays that show one of `ids` close: those orders are gone from the list. */
const withoutGone = (overlays: Overlays, ids: readonly number[]): Overlays => {
  const gone = (id: number | undefined) => id !== undefined && ids.includes(id);
  return {
    detail: gone(overlays.detail ?? undefined) ? null : overlays.detail,
    closing: gone(overlays.closing?.Id) ? null : overlays.closing,
    cancelling: gone(overlays.cancelling?.Id) ? null : overlays.cancelling,
    stops: gone(overlays.stops?.Id) ? null : overlays.stops,
  };
};

export function OrdersPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = tabFromQuery(search.get('type'));
  const orders = useMyDeal(tab);
  const summary = useAccountLive();
  const quotes = useDayMarket();
  const instruments = useTradeList().data ?? [];
  const [overlays, setOverlays] = useState<Overlays>(noOverlays);
  const desktop = useMediaQuery(desktopQuery);
  const show = useCallback(
    (change: Partial<Overlays>) => setOverlays((now) => ({ ...now, ...change })),
    [],
  );

  const holding = tab === OrderTab.holding;
  const loaded = ordersOf(orders.data);
  useHoldingSync(
    {
      orders: holding ? loaded : [],
      complete: holding && orders.data !== undefined && !orders.hasNextPage,
    },
    summary,
    useCallback((ids: readonly number[]) => setOverlays((now) => withoutGone(now, ids)), []),
  );
  const rows = holding ? withLiveValues(loaded, summary) : loaded;
  const detail = rows.find((order) => order.Id === overlays.detail) ?? null;
  const firstPage = orders.data?.pages[0];
  const marketOf = (order: Order) => orderMarket(order.ForexId, instruments, quotes);
  const anyClosed = holding && rows.some((order) => !marketOf(order).open);
  const openDetail = useCallback((order: Order) => show({ detail: order.Id }), [show]);
  const askClose = useCallback((order: Order) => show({ closing: order }), [show]);
  const askCancel = useCallback((order: Order) => show({ cancelling: order }), [show]);
  const openStops = useCallback((order: Order) => show({ stops: order }), [show]);

  return (
    <div className="page orders-page">
      <PageHeader title={t('order.title')} actions={<HeaderActions search={false} />} />
      <TabList
        tabs={tabs}
        active={tab}
        onChoose={(chosen) => setSearch({ type: String(chosen) }, { replace: true })}
      />
      {tab === OrderTab.history ? null : (
        <AccountSummaryBar
          summary={summary}
          fallback={
            firstPage
              ? { profit: firstPage.all_fact_profits, balance: firstPage.balance }
              : undefined
          }
        />
      )}
      {holding && rows.length > 0 ? (
        <div className="orders-tools">
          <CloseAllMenu positions={summary?.TransOrder ?? rows} />
        </div>
      ) : null}
      {anyClosed ? (
        <p className="order-note" data-testid="orders-market-closed">
          {t('order.marketClosedNote')}
        </p>
      ) : null}
      {orders.isPending ? (
        <SkeletonRows count={5} />
      ) : rows.length === 0 ? (
        <div className="empty" data-testid="orders-empty">
          <p>{t('order.empty')}</p>
          {tab === OrderTab.history ? null : (
            <Link to="/trade" className="button button--outline">
              {t('order.goTrade')}
            </Link>
          )}
        </div>
      ) : (
        <div className="order-list">
          {desktop ? (
            <OrdersTable
              tab={tab}
              orders={rows}
              onOpen={openDetail}
              onClose={holding ? askClose : undefined}
              onCancel={tab === OrderTab.pending ? askCancel : undefined}
              closeDisabled={(order) => holding && !marketOf(order).open}
            />
          ) : (
            rows.map((order) => (
              <OrderRow
                key={order.Id}
                order={order}
                onOpen={openDetail}
                onClose={holding ? askClose : undefined}
                onCancel={tab === OrderTab.pending ? askCancel : undefined}
                closeDisabled={holding && !marketOf(order).open}
              />
            ))
          )}
          <LoadMore
            hasMore={orders.hasNextPage}
            loading={orders.isFetchingNextPage}
            onLoad={() => {
              if (!orders.isFetchingNextPage) void orders.fetchNextPage();
            }}
          />
        </div>
      )}
      <OrderDetailSheet
        order={detail}
        marketOpen={detail ? marketOf(detail).open : true}
        onClose={() => show({ detail: null })}
        onClosePosition={askClose}
        onSetStops={openStops}
        onCancelOrder={askCancel}
      />
      <OrderStopsEditor
        order={overlays.stops}
        marketOf={marketOf}
        onDone={() => show({ stops: null })}
      />
      <OrderConfirmations
        closing={overlays.closing}
        cancelling={overlays.cancelling}
        onDone={show}
      />
    </div>
  );
}
