import type { Candle } from '@tp/contract/entities';
import {
  AreaSeries,
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  LineSeries,
  LineStyle,
  type SeriesType,
  type TickMarkType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { type LineScale, type PriceRange, scaledRange } from './chart-scale.ts';
import {
  type ChartType,
  defaultIndicatorPeriods,
  type IndicatorName,
  type IndicatorPeriods,
} from './chart-settings-store.ts';
import { createTickLabels } from './chart-time-labels.ts';
import { type IndicatorLabels, indicatorColors } from './indicator-looks.ts';
import { bollinger, ema, macd, rsi, type Series, sma } from './indicators.ts';

/** A price line the trade screen asks for: an order's entry, stop or target. */
export type ChartLineSpec = {
  id: string;
  price: number;
  color: string;
  style: 'solid' | 'dashed' | 'dotted';
  draggable: boolean;
  /** Whether the price scale makes room for the line always or only when it is near. */
  scale: LineScale;
  /** The label at a price: the line's own, or the one it is being dragged to. */
  label: (price: number) => string;
};

/** The chart the trade screen drives; lightweight-charts stays behind this in its own chunk. */
export type CandleChart = {
  setCandles(candles: readonly Candle[], pricePrecision: number): void;
  /** Applies the forming candle; one older than the last shown is ignored. */
  update(candle: Candle): void;
  setType(type: ChartType): void;
  /**
   * The indicators shown, the averages and bands over the trader's periods; RSI and MACD name
   * their panes with `labels` beside their last values.
   */
  setIndicators(
    names: readonly IndicatorName[],
    periods: IndicatorPeriods,
    labels: IndicatorLabels,
  ): void;
  /** Shows exactly these lines (a dragged line not confirmed goes back this way). */
  setLines(lines: readonly ChartLineSpec[]): void;
  /** Called when a draggable line is let go at a new price. */
  onLineDrop(handler: (id: string, price: number) => void): void;
  dispose(): void;
};

const token = (name: string, fallback: string): string =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

type Bar = { time: UTCTimestamp; open: number; high: number; low: number; close: number };

const toBar = (candle: Candle): Bar => ({
  time: candle.Time as UTCTimestamp,
  open: candle.Open,
  high: candle.High,
  low: candle.Low,
  close: candle.Close,
});

const lineStyles = { solid: LineStyle.Solid, dashed: LineStyle.Dashed, dotted: LineStyle.Dotted };

/** How near (CSS px) a pointer must come to a line to take it: a finger needs more. */
const grabDistance = (pointerType: string) => (pointerType === 'touch' ? 18 : 8);

const colors = indicatorColors;

/** An indicator's series and how each takes its values from the closes. */
type Drawn = {
  series: ISeriesApi<SeriesType>;
  values: (closes: number[]) => Series;
  histogram?: boolean;
};

/** `locale`: the trader's language, for the months' names under the chart. */
export function createCandleChart(container: HTMLElement, locale: string): CandleChart {
  const up = token('--up', '#18c48f');
  const down = token('--down', '#f0495b');
  const grid = token('--border', '#242e42');
  const accent = token('--accent', '#3d8bfd');
  const tickLabel = createTickLabels(locale);
  const chart: IChartApi = createChart(container, {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: token('--text-muted', '#8a96ab'),
      attributionLogo: false,
      panes: { separatorColor: grid },
    },
    grid: { vertLines: { color: grid }, horzLines: { color: grid } },
    rightPriceScale: { borderColor: grid },
    timeScale: {
      borderColor: grid,
      // A few empty bars after the last: room for the forming candle to grow into and for the
      // last time label, which would otherwise be cut at the price scale.
      rightOffset: 4,
      timeVisible: true,
      secondsVisible: false,
      // Candle times are Unix seconds; anything else falls back to the library's own label.
      tickMarkFormatter: (time: Time, kind: TickMarkType) =>
        typeof time === 'number' ? tickLabel(time, kind) : null,
    },
    crosshair: { mode: 0 },
  });
  let type: ChartType = 'candles';
  let precision = 5;
  let bars: Bar[] = [];
  let indicatorNames: readonly IndicatorName[] = [];
  let periods: IndicatorPeriods = defaultIndicatorPeriods;
  let labels: IndicatorLabels | undefined;
  let drawn: Drawn[] = [];
  let lineSpecs: readonly ChartLineSpec[] = [];
  let shownLines = new Map<string, { spec: ChartLineSpec; line: IPriceLine }>();
  let dropHandler: (id: string, price: number) => void = () => {};

  const priceFormat = () => ({
    type: 'price' as const,
    precision,
    minMove: 10 ** -precision,
  });

  const makeMain = (): ISeriesApi<SeriesType> => {
    if (type === 'line') return chart.addSeries(LineSeries, { color: accent, lineWidth: 2 });
    if (type === 'area') {
      return chart.addSeries(AreaSeries, {
        lineColor: accent,
        topColor: `${accent}55`,
        bottomColor: `${accent}05`,
        lineWidth: 2,
      });
    }
    return chart.addSeries(CandlestickSeries, {
      upColor: up,
      downColor: down,
      borderUpColor: up,
      borderDownColor: down,
      wickUpColor: up,
      wickDownColor: down,
    });
  };
  let main = makeMain();

  const mainPoint = (bar: Bar) => (type === 'candles' ? bar : { time: bar.time, value: bar.close });
  const closes = () => bars.map((bar) => bar.close);
  const points = (values: Series, histogram = false) =>
    bars.flatMap((bar, i) => {
      const value = values[i];
      if (value === null || value === undefined) return [];
      return histogram
        ? [{ time: bar.time, value, color: value >= 0 ? up : down }]
        : [{ time: bar.time, value }];
    });

  const drawMain = () => {
    main.applyOptions({ priceFormat: priceFormat() });
    main.setData(bars.map(mainPoint));
  };

  /** The price scale takes in the order lines too, so a stop far from the price stays in view. */
  const withLines = () => ({
    autoscaleInfoProvider: (original: () => { priceRange: PriceRange | null } | null) => {
      const found = original();
      if (!found?.priceRange || lineSpecs.length === 0) return found;
      return { ...found, priceRange: scaledRange(found.priceRange, lineSpecs) };
    },
  });

  const drawLines = () => {
    main.applyOptions(withLines());
    for (const { line } of shownLines.values()) main.removePriceLine(line);
    shownLines = new Map(
      lineSpecs.map((spec) => [
        spec.id,
        {
          spec,
          line: main.createPriceLine({
            price: spec.price,
            color: spec.color,
            lineStyle: lineStyles[spec.style],
            lineWidth: spec.draggable ? 2 : 1,
            axisLabelVisible: true,
            title: spec.label(spec.price),
          }),
        },
      ]),
    );
  };

  const drawIndicators = () => {
    for (const { series } of drawn) chart.removeSeries(series);
    drawn = [];
    const overlay = (color: string, values: Drawn['values'], width: 1 | 2 = 2) => {
      const series = chart.addSeries(LineSeries, {
        color,
        lineWidth: width,
        priceLineVisible: false,
        lastValueVisible: false,
        crosshairMarkerVisible: false,
        priceFormat: priceFormat(),
      });
      drawn.push({ series, values });
    };
    let pane = 0;
    for (const name of indicatorNames) {
      if (name === 'sma') overlay(colors.sma, (c) => sma(c, periods.sma));
      if (name === 'ema') overlay(colors.ema, (c) => ema(c, periods.ema));
      if (name === 'bollinger') {
        overlay(colors.bollinger, (c) => bollinger(c, periods.bollinger).upper, 1);
        overlay(colors.bollinger, (c) => bollinger(c, periods.bollinger).middle, 1);
        overlay(colors.bollinger, (c) => bollinger(c, periods.bollinger).lower, 1);
      }
      if (name === 'rsi') {
        pane += 1;
        const series = chart.addSeries(
          LineSeries,
          { color: colors.rsi, lineWidth: 1, priceLineVisible: false, title: labels?.rsi ?? '' },
          pane,
        );
        series.createPriceLine({
          price: 70,
          color: grid,
          lineStyle: LineStyle.Dashed,
          axisLabelVisible: false,
          title: '',
        });
        series.createPriceLine({
          price: 30,
          color: grid,
          lineStyle: LineStyle.Dashed,
          axisLabelVisible: false,
          title: '',
        });
        drawn.push({ series, values: (c) => rsi(c, periods.rsi) });
      }
      if (name === 'macd') {
        pane += 1;
        const format = {
          type: 'price' as const,
          precision: precision + 1,
          minMove: 10 ** -(precision + 1),
        };
        const histogram = chart.addSeries(
          HistogramSeries,
          { priceLineVisible: false, lastValueVisible: false, priceFormat: format },
          pane,
        );
        const line = chart.addSeries(
          LineSeries,
          {
            color: colors.macd,
            lineWidth: 1,
            priceLineVisible: false,
            title: labels?.macd ?? '',
            priceFormat: format,
          },
          pane,
        );
        const signal = chart.addSeries(
          LineSeries,
          {
            color: colors.signal,
            lineWidth: 1,
            priceLineVisible: false,
            lastValueVisible: false,
            priceFormat: format,
          },
          pane,
        );
        const macdOf = (c: readonly number[]) =>
          macd(c, periods.macd.fast, periods.macd.slow, periods.macd.signal);
        drawn.push({ series: histogram, values: (c) => macdOf(c).histogram, histogram: true });
        drawn.push({ series: line, values: (c) => macdOf(c).macd });
        drawn.push({ series: signal, values: (c) => macdOf(c).signal });
      }
    }
    // The price pane keeps most of the height; each lower pane a quarter of it.
    for (const [index, p] of chart.panes().entries()) p.setStretchFactor(index === 0 ? 4 : 1);
    fillIndicators();
  };

  const fillIndicators = () => {
    const c = closes();
    for (const { series, values, histogram } of drawn) series.setData(points(values(c), histogram));
  };

  // Dragging a line: the pointer is taken before the chart sees it, so the chart does not pan.
  let dragging: { id: string; line: IPriceLine; spec: ChartLineSpec; price: number } | null = null;
  const yOf = (event: PointerEvent) => event.clientY - container.getBoundingClientRect().top;
  const lineNear = (y: number, pointerType: string) => {
    let best: { id: string; distance: number } | null = null;
    for (const [id, { spec }] of shownLines) {
      if (!spec.draggable) continue;
      const at = main.priceToCoordinate(spec.price);
      if (at === null) continue;
      const distance = Math.abs(at - y);
      if (distance <= grabDistance(pointerType) && (!best || distance < best.distance)) {
        best = { id, distance };
      }
    }
    return best?.id;
  };
  const roundPrice = (price: number) => Number(price.toFixed(precision));

  const onPointerDown = (event: PointerEvent) => {
    const id = lineNear(yOf(event), event.pointerType);
    const shown = id ? shownLines.get(id) : undefined;
    if (!id || !shown) return;
    event.preventDefault();
    event.stopPropagation();
    chart.applyOptions({ handleScroll: false, handleScale: false });
    container.setPointerCapture?.(event.pointerId);
    dragging = { id, line: shown.line, spec: shown.spec, price: shown.spec.price };
    container.dataset.dragging = id;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!dragging) {
      if (event.pointerType === 'mouse') {
        const near = lineNear(yOf(event), 'mouse');
        container.style.cursor = near ? 'ns-resize' : '';
        if (near) container.dataset.hoverLine = near;
        else delete container.dataset.hoverLine;
      }
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    const raw = main.coordinateToPrice(yOf(event));
    if (raw === null || !(raw > 0)) return;
    dragging.price = roundPrice(raw);
    dragging.line.applyOptions({
      price: dragging.price,
      title: dragging.spec.label(dragging.price),
    });
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!dragging) return;
    event.preventDefault();
    event.stopPropagation();
    const { id, price, spec } = dragging;
    dragging = null;
    delete container.dataset.dragging;
    chart.applyOptions({ handleScroll: true, handleScale: true });
    if (price !== spec.price) dropHandler(id, price);
  };
  /** The browser took the gesture back (a scroll, a call): nothing is dropped, the line goes back. */
  const onPointerCancel = () => {
    if (!dragging) return;
    dragging = null;
    delete container.dataset.dragging;
    chart.applyOptions({ handleScroll: true, handleScale: true });
    drawLines();
  };
  const onTouchMove = (event: TouchEvent) => {
    if (dragging) event.preventDefault();
  };
  container.addEventListener('pointerdown', onPointerDown, { capture: true });
  container.addEventListener('pointermove', onPointerMove, { capture: true });
  container.addEventListener('pointerup', onPointerUp, { capture: true });
  container.addEventListener('pointercancel', onPointerCancel, { capture: true });
  container.addEventListener('touchmove', onTouchMove, { capture: true, passive: false });

  return {
    setCandles(candles, pricePrecision) {
      precision = pricePrecision;
      bars = [...candles].sort((a, b) => a.Time - b.Time).map(toBar);
      drawMain();
      drawIndicators();
      chart.timeScale().scrollToRealTime();
    },
    update(candle) {
      const last = bars.at(-1);
      if (last && candle.Time < last.time) return;
      const bar = toBar(candle);
      if (last && last.time === bar.time) bars[bars.length - 1] = bar;
      else bars.push(bar);
      main.update(mainPoint(bar));
      const c = closes();
      for (const { series, values, histogram } of drawn) {
        const value = values(c).at(-1);
        if (value === null || value === undefined) continue;
        series.update(
          histogram
            ? { time: bar.time, value, color: value >= 0 ? up : down }
            : { time: bar.time, value },
        );
      }
    },
    setType(next) {
      if (next === type) return;
      type = next;
      for (const { line } of shownLines.values()) main.removePriceLine(line);
      shownLines = new Map();
      chart.removeSeries(main);
      main = makeMain();
      drawMain();
      drawLines();
    },
    setIndicators(names, nextPeriods, nextLabels) {
      const same =
        names.length === indicatorNames.length &&
        names.every((n, i) => n === indicatorNames[i]) &&
        nextPeriods === periods &&
        nextLabels.rsi === labels?.rsi &&
        nextLabels.macd === labels?.macd;
      if (same && drawn.length > 0) return;
      indicatorNames = names;
      periods = nextPeriods;
      labels = nextLabels;
      drawIndicators();
    },
    setLines(lines) {
      lineSpecs = lines;
      if (!dragging) drawLines();
    },
    onLineDrop(handler) {
      dropHandler = handler;
    },
    dispose() {
      container.removeEventListener('pointerdown', onPointerDown, { capture: true });
      container.removeEventListener('pointermove', onPointerMove, { capture: true });
      container.removeEventListener('pointerup', onPointerUp, { capture: true });
      container.removeEventListener('pointercancel', onPointerCancel, { capture: true });
      container.removeEventListener('touchmove', onTouchMove, { capture: true });
      chart.remove();
    },
  };
}
