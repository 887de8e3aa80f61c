import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { NewsCategoryId } from '@tp/contract/entities';
import { call } from '../../api/call.ts';
import { useSession } from '../../session/session-store.ts';
import { nextRecordPage } from '../history/record-pages.ts';

export const newsKey = ['news'] as const;

/** One category of news/list, page by page until the loaded count reaches the total (spec §4). */
export function useNewsList(category: NewsCategoryId) {
  const lang = useSession((s) => s.lang);
  const token = useSession((s) => s.token);
  return useInfiniteQuery({
    queryKey: [...newsKey, 'list', category, lang, token],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call('newsList', { category_id: category, page: pageParam }, { signal }),
    getNextPageParam: (_last, pages) => nextRecordPage(pages),
  });
}

/** news/info, with the loading indicator the spec asks for. */
export function useNewsDetail(id: number | null) {
  const lang = useSession((s) => s.lang);
  return useQuery({
    queryKey: [...newsKey, 'info', id, lang],
    enabled: id !== null,
    queryFn: ({ signal }) => call('newsInfo', { id: id ?? 0 }, { signal }),
  });
}

/** Active announcements the signed-in account has not read: the user centre's marker. */
export function useUnreadAnnouncements() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [...newsKey, 'unread', token],
    enabled: token !== null,
    queryFn: ({ signal }) => call('newsUnread', {}, { signal, silent: true }),
  });
}
