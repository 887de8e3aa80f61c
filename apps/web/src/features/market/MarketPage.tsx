import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './market.css';
import { useSession } from '../../session/session-store.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { TryDemoButton } from '../auth/TryDemoButton.tsx';
import { CategoryChips } from './CategoryChips.tsx';
import { HeaderActions } from './HeaderActions.tsx';
import { MarketList } from './MarketList.tsx';
import { PullIndicator } from './PullIndicator.tsx';
import { useOpenInstrument } from './use-open-instrument.ts';
import { usePullToRefresh } from './use-pull-to-refresh.ts';
import { filterByCategory, tradeListKey, useCategories, useTradeList } from './use-trade-list.ts';

const skeletonRowCount = 10;

export function MarketPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const loggedIn = useSession((s) => s.token !== null);
  const tradeList = useTradeList();
  const categories = useCategories();
  const [categoryId, setCategoryId] = useState<number | null>(null);
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
        selected={categoryId}
        onChange={setCategoryId}
      />
      {tradeList.isPending ? (
        <SkeletonRows count={skeletonRowCount} />
      ) : (
        <MarketList
          instruments={filterByCategory(tradeList.data ?? [], categoryId)}
          onSelect={openInstrument}
        />
      )}
      <p className="footnote muted">{t('public.announcement')}</p>
    </div>
  );
}
