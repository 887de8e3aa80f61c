import { useTranslation } from '../../i18n/language-store.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { DepositTable } from './DepositTable.tsx';

export function DepositQueuePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('financial.deposits')} />
      <DepositTable />
    </>
  );
}
