import type { Instrument } from '@tp/contract/entities';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTestId } from '../../ui/pane-visibility.ts';
import { useFavourites } from './use-favourites.ts';

type FavouriteStarProps = {
  /** The instrument's code, for the test id. */
  code: string;
  on: boolean;
  onToggle: () => void;
  /** What the star does when pressed, translated by the caller (a list does it once for all rows). */
  label: string;
  className?: string;
};

/** The star that adds an instrument to the favourites or takes it off. */
export const FavouriteStar = memo(function FavouriteStar({
  code,
  on,
  onToggle,
  label,
  className,
}: FavouriteStarProps) {
  const tid = useTestId();
  return (
    <button
      type="button"
      className={`favourite-star${on ? ' favourite-star--on' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={on}
      aria-label={label}
      title={label}
      onClick={onToggle}
      data-testid={tid(`favourite-${code}`)}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
});

/** The star of one instrument wired to the trader's favourites (the trade screen's header). */
export function InstrumentFavouriteStar({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation();
  const favourites = useFavourites();
  const on = favourites.isFavourite(instrument.Id);
  return (
    <FavouriteStar
      code={instrument.Code}
      on={on}
      label={on ? t('product.removeFavourite') : t('product.addFavourite')}
      onToggle={() => favourites.toggle(instrument.Id)}
    />
  );
}
