import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './market.css';
import { useSession } from '../../session/session-store.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { TryDemoButton } from '../auth/TryDemoButton.tsx';
import { CategoryChips, type MarketFilter } from './CategoryChips.tsx';
import { HeaderActions } from './HeaderActions.tsx';
import { MarketList } from './MarketList.tsx';
import { MarketSortControl } from './MarketSortControl.tsx';
import { useMarketSort } from './market-sort-store.ts';
import { PullIndicator } from './PullIndicator.tsx';
import { useFavourites } from './use-favourites.ts';
import { useOpenInstrument } from './use-open-instrument.ts';
import { usePullToRefresh } from './use-pull-to-refresh.ts';
import { filterInstruments, tradeListKey, useCategories, useTradeList } from './use-trade-list.ts';

const skeletonRowCount = 10;

export function MarketPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const loggedIn = useSession((s) => s.token !== null);
  const tradeList = useTradeList();
  // The rows are drawn as a transition from the list that has arrived: in slices that yield to
  // the browser, not in one task with the data's arrival (a query's update renders at once).
  const instruments = useDeferredValue(tradeList.data);
  const categories = useCategories();
  const [chosenFilter, setFilter] = useState<MarketFilter>(null);
  // The favourites chip is a signed-in trader's; signing out leaves every instrument shown.
  const filter = !loggedIn && chosenFilter === 'favourites' ? null : chosenFilter;
  const favourites = useFavourites();
  const sort = useMarketSort((s) => s.sort);
  const chooseSort = useMarketSort((s) => s.choose);
  const openInstrument = useOpenInstrument();
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: tradeListKey });
    void queryClient.invalidateQueries({ queryKey: ['categories'] });
  }, [queryClient]);
  const pull = usePullToRefresh(refresh);

  return (
    <div className="page market-page" {...pull.handlers}>
      <PageHeader title={t('tabbar.market')} actions={<HeaderActions />} />
      <PullIndicator state={pull.state} />
      {loggedIn ? null : (
        <div className="banner">
          <span>{t('auth.tryDemoHint')}</span>
          <TryDemoButton compact />
        </div>
      )}
      <CategoryChips
        categories={categories.data ?? []}
        selected={filter}
        onChange={setFilter}
        withFavourites={loggedIn}
      />
      <div className="market-toolbar">
        <MarketSortControl value={sort} onChange={chooseSort} />
      </div>
      {tradeList.isPending || !instruments ? (
        <SkeletonRows count={skeletonRowCount} />
      ) : (
        <MarketList
          instruments={filterInstruments(instruments, filter, favourites.ids)}
          onSelect={openInstrument}
          sort={sort}
          emptyText={filter === 'favourites' ? t('product.noFavourites') : undefined}
        />
      )}
      <p className="footnote muted">{t('public.announcement')}</p>
    </div>
  );
}
