import { reviewPageSize } from '@tp/contract/admin-endpoints';
import type { OperatorRole } from '@tp/contract/admin-operations';
import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import type { AdminCallData, AdminCallName } from '../../api/admin-calls.ts';
import { type AdminQuery, useAdminQuery } from '../../api/use-admin-query.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { mayCall } from '../../session/role-access.ts';
import { useSession } from '../../session/session-store.ts';
import { columnPx, fittedScrollX } from '../../ui/fitted-columns.ts';
import { type Page, PagedTable } from '../../ui/PagedTable.tsx';
import { QueueControls } from './QueueControls.tsx';
import type { StatusTab } from './queue-filters.ts';
import { useQueueState } from './use-queue-state.ts';

/** The calls that list a review queue; each takes a status, a page and a user. */
export type QueueCall = 'adminDeposits' | 'adminWithdrawals' | 'adminKycList';
type QueueRow<N extends QueueCall> = AdminCallData<N>['items'][number];

/** What a queue on a user's page is given: the user, and what to read again after a decision. */
export type QueueTableProps = {
  /** Absent: the queue's own page, searchable by user. */
  user?: string;
  /** A decision changed the trader's account or identity: whatever shows them is read again. */
  onDecided?: () => void;
};

/** Told to a dialog that decides a record: it decided, or it was closed. */
export type DecisionEvents = { onDone: () => void; onClose: () => void };

/** The dialog that asks for a decision's details (a remark, an amount) and makes its call. */
type DecisionDialog<Row> = (row: Row, events: DecisionEvents) => ReactNode;

/** One decision a queue offers on a record that waits for it. */
export type ReviewAction<Row> = {
  /** The button's test id is `{record}-{key}-{row}`. */
  key: string;
  /** The call that decides: the button is hidden from the roles the server would refuse. */
  call: AdminCallName;
  label: MessageKey;
  look: 'primary' | 'danger' | 'plain';
} & (
  | { dialog: DecisionDialog<Row> }
  /** Decides after the operator's confirmation alone; true once the record is decided. */
  | { decide: (row: Row) => Promise<boolean> }
);

/** The decisions an operator of `role` may make; none without a session. */
export function offeredActions<A extends { call: AdminCallName }>(
  actions: readonly A[],
  role: OperatorRole | undefined,
): A[] {
  return role ? actions.filter((action) => mayCall(role, action.call)) : [];
}

type ReviewQueueProps<N extends QueueCall> = QueueTableProps & {
  call: N;
  tabs: readonly StatusTab[];
  /** The queue's own columns; the decisions follow them. */
  columns: ColumnsType<QueueRow<N>>;
  actions: readonly ReviewAction<QueueRow<N>>[];
  /** Whether a record still waits for a decision: only those offer the actions. */
  waiting: (row: QueueRow<N>) => boolean;
  rowKey: keyof QueueRow<N> & string;
  /** Columns that only a decided record fills (when it was reviewed, what was paid). */
  decidedColumns?: readonly string[];
  /** `{list}-tabs`, `{list}-search` and `{list}-table`; `{record}-{action}-{name of the row}`. */
  testIds: { list: string; record: string; row: (row: QueueRow<N>) => string | number };
};

/**
 * A review queue: status tabs and the search by user, one page of records, and on each record
 * still waiting the decisions the operator's role may make. A decision reads the page again and
 * tells `onDecided`.
 */
export function ReviewQueue<N extends QueueCall>(props: ReviewQueueProps<N>) {
  type Row = QueueRow<N>;
  const { t } = useTranslation();
  const role = useSession()?.operator.role;
  const queue = useQueueState(props.tabs, props.user);
  const list = useQueueList(props.call, queue.tab.status, queue.page, queue.user);
  const [open, setOpen] = useState<{ row: Row; dialog: DecisionDialog<Row> } | null>(null);
  const offered = offeredActions(props.actions, role);

  const onDecided = () => {
    list.reload();
    props.onDecided?.();
  };
  async function start(row: Row, action: ReviewAction<Row>) {
    if ('dialog' in action) setOpen({ row, dialog: action.dialog });
    else if (await action.decide(row)) onDecided();
  }

  // A page of records that all wait shows no decided-only columns, and one where none waits
  // shows no decisions: the columns left fit beside the menu at 1280 px.
  const rows = list.data?.items ?? [];
  const allWaiting = rows.length > 0 && rows.every(props.waiting);
  const anyWaiting = rows.some(props.waiting);
  const decided = new Set<unknown>(['reviewedAt', ...(props.decidedColumns ?? [])]);
  const columns: ColumnsType<Row> = [
    ...props.columns.filter((column) => !(allWaiting && decided.has(column.key))),
  ];
  if (anyWaiting && offered.length > 0) {
    columns.push({
      title: t('public.actions'),
      key: 'actions',
      fixed: 'right',
      width: columnPx.actions,
      render: (_, row) =>
        props.waiting(row) && (
          <Space orientation="vertical" size={4}>
            {offered.map((action) => (
              <Button
                key={action.key}
                type={action.look === 'primary' ? 'primary' : undefined}
                danger={action.look === 'danger'}
                size="small"
                onClick={() => start(row, action)}
                data-testid={`${props.testIds.record}-${action.key}-${props.testIds.row(row)}`}
              >
                {t(action.label)}
              </Button>
            ))}
          </Space>
        ),
    });
  }

  return (
    <>
      <QueueControls
        tabs={props.tabs}
        active={queue.tab.key}
        onTab={queue.setTab}
        user={queue.user}
        onUser={props.user === undefined ? queue.setUser : undefined}
        testId={props.testIds.list}
      />
      <PagedTable<Row>
        data-testid={`${props.testIds.list}-table`}
        rowKey={props.rowKey}
        columns={columns}
        list={list}
        page={queue.page}
        pageSize={reviewPageSize}
        onPage={queue.setPage}
        scroll={{ x: fittedScrollX(columns) }}
      />
      {open?.dialog(open.row, { onDone: onDecided, onClose: () => setOpen(null) })}
    </>
  );
}

/**
 * One page of a queue. The three calls take the same filters and answer pages of their own rows;
 * the compiler cannot follow that through the generic call name, hence the one cast.
 */
function useQueueList<N extends QueueCall>(
  call: N,
  status: number | undefined,
  page: number,
  user: string,
): AdminQuery<Page<QueueRow<N>>> {
  const params = { status, page, user: user || undefined };
  return useAdminQuery<QueueCall>(call, params, { keepPrevious: true }) as AdminQuery<
    Page<QueueRow<N>>
  >;
}
