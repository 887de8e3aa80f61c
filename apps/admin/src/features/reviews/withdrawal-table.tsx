import { reviewPageSize, type WithdrawalReview } from '@tp/contract/admin-endpoints';
import { DrawKind, FundsStatus } from '@tp/contract/entities';
import { Button, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { useMayCall } from '../../session/role-access.ts';
import { dateTime, usd } from '../../ui/format.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { FundsStatusTag } from '../../ui/status-tags.tsx';
import { PayWithdrawalModal } from './pay-withdrawal-modal.tsx';
import { QueueControls } from './queue-controls.tsx';
import { fundsTabs } from './queue-filters.ts';
import { RemarkModal } from './remark-modal.tsx';
import { useQueueState } from './use-queue-state.ts';
import { UserCell } from './user-cell.tsx';

type Decision = { row: WithdrawalReview; kind: 'pay' | 'reject' };

/** Withdrawals: destination, amount, fee and expected receipt; pay with the amount paid or reject. */
export function WithdrawalTable({ user }: { user?: string }) {
  const { t } = useTranslation();
  const queue = useQueueState(fundsTabs, user);
  const mayPay = useMayCall('adminWithdrawalPay');
  const mayReject = useMayCall('adminWithdrawalReject');
  const [decision, setDecision] = useState<Decision | null>(null);
  const list = useAdminQuery(
    'adminWithdrawals',
    { status: queue.tab.status, page: queue.page, user: queue.user || undefined },
    { keepPrevious: true },
  );

  const columns: ColumnsType<WithdrawalReview> = [
    { title: t('public.id'), dataIndex: 'id', key: 'id' },
    {
      title: t('user.user'),
      key: 'user',
      render: (_, row) => <UserCell userId={row.userId} uid={row.uid} email={row.email} />,
    },
    {
      title: t('withdraw.destination'),
      key: 'destination',
      render: (_, row) => (
        <Space orientation="vertical" size={0} style={{ maxWidth: 280 }}>
          <Typography.Text>
            {row.type === DrawKind.bank ? t('withdraw.kindBank') : t('withdraw.kindCoin')}
            {` · ${row.currencyCode}${row.protocol ? ` (${row.protocol})` : ''}`}
          </Typography.Text>
          <Typography.Text type="secondary" copyable={{ text: row.destination }}>
            {row.destination}
          </Typography.Text>
          {row.notes && <Typography.Text type="secondary">{row.notes}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('withdraw.amountUsd'),
      key: 'number',
      align: 'right',
      render: (_, row) => usd(row.number),
      sorter: (a, b) => a.number - b.number,
    },
    { title: t('withdraw.fee'), key: 'fee', align: 'right', render: (_, row) => usd(row.fee) },
    {
      title: t('withdraw.expected'),
      key: 'expected',
      align: 'right',
      render: (_, row) => `${row.expectedNumber} ${row.currencyCode}`,
    },
    {
      title: t('withdraw.paid'),
      key: 'paid',
      align: 'right',
      render: (_, row) =>
        row.status === FundsStatus.finished ? `${row.realNumber} ${row.currencyCode}` : '—',
    },
    {
      title: t('public.status'),
      key: 'status',
      render: (_, row) => <FundsStatusTag status={row.status} />,
    },
    { title: t('public.remark'), dataIndex: 'remark', key: 'remark' },
    {
      title: t('public.createdAt'),
      key: 'createdAt',
      render: (_, row) => dateTime(row.createdAt),
      sorter: (a, b) => a.createdAt.localeCompare(b.createdAt),
    },
    {
      title: t('public.reviewedAt'),
      key: 'reviewedAt',
      render: (_, row) => dateTime(row.reviewedAt),
    },
    {
      title: t('public.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) =>
        row.status === FundsStatus.unchecked && (
          <Space>
            {mayPay && (
              <Button
                type="primary"
                size="small"
                onClick={() => setDecision({ row, kind: 'pay' })}
                data-testid={`withdrawal-pay-${row.id}`}
              >
                {t('withdraw.pay')}
              </Button>
            )}
            {mayReject && (
              <Button
                danger
                size="small"
                onClick={() => setDecision({ row, kind: 'reject' })}
                data-testid={`withdrawal-reject-${row.id}`}
              >
                {t('public.reject')}
              </Button>
            )}
          </Space>
        ),
    },
  ];

  const close = () => setDecision(null);
  return (
    <>
      <QueueControls
        tabs={fundsTabs}
        active={queue.tab.key}
        onTab={queue.setTab}
        user={queue.user}
        onUser={user === undefined ? queue.setUser : undefined}
        testId="withdrawals"
      />
      <LoadError error={list.error} retry={list.reload} />
      <Table<WithdrawalReview>
        data-testid="withdrawals-table"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.loading}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: queue.page,
          pageSize: reviewPageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: queue.setPage,
        }}
      />
      {decision?.kind === 'pay' && (
        <PayWithdrawalModal withdrawal={decision.row} onDone={list.reload} onClose={close} />
      )}
      {decision?.kind === 'reject' && (
        <RemarkModal
          call="adminWithdrawalReject"
          target={{ id: decision.row.id }}
          title={t('withdraw.rejectWithdrawal')}
          okText={t('public.reject')}
          question={t('withdraw.rejectConfirm', {
            amount: usd(decision.row.number),
            uid: decision.row.uid,
          })}
          required
          success="withdraw.rejected"
          onDone={list.reload}
          onClose={close}
        />
      )}
    </>
  );
}
