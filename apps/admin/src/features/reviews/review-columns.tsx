import type { ColumnType } from 'antd/es/table';
import type { Translate } from '../../forms/field-errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { columnPx } from '../../ui/fitted-columns.ts';
import { dateTime } from '../../ui/format.ts';
import { UserCell } from './UserCell.tsx';

/** What every record under review carries: its trader, the remark and when it was decided. */
export type ReviewedRecord = {
  userId: number;
  uid: string;
  email: string;
  remark: string;
  reviewedAt: string | null;
};

type TimeKey<Row> = { [K in keyof Row]: Row[K] extends string ? K : never }[keyof Row] & string;

/** The columns every review list shows, for each list to place among its own. */
export function reviewColumns<Row extends ReviewedRecord>(t: Translate) {
  return {
    user: {
      title: t('user.user'),
      key: 'user',
      width: columnPx.user,
      render: (_, row) => <UserCell userId={row.userId} uid={row.uid} email={row.email} />,
    } satisfies ColumnType<Row>,
    remark: {
      title: t('public.remark'),
      dataIndex: 'remark',
      key: 'remark',
      width: columnPx.remark,
      ellipsis: { showTitle: true },
    } satisfies ColumnType<Row>,
    /** When the record came in, oldest or newest first. */
    arrivedAt: (key: TimeKey<Row>, title: MessageKey): ColumnType<Row> => ({
      title: t(title),
      key,
      width: columnPx.time,
      render: (_, row) => dateTime(String(row[key])),
      sorter: (a, b) => String(a[key]).localeCompare(String(b[key])),
    }),
    reviewedAt: {
      title: t('public.reviewedAt'),
      key: 'reviewedAt',
      width: columnPx.time,
      render: (_, row) => dateTime(row.reviewedAt),
    } satisfies ColumnType<Row>,
  };
}
