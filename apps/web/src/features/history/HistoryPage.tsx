import { useTranslation } from 'react-i18next';
import '../funds/funds.css';
import './history.css';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { type TabItem, TabList } from '../../ui/TabList.tsx';
import { DepositRecordItem } from './DepositRecordItem.tsx';
import { HistoryTab, historyTabFromQuery } from './history-tab.ts';
import { LedgerRecord } from './LedgerRecord.tsx';
import { PagedRecords } from './PagedRecords.tsx';
import { useAccountLog, useDepositRecords, useWithdrawRecords } from './use-records.ts';
import { WithdrawRecordItem } from './WithdrawRecordItem.tsx';

const tabs: readonly TabItem<HistoryTab>[] = [
  { value: HistoryTab.log, labelKey: 'financial.accountLog', testId: 'history-tab-log' },
  { value: HistoryTab.deposits, labelKey: 'financial.deposits', testId: 'history-tab-deposits' },
  {
    value: HistoryTab.withdrawals,
    labelKey: 'financial.withdrawals',
    testId: 'history-tab-withdrawals',
  },
];

/** /mine/history: the account log and the deposit and withdrawal records, page by page. */
export function HistoryPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = historyTabFromQuery(search.get('tab'));
  return (
    <div className="page funds-page">
      <PageHeader title={t('financial.accountHistory')} back />
      <TabList
        tabs={tabs}
        active={tab}
        onChoose={(chosen) => setSearch({ tab: chosen }, { replace: true })}
      />
      {tab === HistoryTab.log ? <AccountLogList /> : null}
      {tab === HistoryTab.deposits ? <DepositRecordList /> : null}
      {tab === HistoryTab.withdrawals ? <WithdrawRecordList /> : null}
    </div>
  );
}

function AccountLogList() {
  return (
    <PagedRecords
      query={useAccountLog()}
      keyOf={(item) => item.Id}
      renderRecord={(item) => <LedgerRecord item={item} />}
      testId="ledger-list"
    />
  );
}

function DepositRecordList() {
  return (
    <PagedRecords
      query={useDepositRecords()}
      keyOf={(record) => record.id}
      renderRecord={(record) => <DepositRecordItem record={record} />}
      testId="deposit-records"
    />
  );
}

function WithdrawRecordList() {
  return (
    <PagedRecords
      query={useWithdrawRecords()}
      keyOf={(record) => record.id}
      renderRecord={(record) => <WithdrawRecordItem record={record} />}
      testId="withdraw-records"
    />
  );
}
