import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../i18n/i18n.ts';
import { PageHeader } from './PageHeader.tsx';

type ComingSoonPageProps = { titleKey: TranslationKey; back?: boolean };

/** The placeholder of a route whose feature arrives later. */
export function ComingSoonPage({ titleKey, back = true }: ComingSoonPageProps) {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader title={t(titleKey)} back={back} />
      <div className="coming-soon" data-testid="coming-soon">
        <div className="coming-soon__badge">{t('public.comingSoon')}</div>
        <p className="muted">{t('public.comingSoonHint')}</p>
      </div>
    </div>
  );
}
