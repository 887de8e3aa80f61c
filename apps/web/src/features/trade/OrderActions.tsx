import { formatPrice } from '@tp/domain/money';
import { Side } from '@tp/domain/side';
import { useTranslation } from 'react-i18next';
import { useTestId } from '../../ui/pane-visibility.ts';
import type { ShownQuote } from '../market/live-quote.ts';

type OrderActionsProps = {
  quote: ShownQuote;
  pricePrecision: number;
  busy: boolean;
  onSubmit: (side: Side) => void;
};

/** Buy at the ask, sell at the bid; both wait while the market is closed, and say so. */
export function OrderActions({ quote, pricePrecision, busy, onSubmit }: OrderActionsProps) {
  const tid = useTestId();
  const { t } = useTranslation();
  const closed = !quote.marketOpen;
  return (
    <>
      <div className="order-form__actions">
        <button
          type="button"
          className="trade-button trade-button--buy"
          onClick={() => onSubmit(Side.buy)}
          disabled={closed || busy}
          data-testid={tid('buy-button')}
        >
          <span>{t('trade.buyLong')}</span>
          <span className="num">{formatPrice(quote.ask, pricePrecision)}</span>
        </button>
        <button
          type="button"
          className="trade-button trade-button--sell"
          onClick={() => onSubmit(Side.sell)}
          disabled={closed || busy}
          data-testid={tid('sell-button')}
        >
          <span>{t('trade.sellShort')}</span>
          <span className="num">{formatPrice(quote.bid, pricePrecision)}</span>
        </button>
      </div>
      {closed ? (
        <p className="order-form__note" data-testid={tid('market-closed-note')}>
          {t('trade.marketClosedNote')}
        </p>
      ) : null}
    </>
  );
}
