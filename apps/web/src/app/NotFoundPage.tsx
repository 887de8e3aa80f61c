import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../ui/PageHeader.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t('public.notFound')} back />
      <div className="coming-soon">
        <Link to="/" className="button button--primary">
          {t('public.goHome')}
        </Link>
      </div>
    </div>
  );
}
