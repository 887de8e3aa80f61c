import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/i18n.ts';
import { FormError } from '../../ui/FormError.tsx';
import { IndicatorsIcon } from '../../ui/icons.tsx';
import { useTestId } from '../../ui/pane-visibility.ts';
import { useEscapeKey } from '../../ui/use-escape-key.ts';
import {
  type ChartType,
  chartTypes,
  type IndicatorName,
  indicatorNames,
  indicatorPeriodMax,
  indicatorPeriodMin,
  indicatorPeriodValid,
  isPeriodIndicator,
  macdParts,
  macdPeriodsValid,
  type PeriodIndicator,
  useChartSettings,
} from './chart-settings-store.ts';
import { indicatorLabel } from './indicator-looks.ts';

const typeLabels: Record<ChartType, TranslationKey> = {
  candles: 'trade.chartCandles',
  line: 'trade.chartLine',
  area: 'trade.chartArea',
};

/** The chart's type and indicators, behind one small button at the end of the period bar. */
export function ChartChooser() {
  const tid = useTestId();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const type = useChartSettings((s) => s.type);
  const indicators = useChartSettings((s) => s.indicators);
  const periods = useChartSettings((s) => s.periods);
  const setType = useChartSettings((s) => s.setType);
  const toggle = useChartSettings((s) => s.toggleIndicator);
  const labelOf = (name: IndicatorName) => indicatorLabel(t, name, periods);
  useEscapeKey(open, () => setOpen(false));
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const option = (pressed: boolean, label: string, onClick: () => void, testId: string) => (
    <button
      key={testId}
      type="button"
      aria-pressed={pressed}
      className={`chart-chooser__option${pressed ? ' chart-chooser__option--on' : ''}`}
      onClick={onClick}
      data-testid={tid(testId)}
    >
      {label}
    </button>
  );
  const withPeriods = indicators.filter(isPeriodIndicator);
  const withAnyPeriod = withPeriods.length > 0 || indicators.includes('macd');

  return (
    <div className="chart-chooser" ref={root}>
      <button
        type="button"
        className={`period-bar__item chart-chooser__toggle${indicators.length > 0 || type !== 'candles' ? ' period-bar__item--active' : ''}`}
        aria-expanded={open}
        aria-label={t('trade.chartSettings')}
        title={t('trade.chartSettings')}
        onClick={() => setOpen(!open)}
        data-testid={tid('chart-chooser')}
      >
        <IndicatorsIcon width={18} height={18} />
      </button>
      {open ? (
        <div className="chart-chooser__menu" data-testid={tid('chart-chooser-menu')}>
          <span className="chart-chooser__heading muted">{t('trade.chartType')}</span>
          <div className="chart-chooser__options">
            {chartTypes.map((each) =>
              option(each === type, t(typeLabels[each]), () => setType(each), `chart-type-${each}`),
            )}
          </div>
          <span className="chart-chooser__heading muted">{t('trade.indicators')}</span>
          <div className="chart-chooser__options">
            {indicatorNames.map((name) =>
              option(
                indicators.includes(name),
                labelOf(name),
                () => toggle(name),
                `indicator-${name}`,
              ),
            )}
          </div>
          {withAnyPeriod ? (
            <>
              <span className="chart-chooser__heading muted">{t('trade.indicatorPeriod')}</span>
              {withPeriods.map((name) => (
                <PeriodInput key={name} name={name} label={labelOf(name)} />
              ))}
              {indicators.includes('macd') ? <MacdInputs label={labelOf('macd')} /> : null}
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** A period as typed: digits only (no sign, point or exponent), within the bounds. */
function periodTyped(text: string): number | undefined {
  const digits = text.trim();
  const period = Number(digits);
  return /^\d{1,3}$/.test(digits) && indicatorPeriodValid(period) ? period : undefined;
}

/**
 * One number of candles: every valid number typed is handed to `apply` at once, which answers
 * why it refused it (or null); anything else is marked with the range and changes nothing.
 */
function PeriodField({
  label,
  period,
  apply,
  testId,
}: {
  label: string;
  period: number;
  apply: (period: number) => string | null;
  testId: string;
}) {
  const tid = useTestId();
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const text = draft ?? String(period);
  const typed = periodTyped(text);
  const error =
    typed === undefined
      ? t('trade.indicatorPeriodRange', {
          min: String(indicatorPeriodMin),
          max: String(indicatorPeriodMax),
        })
      : refusal;
  return (
    <div className="chart-chooser__period">
      <label className="chart-chooser__period-row">
        <span>{label}</span>
        <input
          className="input num chart-chooser__period-input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          value={text}
          aria-invalid={error !== null}
          onChange={(event) => {
            setDraft(event.target.value);
            const value = periodTyped(event.target.value);
            setRefusal(value === undefined ? null : apply(value));
          }}
          onBlur={() => {
            setDraft(null);
            setRefusal(null);
          }}
          data-testid={tid(testId)}
        />
      </label>
      <FormError message={error} testId={tid(`${testId}-error`)} />
    </div>
  );
}

/** The number of candles an average, the bands or RSI is drawn over. */
function PeriodInput({ name, label }: { name: PeriodIndicator; label: string }) {
  const period = useChartSettings((s) => s.periods[name]);
  const setPeriod = useChartSettings((s) => s.setIndicatorPeriod);
  return (
    <PeriodField
      label={label}
      period={period}
      apply={(value) => {
        setPeriod(name, value);
        return null;
      }}
      testId={`indicator-period-${name}`}
    />
  );
}

const macdPartLabels = {
  fast: 'trade.indicatorMacdFast',
  slow: 'trade.indicatorMacdSlow',
  signal: 'trade.indicatorMacdSignal',
} as const satisfies Record<(typeof macdParts)[number], TranslationKey>;

/** MACD's fast and slow averages and its signal line, under its label. */
function MacdInputs({ label }: { label: string }) {
  const { t } = useTranslation();
  const macd = useChartSettings((s) => s.periods.macd);
  const setMacd = useChartSettings((s) => s.setMacdPeriods);
  return (
    <div className="chart-chooser__period-group">
      <span className="chart-chooser__period-name">{label}</span>
      {macdParts.map((part) => (
        <PeriodField
          key={part}
          label={t(macdPartLabels[part])}
          period={macd[part]}
          apply={(value) => {
            const next = { ...macd, [part]: value };
            if (!macdPeriodsValid(next)) return t('trade.indicatorMacdOrder');
            setMacd(next);
            return null;
          }}
          testId={`indicator-period-macd-${part}`}
        />
      ))}
    </div>
  );
}
