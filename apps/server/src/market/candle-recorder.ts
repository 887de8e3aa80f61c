import { type ChartPeriod, chartPeriods } from '@tp/contract/entities';
import type { Db } from '../db/database.ts';
import { type StoredCandle, upsertCandles } from './candle-store.ts';
import { applyTick, type CandleBar, type CandleTick, type FormingCandles } from './candles.ts';

/** How often forming candles are written; a period that closes is written at once. */
export const candleFlushIntervalMs = 2_000;

type Logger = { error: (details: object, message: string) => void };

/**
 * Keeps the forming candles of every instrument in memory and writes them in batches:
 * every couple of seconds and whenever a period closes, never once per tick.
 *
 * Without `writes` (a process that follows the feed, which writes them) candles stay in memory
 * only: each one changed is kept in `unwritten` for one to two write intervals, long enough for
 * the feed's write of the same candle to reach the table, then forgotten.
 */
export class CandleRecorder {
  private readonly forming = new Map<number, FormingCandles>();
  /** Candles changed since the last write, by instrument, period and start. */
  private readonly dirty = new Map<string, StoredCandle>();
  /** Candles being written right now: still served from memory until the write is done. */
  private inFlight = new Map<string, StoredCandle>();
  private writing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private flushQueued = false;

  private readonly writes: boolean;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    options: { writes?: boolean } = {},
  ) {
    this.writes = options.writes ?? true;
  }

  /** Continues from the newest stored candles (a restart carries on the current period). */
  load(latest: Map<number, FormingCandles>): void {
    for (const [instrumentId, candles] of latest) this.forming.set(instrumentId, { ...candles });
  }

  candles(instrumentId: number): FormingCandles {
    return this.forming.get(instrumentId) ?? {};
  }

  candle(instrumentId: number, period: ChartPeriod): CandleBar | undefined {
    return this.forming.get(instrumentId)?.[period];
  }

  /** Candles of one period not yet in the table (completed ones waiting for a write, the forming one), oldest first. */
  unwritten(instrumentId: number, period: ChartPeriod): CandleBar[] {
    const byTime = new Map<number, CandleBar>();
    for (const source of [this.inFlight, this.dirty]) {
      for (const stored of source.values()) {
        if (stored.instrumentId === instrumentId && stored.period === period)
          byTime.set(stored.candle.time, stored.candle);
      }
    }
    return [...byTime.values()].sort((a, b) => a.time - b.time);
  }

  record(instrumentId: number, tick: CandleTick): void {
    const { forming, completed } = applyTick(this.candles(instrumentId), tick);
    this.forming.set(instrumentId, forming);
    for (const { period, candle } of completed) this.markDirty({ instrumentId, period, candle });
    for (const period of chartPeriods) {
      const candle = forming[period];
      if (candle) this.markDirty({ instrumentId, period, candle });
    }
    if (completed.length > 0 && this.writes) this.queueFlush();
  }

  start(): void {
    this.timer = setInterval(() => void this.flush(), candleFlushIntervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Writes every changed candle; writes run one after another. */
  flush(): Promise<void> {
    if (!this.writes) {
      this.age();
      return Promise.resolve();
    }
    this.writing = this.writing.then(() => this.writeDirty());
    return this.writing;
  }

  /** Another process writes the candles: the older of two generations is forgotten. */
  private age(): void {
    this.inFlight = new Map(this.dirty);
    this.dirty.clear();
  }

  private markDirty(stored: StoredCandle): void {
    this.dirty.set(`${stored.instrumentId}:${stored.period}:${stored.candle.time}`, stored);
  }

  private queueFlush(): void {
    if (this.flushQueued) return;
    this.flushQueued = true;
    setImmediate(() => {
      this.flushQueued = false;
      void this.flush();
    });
  }

  private async writeDirty(): Promise<void> {
    if (this.dirty.size === 0) return;
    this.inFlight = new Map(this.dirty);
    this.dirty.clear();
    try {
      await upsertCandles(this.db, [...this.inFlight.values()]);
    } catch (error) {
      // Keep them for the next write unless a newer state of the same candle is waiting.
      for (const [key, stored] of this.inFlight)
        if (!this.dirty.has(key)) this.dirty.set(key, stored);
      this.log.error({ err: error }, 'writing candles failed');
    } finally {
      this.inFlight = new Map();
    }
  }
}
