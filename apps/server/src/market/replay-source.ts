import { readFile } from 'node:fs/promises';
import type { Decimal } from '@tp/domain/decimal';
import type { Clock } from '../clock.ts';
import type { PriceSource, PriceTick } from './price-source.ts';
import {
  type ParsedReplay,
  parseReplayCsv,
  type ReplayProblem,
  type ReplayRow,
} from './replay-csv.ts';

/**
 * Plays a CSV of ticks or candles (format in replay-csv.ts and REPLAY.md) as the price source.
 * Rows play in time order at the pace of their timestamps (scaled by `speed`, a gap capped at
 * `gapMsMax`), stamped with the current time so charts continue from now; a candle row plays
 * as four ticks (open, the nearer extreme, the other extreme, close) spread over its period.
 * At the end of the file it starts again.
 */

export type ReplayOptions = {
  clock: Clock;
  /** 2 plays twice as fast as recorded. */
  speed?: number;
  /** The longest wait between two batches, so a weekend in the file does not stall the feed. */
  gapMsMax?: number;
  loop?: boolean;
};

/** A candle with nothing after it is spread over one minute. */
const lastCandleMs = 60_000;
const loopPauseMs = 1_000;

type ReplayEvent = { atMs: number; code: string; mid: Decimal; volume: number };
type ReplayBatch = { atMs: number; ticks: Omit<ReplayEvent, 'atMs'>[] };

export class ReplaySource implements PriceSource {
  private readonly batches: ReplayBatch[];
  private timer: NodeJS.Timeout | undefined;
  private emit: ((ticks: readonly PriceTick[]) => void) | undefined;
  private clock: Clock;

  constructor(
    parsed: ParsedReplay,
    private readonly options: ReplayOptions,
  ) {
    this.clock = options.clock;
    this.batches = toBatches(parsed);
  }

  /** Reads and parses a file; the problems (bad rows with their line numbers) are for the log. */
  static async fromFile(
    path: string,
    options: ReplayOptions & { knownCodes?: ReadonlySet<string> },
  ): Promise<{ source: ReplaySource; problems: ReplayProblem[]; rows: number }> {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      throw new Error(`Cannot read the replay file ${path}: ${(error as Error).message}`);
    }
    const parsed = parseReplayCsv(text, options.knownCodes);
    return {
      source: new ReplaySource(parsed, options),
      problems: parsed.problems,
      rows: parsed.rows.length,
    };
  }

  useClock(clock: Clock): void {
    this.clock = clock;
  }

  start(emit: (ticks: readonly PriceTick[]) => void): void {
    this.emit = emit;
    this.play(0, 0);
  }

  stop(): void {
    this.emit = undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private play(index: number, delayMs: number): void {
    if (this.batches.length === 0) return;
    this.timer = setTimeout(() => this.fire(index), delayMs);
    this.timer.unref();
  }

  private fire(index: number): void {
    const batch = this.batches[index];
    if (!this.emit || !batch) return;
    const at = this.clock.now();
    this.emit(batch.ticks.map((tick) => ({ ...tick, at })));
    const next = this.batches[index + 1];
    if (next) this.play(index + 1, this.waitMs(next.atMs - batch.atMs));
    else if (this.options.loop ?? true) this.play(0, loopPauseMs);
  }

  private waitMs(gapMs: number): number {
    const speed = this.options.speed ?? 1;
    return Math.min(Math.max(gapMs, 0) / speed, this.options.gapMsMax ?? 5_000);
  }
}

/** Rows to tick events in time order, events at the same moment together. */
function toBatches(parsed: ParsedReplay): ReplayBatch[] {
  const rows = [...parsed.rows].sort((a, b) => a.timeMs - b.timeMs || a.line - b.line);
  const events = parsed.format === 'candles' ? candlesToEvents(rows) : rows.map(tickEvent);
  events.sort((a, b) => a.atMs - b.atMs);
  const batches: ReplayBatch[] = [];
  for (const { atMs, ...tick } of events) {
    const last = batches[batches.length - 1];
    if (last && last.atMs === atMs) last.ticks.push(tick);
    else batches.push({ atMs, ticks: [tick] });
  }
  return batches;
}

function tickEvent(row: ReplayRow): ReplayEvent {
  return { atMs: row.timeMs, code: row.code, mid: row.prices[0] as Decimal, volume: row.volume };
}

/** Each candle spreads over the time until the same instrument's next candle. */
function candlesToEvents(rows: readonly ReplayRow[]): ReplayEvent[] {
  const nextStartMs = new Map<string, number>();
  const events: ReplayEvent[] = [];
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i] as ReplayRow;
    const next = nextStartMs.get(row.code);
    const spanMs = next !== undefined && next > row.timeMs ? next - row.timeMs : lastCandleMs;
    events.push(...candleEvents(row, spanMs));
    nextStartMs.set(row.code, row.timeMs);
  }
  return events;
}

function candleEvents(row: ReplayRow, spanMs: number): ReplayEvent[] {
  const [open, high, low, close] = row.prices as [Decimal, Decimal, Decimal, Decimal];
  // A rising candle more likely dipped first; a falling one peaked first.
  const path = close.gte(open) ? [open, low, high, close] : [open, high, low, close];
  return path.map((mid, step) => ({
    atMs: row.timeMs + Math.floor((spanMs * step) / 4),
    code: row.code,
    mid,
    volume: row.volume / 4,
  }));
}
