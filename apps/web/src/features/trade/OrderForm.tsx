import type { Instrument } from '@tp/contract/entities';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../ui/FormError.tsx';
import { useTestId } from '../../ui/pane-visibility.ts';
import { TryDemoButton } from '../auth/TryDemoButton.tsx';
import { useShownQuote } from '../market/use-live-quote.ts';
import { ExpiryField } from './ExpiryField.tsx';
import { LastOrderCard } from './LastOrderCard.tsx';
import { LeverageChoice } from './LeverageChoice.tsx';
import { OneTapSwitch } from './OneTapSwitch.tsx';
import { OrderConfirmSheet } from './OrderConfirmSheet.tsx';
import { OrderEstimates } from './OrderEstimates.tsx';
import { OrderModeSwitch } from './OrderModeSwitch.tsx';
import { OrderSizeField } from './OrderSizeField.tsx';
import { type OrderFormState, OrderMode } from './order-form-state.ts';
import { StopsFields } from './StopsFields.tsx';
import { TradeBar } from './TradeBar.tsx';
import { type OrderTicket, useOrderForm } from './use-order-form.ts';

type OrderFormProps = {
  instrument: Instrument;
  instruments: readonly Instrument[];
};

/**
 * Lays out the order ticket; its state, checks and estimates live in `useOrderForm` and the pure
 * modules it wires. The trade bar (sell, lots, buy) stays on screen; the rest of the ticket
 * scrolls above it. Mounted per instrument (keyed by its id), so a new instrument starts afresh;
 * it follows the instrument's quote itself, for the prices and estimates it shows.
 */
export function OrderForm({ instrument, instruments }: OrderFormProps) {
  const quote = useShownQuote(instrument);
  const tid = useTestId();
  const { t } = useTranslation();
  const ticket = useOrderForm({ instrument, quote, instruments });
  const { state, dispatch, terms, fieldErrors } = ticket;
  const formRef = useRef<HTMLElement>(null);
  useFocusFirstError(formRef, ticket);
  // The fields that do not show the price keep their props from one price to the next, so
  // a push redraws the estimates and the bar, not the whole ticket.
  const chooseMode = useCallback(
    (mode: OrderFormState['mode']) => dispatch({ type: 'modeChosen', mode }),
    [dispatch],
  );
  const chooseLeverage = useCallback(
    (leverage: number) => dispatch({ type: 'leverageChosen', leverage }),
    [dispatch],
  );
  const { stopLoss, takeProfit, trailing } = fieldErrors;
  const stopErrors = useMemo(
    () => ({ stopLoss, takeProfit, trailing }),
    [stopLoss, takeProfit, trailing],
  );

  return (
    <section className="order-form" aria-label={t('trade.title')} ref={formRef}>
      <OrderModeSwitch mode={state.mode} onChange={chooseMode} />

      {state.mode === OrderMode.pending ? (
        <label className="form-row" data-field="targetPrice">
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
          <FormError message={fieldErrors.targetPrice ?? null} testId={tid('target-price-error')} />
        </label>
      ) : null}
      {state.mode === OrderMode.pending ? <ExpiryField ticket={ticket} /> : null}

      <OrderSizeField
        state={state}
        dispatch={dispatch}
        terms={terms}
        onMarginTyped={ticket.typeMargin}
        error={fieldErrors.lots}
      />

      <LeverageChoice
        terms={terms}
        leverage={state.leverage}
        onChoose={chooseLeverage}
        error={fieldErrors.leverage}
      />

      <OrderEstimates
        summary={ticket.summary}
        freeMargin={ticket.freeMargin}
        pipValue={ticket.pipValue}
      />

      <StopsFields
        state={state}
        dispatch={dispatch}
        errors={stopErrors}
        trailingHint={ticket.trailingHint}
      />

      <FormError message={fieldErrors.order ?? null} testId={tid('order-error')} field="order" />

      {ticket.loggedIn ? (
        <OneTapSwitch on={ticket.oneTap} onToggle={ticket.toggleOneTap} />
      ) : (
        <div className="order-form__guest">
          <p className="muted">{t('trade.tryDemoToTrade')}</p>
          <TryDemoButton from="/trade" />
        </div>
      )}

      {ticket.lastOrder ? (
        <LastOrderCard order={ticket.lastOrder} onDismiss={ticket.dismissLastOrder} />
      ) : null}

      <TradeBar instrument={instrument} quote={quote} ticket={ticket} />

      <OrderConfirmSheet
        instrument={instrument}
        preview={ticket.confirming}
        onConfirm={ticket.confirm}
        onCancel={ticket.cancelConfirm}
      />
    </section>
  );
}

/** After a refused tap, the first field to fix comes into view and takes the focus. */
function useFocusFirstError(
  formRef: React.RefObject<HTMLElement | null>,
  ticket: Pick<OrderTicket, 'focusRequest' | 'firstErrorField'>,
) {
  const { focusRequest, firstErrorField } = ticket;
  const field = useRef(firstErrorField);
  field.current = firstErrorField;
  useEffect(() => {
    if (focusRequest === 0 || !field.current) return;
    const place = formRef.current?.querySelector<HTMLElement>(`[data-field="${field.current}"]`);
    if (!place) return;
    place.scrollIntoView({ block: 'center', behavior: 'smooth' });
    // A stop's error follows its input; a row holds its own; the order's error has none.
    const holder =
      field.current === 'order'
        ? null
        : place.matches('.form__error')
          ? place.previousElementSibling
          : place;
    holder
      ?.querySelector<HTMLElement>('input:not([type="checkbox"])')
      ?.focus({ preventScroll: true });
  }, [focusRequest, formRef]);
}
