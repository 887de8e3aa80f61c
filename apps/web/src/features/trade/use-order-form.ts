import type { Instrument } from '@tp/contract/entities';
import { dec } from '@tp/domain/decimal';
import { isFixedMargin } from '@tp/domain/instrument';
import type { Side } from '@tp/domain/side';
import { useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { loginPath } from '../../app/navigator.ts';
import { useAccountLive } from '../../realtime/use-realtime.ts';
import { useSession } from '../../session/session-store.ts';
import { toast } from '../../ui/toast-store.ts';
import { domainQuote, type ShownQuote } from '../market/live-quote.ts';
import { instrumentTerms } from './instrument-terms.ts';
import { orderErrorMessage } from './order-error-message.ts';
import { getOrderFormErrors, type OrderFormContext } from './order-form-errors.ts';
import { initialOrderForm, type OrderFormState, orderFormReducer } from './order-form-state.ts';
import { orderFormSummary } from './order-form-summary.ts';
import { orderRequest } from './order-request.ts';
import { useBasicInfo } from './use-basic-info.ts';
import { useQuoteToUsd } from './use-quote-to-usd.ts';
import { useSubmitOrder } from './use-submit-order.ts';

type UseOrderFormInput = {
  instrument: Instrument;
  quote: ShownQuote;
  instruments: readonly Instrument[];
};

/**
 * The order form's state and its one action, placing the order: the reducer, the summary and
 * the checks are pure; this hook feeds them the market and the account and sends the order.
 */
export function useOrderForm({ instrument, quote, instruments }: UseOrderFormInput) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useSession((s) => s.token !== null);
  const terms = useMemo(() => instrumentTerms(instrument), [instrument]);
  const [state, dispatch] = useReducer(orderFormReducer, terms, initialOrderForm);
  const [attempted, setAttempted] = useState(false);
  const feeType = useBasicInfo().data?.trade_fee_type;
  const quoteToUsd = useQuoteToUsd(instrument.QuoteCurrency, instruments);
  const account = useAccountLive();
  const submitOrder = useSubmitOrder();

  const market = { terms, quote: domainQuote(quote), quoteToUsd, feeType };
  const context: OrderFormContext = {
    ...market,
    marketOpen: quote.marketOpen,
    freeMargin: account ? dec(account.FreeMargin) : undefined,
  };
  const message = (error: Parameters<typeof orderErrorMessage>[1], of: OrderFormState) =>
    orderErrorMessage(t, error, { terms, state: of, quote: market.quote });
  // A closed market already shows on the disabled buttons; the line below them says why.
  const shownError = attempted
    ? getOrderFormErrors(state, context).find((error) => error !== 'marketClosed')
    : undefined;

  const submit = (side: Side) => {
    if (!loggedIn) {
      navigate(loginPath('/trade'));
      return;
    }
    const sided = orderFormReducer(state, { type: 'sideChosen', side });
    dispatch({ type: 'sideChosen', side });
    const first = getOrderFormErrors(sided, context)[0];
    if (first) {
      setAttempted(true);
      toast(message(first, sided));
      return;
    }
    // The same id goes with every retry of this order, so a lost answer never doubles it.
    const intentId = sided.intentId ?? crypto.randomUUID();
    dispatch({ type: 'intentMade', id: intentId });
    submitOrder.mutate(orderRequest(sided, instrument.Id, isFixedMargin(terms), intentId), {
      onSuccess: () => {
        dispatch({ type: 'submitted' });
        setAttempted(false);
      },
      onError: (error) => {
        if (error instanceof ApiError) dispatch({ type: 'submitted' });
      },
    });
  };

  return {
    terms,
    state,
    dispatch,
    summary: orderFormSummary(state, market),
    errorMessage: shownError ? message(shownError, state) : undefined,
    freeMargin: account?.FreeMargin,
    loggedIn,
    busy: submitOrder.isPending,
    submit,
  };
}
