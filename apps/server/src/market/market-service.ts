import { type Candle, type ChartPeriod, chartPeriods } from '@tp/contract/entities';
import type { KlineMessage, MarketQuote } from '@tp/contract/realtime';
import { quoteToUsd } from '@tp/domain/conversion';
import { Decimal } from '@tp/domain/decimal';
import { dayChangePct, type Quote, quoteFromMid } from '@tp/domain/quote';
import { isSessionOpen } from '@tp/domain/sessions';
import { type Logger, pino } from 'pino';
import type { Clock } from '../clock.ts';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { Bus } from '../realtime/bus.ts';
import { backfillHistory } from './backfill.ts';
import { CandleRecorder } from './candle-recorder.ts';
import { latestCandles } from './candle-store.ts';
import { type CandleBar, type FormingCandles, openCandle, periodStart } from './candles.ts';
import { configuredSource } from './configured-source.ts';
import {
  type InstrumentModel,
  type InstrumentRecord,
  loadInstruments,
} from './instrument-record.ts';
import {
  candleView,
  type DayStats,
  type InstrumentSnapshot,
  marketQuoteView,
} from './instrument-view.ts';
import { MarketPushes } from './market-pushes.ts';
import type { PriceSource, PriceTick } from './price-source.ts';
import { marketTicksChannel, SharedTicksSource, ticksToWire } from './shared-ticks.ts';

export type { InstrumentRecord } from './instrument-record.ts';
export { dayMarketPublishMs, klinePublishMs } from './market-pushes.ts';

/** Said on the bus when an operator changed the catalogue, so every process reads it again. */
export const marketCatalogueChannel = 'market.catalogue';

/** The current quote of one instrument and when it was made. */
export type LiveQuote = Quote & { instrumentId: number; at: Date };

export type MarketServiceOptions = {
  db: Db;
  clock: Clock;
  config: Config;
  bus: Bus;
  /** Replaces the configured source (the simulated feed, or a replay when config.replayFile is set). */
  source?: PriceSource;
  /** Generate chart history for instruments and periods with fewer than 500 candles. */
  backfill: boolean;
  /**
   * `source` (the default) makes prices: from its source, writing candles and publishing
   * DAY_MARKET and KLINE.{code}; with `shareTicks` it also publishes every tick for followers.
   * A `follower` (an engine or gateway of the scaled shape) takes those ticks from the bus and
   * keeps quotes and candles in memory only: one process writes candles and pushes.
   */
  mode?: 'source' | 'follower';
  shareTicks?: boolean;
  log?: Logger;
};

type Loaded = { record: InstrumentRecord; model: InstrumentModel };
type Entry = Loaded & { quote: LiveQuote };

/**
 * Market data for the whole process: the catalogue, live quotes (mid → bid/ask), open or
 * closed, candles (recorded and persisted), and the DAY_MARKET and KLINE.{code} pushes.
 */
export class MarketService {
  private entries = new Map<number, Entry>();
  private byCode = new Map<string, Entry>();
  private readonly listeners = new Set<(quotes: readonly LiveQuote[]) => void>();
  /** Only a source publishes market data. */
  private readonly pushes: MarketPushes | undefined;
  private source: PriceSource | undefined;
  private started = false;
  /** Tells this service's own catalogue messages from other processes'. */
  private readonly origin = Math.random().toString(36).slice(2);
  private leaveCatalogue: (() => void) | undefined;

  private constructor(
    private readonly options: MarketServiceOptions,
    private readonly log: Logger,
    private readonly candles: CandleRecorder,
    entries: Entry[],
  ) {
    this.index(entries);
    if (options.mode !== 'follower') this.pushes = new MarketPushes(options.bus, this);
  }

