import { type KlineMessage, klineTopic, type MarketQuote, Topic } from '@tp/contract/realtime';
import type { Bus } from '../realtime/bus.ts';
import { Throttle } from './throttle.ts';

/**
 * Conflation of what the market publishes: at most one DAY_MARKET and one KLINE.{code} of each
 * instrument per 50 ms. They reach each socket at most twice (DAY_MARKET) and four times (a
 * KLINE topic) a second, on the slots of the socket's lanes (the gateway's `dayMarketLanes` and
 * `klineLanes`, 50 ms apart): the market publishes as often as a slot comes, so that every slot
 * carries the latest prices.
 */
export const dayMarketPublishMs = 50;
export const klinePublishMs = 50;
/** How often a market opening or closing by the clock is noticed without a tick. */
const statusCheckIntervalMs = 5_000;

/** What the pushes read from the market. */
export type PushedMarket = {
  instruments(): readonly { id: number; code: string }[];
  isOpen(instrumentId: number): boolean;
  dayMarket(): MarketQuote[];
  formingCandles(code: string): KlineMessage['data'] | undefined;
};

/** Publishes DAY_MARKET and KLINE.{code} on the bus, conflated: the latest state wins. */
export class MarketPushes {
  private readonly klineThrottles = new Map<string, Throttle>();
  private readonly dayMarketThrottle: Throttle;
  private statusTimer: NodeJS.Timeout | undefined;
  private lastStatuses = '';

  constructor(
    private readonly bus: Bus,
    private readonly market: PushedMarket,
  ) {
    this.dayMarketThrottle = new Throttle(dayMarketPublishMs, () => this.publishDayMarket());
  }

  start(): void {
    this.lastStatuses = this.statuses();
    this.statusTimer = setInterval(() => this.checkStatuses(), statusCheckIntervalMs);
    this.statusTimer.unref();
  }

  stop(): void {
    clearInterval(this.statusTimer);
    this.dayMarketThrottle.cancel();
    for (const throttle of this.klineThrottles.values()) throttle.cancel();
  }

  /** Prices of these instruments moved. */
  quotesChanged(codes: Iterable<string>): void {
    for (const code of codes) this.klineThrottle(code).trigger();
    this.dayMarketThrottle.trigger();
  }

  /** The catalogue changed (terms, switch): every client needs the new snapshot. */
  catalogueChanged(): void {
    this.dayMarketThrottle.trigger();
  }

  private klineThrottle(code: string): Throttle {
    let throttle = this.klineThrottles.get(code);
    if (!throttle) {
      throttle = new Throttle(klinePublishMs, () => this.publishKline(code));
      this.klineThrottles.set(code, throttle);
    }
    return throttle;
  }

  private publishKline(code: string): void {
    const data = this.market.formingCandles(code);
    if (!data) return;
    const topic = klineTopic(code);
    this.bus.publish(topic, { type: topic, data });
  }

  private publishDayMarket(): void {
    this.lastStatuses = this.statuses();
    this.bus.publish(Topic.dayMarket, { type: Topic.dayMarket, data: this.market.dayMarket() });
  }

  private statuses(): string {
    return this.market
      .instruments()
      .map((instrument) => (this.market.isOpen(instrument.id) ? '1' : '0'))
      .join('');
  }

  /** A market opening or closing by the clock is pushed even when no price moves. */
  private checkStatuses(): void {
    if (this.statuses() !== this.lastStatuses) this.dayMarketThrottle.trigger();
  }
}
