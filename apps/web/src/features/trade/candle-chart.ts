import type { Candle } from '@tp/contract/entities';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';

/** The chart the trade screen drives; lightweight-charts stays behind this in its own chunk. */
export type CandleChart = {
  setCandles(candles: readonly Candle[], pricePrecision: number): void;
  /** Applies the forming candle; one older than the last shown is ignored. */
  update(candle: Candle): void;
  dispose(): void;
};

const token = (name: string, fallback: string): string =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

const toBar = (candle: Candle) => ({
  time: candle.Time as UTCTimestamp,
  open: candle.Open,
  high: candle.High,
  low: candle.Low,
  close: candle.Close,
});

export function createCandleChart(container: HTMLElement): CandleChart {
  const up = token('--up', '#18c48f');
  const down = token('--down', '#f0495b');
  const grid = token('--border', '#242e42');
  const chart: IChartApi = createChart(container, {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: token('--text-muted', '#8a96ab'),
      attributionLogo: false,
    },
    grid: { vertLines: { color: grid }, horzLines: { color: grid } },
    rightPriceScale: { borderColor: grid },
    timeScale: { borderColor: grid, timeVisible: true, secondsVisible: false },
    crosshair: { mode: 0 },
  });
  const series: ISeriesApi<'Candlestick'> = chart.addSeries(CandlestickSeries, {
    upColor: up,
    downColor: down,
    borderUpColor: up,
    borderDownColor: down,
    wickUpColor: up,
    wickDownColor: down,
  });
  let lastTime = 0;

  return {
    setCandles(candles, pricePrecision) {
      series.applyOptions({
        priceFormat: { type: 'price', precision: pricePrecision, minMove: 10 ** -pricePrecision },
      });
      const sorted = [...candles].sort((a, b) => a.Time - b.Time);
      series.setData(sorted.map(toBar));
      lastTime = sorted.at(-1)?.Time ?? 0;
      chart.timeScale().scrollToRealTime();
    },
    update(candle) {
      if (candle.Time < lastTime) return;
      series.update(toBar(candle));
      lastTime = candle.Time;
    },
    dispose() {
      chart.remove();
    },
  };
}
