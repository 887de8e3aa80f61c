import type { Instrument } from '@tp/contract/entities';
import { formatPrice } from '@tp/domain/money';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuoteStale } from '../../realtime/use-connection.ts';
import { flashClass, formatPercent, signClass } from '../../ui/format.ts';
import { useTestId } from '../../ui/pane-visibility.ts';
import { FavouriteStar } from './FavouriteStar.tsx';
import { InstrumentLogo } from './InstrumentLogo.tsx';
import { shownSpread } from './market-spread.ts';
import { useShownQuote } from './use-live-quote.ts';

type MarketRowProps = {
  instrument: Instrument;
  onSelect: (instrument: Instrument) => void;
  favourite: boolean;
  onToggleFavourite: (instrumentId: number) => void;
};

/**
 * One instrument with its live quote: last price and change, and bid, ask and spread (a line
 * under the name on a phone, columns of their own on a wide screen). The price span is keyed by
 * value so each move flashes again. The star is a button of its own beside the row's button.
 */
export const MarketRow = memo(function MarketRow({
  instrument,
  onSelect,
  favourite,
  onToggleFavourite,
}: MarketRowProps) {
  const tid = useTestId();
  const { t } = useTranslation();
  const quote = useShownQuote(instrument);
  const flash = flashClass(quote.move);
  const precision = instrument.PricePrecision;
  const spread = shownSpread(quote, precision);
  const stale = useQuoteStale(instrument.Id, quote.marketOpen);
  return (
    <div className={`market-row${stale ? ' market-row--stale' : ''}`} data-stale={stale}>
      <FavouriteStar
        code={instrument.Code}
        on={favourite}
        onToggle={() => onToggleFavourite(instrument.Id)}
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
          {quote.marketOpen ? null : (
            <span className="market-row__closed">{t('trade.closed')}</span>
          )}
          {stale ? (
            <span className="market-row__stale" data-testid={tid(`stale-${instrument.Code}`)}>
              {t('trade.blockStaleQuote')}
            </span>
          ) : null}
        </span>
        <span className="market-row__quote" data-testid={tid(`quote-${instrument.Code}`)}>
          <span className="market-row__bid">
            <span className="market-row__label">{t('trade.bid')}</span>{' '}
            <span className="num">{formatPrice(quote.bid, precision)}</span>
          </span>
          <span className="market-row__ask">
            <span className="market-row__label">{t('trade.ask')}</span>{' '}
            <span className="num">{formatPrice(quote.ask, precision)}</span>
          </span>
          <span className="market-row__spread" data-testid={tid(`spread-${instrument.Code}`)}>
            <span className="market-row__label">{t('product.spread')}</span>{' '}
            <span className="num">{spread?.text ?? '--'}</span>{' '}
            <span className="market-row__unit">
              {spread?.unit === 'pip' ? t('product.pips') : t('product.points')}
            </span>
          </span>
        </span>
        <span
          key={quote.last}
          className={`market-row__price num ${flash}`}
          data-testid={tid(`price-${instrument.Code}`)}
        >
          {formatPrice(quote.last, precision)}
        </span>
        <span className={`market-row__change num ${signClass(quote.change)}`}>
          <span className={`change-pill change-pill--${signClass(quote.change) || 'flat'}`}>
            {formatPercent(quote.change)}
          </span>
        </span>
      </button>
    </div>
  );
});
