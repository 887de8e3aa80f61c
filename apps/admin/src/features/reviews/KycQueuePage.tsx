import { useTranslation } from '../../i18n/language-store.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { KycTable } from './KycTable.tsx';

export function KycQueuePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('user.kycReviews')} />
      <KycTable />
    </>
  );
}
