import type { Instrument } from '@tp/contract/entities';
import { dec } from '@tp/domain/decimal';
import { isFixedMargin } from '@tp/domain/instrument';
import { formatBalance, formatMargin, formatPrice } from '@tp/domain/money';
import { Side } from '@tp/domain/side';
import { useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { loginPath } from '../../app/navigator.ts';
import { useAccountLive } from '../../realtime/use-realtime.ts';
import { useSession } from '../../session/session-store.ts';
import { useTestId } from '../../ui/pane-visibility.ts';
import { toast } from '../../ui/toast-store.ts';
import { TryDemoButton } from '../auth/TryDemoButton.tsx';
import { domainQuote, type ShownQuote } from '../market/live-quote.ts';
import { instrumentTerms } from './instrument-terms.ts';
import { LeverageChoice } from './LeverageChoice.tsx';
import { LotsStepper } from './LotsStepper.tsx';
import { orderErrorMessage } from './order-error-message.ts';
import { getOrderFormErrors } from './order-form-errors.ts';
import { initialOrderForm, OrderMode, orderFormReducer } from './order-form-state.ts';
import { orderFormSummary } from './order-form-summary.ts';
import { orderRequest } from './order-request.ts';
import { StopInput } from './StopInput.tsx';
import { useBasicInfo } from './use-basic-info.ts';
import { useQuoteToUsd } from './use-quote-to-usd.ts';
import { useSubmitOrder } from './use-submit-order.ts';

type OrderFormProps = {
  instrument: Instrument;
  quote: ShownQuote;
  instruments: readonly Instrument[];
};

/**
 * Wires the pure reducer, summary and checks to inputs; React holds no trading rule of its own.
 * Mounted per instrument (keyed by its id), so a new instrument starts a fresh form.
 */
export function OrderForm({ instrument, quote, instruments }: OrderFormProps) {
  const tid = useTestId();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useSession((s) => s.token !== null);
  const terms = useMemo(() => instrumentTerms(instrument), [instrument]);
  const [state, dispatch] = useReducer(orderFormReducer, terms, initialOrderForm);
  const [attempted, setAttempted] = useState(false);
  const feeType = useBasicInfo().data?.trade_fee_type ?? 1;
  const quoteToUsd = useQuoteToUsd(instrument.QuoteCurrency, instruments);
  const account = useAccountLive();
  const submitOrder = useSubmitOrder();

  const market = { terms, quote: domainQuote(quote), quoteToUsd, feeType };
  const context = {
    ...market,
    marketOpen: quote.marketOpen,
    freeMargin: account ? dec(account.FreeMargin) : undefined,
  };
  const summary = orderFormSummary(state, market);
  const errors = getOrderFormErrors(state, context);
  const shownError = attempted ? errors.find((error) => error !== 'marketClosed') : undefined;

  const submit = (side: Side) => {
    if (!loggedIn) {
      navigate(loginPath('/trade'));
      return;
    }
    const sided = orderFormReducer(state, { type: 'sideChosen', side });
    dispatch({ type: 'sideChosen', side });
    const problems = getOrderFormErrors(sided, context);
    const first = problems[0];
    if (first) {
      setAttempted(true);
      toast(orderErrorMessage(t, first, terms));
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

  const busy = submitOrder.isPending;
  const closed = !quote.marketOpen;
  const precision = instrument.PricePrecision;

  return (
    <section className="order-form" aria-label={t('trade.title')}>
      <div className="segmented">
        {[OrderMode.market, OrderMode.pending].map((mode) => (
          <button
            key={mode}
            type="button"
            aria-pressed={state.mode === mode}
            className={`segmented__item${state.mode === mode ? ' segmented__item--active' : ''}`}
            onClick={() => dispatch({ type: 'modeChosen', mode })}
            data-testid={tid(mode === OrderMode.market ? 'mode-market' : 'mode-pending')}
          >
            {mode === OrderMode.market ? t('trade.marketOrder') : t('trade.pendingOrder')}
          </button>
        ))}
      </div>

      {state.mode === OrderMode.pending ? (
        <label className="form-row">
          <span className="form-row__label">{t('trade.targetPrice')}</span>
          <input
            className="input num"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={state.targetPrice}
            placeholder={t('trade.targetPricePlaceholder')}
            onChange={(event) => dispatch({ type: 'targetPriceTyped', price: event.target.value })}
            data-testid={tid('target-price-input')}
          />
        </label>
      ) : null}

      <div className="form-row">
        <span className="form-row__label">{t('trade.lots')}</span>
        <LotsStepper
          lots={state.lots}
          terms={terms}
          onType={(lots) => dispatch({ type: 'lotsTyped', lots })}
          onStep={(by) => dispatch({ type: 'lotsStepped', by, terms })}
        />
      </div>

      <LeverageChoice
        terms={terms}
        leverage={state.leverage}
        onChoose={(leverage) => dispatch({ type: 'leverageChosen', leverage })}
      />

      <dl className="estimates">
        <div>
          <dt>{t('trade.estimatedMargin')}</dt>
          <dd className="num" data-testid={tid('est-margin')}>
            {summary ? formatMargin(summary.margin) : '--'}
          </dd>
        </div>
        <div>
          <dt>{t('trade.estimatedFee')}</dt>
          <dd className="num" data-testid={tid('est-fee')}>
            {summary ? formatMargin(summary.fee) : '--'}
          </dd>
        </div>
        {account ? (
          <div>
            <dt>{t('trade.freeMargin')}</dt>
            <dd className="num" data-testid={tid('free-margin')}>
              {formatBalance(account.FreeMargin)}
            </dd>
          </div>
        ) : null}
      </dl>

      <StopInput
        label={t('trade.stopLoss')}
        checked={state.stopLossOn}
        value={state.stopLoss}
        placeholder={t('trade.stopPricePlaceholder')}
        onToggle={() => dispatch({ type: 'stopLossToggled' })}
        onChange={(price) => dispatch({ type: 'stopLossTyped', price })}
        testId="stop-loss"
      />
      <StopInput
        label={t('trade.takeProfit')}
        checked={state.takeProfitOn}
        value={state.takeProfit}
        placeholder={t('trade.stopPricePlaceholder')}
        onToggle={() => dispatch({ type: 'takeProfitToggled' })}
        onChange={(price) => dispatch({ type: 'takeProfitTyped', price })}
        testId="take-profit"
      />

      {shownError ? (
        <p className="form__error" role="alert" data-testid={tid('order-error')}>
          {orderErrorMessage(t, shownError, terms)}
        </p>
      ) : null}

      <div className="order-form__actions">
        <button
          type="button"
          className="trade-button trade-button--buy"
          onClick={() => submit(Side.buy)}
          disabled={closed || busy}
          data-testid={tid('buy-button')}
        >
          <span>{t('trade.buyLong')}</span>
          <span className="num">{formatPrice(quote.ask, precision)}</span>
        </button>
        <button
          type="button"
          className="trade-button trade-button--sell"
          onClick={() => submit(Side.sell)}
          disabled={closed || busy}
          data-testid={tid('sell-button')}
        >
          <span>{t('trade.sellShort')}</span>
          <span className="num">{formatPrice(quote.bid, precision)}</span>
        </button>
      </div>

      {loggedIn ? null : (
        <div className="order-form__guest">
          <p className="muted">{t('trade.tryDemoToTrade')}</p>
          <TryDemoButton from="/trade" />
        </div>
      )}
    </section>
  );
}
