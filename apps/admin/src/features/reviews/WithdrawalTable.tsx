import type { WithdrawalReview } from '@tp/contract/admin-endpoints';
import { DrawKind, FundsStatus } from '@tp/contract/codes';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from '../../i18n/language-store.ts';
import { ClippedText } from '../../ui/ClippedText.tsx';
import { columnPx } from '../../ui/fitted-columns.ts';
import { usd } from '../../ui/format.ts';
import { numberColumn } from '../../ui/number-column.ts';
import { FundsStatusTag } from '../../ui/status-tags.tsx';
import { PayWithdrawalModal } from './PayWithdrawalModal.tsx';
import { fundsTabs } from './queue-filters.ts';
import { RemarkModal } from './RemarkModal.tsx';
import { type QueueTableProps, type ReviewAction, ReviewQueue } from './ReviewQueue.tsx';
import { reviewColumns } from './review-columns.tsx';

/** Withdrawals: destination, amount, fee and expected receipt; pay with the amount paid or reject. */
export function WithdrawalTable(props: QueueTableProps) {
  const { t } = useTranslation();
  const shared = reviewColumns<WithdrawalReview>(t);
  const columns: ColumnsType<WithdrawalReview> = [
    { title: t('public.id'), dataIndex: 'id', key: 'id', width: columnPx.id },
    shared.user,
    {
      title: t('withdraw.destination'),
      key: 'destination',
      width: columnPx.channel,
      render: (_, row) => (
        <div style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <Typography.Text>
            {row.type === DrawKind.bank ? t('withdraw.kindBank') : t('withdraw.kindCoin')}
            {` · ${row.currencyCode}${row.protocol ? ` (${row.protocol})` : ''}`}
          </Typography.Text>
          <ClippedText text={row.destination} copyable />
          {row.notes && <ClippedText text={row.notes} />}
        </div>
      ),
    },
    { ...numberColumn('number', t('withdraw.amountUsd'), usd), width: columnPx.amount },
    {
      title: t('withdraw.fee'),
      key: 'fee',
      width: 72,
      align: 'right',
      render: (_, row) => usd(row.fee),
    },
    {
      title: t('withdraw.expected'),
      key: 'expected',
      width: columnPx.amount,
      align: 'right',
      render: (_, row) => `${row.expectedNumber} ${row.currencyCode}`,
    },
    {
      title: t('withdraw.paid'),
      key: 'paid',
      width: columnPx.amount,
      align: 'right',
      render: (_, row) =>
        row.status === FundsStatus.finished ? `${row.realNumber} ${row.currencyCode}` : '—',
    },
    {
      title: t('public.status'),
      key: 'status',
      width: columnPx.status,
      render: (_, row) => <FundsStatusTag status={row.status} />,
    },
    shared.remark,
    shared.arrivedAt('createdAt', 'public.createdAt'),
    shared.reviewedAt,
  ];

  const actions: ReviewAction<WithdrawalReview>[] = [
    {
      key: 'pay',
      call: 'adminWithdrawalPay',
      label: 'withdraw.pay',
      look: 'primary',
      dialog: (row, events) => <PayWithdrawalModal withdrawal={row} {...events} />,
    },
    {
      key: 'reject',
      call: 'adminWithdrawalReject',
      label: 'public.reject',
      look: 'danger',
      dialog: (row, events) => (
        <RemarkModal
          call="adminWithdrawalReject"
          target={{ id: row.id }}
          title={t('withdraw.rejectWithdrawal')}
          okText={t('public.reject')}
          question={t('withdraw.rejectConfirm', { amount: usd(row.number), uid: row.uid })}
          required
          success="withdraw.rejected"
          {...events}
        />
      ),
    },
  ];

  return (
    <ReviewQueue
      {...props}
      call="adminWithdrawals"
      tabs={fundsTabs}
      columns={columns}
      actions={actions}
      waiting={(row) => row.status === FundsStatus.unchecked}
      rowKey="id"
      decidedColumns={['paid']}
      testIds={{ list: 'withdrawals', record: 'withdrawal', row: (row) => row.id }}
    />
  );
}
