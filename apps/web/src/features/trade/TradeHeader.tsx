import type { Instrument } from '@tp/contract/entities';
import { formatPrice } from '@tp/domain/money';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { flashClass, formatPercent, signClass } from '../../ui/format.ts';
import { ListIcon } from '../../ui/icons.tsx';
import { useTestId } from '../../ui/pane-visibility.ts';
import { AlertBell } from '../alerts/AlertBell.tsx';
import { InstrumentFavouriteStar } from '../market/FavouriteStar.tsx';
import { InstrumentLogo } from '../market/InstrumentLogo.tsx';
import { useShownQuote } from '../market/use-live-quote.ts';

type TradeHeaderProps = {
  instrument: Instrument;
  onOpenList?: (() => void) | undefined;
};

/** The instrument's name, state and price, drawn again on each of its quotes. */
export const TradeHeader = memo(function TradeHeader({ instrument, onOpenList }: TradeHeaderProps) {
  const quote = useShownQuote(instrument);
  const tid = useTestId();
  const { t } = useTranslation();
  const precision = instrument.PricePrecision;
  const flash = flashClass(quote.move);
  // Repeated in `data-price` for the flash's overlay.
  const last = formatPrice(quote.last, precision);
  return (
    <section className="trade-header" data-testid={tid('trade-header')}>
      <div className="trade-header__title">
        {onOpenList ? (
          <button
            type="button"
            className="icon-button"
            onClick={onOpenList}
            aria-label={t('trade.chooseInstrument')}
            data-testid={tid('open-instruments')}
          >
            <ListIcon />
          </button>
        ) : null}
        <InstrumentLogo instrument={instrument} size={28} />
        <h1 className="trade-header__code" data-testid={tid('trade-code')}>
          {instrument.ShowCode}
        </h1>
        <InstrumentFavouriteStar instrument={instrument} />
        <span
          className={`badge ${quote.marketOpen ? 'badge--open' : 'badge--closed'}`}
          data-testid={tid('market-status')}
        >
          {quote.marketOpen ? t('trade.open') : t('trade.closed')}
        </span>
      </div>
      <div className="trade-header__quote">
        <span
          key={quote.last}
          className={`trade-header__price num ${signClass(quote.change)} ${flash}`}
          data-price={last}
          data-testid={tid('trade-price')}
        >
          {last}
        </span>
        <span className={`num ${signClass(quote.change)}`}>{formatPercent(quote.change)}</span>
        <AlertBell instrument={instrument} />
      </div>
      <dl className="trade-header__stats">
        <div>
          <dt>{t('trade.high')}</dt>
          <dd className="num">{formatPrice(quote.high, precision)}</dd>
        </div>
        <div>
          <dt>{t('trade.low')}</dt>
          <dd className="num">{formatPrice(quote.low, precision)}</dd>
        </div>
        {quote.volume === undefined ? null : (
          <div>
            <dt>{t('trade.volume')}</dt>
            <dd className="num">{quote.volume}</dd>
          </div>
        )}
      </dl>
    </section>
  );
});
