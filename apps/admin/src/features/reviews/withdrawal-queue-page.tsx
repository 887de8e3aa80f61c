import { useTranslation } from '../../i18n/language-store.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { WithdrawalTable } from './withdrawal-table.tsx';

export function WithdrawalQueuePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('withdraw.withdrawals')} />
      <WithdrawalTable />
    </>
  );
}
