import { useTranslation } from '../../i18n/language-store.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { WithdrawalTable } from './WithdrawalTable.tsx';

export function WithdrawalQueuePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('withdraw.withdrawals')} />
      <WithdrawalTable />
    </>
  );
}
