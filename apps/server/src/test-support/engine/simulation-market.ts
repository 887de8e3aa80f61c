import { Decimal } from '@tp/domain/decimal';
import type { SeededRandom } from '../../market/seeded-random.ts';
import type { TestPlatform } from '../test-platform.ts';

/**
 * What the simulation trades: a USD pair, a JPY pair and its cross (whose P&L moves with
 * USDJPY too), crypto (open at weekends) and silver (fixed margin, a daily break). Lots go up
 * to `lotsMax`, so some orders fit the 10,000 USD demo account and some do not.
 */
export const traded = [
  { code: 'EURUSD', mid: 1.1, leverage: [10, 100, 200], lotsMax: 2 },
  { code: 'USDJPY', mid: 150, leverage: [10, 100, 200], lotsMax: 2 },
  { code: 'EURJPY', mid: 162, leverage: [20, 50, 200], lotsMax: 2 },
  { code: 'BTCUSD', mid: 65000, leverage: [2, 5, 10], lotsMax: 0.3 },
  // Fixed margin: leverage does not apply, and 0 is what the order form sends then.
  { code: 'XAGUSD', mid: 30, leverage: [0], lotsMax: 0.5 },
] as const;

export type Traded = (typeof traded)[number];

export const priceText = (value: number): string =>
  new Decimal(value).toSignificantDigits(6).toString();

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;
/** How far a run may move the clock: well inside a trader's 30-day session. */
const runDaysMax = 20;

/** One of the items, chosen by the seeded random source. */
export function pickFrom<T>(random: SeededRandom, items: readonly T[]): T {
  const item = items[Math.floor(random.next() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

/** The first moment at or after `from` that falls on `weekday` (0 Sunday) at `minute` UTC. */
export function nextAt(from: Date, weekday: number, minute: number): Date {
  const day = new Date(from);
  day.setUTCHours(0, 0, 0, 0);
  for (let i = 0; i <= 7; i++) {
    const at = new Date(day.getTime() + i * dayMs + minute * minuteMs);
    if (at.getUTCDay() === weekday && at >= from) return at;
  }
  throw new Error('a weekday always comes within eight days');
}

/**
 * The market as the simulation drives it: one mid per traded instrument, pushed through the
 * test platform's manual feed, and the platform's clock moved forward through a trading week.
 */
export class SimulatedMarket {
  private readonly mids: number[] = traded.map((m) => m.mid);
  /** Instruments that ticked since the last `retick`. */
  private readonly ticked = new Set<number>();
  private startedAt = new Date(0);

  constructor(
    private readonly platform: TestPlatform,
    private readonly random: SeededRandom,
  ) {}

  /**
   * A run starts on a Thursday noon (every market open, the weekend a few clock moves away)
   * with the opening prices, so a seed plays the same whatever earlier runs did to the clock.
   */
  openWeek(): void {
    this.startedAt = nextAt(this.platform.clock.now(), 4, 12 * 60);
    this.platform.clock.set(this.startedAt);
    traded.forEach((m, i) => {
      this.mids[i] = m.mid;
      this.push(i);
    });
  }

  mid(market: Traded): number {
    return this.mids[traded.indexOf(market)] ?? market.mid;
  }

  /** The mid of a traded instrument by its id. */
  midOf(instrumentId: number): number {
    const index = traded.findIndex((m) => this.instrumentId(m) === instrumentId);
    const mid = this.mids[index];
    if (mid === undefined) throw new Error(`instrument ${instrumentId} is not traded here`);
    return mid;
  }

  instrumentId(market: Traded): number {
    const found = this.platform.market.instrumentByCode(market.code);
    if (!found) throw new Error(`${market.code} is not seeded`);
    return found.id;
  }

  /** Open now, by its sessions and the operator's switch. */
  isOpen(instrumentId: number): boolean {
    return this.platform.market.isOpen(instrumentId);
  }

  /** One tick: mostly a small move, sometimes a gap of 10–40 % either way that jumps over levels. */
  move(market: Traded, gapChance = 0.1): void {
    const index = traded.indexOf(market);
    const mid = this.mids[index] ?? market.mid;
    const gap = this.random.next() < gapChance;
    const change = gap
      ? this.random.between(0.1, 0.4) * pickFrom(this.random, [-1, 1])
      : this.random.normal() * 0.01;
    // A floor keeps the price positive and the instrument tradable after many falls.
    this.mids[index] = Math.max(mid * (1 + change), market.mid / 20);
    this.push(index);
  }

  /** Every instrument ticks, as after a reopening: the first prices may gap. */
  moveAll(gapChance: number): void {
    for (const market of traded) this.move(market, gapChance);
  }

  /**
   * Time passes: a few minutes, or on to whichever comes first of the commodities' daily
   * break, the Friday close, the weekend, the Sunday reopening and Monday morning. The clock
   * only moves forward, at most a day and a half a step, and never past `runDaysMax` after
   * the run began, so a trader's 30-day session outlives the run.
   */
  passTime(): void {
    const now = this.platform.clock.now();
    const minutes = Math.floor(this.random.between(1, 30));
    const later = new Date(now.getTime() + Math.floor(this.random.between(1, 120)) * minuteMs);
    // The daily break is a stop only some of the time, so silver is mostly open.
    const breaks = this.random.next() < 0.3 ? [1, 2, 3, 4] : [];
    const events = [
      ...breaks.map((weekday) => nextAt(now, weekday, 21 * 60 + minutes)),
      nextAt(now, 5, 22 * 60 - minutes),
      nextAt(now, 6, 10 * 60 + minutes),
      nextAt(now, 0, 22 * 60 + minutes),
      nextAt(now, 1, 8 * 60 + minutes),
    ].filter((at) => at > now);
    const soonest = events.reduce((a, b) => (b < a ? b : a));
    const next = this.random.next() < 0.4 ? later : soonest;
    if (next.getTime() - this.startedAt.getTime() < runDaysMax * dayMs)
      this.platform.clock.set(next);
  }

  /** The given instruments (markets that have just opened) tick at the price they have. */
  tickAgain(instrumentIds: ReadonlySet<number>): void {
    traded.forEach((m, i) => {
      if (instrumentIds.has(this.instrumentId(m))) this.push(i);
    });
  }

  /**
   * The instruments that ticked since the last call tick again at the same price, as the next
   * quote of a quiet market would: whatever the engine leaves for a later tick happens now.
   */
  retick(): void {
    const indexes = [...this.ticked];
    for (const index of indexes) this.push(index);
    this.ticked.clear();
  }

  private push(index: number): void {
    const market = traded[index];
    const mid = this.mids[index];
    if (!market || mid === undefined) return;
    this.ticked.add(index);
    this.platform.prices.push(market.code, priceText(mid));
  }
}
