import type { KycReview } from '@tp/contract/admin-endpoints';
import { ReviewStatus } from '@tp/contract/codes';
import type { ColumnsType } from 'antd/es/table';
import { useAdminAction } from '../../api/use-admin-action.ts';
import { useTranslation } from '../../i18n/language-store.ts';
import { columnPx } from '../../ui/fitted-columns.ts';
import { ReviewStatusTag } from '../../ui/status-tags.tsx';
import { kycTabs } from './queue-filters.ts';
import { RemarkModal } from './RemarkModal.tsx';
import { ReviewImages } from './ReviewImages.tsx';
import { type QueueTableProps, type ReviewAction, ReviewQueue } from './ReviewQueue.tsx';
import { reviewColumns } from './review-columns.tsx';

/** Identity submissions: both images, approve, or send back with the reason. */
export function KycTable(props: QueueTableProps) {
  const { t } = useTranslation();
  const { run, confirm } = useAdminAction();
  const shared = reviewColumns<KycReview>(t);
  const columns: ColumnsType<KycReview> = [
    shared.user,
    { title: t('user.realName'), dataIndex: 'name', key: 'name', width: 120, ellipsis: true },
    { title: t('user.idNumber'), dataIndex: 'cardId', key: 'cardId', width: 120, ellipsis: true },
    {
      title: t('user.idImages'),
      key: 'images',
      width: columnPx.image * 2,
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
      width: columnPx.status,
      render: (_, row) => <ReviewStatusTag status={row.reviewStatus} />,
    },
    shared.remark,
    shared.arrivedAt('submittedAt', 'public.submittedAt'),
    shared.reviewedAt,
  ];

  const actions: ReviewAction<KycReview>[] = [
    {
      key: 'approve',
      call: 'adminKycApprove',
      label: 'public.approve',
      look: 'primary',
      decide: async (row) =>
        (await confirm(t('user.approveKycConfirm', { name: row.name, uid: row.uid }))) &&
        (await run('adminKycApprove', { userId: row.userId }, 'user.kycApproved')) !== undefined,
    },
    {
      key: 'reject',
      call: 'adminKycReject',
      label: 'public.reject',
      look: 'danger',
      dialog: (row, events) => (
        <RemarkModal
          call="adminKycReject"
          target={{ userId: row.userId }}
          title={t('user.rejectKyc')}
          okText={t('public.reject')}
          question={t('user.rejectKycConfirm', { name: row.name, uid: row.uid })}
          required
          success="user.kycRejected"
          {...events}
        />
      ),
    },
  ];

  return (
    <ReviewQueue
      {...props}
      call="adminKycList"
      tabs={kycTabs}
      columns={columns}
      actions={actions}
      waiting={(row) => row.reviewStatus === ReviewStatus.underReview}
      rowKey="userId"
      testIds={{ list: 'kyc', record: 'kyc', row: (row) => row.uid }}
    />
  );
}
