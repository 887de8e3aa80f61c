import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { LoadMore } from '../orders/LoadMore.tsx';
import { type RecordPage, recordsOf } from './record-pages.ts';

type PagedRecordsProps<T> = {
  query: UseInfiniteQueryResult<InfiniteData<RecordPage<T>, unknown>>;
  keyOf: (record: T) => number;
  renderRecord: (record: T) => ReactNode;
  testId: string;
};

/** A list of records loaded page by page, with a skeleton first and an empty state. */
export function PagedRecords<T>({ query, keyOf, renderRecord, testId }: PagedRecordsProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <SkeletonRows count={5} />;
  const records = recordsOf(query.data?.pages);
  if (records.length === 0)
    return (
      <div className="empty-state" data-testid={`${testId}-empty`}>
        <p>{t('financial.recordsEmpty')}</p>
      </div>
    );
  return (
    <ul className="record-list" data-testid={testId}>
      {records.map((record) => (
        <li key={keyOf(record)} className="record">
          {renderRecord(record)}
        </li>
      ))}
      <li className="record-list__more">
        <LoadMore
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          onLoad={() => {
            if (!query.isFetchingNextPage) void query.fetchNextPage();
          }}
        />
      </li>
    </ul>
  );
}
