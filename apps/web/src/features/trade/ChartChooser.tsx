import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/i18n.ts';
import { IndicatorsIcon } from '../../ui/icons.tsx';
import { useTestId } from '../../ui/pane-visibility.ts';
import { useEscapeKey } from '../../ui/use-escape-key.ts';
import {
  type ChartType,
  chartTypes,
  type IndicatorName,
  indicatorNames,
  useChartSettings,
} from './chart-settings-store.ts';

const typeLabels: Record<ChartType, TranslationKey> = {
  candles: 'trade.chartCandles',
  line: 'trade.chartLine',
  area: 'trade.chartArea',
};

const indicatorLabels: Record<IndicatorName, TranslationKey> = {
  sma: 'trade.indicatorSma',
  ema: 'trade.indicatorEma',
  bollinger: 'trade.indicatorBollinger',
  rsi: 'trade.indicatorRsi',
  macd: 'trade.indicatorMacd',
};

/** The chart's type and indicators, behind one small button at the end of the period bar. */
export function ChartChooser() {
  const tid = useTestId();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const type = useChartSettings((s) => s.type);
  const indicators = useChartSettings((s) => s.indicators);
  const setType = useChartSettings((s) => s.setType);
  const toggle = useChartSettings((s) => s.toggleIndicator);
  useEscapeKey(open, () => setOpen(false));
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const option = (pressed: boolean, label: TranslationKey, onClick: () => void, testId: string) => (
    <button
      key={testId}
      type="button"
      aria-pressed={pressed}
      className={`chart-chooser__option${pressed ? ' chart-chooser__option--on' : ''}`}
      onClick={onClick}
      data-testid={tid(testId)}
    >
      {t(label)}
    </button>
  );

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
              option(each === type, typeLabels[each], () => setType(each), `chart-type-${each}`),
            )}
          </div>
          <span className="chart-chooser__heading muted">{t('trade.indicators')}</span>
          <div className="chart-chooser__options">
            {indicatorNames.map((name) =>
              option(
                indicators.includes(name),
                indicatorLabels[name],
                () => toggle(name),
                `indicator-${name}`,
              ),
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
