import type { DepositReview } from '@tp/contract/admin-endpoints';
import { DepositKind, FundsStatus } from '@tp/contract/codes';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from '../../i18n/language-store.ts';
import { ClippedText } from '../../ui/ClippedText.tsx';
import { columnPx } from '../../ui/fitted-columns.ts';
import { usd } from '../../ui/format.ts';
import { numberColumn } from '../../ui/number-column.ts';
import { FundsStatusTag } from '../../ui/status-tags.tsx';
import { depositAmount } from './deposit-credit.ts';
import { FinishDepositModal } from './FinishDepositModal.tsx';
import { fundsTabs } from './queue-filters.ts';
import { RemarkModal } from './RemarkModal.tsx';
import { ReviewImages } from './ReviewImages.tsx';
import { type QueueTableProps, type ReviewAction, ReviewQueue } from './ReviewQueue.tsx';
import { reviewColumns } from './review-columns.tsx';

/** Deposits with their proof: finish (credit), reject with a remark, or mark invalid. */
export function DepositTable(props: QueueTableProps) {
  const { t } = useTranslation();
  const shared = reviewColumns<DepositReview>(t);
  const columns: ColumnsType<DepositReview> = [
    { title: t('public.id'), dataIndex: 'id', key: 'id', width: columnPx.id },
    shared.user,
    {
      title: t('financial.kind'),
      key: 'type',
      width: columnPx.kind,
      render: (_, row) =>
        row.type === DepositKind.bank ? t('financial.kindBank') : t('financial.kindCoin'),
    },
    {
      ...numberColumn('number', t('financial.amount'), (_, row) => depositAmount(row)),
      width: columnPx.amount,
    },
    {
      title: t('financial.channel'),
      key: 'channel',
      width: columnPx.channel,
      render: (_, row) => (
        <div style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <Typography.Text>{row.channel}</Typography.Text>
          <ClippedText text={row.address} copyable />
        </div>
      ),
    },
    {
      title: t('financial.proof'),
      key: 'proof',
      width: columnPx.image,
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
      width: columnPx.status,
      render: (_, row) => <FundsStatusTag status={row.status} />,
    },
    {
      title: t('financial.credited'),
      key: 'credited',
      width: columnPx.amount,
      align: 'right',
      render: (_, row) => (row.status === FundsStatus.finished ? usd(row.credited) : '—'),
    },
    shared.remark,
    shared.arrivedAt('createdAt', 'public.createdAt'),
    shared.reviewedAt,
  ];

  const actions: ReviewAction<DepositReview>[] = [
    {
      key: 'finish',
      call: 'adminDepositFinish',
      label: 'financial.finish',
      look: 'primary',
      dialog: (row, events) => <FinishDepositModal deposit={row} {...events} />,
    },
    {
      key: 'reject',
      call: 'adminDepositReject',
      label: 'public.reject',
      look: 'danger',
      dialog: (row, events) => (
        <RemarkModal
          call="adminDepositReject"
          target={{ id: row.id }}
          title={t('financial.rejectDeposit')}
          okText={t('public.reject')}
          question={t('financial.rejectDepositConfirm', {
            amount: depositAmount(row),
            uid: row.uid,
          })}
          required
          success="financial.depositRejected"
          {...events}
        />
      ),
    },
    {
      key: 'invalid',
      call: 'adminDepositInvalid',
      label: 'financial.markInvalid',
      look: 'plain',
      dialog: (row, events) => (
        <RemarkModal
          call="adminDepositInvalid"
          target={{ id: row.id }}
          title={t('financial.invalidDeposit')}
          okText={t('financial.markInvalid')}
          question={t('financial.invalidDepositConfirm', {
            amount: depositAmount(row),
            uid: row.uid,
          })}
          required={false}
          success="financial.depositInvalidated"
          {...events}
        />
      ),
    },
  ];

  return (
    <ReviewQueue
      {...props}
      call="adminDeposits"
      tabs={fundsTabs}
      columns={columns}
      actions={actions}
      waiting={(row) => row.status === FundsStatus.unchecked}
      rowKey="id"
      decidedColumns={['credited']}
      testIds={{ list: 'deposits', record: 'deposit', row: (row) => row.id }}
    />
  );
}
