import { useQueryClient } from '@tanstack/react-query';
import type { NewsCategoryId } from '@tp/contract/entities';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/i18n.ts';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { recordsOf } from '../history/record-pages.ts';
import { PullIndicator } from '../market/PullIndicator.tsx';
import { usePullToRefresh } from '../market/use-pull-to-refresh.ts';
import { LoadMore } from '../orders/LoadMore.tsx';
import { NewsCard } from './NewsCard.tsx';
import { newsKey, useNewsList } from './use-news.ts';

type NewsFeedListProps = { category: NewsCategoryId; emptyKey: TranslationKey };

/**
 * A category's articles as cards: a skeleton while the first page loads, pull down to refresh,
 * the next page when the end scrolls into view until all are loaded, an empty state.
 */
export function NewsFeedList({ category, emptyKey }: NewsFeedListProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useNewsList(category);
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: newsKey });
  }, [queryClient]);
  const pull = usePullToRefresh(refresh);
  const items = recordsOf(query.data?.pages);
  return (
    <div className="news-feed" {...pull.handlers}>
      <PullIndicator state={pull.state} />
      {query.isPending ? (
        <SkeletonRows count={6} />
      ) : query.isError && items.length === 0 ? (
        <div className="empty-state" data-testid="news-error">
          <p>{t('news.loadFailed')}</p>
          <button type="button" className="button button--ghost" onClick={refresh}>
            {t('public.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className="empty-state" data-testid="news-empty">
          <p>{t(emptyKey)}</p>
        </div>
      ) : (
        <div className="news-list" data-testid="news-list">
          {items.map((item) => (
            <NewsCard key={item.id} item={item} to={`/news/detail?id=${item.id}`} />
          ))}
          <LoadMore
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onLoad={() => {
              if (!query.isFetchingNextPage) void query.fetchNextPage();
            }}
          />
        </div>
      )}
    </div>
  );
}
