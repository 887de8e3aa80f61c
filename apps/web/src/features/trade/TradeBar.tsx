import type { Instrument } from '@tp/contract/entities';
import { formatPrice } from '@tp/domain/money';
import { Side } from '@tp/domain/side';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/i18n.ts';
import type { TradeBlock } from '../../realtime/connection.ts';
import { useTradeBlock } from '../../realtime/use-connection.ts';
import { useTestId } from '../../ui/pane-visibility.ts';
import type { ShownQuote } from '../market/live-quote.ts';
import { shownSpread } from '../market/market-spread.ts';
import { LotsStepper } from './LotsStepper.tsx';
import { OrderMode } from './order-form-state.ts';
import { orderKindKey } from './order-ticket-labels.ts';
import { parseAmount } from './parse-amount.ts';
import type { OrderTicket } from './use-order-form.ts';

type TradeBarProps = {
  instrument: Instrument;
  quote: ShownQuote;
  ticket: OrderTicket;
};

const blockKeys: Record<TradeBlock, TranslationKey> = {
  offline: 'trade.blockOffline',
  reconnecting: 'trade.blockReconnecting',
  marketClosed: 'trade.marketClosed',
  staleQuote: 'trade.blockStaleQuote',
  noQuote: 'trade.blockNoQuote',
};

/**
 * Sell at the bid and buy at the ask, the spread between them and the lots: the part of the
 * ticket that never leaves the screen (fixed above the tab bar on a phone). A pending order's
 * buttons show its price and whether it rests as a limit or a stop. When the market is closed,
 * the connection is lost or the price is old, both buttons are off and say why.
 */
export function TradeBar({ instrument, quote, ticket }: TradeBarProps) {
  const tid = useTestId();
  const { t } = useTranslation();
  const precision = instrument.PricePrecision;
  const pending = ticket.state.mode === OrderMode.pending;
  const target = parseAmount(ticket.state.targetPrice);
  const priced = quote.bid > 0 && quote.ask > 0;
  const spread = shownSpread(quote, precision);
  const { block, quoteAgeMs } = useTradeBlock(instrument.Id, quote.marketOpen);
  const reason = block ? t(blockKeys[block]) : undefined;
  const ageSeconds = quoteAgeMs === undefined ? undefined : Math.floor(quoteAgeMs / 1000);
  const { dispatch, terms } = ticket;
  // The stepper keeps its props from one price to the next and is not drawn again.
  const typeLots = useCallback((lots: string) => dispatch({ type: 'lotsTyped', lots }), [dispatch]);
  const stepLots = useCallback(
    (by: 1 | -1) => dispatch({ type: 'lotsStepped', by, terms }),
    [dispatch, terms],
  );

  const button = (side: Side) => {
    const buy = side === Side.buy;
    const kind = pending ? ticket.preview(side).pendingKind : undefined;
    const label = t(orderKindKey(side, kind, pending));
    const price = pending
      ? target?.gt(0)
        ? formatPrice(target, precision)
        : t('trade.enterPriceShort')
      : priced
        ? formatPrice(buy ? quote.ask : quote.bid, precision)
        : '--';
    return (
      <button
        type="button"
        className={`trade-button trade-button--${buy ? 'buy' : 'sell'}`}
        onClick={() => ticket.submit(side)}
        disabled={reason !== undefined || ticket.busy}
        data-testid={tid(buy ? 'buy-button' : 'sell-button')}
      >
        <span className="trade-button__label">{label}</span>
        <span className="trade-button__price num">{price}</span>
        {reason ? (
          <span
            className="trade-button__reason"
            data-testid={tid(`${buy ? 'buy' : 'sell'}-reason`)}
          >
            {reason}
          </span>
        ) : null}
      </button>
    );
  };

  return (
    <div className="trade-bar" data-testid={tid('trade-bar')} data-block={block ?? 'none'}>
      <div className="trade-bar__row">
        {button(Side.sell)}
        <div className="trade-bar__middle">
          <LotsStepper
            compact
            testIdPrefix="bar-"
            lots={ticket.state.lots}
            terms={terms}
            onType={typeLots}
            onStep={stepLots}
          />
          <span className="trade-bar__spread phrase" data-testid={tid('spread')}>
            {spread === null ? '--' : t('trade.spreadPips', { pips: spread.text })}
          </span>
        </div>
        {button(Side.buy)}
      </div>
      {reason || ageSeconds === undefined ? null : (
        <p className="trade-bar__status">
          <span className="trade-bar__live" data-testid={tid('quote-age')}>
            {t('trade.quoteAge', { seconds: ageSeconds })}
          </span>
          {ticket.oneTap ? <span className="trade-bar__one-tap">{t('trade.oneTapOn')}</span> : null}
        </p>
      )}
    </div>
  );
}
