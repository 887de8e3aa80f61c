import { useQuery } from '@tanstack/react-query';
import type { ChartPeriod, Instrument } from '@tp/contract/entities';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call.ts';
import { useKline } from '../../realtime/use-realtime.ts';
import { useTestId } from '../../ui/pane-visibility.ts';
import type { CandleChart } from './candle-chart.ts';

type ChartPanelProps = { instrument: Instrument; period: ChartPeriod };

/** Loads the chart library on first use, the period's history over HTTP, then the live candle. */
export function ChartPanel({ instrument, period }: ChartPanelProps) {
  const tid = useTestId();
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<CandleChart | null>(null);
  const history = useQuery({
    queryKey: ['kline', instrument.Id, period],
    queryFn: ({ signal }) => call('kline', { forex_id: instrument.Id, period }, { signal }),
    staleTime: 0,
  });
  const forming = useKline(instrument.Code)?.[period];
  const [shownData, setShownData] = useState<unknown>(null);

  useEffect(() => {
    let disposed = false;
    let made: CandleChart | null = null;
    void import('./candle-chart.ts').then(({ createCandleChart }) => {
      if (disposed || !container.current) return;
      made = createCandleChart(container.current);
      setChart(made);
    });
    return () => {
      disposed = true;
      made?.dispose();
      setChart(null);
    };
  }, []);

  useEffect(() => {
    if (!chart || !history.data) return;
    chart.setCandles(history.data, instrument.PricePrecision);
    setShownData(history.data);
  }, [chart, history.data, instrument.PricePrecision]);

  useEffect(() => {
    if (chart && forming && shownData === history.data) chart.update(forming);
  }, [chart, forming, shownData, history.data]);

  const loading = !chart || history.isPending;
  return (
    <div className="chart-panel">
      <div ref={container} className="chart-panel__canvas" data-testid={tid('chart')} />
      {loading ? <div className="chart-panel__loading muted">{t('trade.chartLoading')}</div> : null}
    </div>
  );
}
