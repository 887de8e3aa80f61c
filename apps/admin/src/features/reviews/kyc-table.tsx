import { type KycReview, reviewPageSize } from '@tp/contract/admin-endpoints';
import { ReviewStatus } from '@tp/contract/entities';
import { Button, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useAdminAction } from '../../api/use-admin-action.ts';
import { useAdminQuery } from '../../api/use-admin-query.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { useMayCall } from '../../session/role-access.ts';
import { dateTime } from '../../ui/format.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { ReviewStatusTag } from '../../ui/status-tags.tsx';
import { QueueControls } from './queue-controls.tsx';
import { kycTabs } from './queue-filters.ts';
import { RemarkModal } from './remark-modal.tsx';
import { ReviewImages } from './review-images.tsx';
import { useQueueState } from './use-queue-state.ts';
import { UserCell } from './user-cell.tsx';

/** Identity submissions: both images, approve, or send back with the reason. */
export function KycTable({ user }: { user?: string }) {
  const { t } = useTranslation();
  const queue = useQueueState(kycTabs, user);
  const { run, confirm } = useAdminAction();
  const mayApprove = useMayCall('adminKycApprove');
  const mayReject = useMayCall('adminKycReject');
  const [rejecting, setRejecting] = useState<KycReview | null>(null);
  const list = useAdminQuery(
    'adminKycList',
    { status: queue.tab.status, page: queue.page, user: queue.user || undefined },
    { keepPrevious: true },
  );

  async function approve(row: KycReview) {
    if (!(await confirm(t('user.approveKycConfirm', { name: row.name, uid: row.uid })))) return;
    if (await run('adminKycApprove', { userId: row.userId }, 'user.kycApproved')) list.reload();
  }

  const columns: ColumnsType<KycReview> = [
    {
      title: t('user.user'),
      key: 'user',
      render: (_, row) => <UserCell userId={row.userId} uid={row.uid} email={row.email} />,
    },
    { title: t('user.realName'), dataIndex: 'name', key: 'name' },
    { title: t('user.idNumber'), dataIndex: 'cardId', key: 'cardId' },
    {
      title: t('user.idImages'),
      key: 'images',
      render: (_, row) => (
        <ReviewImages
          testId={`kyc-images-${row.uid}`}
          images={[
            { url: row.frontUrl, alt: t('user.frontImage') },
            { url: row.backUrl, alt: t('user.backImage') },
          ]}
        />
      ),
    },
    {
      title: t('public.status'),
      key: 'status',
      render: (_, row) => <ReviewStatusTag status={row.reviewStatus} />,
    },
    { title: t('public.remark'), dataIndex: 'remark', key: 'remark' },
    {
      title: t('public.submittedAt'),
      key: 'submittedAt',
      render: (_, row) => dateTime(row.submittedAt),
      sorter: (a, b) => a.submittedAt.localeCompare(b.submittedAt),
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
        row.reviewStatus === ReviewStatus.underReview && (
          <Space>
            {mayApprove && (
              <Button
                type="primary"
                size="small"
                onClick={() => approve(row)}
                data-testid={`kyc-approve-${row.uid}`}
              >
                {t('public.approve')}
              </Button>
            )}
            {mayReject && (
              <Button
                danger
                size="small"
                onClick={() => setRejecting(row)}
                data-testid={`kyc-reject-${row.uid}`}
              >
                {t('public.reject')}
              </Button>
            )}
          </Space>
        ),
    },
  ];

  return (
    <>
      <QueueControls
        tabs={kycTabs}
        active={queue.tab.key}
        onTab={queue.setTab}
        user={queue.user}
        onUser={user === undefined ? queue.setUser : undefined}
        testId="kyc"
      />
      <LoadError error={list.error} retry={list.reload} />
      <Table<KycReview>
        data-testid="kyc-table"
        rowKey="userId"
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
      {rejecting && (
        <RemarkModal
          call="adminKycReject"
          target={{ userId: rejecting.userId }}
          title={t('user.rejectKyc')}
          okText={t('public.reject')}
          question={t('user.rejectKycConfirm', { name: rejecting.name, uid: rejecting.uid })}
          required
          success="user.kycRejected"
          onDone={list.reload}
          onClose={() => setRejecting(null)}
        />
      )}
    </>
  );
}
