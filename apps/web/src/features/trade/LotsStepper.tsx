import type { InstrumentTerms } from '@tp/domain/instrument';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from '../../ui/icons.tsx';
import { useTestId } from '../../ui/pane-visibility.ts';
import { lotsMinusDisabled, lotsPlusDisabled } from './order-form-state.ts';

type LotsStepperProps = {
  lots: string;
  terms: InstrumentTerms;
  onType: (lots: string) => void;
  onStep: (by: 1 | -1) => void;
  /** The small stepper of the trade bar. */
  compact?: boolean;
  /** Keeps test ids apart when two steppers edit the same lots. */
  testIdPrefix?: string;
};

export const LotsStepper = memo(function LotsStepper({
  lots,
  terms,
  onType,
  onStep,
  compact = false,
  testIdPrefix = '',
}: LotsStepperProps) {
  const tid = useTestId();
  const { t } = useTranslation();
  return (
    <div className={`stepper${compact ? ' stepper--compact' : ''}`}>
      <button
        type="button"
        className="stepper__button"
        onClick={() => onStep(-1)}
        disabled={lotsMinusDisabled(lots, terms)}
        aria-label={t('trade.lotsDecrease')}
        data-testid={tid(`${testIdPrefix}lots-minus`)}
      >
        <MinusIcon />
      </button>
      <input
        className="stepper__input num"
        type="text"
        inputMode="decimal"
        value={lots}
        onChange={(event) => onType(event.target.value)}
        aria-label={t('trade.lots')}
        data-testid={tid(`${testIdPrefix}lots-input`)}
      />
      <button
        type="button"
        className="stepper__button"
        onClick={() => onStep(1)}
        disabled={lotsPlusDisabled(lots, terms)}
        aria-label={t('trade.lotsIncrease')}
        data-testid={tid(`${testIdPrefix}lots-plus`)}
      >
        <PlusIcon />
      </button>
    </div>
  );
});
