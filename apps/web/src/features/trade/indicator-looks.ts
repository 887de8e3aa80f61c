import type { TFunction } from 'i18next';
import type { TranslationKey } from '../../i18n/i18n.ts';
import {
  type IndicatorName,
  type IndicatorPeriods,
  indicatorNames,
  isPeriodIndicator,
} from './chart-settings-store.ts';

/** Each indicator's line colour on the chart, and the colour of MACD's signal line. */
export const indicatorColors: Readonly<Record<IndicatorName | 'signal', string>> = {
  sma: '#f3b63f',
  ema: '#3d8bfd',
  bollinger: '#a78bfa',
  rsi: '#f3b63f',
  macd: '#3d8bfd',
  signal: '#f3b63f',
};

const labelKeys: Record<IndicatorName, TranslationKey> = {
  sma: 'trade.indicatorSma',
  ema: 'trade.indicatorEma',
  bollinger: 'trade.indicatorBollinger',
  rsi: 'trade.indicatorRsi',
  macd: 'trade.indicatorMacd',
};

/** The indicator's name with the numbers of candles it is drawn over ("SMA 20", "MACD 12, 26, 9"). */
export function indicatorLabel(
  t: TFunction,
  name: IndicatorName,
  periods: IndicatorPeriods,
): string {
  if (isPeriodIndicator(name)) return t(labelKeys[name], { period: String(periods[name]) });
  const { fast, slow, signal } = periods.macd;
  return t(labelKeys[name], { fast: String(fast), slow: String(slow), signal: String(signal) });
}

export type IndicatorLabels = Readonly<Record<IndicatorName, string>>;

/** Every indicator's label in the trader's language, for the chart to name its panes. */
export function indicatorLabels(t: TFunction, periods: IndicatorPeriods): IndicatorLabels {
  return Object.fromEntries(
    indicatorNames.map((name) => [name, indicatorLabel(t, name, periods)]),
  ) as Record<IndicatorName, string>;
}