  static async create(options: MarketServiceOptions): Promise<MarketService> {
    const log = options.log ?? pino({ name: 'market', level: options.config.logLevel });
    const follower = options.mode === 'follower';
    const loaded = await loadInstruments(options.db);
    let latest = await latestCandles(options.db);
    if (options.backfill && (await backfillOnStart(options, loaded, latest, log)) > 0) {
      latest = await latestCandles(options.db);
    }
    const now = options.clock.now();
    const entries = loaded.map(({ record, model }) => ({
      record,
      model,
      quote: liveQuote(record, startPrice(model, latest.get(record.id)), now),
    }));
    const recorder = new CandleRecorder(options.db, log, { writes: !follower });
    recorder.load(latest);
    const service = new MarketService(options, log, recorder, entries);
    service.source = follower
      ? new SharedTicksSource(options.bus)
      : (options.source ?? (await service.configuredSource()));
    service.source.useClock?.(options.clock);
    return service;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.candles.start();
    this.pushes?.start();
    this.leaveCatalogue ??= this.options.bus.subscribe(marketCatalogueChannel, (message) => {
      if ((message as { origin?: unknown } | null)?.origin === this.origin) return;
      this.reloadInstruments({ tell: false }).catch((error: unknown) =>
        this.log.error({ err: error }, 'reading the changed catalogue failed'),
      );
    });
    this.source?.start((ticks) => this.apply(ticks));
  }

  stop(): void {
    if (!this.started) return;
    this.started = false;
    this.source?.stop();
    this.leaveCatalogue?.();
    this.leaveCatalogue = undefined;
    this.pushes?.stop();
    this.candles.stop();
    void this.candles.flush();
  }

  /** Writes the forming candles now; the platform awaits it before closing the database. */
  flush(): Promise<void> {
    return this.candles.flush();
  }

  instruments(): readonly InstrumentRecord[] {
    return [...this.entries.values()].map((entry) => entry.record);
  }

  instrument(id: number): InstrumentRecord | undefined {
    return this.entries.get(id)?.record;
  }

  instrumentByCode(code: string): InstrumentRecord | undefined {
    return this.byCode.get(code)?.record;
  }

  quote(instrumentId: number): LiveQuote | undefined {
    return this.entries.get(instrumentId)?.quote;
  }

  /** Open when its sessions include the clock's now and the operator has not switched it off. */
  isOpen(instrumentId: number): boolean {
    const record = this.entries.get(instrumentId)?.record;
    if (!record?.tradingEnabled) return false;
    return isSessionOpen({ sessions: record.sessions, at: this.options.clock.now() });
  }

  /** The factor that turns an amount in `quoteCurrency` into USD, from the current mids. */
  quoteToUsd(quoteCurrency: string): Decimal | undefined {
    return quoteToUsd({ quoteCurrency, midOf: this.midOf });
  }

  /** The mid of a pair by its code; made once, as every order and valuation asks for it. */
  private readonly midOf = (code: string): Decimal | undefined => this.byCode.get(code)?.quote.mid;

