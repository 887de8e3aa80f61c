import { useInfiniteQuery } from '@tanstack/react-query';
import { TraderType } from '@tp/contract/codes';
import { call } from '../../api/call.ts';
import { nextRecordPage } from '../history/record-pages.ts';

/** Which traders the board shows: everyone, or only real or only demo accounts. */
export const rankFilters = ['all', 'real', 'demo'] as const;
export type RankFilter = (typeof rankFilters)[number];

const typeOf: Record<RankFilter, number | undefined> = {
  all: undefined,
  real: TraderType.real,
  demo: TraderType.demo,
};

export const rankBoardKey = ['rankBoard'] as const;

/** follow/list page by page; loading ends once the loaded count reaches the total (spec §4). */
export function useRankBoard(filter: RankFilter) {
  const type = typeOf[filter];
  return useInfiniteQuery({
    queryKey: [...rankBoardKey, filter],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call('followList', type === undefined ? { page: pageParam } : { page: pageParam, type }, {
        signal,
      }),
    getNextPageParam: (_last, pages) => nextRecordPage(pages),
  });
}
