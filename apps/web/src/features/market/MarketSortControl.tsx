import { useTranslation } from 'react-i18next';
import { useTestId } from '../../ui/pane-visibility.ts';
import { MarketSort, marketSorts } from './market-sort.ts';

const sortLabelKeys = {
  [MarketSort.catalogue]: 'product.sortDefault',
  [MarketSort.name]: 'product.sortName',
  [MarketSort.changeDown]: 'product.sortChangeDown',
  [MarketSort.changeUp]: 'product.sortChangeUp',
  [MarketSort.spread]: 'product.sortSpread',
} as const satisfies Record<MarketSort, string>;

type MarketSortControlProps = { value: MarketSort; onChange: (sort: MarketSort) => void };

/** The market list's order: a small native select, which a phone shows as its own picker. */
export function MarketSortControl({ value, onChange }: MarketSortControlProps) {
  const tid = useTestId();
  const { t } = useTranslation();
  return (
    <label className="market-sort">
      <span className="market-sort__label">{t('product.sortBy')}</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as MarketSort)}
        data-testid={tid('market-sort')}
      >
        {marketSorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(sortLabelKeys[sort])}
          </option>
        ))}
      </select>
    </label>
  );
}
