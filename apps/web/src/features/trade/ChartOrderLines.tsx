import type { Instrument, Order } from '@tp/contract/entities';
import { formatPrice } from '@tp/domain/money';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDayMarket } from '../../realtime/use-realtime.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { toast } from '../../ui/toast-store.ts';
import { useTradeList } from '../market/use-trade-list.ts';
import { orderMarket } from '../orders/order-market.ts';
import { useSetStopPrice } from '../orders/use-order-actions.ts';
import type { CandleChart, ChartLineSpec } from './candle-chart.ts';
import {
  type ChartLine,
  chartLinesOf,
  type LineDrop,
  lineLabel,
  stopDrop,
  targetDrop,
} from './chart-lines.ts';
import { instrumentTerms } from './instrument-terms.ts';
import { useBasicInfo } from './use-basic-info.ts';
import { useAmendTarget, useInstrumentOrders } from './use-instrument-orders.ts';
import { useQuoteToUsd } from './use-quote-to-usd.ts';

type Asked = Exclude<LineDrop, { kind: 'invalid' } | { kind: 'unchanged' }> & { line: ChartLine };

const styleOf = (
  line: ChartLine,
  colors: { up: string; down: string; accent: string; muted: string; warn: string },
) => {
  switch (line.kind) {
    case 'entry':
      return { color: colors.muted, style: 'solid' as const };
    case 'stopLoss':
      return { color: colors.down, style: 'dashed' as const };
    case 'takeProfit':
      return { color: colors.up, style: 'dashed' as const };
    case 'target':
      return { color: colors.accent, style: 'dotted' as const };
    case 'stopOut':
      return { color: colors.warn, style: 'dashed' as const };
  }
};

const cssColor = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/**
 * Draws the instrument's orders on the chart (entry, stops, pending targets) and turns a dragged
 * stop or target into the same change the orders page makes, after the trader confirms it.
 */
export function ChartOrderLines({
  chart,
  instrument,
}: {
  chart: CandleChart;
  instrument: Instrument;
}) {
  const { t } = useTranslation();
  const { holding, pending, summary } = useInstrumentOrders(instrument.Id);
  const instruments = useTradeList().data ?? [];
  const quotes = useDayMarket();
  const market = orderMarket(instrument.Id, instruments, quotes);
  const quoteToUsd = useQuoteToUsd(instrument.QuoteCurrency, instruments);
  const feeType = useBasicInfo().data?.trade_fee_type;
  const setStopPrice = useSetStopPrice();
  const amendTarget = useAmendTarget();
  const [asked, setAsked] = useState<Asked | null>(null);
  const precision = instrument.PricePrecision;

  const lines = chartLinesOf(holding, pending);
  const linesKey = JSON.stringify(lines);
  const orders = useMemo(
    () => new Map<number, Order>([...holding, ...pending].map((o) => [o.Id, o])),
    [holding, pending],
  );
  const specs = useMemo((): ChartLineSpec[] => {
    const colors = {
      up: cssColor('--up', '#18c48f'),
      down: cssColor('--down', '#f0495b'),
      accent: cssColor('--accent', '#3d8bfd'),
      muted: cssColor('--text-muted', '#8a96ab'),
      warn: cssColor('--warn', '#f3b63f'),
    };
    return (JSON.parse(linesKey) as ChartLine[]).map((line) => ({
      id: line.id,
      price: line.price,
      draggable: line.draggable,
      scale: line.kind === 'stopOut' ? ('near' as const) : ('always' as const),
      ...styleOf(line, colors),
      label: (price: number) => lineLabel(t, { ...line, price }, precision),
    }));
  }, [linesKey, t, precision]);

  const shown = useRef(specs);
  shown.current = specs;
  useEffect(() => chart.setLines(specs), [chart, specs]);
  // Signed out: the orders' lines leave the chart with this component.
  useEffect(() => () => chart.setLines([]), [chart]);
  const putBack = () => chart.setLines(shown.current);

  // The latest of everything a drop is judged by, read when the line is let go.
  const judge = useRef<(id: string, price: number) => void>(() => {});
  judge.current = (id, price) => {
    const line = lines.find((candidate) => candidate.id === id);
    const order = line ? orders.get(line.orderId) : undefined;
    if (!line || !order) return putBack();
    const drop =
      line.kind === 'target'
        ? targetDrop(t, order, price, {
            terms: instrumentTerms(instrument),
            quoteToUsd,
            feeType,
            marketOpen: market.open,
            freeMargin: summary?.FreeMargin,
            priced: market.quote !== undefined,
          })
        : line.kind === 'entry' || line.kind === 'stopOut'
          ? ({ kind: 'unchanged' } as const)
          : stopDrop(t, order, line.kind, price, market.quote);
    if (drop.kind === 'unchanged') return putBack();
    if (drop.kind === 'invalid') {
      toast(drop.message);
      return putBack();
    }
    setAsked({ ...drop, line });
  };
  useEffect(() => chart.onLineDrop((id, price) => judge.current(id, price)), [chart]);

  const finish = () => {
    setAsked(null);
    putBack();
  };
  const confirm = () => {
    if (!asked) return;
    if (asked.kind === 'stops') setStopPrice.mutate(asked.request, { onSettled: finish });
    else amendTarget.mutate(asked.request, { onSettled: finish });
  };
  const title = asked
    ? t(
        asked.line.kind === 'stopLoss'
          ? 'trade.moveStopLossTitle'
          : asked.line.kind === 'takeProfit'
            ? 'trade.moveTakeProfitTitle'
            : 'trade.moveTargetTitle',
      )
    : '';

  return (
    <>
      {/* The lines as text for screen readers, which cannot read the chart's canvas. */}
      <ul className="visually-hidden" data-testid="chart-lines">
        {specs.map((spec) => (
          <li key={spec.id} data-testid={`chart-line-${spec.id}`} data-price={spec.price}>
            {spec.label(spec.price)}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asked !== null}
        title={title}
        message={
          asked ? (
            <span data-testid="line-move-message">
              {t('trade.moveFromTo', {
                code: instrument.ShowCode,
                from: `\u2066${formatPrice(asked.from, precision)}\u2069`,
                to: `\u2066${formatPrice(asked.to, precision)}\u2069`,
              })}
            </span>
          ) : null
        }
        busy={setStopPrice.isPending || amendTarget.isPending}
        onConfirm={confirm}
        onCancel={finish}
      />
    </>
  );
}
