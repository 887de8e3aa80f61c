import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const chartTypes = ['candles', 'line', 'area'] as const;
export type ChartType = (typeof chartTypes)[number];

export const indicatorNames = ['sma', 'ema', 'bollinger', 'rsi', 'macd'] as const;
export type IndicatorName = (typeof indicatorNames)[number];

/** The indicators drawn over a number of candles the trader sets, and the numbers they start at. */
export const periodIndicators = ['sma', 'ema', 'bollinger', 'rsi'] as const;
export type PeriodIndicator = (typeof periodIndicators)[number];
/** MACD's fast and slow averages and its signal line, in candles. */
export type MacdPeriods = Readonly<{ fast: number; slow: number; signal: number }>;
export const macdParts = ['fast', 'slow', 'signal'] as const;
export type IndicatorPeriods = Readonly<Record<PeriodIndicator, number> & { macd: MacdPeriods }>;
export const defaultIndicatorPeriods: IndicatorPeriods = {
  sma: 20,
  ema: 50,
  bollinger: 20,
  rsi: 14,
  macd: { fast: 12, slow: 26, signal: 9 },
};

/** Whole candles: the chart holds about 500, and an average over more would draw almost nothing. */
export const indicatorPeriodMin = 2;
export const indicatorPeriodMax = 200;

export const indicatorPeriodValid = (period: unknown): period is number =>
  Number.isInteger(period) &&
  (period as number) >= indicatorPeriodMin &&
  (period as number) <= indicatorPeriodMax;

/** Each within the bounds, and the fast average over fewer candles than the slow one. */
export const macdPeriodsValid = (periods: Partial<Record<string, unknown>>): boolean =>
  indicatorPeriodValid(periods.fast) &&
  indicatorPeriodValid(periods.slow) &&
  indicatorPeriodValid(periods.signal) &&
  periods.fast < periods.slow;

export const isPeriodIndicator = (name: IndicatorName): name is PeriodIndicator =>
  (periodIndicators as readonly string[]).includes(name);

/** Drawn over the prices themselves; RSI and MACD have panes of their own below them. */
export const isPriceOverlay = (name: IndicatorName): boolean =>
  name === 'sma' || name === 'ema' || name === 'bollinger';

type ChartSettings = {
  type: ChartType;
  indicators: readonly IndicatorName[];
  periods: IndicatorPeriods;
  setType: (type: ChartType) => void;
  toggleIndicator: (name: IndicatorName) => void;
  /** A period outside the bounds changes nothing. */
  setIndicatorPeriod: (name: PeriodIndicator, period: number) => void;
  /** MACD's three periods; any out of bounds, or a fast one not shorter than the slow, change nothing. */
  setMacdPeriods: (periods: MacdPeriods) => void;
};

/** The stored periods the bounds allow, each other one at its default. */
function knownPeriods(stored: unknown): IndicatorPeriods {
  const given = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const periods = { ...defaultIndicatorPeriods };
  for (const name of periodIndicators) {
    const period = given[name];
    if (indicatorPeriodValid(period)) periods[name] = period;
  }
  const macd = given.macd;
  if (macd && typeof macd === 'object' && macdPeriodsValid(macd as Record<string, unknown>)) {
    const { fast, slow, signal } = macd as MacdPeriods;
    periods.macd = { fast, slow, signal };
  }
  return periods;
}

/** How the trade screen draws its chart (type, indicators and their periods); remembered across visits. */
export const useChartSettings = create<ChartSettings>()(
  persist(
    (set) => ({
      type: 'candles',
      indicators: [],
      periods: defaultIndicatorPeriods,
      setType: (type) => set({ type }),
      toggleIndicator: (name) =>
        set((now) => ({
          indicators: now.indicators.includes(name)
            ? now.indicators.filter((shown) => shown !== name)
            : indicatorNames.filter((known) => known === name || now.indicators.includes(known)),
        })),
      setIndicatorPeriod: (name, period) => {
        if (!indicatorPeriodValid(period)) return;
        set((now) => ({ periods: { ...now.periods, [name]: period } }));
      },
      setMacdPeriods: (macd) => {
        if (!macdPeriodsValid(macd)) return;
        set((now) => ({ periods: { ...now.periods, macd } }));
      },
    }),
    {
      name: 'tp.chart',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ type, indicators, periods }) => ({ type, indicators, periods }),
      // Anything stored by hand or by an older build falls back to what this build knows.
      merge: (stored, current) => {
        const { type, indicators, periods } = (stored ?? {}) as Partial<ChartSettings>;
        return {
          ...current,
          periods: knownPeriods(periods),
          type: chartTypes.includes(type as ChartType) ? (type as ChartType) : current.type,
          indicators: Array.isArray(indicators)
            ? indicatorNames.filter((name) => indicators.includes(name))
            : current.indicators,
        };
      },
    },
  ),
);
