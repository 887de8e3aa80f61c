import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../api/call.ts';
import { nextRecordPage } from './record-pages.ts';

export const accountLogKey = ['accountLog'] as const;
export const depositRecordsKey = ['depositRecords'] as const;
export const withdrawRecordsKey = ['withdrawRecords'] as const;

/** forexChange: the ledger, newest first, by page. */
export function useAccountLog() {
  return useInfiniteQuery({
    queryKey: accountLogKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => call('accountLog', { page: pageParam }, { signal }),
    getNextPageParam: (_last, pages) => nextRecordPage(pages),
  });
}

/** quick_ist of both kinds, coin and bank. */
export function useDepositRecords() {
  return useInfiniteQuery({
    queryKey: depositRecordsKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => call('depositRecords', { page: pageParam }, { signal }),
    getNextPageParam: (_last, pages) => nextRecordPage(pages),
  });
}

/** draw_list of both kinds, coin and bank. */
export function useWithdrawRecords() {
  return useInfiniteQuery({
    queryKey: withdrawRecordsKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => call('withdrawRecords', { page: pageParam }, { signal }),
    getNextPageParam: (_last, pages) => nextRecordPage(pages),
  });
}
