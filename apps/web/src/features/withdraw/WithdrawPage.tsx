import { DrawKind } from '@tp/contract/codes';
import { useTranslation } from 'react-i18next';
import '../funds/funds.css';
import './withdraw.css';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { type TabItem, TabList } from '../../ui/TabList.tsx';
import { HistoryTab, historyPath } from '../history/history-tab.ts';
import { type DrawKindValue, drawKindFromQuery } from './draw-kind.ts';
import { WithdrawForm } from './WithdrawForm.tsx';

const tabs: readonly TabItem<DrawKindValue>[] = [
  { value: DrawKind.coin, labelKey: 'withdraw.coinTab', testId: `withdraw-tab-${DrawKind.coin}` },
  { value: DrawKind.bank, labelKey: 'withdraw.bankTab', testId: `withdraw-tab-${DrawKind.bank}` },
];

/** /mine/withdraw: to a bound coin address (?type=1) or bank account (?type=2). */
export function WithdrawPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const kind = drawKindFromQuery(search.get('type'));
  return (
    <div className="page funds-page withdraw-page">
      <PageHeader
        title={t('withdraw.title')}
        back
        actions={
          <Link
            to={historyPath(HistoryTab.withdrawals)}
            className="button button--ghost button--small withdraw-page__records"
            data-testid="withdraw-records"
          >
            {t('withdraw.records')}
          </Link>
        }
      />
      <TabList
        tabs={tabs}
        active={kind}
        onChoose={(chosen) => setSearch({ type: String(chosen) }, { replace: true })}
      />
      <WithdrawForm key={kind} kind={kind} />
    </div>
  );
}
