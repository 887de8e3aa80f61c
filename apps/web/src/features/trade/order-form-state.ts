import type { InstrumentTerms } from '@tp/domain/instrument';
import { lotsStepDownBlocked, lotsStepUpBlocked, stepLots as stepLotsFrom } from '@tp/domain/lots';
import { ExpireType } from '@tp/domain/order-expiry';
import { Side } from '@tp/domain/side';
import { parseAmount } from './parse-amount.ts';

/** Form mode of spec §4: market price (1) or pending (0, needs a target price). */
export const OrderMode = { pending: 0, market: 1 } as const;
export type OrderMode = (typeof OrderMode)[keyof typeof OrderMode];

/** The order's size is typed in lots, or as the margin (USD) it may tie up. */
export type SizeBy = 'lots' | 'margin';

export type OrderFormState = {
  side: Side;
  mode: OrderMode;
  /** Inputs stay text while typed; the summary and the checks parse them. */
  lots: string;
  sizeBy: SizeBy;
  /** The margin typed when sizing by margin; `lots` holds the lots it buys. */
  marginAmount: string;
  leverage: number | undefined;
  targetPrice: string;
  /** How long a pending order rests: good till cancelled, end of day or a date. */
  expireType: ExpireType;
  /** The date of a date expiry, as the `datetime-local` input holds it (the trader's local time). */
  expireAt: string;
  stopLossOn: boolean;
  stopLoss: string;
  takeProfitOn: boolean;
  takeProfit: string;
  /** A trailing stop from the fill on, its distance typed in pips. */
  trailingOn: boolean;
  trailingPips: string;
  /** Idempotency id of the order being placed: kept for a retry, dropped when the order changes. */
  intentId: string | null;
};

export type OrderFormAction =
  | { type: 'instrumentChanged'; terms: InstrumentTerms }
  | { type: 'sideChosen'; side: Side }
  | { type: 'modeChosen'; mode: OrderMode }
  | { type: 'lotsTyped'; lots: string }
  | { type: 'sizeByChosen'; sizeBy: SizeBy }
  /** A margin amount typed, with the lots it buys worked out by the domain ('' when none). */
  | { type: 'marginTyped'; amount: string; lots: string }
  | { type: 'lotsStepped'; by: 1 | -1; terms: InstrumentTerms }
  | { type: 'leverageChosen'; leverage: number }
  | { type: 'targetPriceTyped'; price: string }
  /** `suggested` fills an empty date when the date choice is made (this time tomorrow). */
  | { type: 'expireTypeChosen'; expireType: ExpireType; suggested?: string }
  | { type: 'expireAtTyped'; at: string }
  | { type: 'stopLossToggled' }
  | { type: 'stopLossTyped'; price: string }
  | { type: 'takeProfitToggled' }
  | { type: 'takeProfitTyped'; price: string }
  | { type: 'trailingToggled' }
  | { type: 'trailingTyped'; pips: string }
  | { type: 'intentMade'; id: string }
  | { type: 'submitted' };

export function initialOrderForm(terms?: InstrumentTerms): OrderFormState {
  return {
    side: Side.buy,
    mode: OrderMode.market,
    lots: terms ? terms.minLots.toFixed() : '',
    sizeBy: 'lots',
    marginAmount: '',
    leverage: terms?.leverageOptions[0],
    targetPrice: '',
    expireType: ExpireType.goodTillCancelled,
    expireAt: '',
    stopLossOn: false,
    stopLoss: '',
    takeProfitOn: false,
    takeProfit: '',
    trailingOn: false,
    trailingPips: '',
    intentId: null,
  };
}

/** Spec §5: the minus control is disabled at or below the step (and where a step would go under the minimum). */
export function lotsMinusDisabled(lots: string, terms: InstrumentTerms): boolean {
  const current = parseAmount(lots);
  return current === undefined || lotsStepDownBlocked(current, terms);
}

export function lotsPlusDisabled(lots: string, terms: InstrumentTerms): boolean {
  const current = parseAmount(lots);
  return current !== undefined && lotsStepUpBlocked(current, terms);
}

/** One step up or down (`stepLots` of the domain), from the minimum when nothing valid is typed. */
export function stepLots(lots: string, by: 1 | -1, terms: InstrumentTerms): string {
  return stepLotsFrom(parseAmount(lots) ?? terms.minLots, by, terms).toFixed();
}

/** Every change to what would be ordered makes it a new order, so the idempotency id goes. */
const edited = (state: OrderFormState, change: Partial<OrderFormState>): OrderFormState => ({
  ...state,
  ...change,
  intentId: null,
});

export function orderFormReducer(state: OrderFormState, action: OrderFormAction): OrderFormState {
  switch (action.type) {
    case 'instrumentChanged':
      return initialOrderForm(action.terms);
    case 'sideChosen':
      return action.side === state.side ? state : edited(state, { side: action.side });
    case 'modeChosen':
      return action.mode === state.mode ? state : edited(state, { mode: action.mode });
    case 'lotsTyped':
      return edited(state, { lots: action.lots, marginAmount: '' });
    case 'sizeByChosen':
      return action.sizeBy === state.sizeBy
        ? state
        : { ...state, sizeBy: action.sizeBy, marginAmount: '' };
    case 'marginTyped':
      return edited(state, { marginAmount: action.amount, lots: action.lots });
    case 'lotsStepped':
      if (action.by < 0 && lotsMinusDisabled(state.lots, action.terms)) return state;
      if (action.by > 0 && lotsPlusDisabled(state.lots, action.terms)) return state;
      return edited(state, {
        lots: stepLots(state.lots, action.by, action.terms),
        marginAmount: '',
      });
    case 'leverageChosen':
      return edited(state, { leverage: action.leverage });
    case 'targetPriceTyped':
      return edited(state, { targetPrice: action.price });
    case 'expireTypeChosen':
      if (action.expireType === state.expireType) return state;
      return edited(state, {
        expireType: action.expireType,
        expireAt: state.expireAt === '' ? (action.suggested ?? '') : state.expireAt,
      });
    case 'expireAtTyped':
      return edited(state, { expireAt: action.at });
    case 'stopLossToggled':
      return edited(state, { stopLossOn: !state.stopLossOn });
    case 'stopLossTyped':
      return edited(state, { stopLoss: action.price });
    case 'takeProfitToggled':
      return edited(state, { takeProfitOn: !state.takeProfitOn });
    case 'takeProfitTyped':
      return edited(state, { takeProfit: action.price });
    case 'trailingToggled':
      return edited(state, { trailingOn: !state.trailingOn });
    case 'trailingTyped':
      return edited(state, { trailingPips: action.pips });
    case 'intentMade':
      return { ...state, intentId: action.id };
    case 'submitted':
      return { ...state, intentId: null };
  }
}
