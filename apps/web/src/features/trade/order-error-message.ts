import type { Decimal } from '@tp/domain/decimal';
import type { InstrumentTerms } from '@tp/domain/instrument';
import { formatPrice } from '@tp/domain/money';
import type { Quote } from '@tp/domain/quote';
import { Side } from '@tp/domain/side';
import type { TFunction } from 'i18next';
import type { TranslationKey } from '../../i18n/i18n.ts';
import type { OrderFormError } from './order-form-errors.ts';
import type { OrderFormState } from './order-form-state.ts';
import { parseAmount } from './parse-amount.ts';

type StopKind = 'stopLoss' | 'takeProfit';

/**
 * The price a stop has to clear, by the domain's stops rule: a buy's stops sit either side of
 * the bid it is valued at, a sell's either side of the ask.
 */
export function stopBound(
  kind: StopKind,
  side: Side,
  quote: Quote,
): { key: TranslationKey; price: Decimal } {
  if (side === Side.buy) {
    const key = kind === 'stopLoss' ? 'trade.stopLossBelow' : 'trade.takeProfitAbove';
    return { key, price: quote.bid };
  }
  const key = kind === 'stopLoss' ? 'trade.stopLossAbove' : 'trade.takeProfitBelow';
  return { key, price: quote.ask };
}

type MessageContext = {
  terms: InstrumentTerms;
  state: Pick<OrderFormState, 'side' | 'stopLoss' | 'takeProfit'> &
    Partial<Pick<OrderFormState, 'lots'>>;
  quote: Quote | undefined;
};

/** The translated message of a form error; a stop on the wrong side says which price to clear. */
export function orderErrorMessage(
  t: TFunction,
  error: OrderFormError,
  { terms, state, quote }: MessageContext,
): string {
  if (error === 'invalidLots') {
    const lots = parseAmount(state.lots ?? '');
    if (terms.maxLots !== null && lots?.gt(terms.maxLots)) {
      return t('trade.lotsAboveMax', { max: terms.maxLots.toFixed() });
    }
    return t('trade.invalidLots', { min: terms.minLots.toFixed(), step: terms.lotStep.toFixed() });
  }
  if (error === 'invalidStopLoss' || error === 'invalidTakeProfit') {
    const kind: StopKind = error === 'invalidStopLoss' ? 'stopLoss' : 'takeProfit';
    const level = parseAmount(kind === 'stopLoss' ? state.stopLoss : state.takeProfit);
    // A level of 0 or less is invalid whatever the price, so it keeps the plain message.
    if (quote && level?.gt(0)) {
      const bound = stopBound(kind, state.side, quote);
      return t(bound.key, { price: formatPrice(bound.price, terms.pricePrecision) });
    }
  }
  return t(`trade.${error}`);
}
