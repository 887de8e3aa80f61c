import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './market.css';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { SkeletonRows } from '../../ui/SkeletonRows.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { CompanySearch } from '../site/CompanySearch.tsx';
import { isMainMode } from '../site/site-status.ts';
import { useSiteStatus } from '../site/use-site-status.ts';
import { MarketList } from './MarketList.tsx';
import { useOpenInstrument } from './use-open-instrument.ts';
import { useInstrumentSearch } from './use-trade-list.ts';

function InstrumentSearch() {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const deferredTerm = useDebouncedValue(term, 300);
  const search = useInstrumentSearch(deferredTerm);
  const openInstrument = useOpenInstrument();
  return (
    <>
      <SearchField
        value={term}
        onChange={setTerm}
        placeholder={t('product.searchPlaceholder')}
        maxLength={32}
        testId="search-input"
      />
      {deferredTerm.trim() === '' ? (
        <p className="empty">{t('product.searchHint')}</p>
      ) : search.isPending ? (
        <SkeletonRows count={3} />
      ) : (
        <MarketList
          instruments={search.data ?? []}
          onSelect={openInstrument}
          emptyText={t('product.noResults')}
        />
      )}
    </>
  );
}

/** /product: instrument search, or provider search in main mode (site type 0). */
export function ProductSearchPage() {
  const { t } = useTranslation();
  const status = useSiteStatus();
  const mainMode = isMainMode(status.data);
  return (
    <div className="page">
      <PageHeader title={mainMode ? t('product.providersTitle') : t('product.searchTitle')} back />
      {status.isPending ? (
        <SkeletonRows count={3} />
      ) : mainMode ? (
        <CompanySearch />
      ) : (
        <InstrumentSearch />
      )}
    </div>
  );
}