  /** Called synchronously with the quotes a tick batch changed, after they are applied. */
  onQuotes(listener: (quotes: readonly LiveQuote[]) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** The trading day so far: open, high, low and volume of the newest daily candle, change in %. */
  dayStats(instrumentId: number): DayStats | undefined {
    const entry = this.entries.get(instrumentId);
    if (!entry) return undefined;
    const mid = entry.quote.mid;
    const day = this.candles.candle(instrumentId, '1day');
    if (!day) return { open: mid, high: mid, low: mid, volume: 0, changePct: new Decimal(0) };
    const changePct = dayChangePct({ open: day.open, price: mid });
    return { open: day.open, high: day.high, low: day.low, volume: day.volume, changePct };
  }

  /** Everything a wire view of one instrument needs. */
  snapshot(instrumentId: number): InstrumentSnapshot | undefined {
    const entry = this.entries.get(instrumentId);
    const day = this.dayStats(instrumentId);
    if (!entry || !day) return undefined;
    return { record: entry.record, quote: entry.quote, day, isOpen: this.isOpen(instrumentId) };
  }

  dayMarket(): MarketQuote[] {
    return this.instruments().flatMap((record) => {
      const snapshot = this.snapshot(record.id);
      return snapshot ? [marketQuoteView(snapshot)] : [];
    });
  }

  /** The newest candle of one period (forming, or the last one if the market has not ticked since). */
  formingCandle(instrumentId: number, period: ChartPeriod): CandleBar | undefined {
    return this.candles.candle(instrumentId, period);
  }

  /** Candles of one period that are in memory but maybe not yet in the table, oldest first. */
  unwrittenCandles(instrumentId: number, period: ChartPeriod): CandleBar[] {
    return this.candles.unwritten(instrumentId, period);
  }

  /** The forming candle of every period, flat at the current price for a period with none yet. */
  formingCandles(code: string): KlineMessage['data'] | undefined {
    const entry = this.byCode.get(code);
    if (!entry) return undefined;
    const nowSeconds = Math.floor(this.options.clock.now().getTime() / 1000);
    const candles = {} as Record<ChartPeriod, Candle>;
    for (const period of chartPeriods) {
      const bar =
        this.candles.candle(entry.record.id, period) ??
        openCandle(periodStart(period, nowSeconds), entry.quote.mid, 0);
      candles[period] = candleView(bar);
    }
    return { code, candles };
  }

  /**
   * Re-reads the catalogue after the operator changed it (terms, spread, sessions, switch), and
   * tells the other processes to read it too.
   */
  async reloadInstruments({ tell = true }: { tell?: boolean } = {}): Promise<void> {
    const loaded = await loadInstruments(this.options.db);
    const now = this.options.clock.now();
    this.index(
      loaded.map(({ record, model }) => {
        const mid = this.entries.get(record.id)?.quote.mid ?? model.initialPrice;
        return { record, model, quote: liveQuote(record, mid, now) };
      }),
    );
    this.pushes?.catalogueChanged();
    if (tell) this.options.bus.publish(marketCatalogueChannel, { origin: this.origin });
  }

  private index(entries: Entry[]): void {
    this.entries = new Map(entries.map((entry) => [entry.record.id, entry]));
    this.byCode = new Map(entries.map((entry) => [entry.record.code, entry]));
  }

  private apply(ticks: readonly PriceTick[]): void {
    const changed = new Map<string, LiveQuote>();
    const taken: PriceTick[] = [];
    for (const tick of ticks) {
      const entry = this.byCode.get(tick.code);
      if (!entry || !tick.mid.isFinite() || !tick.mid.gt(0)) continue;
      entry.quote = liveQuote(entry.record, tick.mid, tick.at);
      this.candles.record(entry.record.id, tick);
      changed.set(entry.record.code, entry.quote);
      taken.push(tick);
    }
    if (changed.size === 0) return;
    if (this.options.shareTicks && this.pushes) {
      this.options.bus.publish(marketTicksChannel, ticksToWire(taken));
    }
    this.tellListeners([...changed.values()]);
    this.pushes?.quotesChanged(changed.keys());
  }

  private tellListeners(quotes: readonly LiveQuote[]): void {
    for (const listener of this.listeners) {
      try {
        listener(quotes);
      } catch (error) {
        this.log.error({ err: error }, 'a quote listener failed');
      }
    }
  }

  private configuredSource(): Promise<PriceSource> {
    return configuredSource({
      config: this.options.config,
      clock: this.options.clock,
      log: this.log,
      isOpen: (code) => {
        const entry = this.byCode.get(code);
        return entry ? this.isOpen(entry.record.id) : false;
      },
      instruments: [...this.entries.values()].map(({ record, model, quote }) => ({
        code: record.code,
        mid: quote.mid,
        referencePrice: model.initialPrice.toNumber(),
        annualVolatility: model.annualVolatility,
        pricePrecision: record.terms.pricePrecision,
      })),
    });
  }
}

/** Chart history for whatever has fewer than 500 candles; answers how many it wrote. */
async function backfillOnStart(
  options: MarketServiceOptions,
  loaded: readonly Loaded[],
  latest: Map<number, FormingCandles>,
  log: Logger,
): Promise<number> {
  const startedMs = performance.now();
  const { inserted } = await backfillHistory(options.db, {
    instruments: loaded.map(({ record, model }) => ({
      id: record.id,
      code: record.code,
      sessions: record.sessions,
      pricePrecision: record.terms.pricePrecision,
      referencePrice: model.initialPrice.toNumber(),
      annualVolatility: model.annualVolatility,
      currentPrice: startPrice(model, latest.get(record.id)),
    })),
    seed: options.config.feedSeed,
    now: options.clock.now(),
  });
  if (inserted > 0) {
    log.info(
      { inserted, ms: Math.round(performance.now() - startedMs) },
      'chart history generated',
    );
  }
  return inserted;
}

/** Where an instrument's price starts: its last stored 1-minute close, or its seeded price. */
function startPrice(model: InstrumentModel, latest: FormingCandles | undefined): Decimal {
  return latest?.['1min']?.close ?? model.initialPrice;
}

function liveQuote(record: InstrumentRecord, mid: Decimal, at: Date): LiveQuote {
  const quote = quoteFromMid({
    mid,
    spread: record.terms.spread,
    pricePrecision: record.terms.pricePrecision,
  });
  return { ...quote, instrumentId: record.id, at };
}
