import type { Instrument } from '@tp/contract/entities';
import { formatPrice } from '@tp/domain/money';
import { memo, useCallback } from 'react';
import { useDayMarketStore } from '../../realtime/realtime-stores.ts';
import { useQuoteStale } from '../../realtime/use-connection.ts';
import { flashClass, formatPercent, signClass } from '../../ui/format.ts';
import { useTestId } from '../../ui/pane-visibility.ts';
import { FavouriteStar } from './FavouriteStar.tsx';
import { InstrumentLogo } from './InstrumentLogo.tsx';
import { shownQuote } from './live-quote.ts';
import { shownSpread } from './market-spread.ts';
import { useMarketOpen } from './use-live-quote.ts';

/** The words every row shows, translated once by the list rather than by each row. */
export type MarketRowLabels = {
  bid: string;
  ask: string;
  spread: string;
  pips: string;
  points: string;
  closed: string;
  stale: string;
  addFavourite: string;
  removeFavourite: string;
};

type MarketRowProps = {
  instrument: Instrument;
  onSelect: (instrument: Instrument) => void;
  favourite: boolean;
  onToggleFavourite: (instrumentId: number) => void;
  labels: MarketRowLabels;
};

/**
 * One instrument with its live quote: last price and change, and bid, ask and spread (a line
 * under the name on a phone, columns of their own on a wide screen). The star is a button of its
 * own beside the row's button. A push draws again only the row's prices (`MarketRowQuote`); the
 * row itself only when the market opens or closes, the quote goes stale or the star changes.
 */
export const MarketRow = memo(function MarketRow({
  instrument,
  onSelect,
  favourite,
  onToggleFavourite,
  labels,
}: MarketRowProps) {
  const tid = useTestId();
  const marketOpen = useMarketOpen(instrument);
  const stale = useQuoteStale(instrument.Id, marketOpen);
  const toggle = useCallback(
    () => onToggleFavourite(instrument.Id),
    [onToggleFavourite, instrument.Id],
  );
  return (
    <div className={`market-row${stale ? ' market-row--stale' : ''}`} data-stale={stale}>
      <FavouriteStar
        code={instrument.Code}
        on={favourite}
        label={favourite ? labels.removeFavourite : labels.addFavourite}
        onToggle={toggle}
      />
      <button
        type="button"
        className="market-row__open"
        onClick={() => onSelect(instrument)}
        data-testid={tid(`market-row-${instrument.Code}`)}
      >
        <InstrumentLogo instrument={instrument} />
        <span className="market-row__name">
          <span className="market-row__code">{instrument.ShowCode}</span>
          {marketOpen ? null : <span className="market-row__closed">{labels.closed}</span>}
          {stale ? (
            <span className="market-row__stale" data-testid={tid(`stale-${instrument.Code}`)}>
              {labels.stale}
            </span>
          ) : null}
        </span>
        <MarketRowQuote instrument={instrument} labels={labels} />
      </button>
    </div>
  );
});

/**
 * The row's prices, subscribed to its own instrument's quote. The price span is keyed by value
 * so each move flashes again; the flash repeats the price in `data-price` for its overlay.
 */
const MarketRowQuote = memo(function MarketRowQuote({
  instrument,
  labels,
}: {
  instrument: Instrument;
  labels: MarketRowLabels;
}) {
  const tid = useTestId();
  const quote = shownQuote(
    instrument,
    useDayMarketStore((s) => s.quotes[instrument.Id]),
  );
  const precision = instrument.PricePrecision;
  const spread = shownSpread(quote, precision);
  const last = formatPrice(quote.last, precision);
  const sign = signClass(quote.change);
  return (
    <>
      <span className="market-row__quote" data-testid={tid(`quote-${instrument.Code}`)}>
        <span className="market-row__bid">
          <span className="market-row__label">{labels.bid}</span>{' '}
          <span className="num">{formatPrice(quote.bid, precision)}</span>
        </span>
        <span className="market-row__ask">
          <span className="market-row__label">{labels.ask}</span>{' '}
          <span className="num">{formatPrice(quote.ask, precision)}</span>
        </span>
        <span className="market-row__spread" data-testid={tid(`spread-${instrument.Code}`)}>
          <span className="market-row__label">{labels.spread}</span>{' '}
          <span className="num">{spread?.text ?? '--'}</span>{' '}
          <span className="market-row__unit">
            {spread?.unit === 'pip' ? labels.pips : labels.points}
          </span>
        </span>
      </span>
      <span
        key={quote.last}
        className={`market-row__price num ${flashClass(quote.move)}`}
        data-price={last}
        data-testid={tid(`price-${instrument.Code}`)}
      >
        {last}
      </span>
      <span className={`market-row__change num ${sign}`}>
        <span className={`change-pill change-pill--${sign || 'flat'}`}>
          {formatPercent(quote.change)}
        </span>
      </span>
    </>
  );
});
