import { useQuery } from '@tanstack/react-query';
import type { ChartPeriod, Instrument } from '@tp/contract/entities';
import { languageLocales } from '@tp/contract/languages';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call.ts';
import { useKline } from '../../realtime/use-realtime.ts';
import { useSession } from '../../session/session-store.ts';
import { usePaintedOnce } from '../../ui/after-paint.ts';
import { CloseIcon, ExpandIcon } from '../../ui/icons.tsx';
import { useTestId } from '../../ui/pane-visibility.ts';
import { useEscapeKey } from '../../ui/use-escape-key.ts';
import { whenIdle } from '../../ui/when-idle.ts';
import { ChartOrderLines } from './ChartOrderLines.tsx';
import type { CandleChart } from './candle-chart.ts';
import { isPriceOverlay, useChartSettings } from './chart-settings-store.ts';
import { indicatorColors, indicatorLabel, indicatorLabels } from './indicator-looks.ts';
import { PeriodBar } from './PeriodBar.tsx';

type ChartPanelProps = {
  instrument: Instrument;
  period: ChartPeriod;
  /** The period chosen on the bar the chart carries over the whole screen. */
  onPeriodChange: (period: ChartPeriod) => void;
  onFullScreenChange: (full: boolean) => void;
};

/** The longest the chart waits for an idle moment. */
const chartIdleTimeoutMs = 500;

/** Loads the chart library on first use, the period's history over HTTP, then the live candle. */
export function ChartPanel({
  instrument,
  period,
  onPeriodChange,
  onFullScreenChange,
}: ChartPanelProps) {
  const tid = useTestId();
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<CandleChart | null>(null);
  const type = useChartSettings((s) => s.type);
  const indicators = useChartSettings((s) => s.indicators);
  const periods = useChartSettings((s) => s.periods);
  const labels = useMemo(() => indicatorLabels(t, periods), [t, periods]);
  // The chart's code and history are fetched once the screen around it has been painted: on a
  // slow network they would otherwise share it with the prices the trader opened the screen for.
  const painted = usePaintedOnce();
  const history = useQuery({
    queryKey: ['kline', instrument.Id, period],
    queryFn: ({ signal }) => call('kline', { forex_id: instrument.Id, period }, { signal }),
    staleTime: 0,
    enabled: painted,
  });
  const forming = useKline(instrument.Code)?.[period];
  const [shownData, setShownData] = useState<unknown>(null);
  const [full, setFull] = useFullScreen(panel);
  useEffect(() => onFullScreenChange(full), [full, onFullScreenChange]);
  const signedIn = useSession((s) => s.token !== null);

  // What the chart shows when it is made, from the latest render: it is made and filled in one
  // stretch of work and drawn once, not drawn empty and again with its candles.
  const latest = useRef({
    type,
    indicators,
    periods,
    labels,
    history: history.data,
    precision: instrument.PricePrecision,
  });
  latest.current = {
    type,
    indicators,
    periods,
    labels,
    history: history.data,
    precision: instrument.PricePrecision,
  };
  /** The history the chart was last filled with. */
  const filledWith = useRef<unknown>(null);
  // Latched: a new period or instrument keeps the chart while its history loads.
  const [historyArrived, setHistoryArrived] = useState(false);
  if (!historyArrived && history.data !== undefined) setHistoryArrived(true);

  // The library's chunk is fetched beside the history; the chart is made once its history is
  // here, when the browser is next idle, so that it is not drawn in the same stretch of work as the
  // screen around it (the panel keeps its size meanwhile, so nothing moves when it appears).
  const chunk = useMemo(() => (painted ? import('./candle-chart.ts') : null), [painted]);
  useEffect(() => {
    if (!historyArrived || !chunk) return;
    let disposed = false;
    let made: CandleChart | null = null;
    const cancelIdle = whenIdle(() => {
      void chunk.then(({ createCandleChart }) => {
        if (disposed || !container.current) return;
        made = createCandleChart(container.current, languageLocales[useSession.getState().lang]);
        const shown = latest.current;
        made.setType(shown.type);
        made.setIndicators(shown.indicators, shown.periods, shown.labels);
        if (shown.history) {
          made.setCandles(shown.history, shown.precision);
          filledWith.current = shown.history;
          setShownData(shown.history);
        }
        setChart(made);
      });
    }, chartIdleTimeoutMs);
    return () => {
      disposed = true;
      cancelIdle();
      made?.dispose();
      filledWith.current = null;
      setChart(null);
    };
  }, [chunk, historyArrived]);

  useEffect(() => chart?.setType(type), [chart, type]);
  useEffect(
    () => chart?.setIndicators(indicators, periods, labels),
    [chart, indicators, periods, labels],
  );

  useEffect(() => {
    if (!chart || !history.data || filledWith.current === history.data) return;
    chart.setCandles(history.data, instrument.PricePrecision);
    filledWith.current = history.data;
    setShownData(history.data);
  }, [chart, history.data, instrument.PricePrecision]);

  useEffect(() => {
    if (chart && forming && shownData === history.data) chart.update(forming);
  }, [chart, forming, shownData, history.data]);

  const loading = !chart || history.isPending;
  return (
    <div
      ref={panel}
      className={`chart-panel${full ? ' chart-panel--full' : ''}`}
      data-testid={tid('chart-panel')}
    >
      <div ref={container} className="chart-panel__canvas" data-testid={tid('chart')} />
      {loading ? <div className="chart-panel__loading muted">{t('trade.chartLoading')}</div> : null}
      {full ? (
        <div className="chart-panel__bar">
          <span className="chart-panel__title">{instrument.ShowCode}</span>
          <PeriodBar period={period} onChange={onPeriodChange} />
        </div>
      ) : null}
      <button
        type="button"
        className="chart-panel__full icon-button"
        onClick={() => setFull(!full)}
        aria-label={t(full ? 'trade.exitFullScreen' : 'trade.fullScreen')}
        title={t(full ? 'trade.exitFullScreen' : 'trade.fullScreen')}
        data-testid={tid(full ? 'chart-exit-full' : 'chart-full')}
      >
        {full ? <CloseIcon /> : <ExpandIcon />}
      </button>
      {chart ? <IndicatorLegend /> : null}
      {chart && signedIn ? <ChartOrderLines chart={chart} instrument={instrument} /> : null}
    </div>
  );
}

