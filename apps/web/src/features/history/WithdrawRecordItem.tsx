import { DrawKind, FundsStatus } from '@tp/contract/codes';
import type { WithdrawRecord } from '@tp/contract/entities';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-store.ts';
import { formatAmount } from '../../ui/format.ts';
import { UtcTime } from '../../ui/UtcTime.tsx';
import { FundsStatusBadge } from './FundsStatusBadge.tsx';
import { rejectionRemark } from './funds-status.ts';
import { formatBookedAmount } from './record-format.ts';

/** A withdrawal: USD taken, where it goes, the fee, and what arrives (expected, then paid). */
export function WithdrawRecordItem({ record }: { record: WithdrawRecord }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const remark = rejectionRemark(record);
  const code = record.draw_currency.code;
  const paid = record.status === FundsStatus.finished;
  const destination = record.type === DrawKind.bank ? record.payee_account : record.address;
  return (
    <div className="record__grid" data-testid={`withdraw-record-${record.id}`}>
      <span className="record__title">
        {code}
        {record.draw_currency.protocol ? ` · ${record.draw_currency.protocol}` : ''}
      </span>
      <span className="record__amount num" data-testid="withdraw-record-amount">
        {formatAmount(formatBookedAmount(record.number), lang)} USD
      </span>
      <UtcTime text={record.created_at} lang={lang} className="record__meta muted" />
      <FundsStatusBadge
        status={record.status}
        name={record.status_name}
        testId="withdraw-record-status"
      />
      <span className="record__meta muted">
        {t('withdraw.fee')}{' '}
        <span className="num">{formatAmount(formatBookedAmount(record.fee), lang)}</span>
      </span>
      <span className="record__meta muted" data-testid="withdraw-record-receipt">
        {paid ? t('withdraw.paid') : t('withdraw.expected')}{' '}
        <span className="num">
          {formatAmount(
            formatBookedAmount(paid ? record.real_number : record.expected_number),
            lang,
          )}{' '}
          {code}
        </span>
      </span>
      {destination ? (
        <span className="record__line muted num" data-testid="withdraw-record-destination">
          {destination}
        </span>
      ) : null}
      {record.notes ? (
        <span className="record__line muted">
          {t('withdraw.memo')} <span>{record.notes}</span>
        </span>
      ) : null}
      {remark ? (
        <p className="record__remark" data-testid="withdraw-record-remark">
          {t('financial.rejectReason', { remark })}
        </p>
      ) : null}
    </div>
  );
}
