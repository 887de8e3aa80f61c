import { type InstrumentTerms, isFixedMargin } from '@tp/domain/instrument';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTestId } from '../../ui/pane-visibility.ts';

type LeverageChoiceProps = {
  terms: InstrumentTerms;
  leverage: number | undefined;
  onChoose: (leverage: number) => void;
  error?: string | undefined;
};

/** Hidden in fixed-margin mode; without options, says ordering is unavailable. */
export const LeverageChoice = memo(function LeverageChoice({
  terms,
  leverage,
  onChoose,
  error,
}: LeverageChoiceProps) {
  const tid = useTestId();
  const { t } = useTranslation();
  if (isFixedMargin(terms)) return null;
  return (
    <div className="form-row" data-field="leverage">
      <span className="form-row__label">{t('trade.leverage')}</span>
      {terms.leverageOptions.length === 0 ? (
        <p className="form__error" role="alert" data-testid={tid('leverage-missing')}>
          {t('trade.leverageNotConfigured')}
        </p>
      ) : (
        <div className="segmented segmented--wrap">
          {terms.leverageOptions.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={value === leverage}
              className={`segmented__item${value === leverage ? ' segmented__item--active' : ''}`}
              onClick={() => onChoose(value)}
              data-testid={tid(`leverage-${value}`)}
            >
              {/* Isolated so the sign stays before the number in a right-to-left page. */}
              <span className="num">×{value}</span>
            </button>
          ))}
        </div>
      )}
      {error && terms.leverageOptions.length > 0 ? (
        <p className="form__error" role="alert" data-testid={tid('leverage-error')}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
