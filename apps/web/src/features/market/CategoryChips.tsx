import type { Category } from '@tp/contract/entities';
import { useTranslation } from 'react-i18next';
import { useTestId } from '../../ui/pane-visibility.ts';

/** The list's filter: every instrument (null), the favourites, or one category's id. */
export type MarketFilter = number | 'favourites' | null;

type CategoryChipsProps = {
  categories: readonly Category[];
  selected: MarketFilter;
  onChange: (filter: MarketFilter) => void;
  /** Shows the favourites chip, first (a signed-in trader). */
  withFavourites?: boolean;
};

/** Tapping a chip filters the list; tapping the chosen chip again clears the filter. */
export function CategoryChips({
  categories,
  selected,
  onChange,
  withFavourites = false,
}: CategoryChipsProps) {
  const tid = useTestId();
  const { t } = useTranslation();
  const chip = (filter: Exclude<MarketFilter, null>, label: string, testId: string) => {
    const active = filter === selected;
    return (
      <button
        key={testId}
        type="button"
        className={`chip${active ? ' chip--active' : ''}`}
        aria-pressed={active}
        onClick={() => onChange(active ? null : filter)}
        data-testid={tid(testId)}
      >
        {label}
      </button>
    );
  };
  return (
    <div className="chips" role="toolbar">
      {withFavourites ? chip('favourites', t('product.favourites'), 'category-favourites') : null}
      {categories.map((category) =>
        chip(category.Id, category.NameShowTrans, `category-${category.Id}`),
      )}
    </div>
  );
}
