import { type DepositReview, reviewPageSize } from '@tp/contract/admin-endpoints';
import { DepositKind, FundsStatus } from '@tp/contract/entities';
import { Button, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { useMayCall } from '../../session/role-access.ts';
import { dateTime, usd } from '../../ui/format.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { FundsStatusTag } from '../../ui/status-tags.tsx';
import { FinishDepositModal } from './finish-deposit-modal.tsx';
import { QueueControls } from './queue-controls.tsx';
import { fundsTabs } from './queue-filters.ts';
import { RemarkModal } from './remark-modal.tsx';
import { ReviewImages } from './review-images.tsx';
import { useQueueState } from './use-queue-state.ts';
import { UserCell } from './user-cell.tsx';

type Decision = { row: DepositReview; kind: 'finish' | 'reject' | 'invalid' };

/** Deposits with their proof: finish (credit), reject with a remark, or mark invalid. */
export function DepositTable({ user }: { user?: string }) {
  const { t } = useTranslation();
  const queue = useQueueState(fundsTabs, user);
  const mayFinish = useMayCall('adminDepositFinish');
  const mayReject = useMayCall('adminDepositReject');
  const mayInvalid = useMayCall('adminDepositInvalid');
  const [decision, setDecision] = useState<Decision | null>(null);
  const list = useAdminQuery(
    'adminDeposits',
    { status: queue.tab.status, page: queue.page, user: queue.user || undefined },
    { keepPrevious: true },
  );

  const columns: ColumnsType<DepositReview> = [
    { title: t('public.id'), dataIndex: 'id', key: 'id' },
    {
      title: t('user.user'),
      key: 'user',
      render: (_, row) => <UserCell userId={row.userId} uid={row.uid} email={row.email} />,
    },
    {
      title: t('financial.kind'),
      key: 'type',
      render: (_, row) =>
        row.type === DepositKind.bank ? t('financial.kindBank') : t('financial.kindCoin'),
    },
    {
      title: t('financial.amount'),
      key: 'number',
      align: 'right',
      render: (_, row) => `${row.number} ${row.currencyCode}`,
      sorter: (a, b) => a.number - b.number,
    },
    {
      title: t('financial.channel'),
      key: 'channel',
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text>{row.channel}</Typography.Text>
          <Typography.Text type="secondary" copyable={row.address ? { text: row.address } : false}>
            {row.address}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('financial.proof'),
      key: 'proof',
      render: (_, row) => (
        <ReviewImages
          testId={`deposit-proof-${row.id}`}
          images={[{ url: row.proofUrl, alt: t('financial.proof') }]}
        />
      ),
    },
    {
      title: t('public.status'),
      key: 'status',
      render: (_, row) => <FundsStatusTag status={row.status} />,
    },
    {
      title: t('financial.credited'),
      key: 'credited',
      align: 'right',
      render: (_, row) => (row.status === FundsStatus.finished ? usd(row.credited) : '—'),
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
            {mayFinish && (
              <Button
                type="primary"
                size="small"
                onClick={() => setDecision({ row, kind: 'finish' })}
                data-testid={`deposit-finish-${row.id}`}
              >
                {t('financial.finish')}
              </Button>
            )}
            {mayReject && (
              <Button
                danger
                size="small"
                onClick={() => setDecision({ row, kind: 'reject' })}
                data-testid={`deposit-reject-${row.id}`}
              >
                {t('public.reject')}
              </Button>
            )}
            {mayInvalid && (
              <Button
                size="small"
                onClick={() => setDecision({ row, kind: 'invalid' })}
                data-testid={`deposit-invalid-${row.id}`}
              >
                {t('financial.markInvalid')}
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
        testId="deposits"
      />
      <LoadError error={list.error} retry={list.reload} />
      <Table<DepositReview>
        data-testid="deposits-table"
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
      {decision?.kind === 'finish' && (
        <FinishDepositModal deposit={decision.row} onDone={list.reload} onClose={close} />
      )}
      {decision?.kind === 'reject' && (
        <RemarkModal
          call="adminDepositReject"
          target={{ id: decision.row.id }}
          title={t('financial.rejectDeposit')}
          okText={t('public.reject')}
          question={t('financial.rejectDepositConfirm', {
            amount: `${decision.row.number} ${decision.row.currencyCode}`,
            uid: decision.row.uid,
          })}
          required
          success="financial.depositRejected"
          onDone={list.reload}
          onClose={close}
        />
      )}
      {decision?.kind === 'invalid' && (
        <RemarkModal
          call="adminDepositInvalid"
          target={{ id: decision.row.id }}
          title={t('financial.invalidDeposit')}
          okText={t('financial.markInvalid')}
          question={t('financial.invalidDepositConfirm', {
            amount: `${decision.row.number} ${decision.row.currencyCode}`,
            uid: decision.row.uid,
          })}
          required={false}
          success="financial.depositInvalidated"
          onDone={list.reload}
          onClose={close}
        />
      )}
    </>
  );
}
