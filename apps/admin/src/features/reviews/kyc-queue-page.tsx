import { useTranslation } from '../../i18n/language-store.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { KycTable } from './kyc-table.tsx';

export function KycQueuePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('user.kycReviews')} />
      <KycTable />
    </>
  );
}
