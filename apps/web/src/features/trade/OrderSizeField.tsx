import type { InstrumentTerms } from '@tp/domain/instrument';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../ui/FormError.tsx';
import { useTestId } from '../../ui/pane-visibility.ts';
import { LotsStepper } from './LotsStepper.tsx';
import type { OrderFormAction, OrderFormState, SizeBy } from './order-form-state.ts';

const sizes: readonly { sizeBy: SizeBy; key: 'trade.sizeByLots' | 'trade.sizeByMargin' }[] = [
  { sizeBy: 'lots', key: 'trade.sizeByLots' },
  { sizeBy: 'margin', key: 'trade.sizeByMargin' },
];

type OrderSizeFieldProps = {
  state: Pick<OrderFormState, 'sizeBy' | 'lots' | 'marginAmount'>;
  dispatch: (action: OrderFormAction) => void;
  terms: InstrumentTerms;
  /** A margin typed: the ticket works out the lots it buys at the price now. */
  onMarginTyped: (amount: string) => void;
  error: string | undefined;
};

/**
 * The order's size, typed in lots or as the margin in USD it may tie up (lots worked out from it).
 * Drawn again when the size or its error changes, not on every price.
 */
export const OrderSizeField = memo(function OrderSizeField({
  state,
  dispatch,
  terms,
  onMarginTyped,
  error,
}: OrderSizeFieldProps) {
  const tid = useTestId();
  const { t } = useTranslation();
  return (
    <div className="form-row" data-field="lots">
      <div className="form-row__head">
        <span className="form-row__label">{t('trade.lots')}</span>
        <div className="segmented segmented--small">
          {sizes.map((item) => (
            <button
              key={item.sizeBy}
              type="button"
              aria-pressed={state.sizeBy === item.sizeBy}
              className={`segmented__item${state.sizeBy === item.sizeBy ? ' segmented__item--active' : ''}`}
              onClick={() => dispatch({ type: 'sizeByChosen', sizeBy: item.sizeBy })}
              data-testid={tid(`size-by-${item.sizeBy}`)}
            >
              {t(item.key)}
            </button>
          ))}
        </div>
      </div>
      {state.sizeBy === 'lots' ? (
        <LotsStepper
          lots={state.lots}
          terms={terms}
          onType={(lots) => dispatch({ type: 'lotsTyped', lots })}
          onStep={(by) => dispatch({ type: 'lotsStepped', by, terms })}
        />
      ) : (
        <>
          <input
            className="input num"
            type="text"
            inputMode="decimal"
            value={state.marginAmount}
            placeholder={t('trade.marginAmountPlaceholder')}
            aria-label={t('trade.sizeByMargin')}
            onChange={(event) => onMarginTyped(event.target.value)}
            data-testid={tid('margin-amount-input')}
          />
          <span className="muted form-row__hint" data-testid={tid('margin-lots')}>
            {state.marginAmount === ''
              ? t('trade.marginAmountHint')
              : state.lots === ''
                ? t('trade.marginTooSmall', { min: terms.minLots.toFixed() })
                : t('trade.marginBuysLots', { lots: state.lots })}
          </span>
        </>
      )}
      <FormError message={error ?? null} testId={tid('lots-error')} />
    </div>
  );
});
