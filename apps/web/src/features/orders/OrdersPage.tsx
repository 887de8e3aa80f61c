import type { Order } from '@tp/contract/entities';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './orders.css';
import { Link, useSearchParams } from 'react-router';
import type { TranslationKey } from '../../i18n/i18n.ts';
import { useAccountLive } from '../../realtime/use-realtime.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { HeaderActions } from '../market/HeaderActions.tsx';
import { AccountSummaryBar } from './AccountSummaryBar.tsx';
import { LoadMore } from './LoadMore.tsx';
import { withLiveValues } from './live-orders.ts';
import { OrderDetailSheet } from './OrderDetailSheet.tsx';
import { OrderRow } from './OrderRow.tsx';
import { useHoldingSync } from './use-holding-sync.ts';
import { OrderTab, ordersOf, useClosePosition, useMyDeal } from './use-my-deal.ts';

const tabs: readonly { tab: OrderTab; labelKey: TranslationKey; testId: string }[] = [
  { tab: OrderTab.holding, labelKey: 'order.holding', testId: 'tab-holding' },
  { tab: OrderTab.pending, labelKey: 'order.pending', testId: 'tab-pending' },
  { tab: OrderTab.history, labelKey: 'order.history', testId: 'tab-history' },
];

/** `?type=` preselects the tab (spec §2); anything else shows holding. */
export function tabFromQuery(type: string | null): OrderTab {
  const wanted = Number(type);
  return (
    tabs.find(({ tab }) => type !== null && type !== '' && tab === wanted)?.tab ?? OrderTab.holding
  );
}

export function OrdersPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = tabFromQuery(search.get('type'));
  const orders = useMyDeal(tab);
  const summary = useAccountLive();
  const closePosition = useClosePosition();
  const [detailId, setDetailId] = useState<number | null>(null);
  const [closing, setClosing] = useState<Order | null>(null);

  const holding = tab === OrderTab.holding;
  const loaded = ordersOf(orders.data);
  useHoldingSync(
    holding ? loaded : [],
    summary,
    useCallback((ids: readonly number[]) => {
      setDetailId((current) => (current !== null && ids.includes(current) ? null : current));
      setClosing((current) => (current && ids.includes(current.Id) ? null : current));
    }, []),
  );
  const rows = holding ? withLiveValues(loaded, summary) : loaded;
  const detail = rows.find((order) => order.Id === detailId) ?? null;
  const firstPage = orders.data?.pages[0];
  const openDetail = useCallback((order: Order) => setDetailId(order.Id), []);
  const askClose = useCallback((order: Order) => setClosing(order), []);

  const confirmClose = () => {
    if (!closing) return;
    closePosition.mutate(closing.Id, {
      onSettled: () => setClosing(null),
      onSuccess: () => setDetailId(null),
    });
  };

  return (
    <div className="page orders-page">
      <PageHeader title={t('order.title')} actions={<HeaderActions search={false} />} />
      <div className="tabs" role="tablist">
        {tabs.map((item) => (
          <button
            key={item.tab}
            type="button"
            role="tab"
            aria-selected={item.tab === tab}
            className={`tabs__item${item.tab === tab ? ' tabs__item--active' : ''}`}
            onClick={() => setSearch({ type: String(item.tab) }, { replace: true })}
            data-testid={item.testId}
          >
            {t(item.labelKey)}
          </button>
        ))}
      </div>
      {holding ? (
        <AccountSummaryBar
          summary={summary}
          fallback={
            firstPage
              ? { profit: firstPage.all_fact_profits, balance: firstPage.balance }
              : undefined
          }
        />
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
          {rows.map((order) => (
            <OrderRow
              key={order.Id}
              order={order}
              onOpen={openDetail}
              onClose={holding ? askClose : undefined}
            />
          ))}
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
        onClose={() => setDetailId(null)}
        onClosePosition={holding ? askClose : undefined}
      />
      <ConfirmDialog
        open={closing !== null}
        title={t('order.closeConfirmTitle')}
        message={
          closing
            ? t('order.closeConfirm', {
                code: closing.ForexTradeLists.ShowCode,
                lots: closing.Quantity,
              })
            : null
        }
        busy={closePosition.isPending}
        onConfirm={confirmClose}
        onCancel={() => setClosing(null)}
      />
    </div>
  );
}
