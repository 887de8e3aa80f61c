import { DepositKind, FundsStatus } from '@tp/contract/codes';
import type { DepositRecord } from '@tp/contract/entities';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-store.ts';
import { formatAmount } from '../../ui/format.ts';
import { UtcTime } from '../../ui/UtcTime.tsx';
import { FundsStatusBadge } from './FundsStatusBadge.tsx';
import { rejectionRemark } from './funds-status.ts';
import { formatBookedAmount } from './record-format.ts';

export function DepositRecordItem({ record }: { record: DepositRecord }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const remark = rejectionRemark(record);
  const credited = record.status === FundsStatus.finished && record.credited > 0;
  return (
    <div className="record__grid" data-testid={`deposit-record-${record.id}`}>
      <span className="record__title">
        {record.type === DepositKind.bank ? t('financial.bankDeposit') : t('financial.coinDeposit')}
      </span>
      <span className="record__amount num" data-testid="deposit-record-amount">
        {formatAmount(formatBookedAmount(record.number), lang)} {record.currency_code}
      </span>
      <UtcTime text={record.created_at} lang={lang} className="record__meta muted" />
      <FundsStatusBadge status={record.status} testId="deposit-record-status" />
      {credited ? (
        <span className="record__line muted">
          {t('financial.credited')}{' '}
          <span className="num">{formatAmount(formatBookedAmount(record.credited), lang)}</span>
        </span>
      ) : null}
      {remark ? (
        <p className="record__remark" data-testid="deposit-record-remark">
          {t('financial.rejectReason', { remark })}
        </p>
      ) : null}
    </div>
  );
}
