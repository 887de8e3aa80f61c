import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../ui/FormError.tsx';
import { useTestId } from '../../ui/pane-visibility.ts';
import type { OrderFormAction, OrderFormState } from './order-form-state.ts';
import { StopInput } from './StopInput.tsx';

type StopsFieldsProps = {
  state: Pick<
    OrderFormState,
    'stopLossOn' | 'stopLoss' | 'takeProfitOn' | 'takeProfit' | 'trailingOn' | 'trailingPips'
  >;
  dispatch: (action: OrderFormAction) => void;
  /** What is wrong with each stop, shown under it. */
  errors?: {
    stopLoss?: string | undefined;
    takeProfit?: string | undefined;
    trailing?: string | undefined;
  };
  /** Where the trailing stop starts, said under it (translated). */
  trailingHint?: string | undefined;
};

/** No error, the same object each time: a memoised field set is not drawn again for a new `{}`. */
const noErrors = {};

/**
 * The optional take-profit, stop-loss and trailing stop of the order, each a checkbox with its
 * price (the trail's distance in pips).
 */
export const StopsFields = memo(function StopsFields({
  state,
  dispatch,
  errors = noErrors,
  trailingHint,
}: StopsFieldsProps) {
  const tid = useTestId();
  const { t } = useTranslation();
  return (
    <fieldset className="stops">
      <legend className="form-row__label">{t('trade.stopsTitle')}</legend>
      <StopInput
        label={t('trade.stopLoss')}
        checked={state.stopLossOn}
        value={state.stopLoss}
        placeholder={t('trade.stopPricePlaceholder')}
        onToggle={() => dispatch({ type: 'stopLossToggled' })}
        onChange={(price) => dispatch({ type: 'stopLossTyped', price })}
        testId="stop-loss"
      />
      <FormError
        message={errors.stopLoss ?? null}
        testId={tid('stop-loss-error')}
        field="stopLoss"
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
      <FormError
        message={errors.takeProfit ?? null}
        testId={tid('take-profit-error')}
        field="takeProfit"
      />
      <StopInput
        label={t('order.trailingStop')}
        checked={state.trailingOn}
        value={state.trailingPips}
        placeholder={t('product.pips')}
        onToggle={() => dispatch({ type: 'trailingToggled' })}
        onChange={(pips) => dispatch({ type: 'trailingTyped', pips })}
        testId="trailing"
      />
      {trailingHint && !errors.trailing ? (
        <p className="stop-field__hint muted" data-testid={tid('trailing-hint')}>
          {trailingHint}
        </p>
      ) : null}
      <FormError
        message={errors.trailing ?? null}
        testId={tid('trailing-error')}
        field="trailing"
      />
    </fieldset>
  );
});
