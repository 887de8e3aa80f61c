import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/i18n.ts';
import { type RankFilter, rankFilters } from './use-rank-board.ts';

const labels: Record<RankFilter, TranslationKey> = {
  all: 'copy-trading.allTraders',
  real: 'copy-trading.realTraders',
  demo: 'copy-trading.demoTraders',
};

/** Everyone on the board, or only real or only demo accounts. */
export function RankFilterChips({
  value,
  onChange,
}: {
  value: RankFilter;
  onChange: (filter: RankFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="chips" role="toolbar">
      {rankFilters.map((filter) => (
        <button
          key={filter}
          type="button"
          className={`chip${filter === value ? ' chip--active' : ''}`}
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
          data-testid={`rank-filter-${filter}`}
        >
          {t(labels[filter])}
        </button>
      ))}
    </div>
  );
}
