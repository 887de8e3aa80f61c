import { useTranslation } from 'react-i18next';
import { FormError } from '../../ui/FormError.tsx';
import { useTestId } from '../../ui/pane-visibility.ts';
import type { OrderFormAction, OrderFormState } from './order-form-state.ts';
import { StopInput } from './StopInput.tsx';

type StopsFieldsProps = {
  state: Pick<OrderFormState, 'stopLossOn' | 'stopLoss' | 'takeProfitOn' | 'takeProfit'>;
  dispatch: (action: OrderFormAction) => void;
  /** What is wrong with each stop, shown under it. */
  errors?: { stopLoss?: string | undefined; takeProfit?: string | undefined };
};

/** The optional take-profit and stop-loss of the order, each a checkbox with its price. */
export function StopsFields({ state, dispatch, errors = {} }: StopsFieldsProps) {
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
    </fieldset>
  );
}
