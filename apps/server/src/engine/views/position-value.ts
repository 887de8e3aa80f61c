import { Decimal } from '@tp/domain/decimal';
import { floatingPnl } from '@tp/domain/pnl';
import { exitPrice } from '@tp/domain/quote';
import type { MarketView } from '../market-view.ts';
import type { OrderRecord } from '../order-record.ts';

/** A holding position marked to the market: the price it would close at and its P&L (unrounded). */
export type PositionValue = { exit: Decimal; pnl: Decimal };

export function valuePosition(order: OrderRecord, market: MarketView): PositionValue | undefined {
  const instrument = market.instrument(order.instrumentId);
  const quote = market.quote(order.instrumentId);
  if (!instrument || !quote || order.openPrice === null) return undefined;
  const quoteToUsd = market.quoteToUsd(instrument.terms.quoteCurrency);
  if (!quoteToUsd) return undefined;
  return valueAt(order, exitPrice(order.side, quote), instrument.terms.contractSize, quoteToUsd);
}

/** The P&L of a holding order if it closed at `exit`. */
export function valueAt(
  order: OrderRecord,
  exit: Decimal,
  contractSize: Decimal,
  quoteToUsd: Decimal,
): PositionValue {
  if (order.openPrice === null) return { exit, pnl: new Decimal(0) };
  const pnl = floatingPnl({
    side: order.side,
    entryPrice: order.openPrice,
    exitPrice: exit,
    lots: order.lots,
    contractSize,
    quoteToUsd,
  });
  return { exit, pnl };
}
