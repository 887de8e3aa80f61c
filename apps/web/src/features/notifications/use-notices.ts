import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call.ts';
import { useSession } from '../../session/session-store.ts';
import { nextRecordPage } from '../history/record-pages.ts';

export const noticesKey = ['notices'] as const;

/** notice/list, page by page until the loaded count reaches the total. */
export function useNoticeList() {
  const token = useSession((s) => s.token);
  return useInfiniteQuery({
    queryKey: [...noticesKey, 'list', token],
    enabled: token !== null,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => call('noticeList', { page: pageParam }, { signal }),
    getNextPageParam: (_last, pages) => nextRecordPage(pages),
  });
}

/** How many of the trader's notifications are unread: the user centre's badge. */
export function useUnreadNotices() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [...noticesKey, 'unread', token],
    enabled: token !== null,
    queryFn: ({ signal }) => call('noticeUnread', {}, { signal, silent: true }),
  });
}

/** Marks one notification read (`id`), or all of them (`'all'`); the list and badge reload. */
export function useMarkNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: number | 'all') =>
      call('noticeRead', which === 'all' ? { all: 1 } : { id: which }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticesKey }),
  });
}
