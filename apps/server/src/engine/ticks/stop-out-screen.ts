import { OrderStatus } from '@tp/contract/entities';
import type { Decimal } from '@tp/domain/decimal';
import { direction, Side } from '@tp/domain/side';
import type { AccountState } from '../engine-state.ts';
import type { MarketView } from '../market-view.ts';
import type { OrderRecord } from '../order-record.ts';

/**
 * Float results differ from the exact ones by far less than this share of the amounts summed
 * (a few dozen roundings of 2⁻⁵³ each), so a margin of it keeps the screen on the safe side.
 */
const floatToleranceRatio = 1e-9;

/** Decimals are immutable, so each one is read as a number once. */
const numbers = new WeakMap<Decimal, number>();

export function numberOf(value: Decimal): number {
  let number = numbers.get(value);
  if (number === undefined) {
    number = value.toNumber();
    numbers.set(value, number);
  }
  return number;
}

type Prices = { bid: number; ask: number };

/** The prices of one tick as numbers, each instrument and currency read once. */
export class TickPrices {
  private readonly quotes = new Map<number, Prices | undefined>();
  private readonly rates = new Map<string, number | undefined>();

  constructor(private readonly market: MarketView) {}

  quote(instrumentId: number): Prices | undefined {
    if (this.quotes.has(instrumentId)) return this.quotes.get(instrumentId);
    const quote = this.market.quote(instrumentId);
    // A quote is new with every tick: read it directly rather than through the cache.
    const prices = quote ? { bid: quote.bid.toNumber(), ask: quote.ask.toNumber() } : undefined;
    this.quotes.set(instrumentId, prices);
    return prices;
  }

  quoteToUsd(currency: string): number | undefined {
    if (this.rates.has(currency)) return this.rates.get(currency);
    const rate = this.market.quoteToUsd(currency)?.toNumber();
    this.rates.set(currency, rate);
    return rate;
  }
}

/** How far the account is above the stop-out level, in USD of equity, worked out in floats. */
export type FloatHeadroom = {
  /** Equity − level × margin in use: the loss the account can take before the level. */
  headroom: number;
  /** Rounding in `headroom` is below this, so a headroom above it is surely above 0. */
  tolerance: number;
  marginUsed: number;
};

/**
 * The account's headroom above the stop-out level at the tick's prices, valued as accountFigures
 * does: a buy at the bid, a sell at the ask, a position without a price at zero P&L.
 */
export function floatHeadroom(
  account: AccountState,
  market: MarketView,
  prices: TickPrices,
  stopOutLevelPct: number,
): FloatHeadroom {
  let equity = numberOf(account.balance);
  let scale = Math.abs(equity);
  let marginUsed = 0;
  for (const order of account.orders.values()) {
    const margin = numberOf(order.margin);
    if (order.status === OrderStatus.pending) {
      const reserve = margin + numberOf(order.fee);
      equity += reserve;
      scale += Math.abs(reserve);
      continue;
    }
    if (order.status !== OrderStatus.holding) continue;
    marginUsed += margin;
    equity += margin;
    scale += Math.abs(margin);
    const pnl = floatPnl(order, market, prices);
    equity += pnl;
    scale += Math.abs(pnl);
  }
  return {
    headroom: equity - (stopOutLevelPct / 100) * marginUsed,
    tolerance: floatToleranceRatio * (scale + 1),
    marginUsed,
  };
}

/**
 * Whether the account may be at or below the stop-out level, worked out in floating point:
 * false only when it is above the level by more than any rounding could explain, so the
 * exact check (stopOutNeeded) is needed only when this says true.
 */
export function mayNeedStopOut(
  account: AccountState,
  market: MarketView,
  prices: TickPrices,
  stopOutLevelPct: number,
): boolean {
  return mayBeAtLevel(floatHeadroom(account, market, prices, stopOutLevelPct));
}

/** False only when the figures put the account surely above the level, or it uses no margin. */
export const mayBeAtLevel = ({ headroom, tolerance, marginUsed }: FloatHeadroom): boolean =>
  // With no margin in use there is nothing to stop out (stopOutDue needs margin above 0).
  marginUsed > 0 && !(headroom > tolerance);

function floatPnl(order: OrderRecord, market: MarketView, prices: TickPrices): number {
  if (order.openPrice === null) return 0;
  const instrument = market.instrument(order.instrumentId);
  const quote = prices.quote(order.instrumentId);
  if (!instrument || !quote) return 0;
  const quoteToUsd = prices.quoteToUsd(instrument.terms.quoteCurrency);
  if (quoteToUsd === undefined) return 0;
  const exit = order.side === Side.buy ? quote.bid : quote.ask;
  return (
    (exit - numberOf(order.openPrice)) *
    direction(order.side) *
    numberOf(order.lots) *
    numberOf(instrument.terms.contractSize) *
    quoteToUsd
  );
}
