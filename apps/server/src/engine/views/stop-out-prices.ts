import type { AccountSnapshot } from '@tp/domain/account';
import type { Decimal } from '@tp/domain/decimal';
import { type StopOutPosition, stopOutExitPrice, stopOutMid } from '@tp/domain/stop-out-price';
import type { MarketService } from '../../market/market-service.ts';
import type { MarketView } from '../market-view.ts';
import type { OrderRecord } from '../order-record.ts';
import type { PositionValue } from './position-value.ts';

type Valued = { order: OrderRecord; value: PositionValue | undefined };

/**
 * Each holding position's stop-out price: where it would close when the account reaches the
 * stop-out level, its instrument's price alone moving (0 when no price of it gets there; its
 * current price when the account is already there). Worked out once per instrument held, as
 * every position on it, both sides of a hedge, moves with that one price.
 */
export function stopOutPrices(
  snapshot: AccountSnapshot,
  orders: readonly Valued[],
  market: MarketView & Pick<MarketService, 'instrumentByCode'>,
  stopOutLevelPct: Decimal,
): Map<number, number> {
  const midOf = (code: string) => {
    const instrument = market.instrumentByCode(code);
    return instrument ? market.quote(instrument.id)?.mid : undefined;
  };
  const positions: (StopOutPosition & { orderId: number; instrumentId: number })[] = [];
  for (const { order, value } of orders) {
    const instrument = market.instrument(order.instrumentId);
    if (!instrument || !value || order.openPrice === null) continue;
    positions.push({
      orderId: order.id,
      instrumentId: instrument.id,
      instrumentCode: instrument.code,
      side: order.side,
      lots: order.lots,
      contractSize: instrument.terms.contractSize,
      entryPrice: order.openPrice,
      exitPrice: value.exit,
      quoteCurrency: instrument.terms.quoteCurrency,
    });
  }
  const prices = new Map<number, number>();
  for (const instrumentId of new Set(positions.map((p) => p.instrumentId))) {
    const instrument = market.instrument(instrumentId);
    const mid = market.quote(instrumentId)?.mid;
    if (!instrument || !mid) continue;
    const found = stopOutMid({
      equity: snapshot.equity,
      marginUsed: snapshot.marginUsed,
      stopOutLevelPct,
      moving: { code: instrument.code, mid },
      positions,
      midOf,
    });
    for (const position of positions.filter((p) => p.instrumentId === instrumentId)) {
      if (found.kind === 'reached') prices.set(position.orderId, position.exitPrice.toNumber());
      else if (found.kind === 'never') prices.set(position.orderId, 0);
      else {
        const price = stopOutExitPrice({
          exitPrice: position.exitPrice,
          mid,
          stopOutMid: found.mid,
          pricePrecision: instrument.terms.pricePrecision,
        });
        prices.set(position.orderId, price ? price.toNumber() : 0);
      }
    }
  }
  return prices;
}