/** The indicators drawn over the prices, each named in its line's colour. */
function IndicatorLegend() {
  const { t } = useTranslation();
  const tid = useTestId();
  const indicators = useChartSettings((s) => s.indicators);
  const periods = useChartSettings((s) => s.periods);
  const overlays = indicators.filter(isPriceOverlay);
  if (overlays.length === 0) return null;
  return (
    <ul className="chart-panel__legend" data-testid={tid('chart-legend')}>
      {overlays.map((name) => (
        <li key={name} style={{ color: indicatorColors[name] }}>
          {indicatorLabel(t, name, periods)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The chart over the whole screen: the browser's full screen where it has one (and landscape on
 * a phone that allows locking it), else the panel fixed over the page, which takes the landscape
 * width by itself when the phone is turned. Escape, the button or leaving full screen end it.
 */
function useFullScreen(
  panel: React.RefObject<HTMLDivElement | null>,
): [boolean, (on: boolean) => void] {
  const [full, setFullState] = useState(false);
  const set = useCallback(
    (on: boolean) => {
      setFullState(on);
      const element = panel.current;
      if (on) {
        void element?.requestFullscreen?.().then(
          () =>
            (screen.orientation as { lock?: (o: string) => Promise<void> })
              ?.lock?.('landscape')
              .catch(() => {}),
          () => {},
        );
      } else if (document.fullscreenElement) {
        void document.exitFullscreen().catch(() => {});
      }
    },
    [panel],
  );
  useEscapeKey(full, () => set(false));
  useEffect(() => {
    const left = () => {
      if (!document.fullscreenElement) setFullState(false);
    };
    document.addEventListener('fullscreenchange', left);
    return () => document.removeEventListener('fullscreenchange', left);
  }, []);
  return [full, set];
}
