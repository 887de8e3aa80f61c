import { DrawKind } from '@tp/contract/entities';
import { useTranslation } from 'react-i18next';
import '../funds/funds.css';
import './withdraw.css';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { HistoryTab, historyPath } from '../history/history-tab.ts';
import { drawKindFromQuery } from './draw-kind.ts';
import { WithdrawForm } from './WithdrawForm.tsx';

const tabs = [
  { kind: DrawKind.coin, labelKey: 'withdraw.coinTab' },
  { kind: DrawKind.bank, labelKey: 'withdraw.bankTab' },
] as const;

/** /mine/withdraw: to a bound coin address (?type=1) or bank account (?type=2). */
export function WithdrawPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const kind = drawKindFromQuery(search.get('type'));
  return (
    <div className="page funds-page">
      <PageHeader
        title={t('withdraw.title')}
        back
        actions={
          <Link
            to={historyPath(HistoryTab.withdrawals)}
            className="button button--ghost button--small"
          >
            {t('withdraw.records')}
          </Link>
        }
      />
      <div className="tabs" role="tablist">
        {tabs.map((item) => (
          <button
            key={item.kind}
            type="button"
            role="tab"
            aria-selected={item.kind === kind}
            className={`tabs__item${item.kind === kind ? ' tabs__item--active' : ''}`}
            onClick={() => setSearch({ type: String(item.kind) }, { replace: true })}
            data-testid={`withdraw-tab-${item.kind}`}
          >
            {t(item.labelKey)}
          </button>
        ))}
      </div>
      <WithdrawForm key={kind} kind={kind} />
    </div>
  );
}
