import { legalDocumentsVersion } from '@tp/contract/legal-documents';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.tsx';
import './legal.css';

/** The two documents a trader accepts at registration, each a title and its paragraphs. */
const documents = {
  risk: {
    title: 'public.riskTitle',
    paragraphs: ['public.risk1', 'public.risk2', 'public.risk3', 'public.risk4', 'public.risk5'],
  },
  terms: {
    title: 'public.termsTitle',
    paragraphs: [
      'public.terms1',
      'public.terms2',
      'public.terms3',
      'public.terms4',
      'public.terms5',
      'public.terms6',
    ],
  },
} as const;

export type LegalDocument = keyof typeof documents;

/** `/legal/risk` and `/legal/terms`: the risk disclosure and the terms of service, in the trader's language. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  const { title, paragraphs } = documents[document];
  return (
    <div className="page legal-page" data-testid={`legal-${document}`}>
      <PageHeader title={t(title)} back />
      <article className="legal-page__text">
        {paragraphs.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
        <p className="muted legal-page__version">
          {t('public.legalVersion', { version: legalDocumentsVersion })}
        </p>
      </article>
    </div>
  );
}
