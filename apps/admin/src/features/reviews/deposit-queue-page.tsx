import { useTranslation } from '../../i18n/language-store.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { DepositTable } from './deposit-table.tsx';

export function DepositQueuePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('financial.deposits')} />
      <DepositTable />
    </>
  );
}
