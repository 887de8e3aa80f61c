import type { LedgerItem } from '@tp/contract/entities';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-store.ts';
import { formatAmount, signClass } from '../../ui/format.ts';
import { UtcTime } from '../../ui/UtcTime.tsx';
import { formatBookedAmount } from './record-format.ts';

/** One ledger entry: what it was (in the request's language), when, how much, and what was left. */
export function LedgerRecord({ item }: { item: LedgerItem }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  return (
    <div className="record__grid" data-testid={`ledger-${item.Id}`}>
      <span className="record__title">{item.MemoTran || item.Memo}</span>
      <span className={`record__amount num ${signClass(item.Value)}`} data-testid="ledger-value">
        {formatAmount(formatBookedAmount(item.Value, { signed: true }), lang)}
      </span>
      <UtcTime
        text={item.CreatedAtTran}
        lang={lang}
        className="record__meta muted"
        testId="ledger-time"
      />
      <span className="record__meta muted">
        {t('financial.balanceAfter')}{' '}
        <span className="num">{formatAmount(formatBookedAmount(item.BalanceAfter), lang)}</span>
      </span>
    </div>
  );
}
