import type { InstrumentTerms } from '@tp/domain/instrument';
import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from '../../ui/icons.tsx';
import { useTestId } from '../../ui/pane-visibility.ts';
import { lotsMinusDisabled, lotsPlusDisabled } from './order-form-state.ts';

type LotsStepperProps = {
  lots: string;
  terms: InstrumentTerms;
  onType: (lots: string) => void;
  onStep: (by: 1 | -1) => void;
};

export function LotsStepper({ lots, terms, onType, onStep }: LotsStepperProps) {
  const tid = useTestId();
  const { t } = useTranslation();
  return (
    <div className="stepper">
      <button
        type="button"
        className="stepper__button"
        onClick={() => onStep(-1)}
        disabled={lotsMinusDisabled(lots, terms)}
        aria-label={t('trade.lotsDecrease')}
        data-testid={tid('lots-minus')}
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
        data-testid={tid('lots-input')}
      />
      <button
        type="button"
        className="stepper__button"
        onClick={() => onStep(1)}
        disabled={lotsPlusDisabled(lots, terms)}
        aria-label={t('trade.lotsIncrease')}
        data-testid={tid('lots-plus')}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
