import type { Decimal } from '@tp/domain/decimal';
import type { Clock } from '../clock.ts';
import { keepInBand, logReturn, toPrice } from './price-model.ts';
import type { PriceSource, PriceTick } from './price-source.ts';
import { deriveSeed, SeededRandom } from './seeded-random.ts';

/** What the feed needs to know of an instrument. */
export type FeedInstrument = {
  code: string;
  /** Where the path starts (the current quote). */
  mid: Decimal;
  /** The seeded price the path stays near (it is reflected within 4× either way). */
  referencePrice: number;
  annualVolatility: number;
  pricePrecision: number;
};

export const tickDelayMsMin = 250;
export const tickDelayMsMax = 1_000;

/**
 * One instrument's price path: its own random stream, so the sequence of delays and prices
 * depends only on the seed and the code, not on timer order.
 */
export class FeedPath {
  private readonly random: SeededRandom;
  private price: number;

  constructor(
    private readonly instrument: FeedInstrument,
    seed: number,
  ) {
    this.random = new SeededRandom(deriveSeed(seed, `feed:${instrument.code}`));
    this.price = instrument.mid.toNumber();
  }

  get code(): string {
    return this.instrument.code;
  }

  /** Milliseconds until this instrument's next tick (jittered per instrument). */
  nextDelayMs(): number {
    return Math.round(this.random.between(tickDelayMsMin, tickDelayMsMax));
  }

  /** Moves the price over `seconds` and answers the new mid and a tick volume. */
  step(seconds: number): { mid: Decimal; volume: number } {
    const z = this.random.normal();
    const volume = 1 + Math.floor(this.random.next() * 10);
    const moved =
      this.price *
      Math.exp(logReturn({ volatility: this.instrument.annualVolatility, seconds, z }));
    this.price = keepInBand(moved, this.instrument.referencePrice);
    return { mid: toPrice(this.price, this.instrument.pricePrecision), volume };
  }
}

export type SimulatedFeedOptions = {
  instruments: readonly FeedInstrument[];
  seed: number;
  clock: Clock;
  /** A closed market does not move: its ticks are skipped. */
  isOpen: (code: string) => boolean;
};

/** The default price source: one GBM path per instrument, ticking every 250 ms–1 s. */
export class SimulatedFeed implements PriceSource {
  private readonly paths: FeedPath[];
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private emit: ((ticks: readonly PriceTick[]) => void) | undefined;

  constructor(private readonly options: SimulatedFeedOptions) {
    this.paths = options.instruments.map((instrument) => new FeedPath(instrument, options.seed));
  }

  start(emit: (ticks: readonly PriceTick[]) => void): void {
    this.emit = emit;
    for (const path of this.paths) this.schedule(path);
  }

  stop(): void {
    this.emit = undefined;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private schedule(path: FeedPath): void {
    const delayMs = path.nextDelayMs();
    const timer = setTimeout(() => this.tick(path, delayMs), delayMs);
    timer.unref();
    this.timers.set(path.code, timer);
  }

  private tick(path: FeedPath, delayMs: number): void {
    if (!this.emit) return;
    if (this.options.isOpen(path.code)) {
      const { mid, volume } = path.step(delayMs / 1000);
      this.emit([{ code: path.code, mid, volume, at: this.options.clock.now() }]);
    }
    this.schedule(path);
  }
}
