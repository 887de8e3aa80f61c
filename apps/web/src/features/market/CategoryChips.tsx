import type { Category } from '@tp/contract/entities';
import { useTestId } from '../../ui/pane-visibility.ts';

type CategoryChipsProps = {
  categories: readonly Category[];
  selected: number | null;
  onChange: (categoryId: number | null) => void;
};

/** Tapping a chip filters the list; tapping the chosen chip again clears the filter. */
export function CategoryChips({ categories, selected, onChange }: CategoryChipsProps) {
  const tid = useTestId();
  return (
    <div className="chips" role="toolbar">
      {categories.map((category) => {
        const active = category.Id === selected;
        return (
          <button
            key={category.Id}
            type="button"
            className={`chip${active ? ' chip--active' : ''}`}
            aria-pressed={active}
            onClick={() => onChange(active ? null : category.Id)}
            data-testid={tid(`category-${category.Id}`)}
          >
            {category.NameShowTrans}
          </button>
        );
      })}
    </div>
  );
}
