import { Decimal } from '@tp/domain/decimal';
import { adverseExcursion, bookedNotional } from '@tp/domain/position-exposure';
import type { PeriodPosition } from '@tp/domain/trader-figures';
import type { ClosedOrder, InstrumentFacts } from './trader-books.ts';

/**
 * A closed position as the board counts it, and its trough: its loss at the worst price its
 * market traded while it was held (0 when that history is not kept).
 */
export function periodPositionOf(
  order: ClosedOrder,
  instrument: InstrumentFacts,
): { position: PeriodPosition; trough: Decimal } {
  const notional = bookedNotional({
    side: order.side,
    marginMode: instrument.marginMode,
    leverage: order.leverage,
    lots: order.lots,
    contractSize: instrument.contractSize,
    openPrice: order.openPrice,
    closePrice: order.closePrice,
    margin: order.margin,
    pnl: order.pnl,
    quotedInUsd: instrument.quotedInUsd,
  });
  const trough =
    notional && order.range
      ? adverseExcursion({
          side: order.side,
          openPrice: order.openPrice,
          low: order.range.low,
          high: order.range.high,
          spread: instrument.spread,
          notional,
        })
      : new Decimal(0);
  return {
    position: {
      instrument: instrument.code,
      leverage: order.leverage,
      notional,
      margin: order.margin,
      pnl: order.pnl,
      fee: order.fee,
      annualVolatility: instrument.annualVolatility,
    },
    trough,
  };
}
