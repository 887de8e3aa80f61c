import { useQueryClient } from '@tanstack/react-query';
import type { RankBoard, TraderRankItem } from '@tp/contract/entities';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-store.ts';
import './ranking.css';
import { formatUtcTime } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { toast } from '../../ui/toast-store.ts';
import { recordsOf } from '../history/record-pages.ts';
import { HeaderActions } from '../market/HeaderActions.tsx';
import { PullIndicator } from '../market/PullIndicator.tsx';
import { usePullToRefresh } from '../market/use-pull-to-refresh.ts';
import { LoadMore } from '../orders/LoadMore.tsx';
import { RankFilterChips } from './RankFilterChips.tsx';
import { TraderCard } from './TraderCard.tsx';
import { type RankFilter, rankBoardKey, useRankBoard } from './use-rank-board.ts';

const skeletonRowCount = 6;

/** /rank: the board the server computed, page by page; tapping a trader says copy trading is coming. */
export function RankPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<RankFilter>('all');
  const board = useRankBoard(filter);
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: rankBoardKey });
  }, [queryClient]);
  const pull = usePullToRefresh(refresh);
  const open = useCallback((_item: TraderRankItem) => toast(t('copy-trading.comingSoon')), [t]);
  const first = board.data?.pages[0];
  const traders = recordsOf(board.data?.pages);

  return (
    <div className="page rank-page" {...pull.handlers}>
      <PageHeader title={t('copy-trading.ranking')} actions={<HeaderActions search={false} />} />
      <PullIndicator state={pull.state} />
      <RankFilterChips value={filter} onChange={setFilter} />
      {board.isPending ? (
        <SkeletonRows count={skeletonRowCount} />
      ) : board.isError ? (
        <div className="empty" data-testid="rank-error">
          <p>{t('copy-trading.loadFailed')}</p>
          <button type="button" className="button button--outline" onClick={refresh}>
            {t('public.retry')}
          </button>
        </div>
      ) : traders.length === 0 ? (
        <div className="empty" data-testid="rank-empty">
          <p>{t('copy-trading.empty')}</p>
          {first ? (
            <p className="muted">
              {t('copy-trading.emptyHint', { min: first.min_positions, days: first.period_days })}
            </p>
          ) : null}
        </div>
      ) : (
        <ul className="rank-list" data-testid="rank-list">
          {traders.map((item) => (
            <li key={item.rank}>
              <TraderCard item={item} onOpen={open} />
            </li>
          ))}
          <li className="rank-list__more">
            <LoadMore
              hasMore={board.hasNextPage}
              loading={board.isFetchingNextPage}
              onLoad={() => {
                if (!board.isFetchingNextPage) void board.fetchNextPage();
              }}
            />
          </li>
        </ul>
      )}
      {first ? <RankRules board={first} /> : null}
    </div>
  );
}

/** How the board is ordered, who is on it, and when it was worked out. */
function RankRules({ board }: { board: RankBoard }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  return (
    <footer className="rank-rules muted" data-testid="rank-rules">
      <p>{t('copy-trading.howRanked', { days: board.period_days })}</p>
      <p>{t('copy-trading.whoIsListed', { min: board.min_positions, days: board.period_days })}</p>
      {board.updated_at ? (
        <p data-testid="rank-updated">
          {t('copy-trading.updatedAt', { time: formatUtcTime(board.updated_at, lang) })}
        </p>
      ) : null}
    </footer>
  );
}
