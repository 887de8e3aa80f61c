import { useTranslation } from 'react-i18next';
import '../funds/funds.css';
import './deposit.css';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { type TabItem, TabList } from '../../ui/TabList.tsx';
import { HistoryTab, historyPath } from '../history/history-tab.ts';
import { BankDepositForm } from './BankDepositForm.tsx';
import { CoinDepositForm } from './CoinDepositForm.tsx';
import { DepositTab, depositTabFromQuery } from './deposit-tab.ts';
import { useDepositInfo } from './use-deposit.ts';

const tabs: readonly TabItem<DepositTab>[] = [
  { value: DepositTab.coin, labelKey: 'financial.coinDeposit', testId: 'deposit-tab-coin' },
  { value: DepositTab.bank, labelKey: 'financial.bankDeposit', testId: 'deposit-tab-bank' },
];

/** /mine/charge: deposit by coin network or bank wire; a sent request shows in the history. */
export function DepositPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab = depositTabFromQuery(search.get('type'));
  const info = useDepositInfo();
  const recordsPath = historyPath(HistoryTab.deposits);
  const submitted = () => navigate(recordsPath);

  return (
    <div className="page funds-page">
      <PageHeader
        title={t('financial.deposit')}
        back
        actions={
          <Link to={recordsPath} className="button button--ghost button--small">
            {t('financial.depositRecords')}
          </Link>
        }
      />
      <TabList
        tabs={tabs}
        active={tab}
        onChoose={(type) => setSearch({ type }, { replace: true })}
      />
      {!info.data ? (
        <SkeletonRows count={3} />
      ) : tab === DepositTab.coin ? (
        <CoinDepositForm key="coin" minimum={info.data.min_number} onSubmitted={submitted} />
      ) : (
        <BankDepositForm
          key="bank"
          bankCoins={info.data.bank_coins}
          minimum={info.data.min_number}
          onSubmitted={submitted}
        />
      )}
    </div>
  );
}
