import type { Instrument } from '@tp/contract/entities';
import { useTranslation } from 'react-i18next';
import { useTestId } from '../../ui/pane-visibility.ts';
import { TryDemoButton } from '../auth/TryDemoButton.tsx';
import type { ShownQuote } from '../market/live-quote.ts';
import { LeverageChoice } from './LeverageChoice.tsx';
import { LotsStepper } from './LotsStepper.tsx';
import { OrderActions } from './OrderActions.tsx';
import { OrderEstimates } from './OrderEstimates.tsx';
import { OrderModeSwitch } from './OrderModeSwitch.tsx';
import { OrderMode } from './order-form-state.ts';
import { StopsFields } from './StopsFields.tsx';
import { useOrderForm } from './use-order-form.ts';

type OrderFormProps = {
  instrument: Instrument;
  quote: ShownQuote;
  instruments: readonly Instrument[];
};

/**
 * Lays out the order form; its state, checks and estimates live in `useOrderForm` and the pure
 * modules it wires. Mounted per instrument (keyed by its id), so a new instrument starts afresh.
 */
export function OrderForm({ instrument, quote, instruments }: OrderFormProps) {
  const tid = useTestId();
  const { t } = useTranslation();
  const form = useOrderForm({ instrument, quote, instruments });
  const { state, dispatch, terms } = form;

  return (
    <section className="order-form" aria-label={t('trade.title')}>
      <OrderModeSwitch
        mode={state.mode}
        onChange={(mode) => dispatch({ type: 'modeChosen', mode })}
      />

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

      <OrderEstimates summary={form.summary} freeMargin={form.freeMargin} />

      <StopsFields state={state} dispatch={dispatch} />

      {form.errorMessage ? (
        <p className="form__error" role="alert" data-testid={tid('order-error')}>
          {form.errorMessage}
        </p>
      ) : null}

      <OrderActions
        quote={quote}
        pricePrecision={instrument.PricePrecision}
        busy={form.busy}
        onSubmit={form.submit}
      />

      {form.loggedIn ? null : (
        <div className="order-form__guest">
          <p className="muted">{t('trade.tryDemoToTrade')}</p>
          <TryDemoButton from="/trade" />
        </div>
      )}
    </section>
  );
}
