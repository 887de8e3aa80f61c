import type { Instrument, Order } from '@tp/contract/entities';
import { dec } from '@tp/domain/decimal';
import { isFixedMargin } from '@tp/domain/instrument';
import type { OrderEstimate } from '@tp/domain/order-check';
import { type PendingKind, pendingKind } from '@tp/domain/pending-order';
import { lotsForMargin, pipValue } from '@tp/domain/pips';
import { entryPrice } from '@tp/domain/quote';
import type { Side } from '@tp/domain/side';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { loginPath } from '../../app/navigator.ts';
import { tradeBlockNow } from '../../realtime/use-connection.ts';
import { useAccountLive } from '../../realtime/use-realtime.ts';
import { useSession } from '../../session/session-store.ts';
import { useLatestCallback } from '../../ui/use-latest-callback.ts';
import { useStoredFlag } from '../../ui/use-stored-flag.ts';
import { domainQuote, type ShownQuote } from '../market/live-quote.ts';
import { instrumentTerms } from './instrument-terms.ts';
import { orderErrorMessage } from './order-error-message.ts';
import { getOrderFormErrors, type OrderFormContext } from './order-form-errors.ts';
import { errorsByField, type OrderField } from './order-form-fields.ts';
import {
  initialOrderForm,
  type OrderFormState,
  OrderMode,
  orderFormReducer,
} from './order-form-state.ts';
import { orderFormSummary } from './order-form-summary.ts';
import { orderRequest } from './order-request.ts';
import { type TrailingHint, trailingHint, trailingHintMessage } from './order-trailing.ts';
import { parseAmount } from './parse-amount.ts';
import { useBasicInfo } from './use-basic-info.ts';
import { useQuoteToUsd } from './use-quote-to-usd.ts';
import { useSubmitOrder } from './use-submit-order.ts';

type UseOrderFormInput = {
  instrument: Instrument;
  quote: ShownQuote;
  instruments: readonly Instrument[];
};

/** The order as it would go out on one side: what the confirmation shows. */
export type OrderPreview = {
  side: Side;
  state: OrderFormState;
  estimate: OrderEstimate | undefined;
  /** A pending order's kind by its target against the price now; undefined for a market order. */
  pendingKind: PendingKind | undefined;
  /** Where a trailing stop typed starts the order's stop-loss (now, or at the fill). */
  trailing: TrailingHint;
};

/** The one-tap choice is the browser's: a trader turns it on once, after its notice. */
export const oneTapKey = 'tp.oneTapTrading';

/**
 * The order ticket's state and its one action, placing the order: the reducer, the summary and
 * the checks are pure; this hook feeds them the market and the account, asks for confirmation
 * (unless one-tap is on) and sends the order.
 */
