import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTestId } from '../../ui/pane-visibility.ts';
import { OrderMode } from './order-form-state.ts';

const modes = [
  { mode: OrderMode.market, labelKey: 'trade.marketOrder', testId: 'mode-market' },
  { mode: OrderMode.pending, labelKey: 'trade.pendingOrder', testId: 'mode-pending' },
] as const;

type OrderModeSwitchProps = { mode: OrderMode; onChange: (mode: OrderMode) => void };

/** Market price (1) or pending (0) order, spec §4. */
export const OrderModeSwitch = memo(function OrderModeSwitch({
  mode,
  onChange,
}: OrderModeSwitchProps) {
  const tid = useTestId();
  const { t } = useTranslation();
  return (
    <div className="segmented">
      {modes.map((item) => (
        <button
          key={item.mode}
          type="button"
          aria-pressed={mode === item.mode}
          className={`segmented__item${mode === item.mode ? ' segmented__item--active' : ''}`}
          onClick={() => onChange(item.mode)}
          data-testid={tid(item.testId)}
        >
          {t(item.labelKey)}
        </button>
      ))}
    </div>
  );
});
