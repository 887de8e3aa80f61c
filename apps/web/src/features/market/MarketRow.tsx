import type { Instrument } from '@tp/contract/entities';
import { formatPrice } from '@tp/domain/money';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { flashClass, formatPercent, signClass } from '../../ui/format.ts';
import { useTestId } from '../../ui/pane-visibility.ts';
import { InstrumentLogo } from './InstrumentLogo.tsx';
import { useShownQuote } from './use-live-quote.ts';

type MarketRowProps = { instrument: Instrument; onSelect: (instrument: Instrument) => void };

/** One instrument with its live price; the price span is keyed by value so each move flashes again. */
export const MarketRow = memo(function MarketRow({ instrument, onSelect }: MarketRowProps) {
  const tid = useTestId();
  const { t } = useTranslation();
  const quote = useShownQuote(instrument);
  const flash = flashClass(quote.move);
  return (
    <button
      type="button"
      className="market-row"
      onClick={() => onSelect(instrument)}
      data-testid={tid(`market-row-${instrument.Code}`)}
    >
      <InstrumentLogo instrument={instrument} />
      <span className="market-row__name">
        <span className="market-row__code">{instrument.ShowCode}</span>
        {quote.marketOpen ? null : <span className="market-row__closed">{t('trade.closed')}</span>}
      </span>
      <span
        key={quote.last}
        className={`market-row__price num ${flash}`}
        data-testid={tid(`price-${instrument.Code}`)}
      >
        {formatPrice(quote.last, instrument.PricePrecision)}
      </span>
      <span className={`market-row__change num ${signClass(quote.change)}`}>
        <span className={`change-pill change-pill--${signClass(quote.change) || 'flat'}`}>
          {formatPercent(quote.change)}
        </span>
      </span>
    </button>
  );
});
