import { useTranslation } from 'react-i18next';
import '../funds/funds.css';
import './deposit.css';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { HistoryTab, historyPath } from '../history/history-tab.ts';
import { BankDepositForm } from './BankDepositForm.tsx';
import { CoinDepositForm } from './CoinDepositForm.tsx';
import { DepositTab, depositTabFromQuery } from './deposit-tab.ts';
import { useDepositInfo } from './use-deposit.ts';

const tabs = [
  { tab: DepositTab.coin, labelKey: 'financial.coinDeposit' },
  { tab: DepositTab.bank, labelKey: 'financial.bankDeposit' },
] as const;

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
      <div className="tabs" role="tablist">
        {tabs.map((item) => (
          <button
            key={item.tab}
            type="button"
            role="tab"
            aria-selected={item.tab === tab}
            className={`tabs__item${item.tab === tab ? ' tabs__item--active' : ''}`}
            onClick={() => setSearch({ type: item.tab }, { replace: true })}
            data-testid={`deposit-tab-${item.tab}`}
          >
            {t(item.labelKey)}
          </button>
        ))}
      </div>
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
