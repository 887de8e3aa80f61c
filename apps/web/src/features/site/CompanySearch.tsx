import type { Company } from '@tp/contract/entities';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiLink } from '../../api/api-link.ts';
import { SearchField } from '../../ui/SearchField.tsx';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { readCompanyChoice, saveCompanyChoice } from './company-cookie.ts';
import { useCompanies } from './use-companies.ts';
import './site.css';

function CompanyDetails({ company }: { company: Company }) {
  const { t } = useTranslation();
  const rows = [
    ['product.providerSubject', company.subject],
    ['product.providerAddress', company.registered_address],
    ['product.providerLocation', company.location],
  ] as const;
  return (
    <dl className="company__details">
      {rows
        .filter(([, value]) => value.trim() !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt className="muted">{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      {company.email.trim() !== '' ? (
        <div>
          <dt className="muted">{t('product.providerEmail')}</dt>
          <dd>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </dd>
        </div>
      ) : null}
      {/^https?:\/\//i.test(company.url) ? (
        <div>
          <dt className="muted">{t('product.providerWebsite')}</dt>
          <dd>
            <a href={company.url} target="_blank" rel="noopener noreferrer">
              {company.url}
            </a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** Main mode's search (spec §1): provider companies by name; the choice is kept in a cookie. */
export function CompanySearch() {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const deferredTerm = useDebouncedValue(term, 300);
  const companies = useCompanies(deferredTerm);
  const [chosen, setChosen] = useState(() => readCompanyChoice(document.cookie));
  const choose = (company: Company) => {
    saveCompanyChoice(company.id);
    setChosen(company.id);
  };
  return (
    <>
      <SearchField
        value={term}
        onChange={setTerm}
        placeholder={t('product.providerSearchPlaceholder')}
        maxLength={64}
        testId="company-search-input"
      />
      <p className="companies__hint muted">{t('product.providerHint')}</p>
      {companies.isPending ? (
        <SkeletonRows count={3} />
      ) : (companies.data ?? []).length === 0 ? (
        <p className="empty">{t('product.noProviders')}</p>
      ) : (
        <ul className="companies">
          {(companies.data ?? []).map((company) => (
            <li key={company.id} className="company">
              <button
                type="button"
                className="company__main"
                aria-pressed={chosen === company.id}
                onClick={() => choose(company)}
                data-testid={`company-${company.id}`}
              >
                {apiLink(company.logo) ? (
                  <img
                    className="company__logo"
                    src={apiLink(company.logo)}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <span className="company__logo" aria-hidden="true">
                    {company.name.slice(0, 1)}
                  </span>
                )}
                <span className="company__name">{company.name}</span>
                {chosen === company.id ? (
                  <span className="badge badge--open">{t('product.providerChosen')}</span>
                ) : null}
              </button>
              {chosen === company.id ? <CompanyDetails company={company} /> : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
