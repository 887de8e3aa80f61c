import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const chartTypes = ['candles', 'line', 'area'] as const;
export type ChartType = (typeof chartTypes)[number];

export const indicatorNames = ['sma', 'ema', 'bollinger', 'rsi', 'macd'] as const;
export type IndicatorName = (typeof indicatorNames)[number];

type ChartSettings = {
  type: ChartType;
  indicators: readonly IndicatorName[];
  setType: (type: ChartType) => void;
  toggleIndicator: (name: IndicatorName) => void;
};

/** How the trade screen draws its chart (type and indicators); remembered across visits. */
export const useChartSettings = create<ChartSettings>()(
  persist(
    (set) => ({
      type: 'candles',
      indicators: [],
      setType: (type) => set({ type }),
      toggleIndicator: (name) =>
        set((now) => ({
          indicators: now.indicators.includes(name)
            ? now.indicators.filter((shown) => shown !== name)
            : indicatorNames.filter((known) => known === name || now.indicators.includes(known)),
        })),
    }),
    {
      name: 'tp.chart',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ type, indicators }) => ({ type, indicators }),
      // Anything stored by hand or by an older build falls back to what this build knows.
      merge: (stored, current) => {
        const { type, indicators } = (stored ?? {}) as Partial<ChartSettings>;
        return {
          ...current,
          type: chartTypes.includes(type as ChartType) ? (type as ChartType) : current.type,
          indicators: Array.isArray(indicators)
            ? indicatorNames.filter((name) => indicators.includes(name))
            : current.indicators,
        };
      },
    },
  ),
);