export function useOrderForm({ instrument, quote, instruments }: UseOrderFormInput) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useSession((s) => s.token !== null);
  const terms = useMemo(() => instrumentTerms(instrument), [instrument]);
  const [state, dispatch] = useReducer(orderFormReducer, terms, initialOrderForm);
  const [attempted, setAttempted] = useState(false);
  /** Moves on at each refused tap, so the ticket brings the first field to fix into view. */
  const [focusRequest, setFocusRequest] = useState(0);
  const [confirming, setConfirming] = useState<Side | null>(null);
  const [lastOrder, setLastOrder] = useState<Order | null>(null);
  const [oneTap, toggleOneTap] = useStoredFlag(oneTapKey);
  const feeType = useBasicInfo().data?.trade_fee_type;
  const quoteToUsd = useQuoteToUsd(instrument.QuoteCurrency, instruments);
  const account = useAccountLive();
  const submitOrder = useSubmitOrder();

  const market = { terms, quote: domainQuote(quote), quoteToUsd, feeType };
  const context: OrderFormContext = {
    ...market,
    marketOpen: quote.marketOpen,
    freeMargin: account ? dec(account.FreeMargin) : undefined,
    now: new Date(),
  };
  const message = (error: Parameters<typeof orderErrorMessage>[1], of: OrderFormState) =>
    orderErrorMessage(t, error, { terms, state: of, quote: market.quote });
  // A closed market, a lost connection or an old price show on the buttons themselves.
  const shownErrors = attempted
    ? errorsByField(getOrderFormErrors(state, context).filter((e) => e !== 'marketClosed'))
    : {};
  const fieldErrors: Partial<Record<OrderField, string>> = {};
  for (const [field, error] of Object.entries(shownErrors)) {
    fieldErrors[field as OrderField] = message(error, state);
  }
  const firstErrorField = Object.keys(shownErrors)[0] as OrderField | undefined;

  const preview = (side: Side): OrderPreview => {
    const sided = orderFormReducer(state, { type: 'sideChosen', side });
    const target = parseAmount(state.targetPrice);
    return {
      side,
      state: sided,
      estimate: orderFormSummary(sided, market),
      pendingKind:
        state.mode === OrderMode.pending && target?.gt(0) && market.quote
          ? pendingKind(side, target, market.quote)
          : undefined,
      trailing: trailingHint(sided, market.quote, terms.pricePrecision),
    };
  };

  const send = (side: Side) => {
    const sided = orderFormReducer(state, { type: 'sideChosen', side });
    // The same id goes with every retry of this order, so a lost answer never doubles it.
    const intentId = sided.intentId ?? crypto.randomUUID();
    dispatch({ type: 'sideChosen', side });
    dispatch({ type: 'intentMade', id: intentId });
    const ordered = {
      id: instrument.Id,
      fixedMargin: isFixedMargin(terms),
      pricePrecision: terms.pricePrecision,
    };
    submitOrder.mutate(orderRequest(sided, ordered, intentId), {
      onSuccess: (order) => {
        dispatch({ type: 'submitted' });
        setAttempted(false);
        setLastOrder(order);
      },
      onError: (error) => {
        if (error instanceof ApiError) dispatch({ type: 'submitted' });
      },
    });
  };

  const submit = useLatestCallback((side: Side) => {
    if (!loggedIn) {
      navigate(loginPath('/trade'));
      return;
    }
    // The bar's buttons are off while trading is blocked; a tap that still came is checked now.
    if (tradeBlockNow(instrument.Id, quote.marketOpen)) return;
    const sided = orderFormReducer(state, { type: 'sideChosen', side });
    dispatch({ type: 'sideChosen', side });
    if (getOrderFormErrors(sided, context).length > 0) {
      setAttempted(true);
      setFocusRequest((n) => n + 1);
      return;
    }
    if (oneTap) send(side);
    else setConfirming(side);
  });

  const confirm = useLatestCallback(() => {
    if (confirming === null) return;
    const side = confirming;
    setConfirming(null);
    if (getOrderFormErrors(orderFormReducer(state, { type: 'sideChosen', side }), context).length) {
      // The price moved while the trader read: the fields say what no longer holds.
      setAttempted(true);
      setFocusRequest((n) => n + 1);
      return;
    }
    send(side);
  });

  /** A margin typed: the most lots it buys at the price the order would open at now. */
  const typeMargin = useLatestCallback((amount: string) => {
    const margin = parseAmount(amount);
    const price = market.quote ? entryPrice(state.side, market.quote) : undefined;
    const leverage = isFixedMargin(terms) ? undefined : state.leverage;
    const lots =
      margin && price && quoteToUsd && (leverage !== undefined || isFixedMargin(terms))
        ? lotsForMargin({ margin, terms, price, quoteToUsd, leverage })
        : undefined;
    dispatch({ type: 'marginTyped', amount, lots: lots?.toFixed() ?? '' });
  });
  const cancelConfirm = useCallback(() => setConfirming(null), []);
  const dismissLastOrder = useCallback(() => setLastOrder(null), []);

  const lots = parseAmount(state.lots);
  return {
    terms,
    state,
    dispatch,
    summary: orderFormSummary(state, market),
    /** USD a pip moves the order by; undefined until lots and the conversion are known. */
    pipValue: lots?.gt(0) && quoteToUsd ? pipValue({ lots, terms, quoteToUsd }) : undefined,
    fieldErrors,
    trailingHint: trailingHintMessage(
      t,
      trailingHint(state, market.quote, terms.pricePrecision),
      terms.pricePrecision,
    ),
    firstErrorField,
    focusRequest,
    freeMargin: account?.FreeMargin,
    loggedIn,
    busy: submitOrder.isPending,
    oneTap,
    toggleOneTap,
    preview,
    submit,
    typeMargin,
    confirming: confirming === null ? null : preview(confirming),
    confirm,
    cancelConfirm,
    lastOrder,
    dismissLastOrder,
  };
}

export type OrderTicket = ReturnType<typeof useOrderForm>;
