import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { PriceTick } from './price-source.ts';
import { ReplaySource } from './replay-source.ts';

const dir = mkdtempSync(join(tmpdir(), 'replay-'));
const clock = { now: () => new Date() };

function writeCsv(name: string, lines: string[]): string {
  const path = join(dir, name);
  writeFileSync(path, lines.join('\n'));
  return path;
}

function collect(source: ReplaySource, ms: number) {
  const batches: { atMs: number; ticks: string[] }[] = [];
  source.start((ticks: readonly PriceTick[]) =>
    batches.push({ atMs: Date.now(), ticks: ticks.map((t) => `${t.code} ${t.mid} ${t.volume}`) }),
  );
  vi.advanceTimersByTime(ms);
  source.stop();
  return batches;
}

describe('ReplaySource', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('plays ticks at the pace of their timestamps, rows of one moment together', async () => {
    const path = writeCsv('ticks.csv', [
      'time,code,price,volume',
      '2024-05-01T12:00:00Z,EURUSD,1.07100,2',
      '2024-05-01T12:00:00Z,BTCUSD,60000,1',
      '2024-05-01T12:00:02Z,EURUSD,1.07110,3',
      'bad,EURUSD,1,1',
      '2024-05-01T12:00:03Z,EURUSD,1.07090,1',
    ]);
    const { source, problems, rows } = await ReplaySource.fromFile(path, { clock, loop: false });
    expect(rows).toBe(4);
    expect(problems).toEqual([{ line: 5, message: 'unreadable time "bad"' }]);
    vi.useFakeTimers({ now: 0 });
    expect(collect(source, 10_000)).toEqual([
      { atMs: 0, ticks: ['EURUSD 1.071 2', 'BTCUSD 60000 1'] },
      { atMs: 2_000, ticks: ['EURUSD 1.0711 3'] },
      { atMs: 3_000, ticks: ['EURUSD 1.0709 1'] },
    ]);
  });

  it('stamps ticks with the clock it is given', async () => {
    const path = writeCsv('stamp.csv', ['time,code,price', '1714564800,EURUSD,1.07']);
    const { source } = await ReplaySource.fromFile(path, { clock, loop: false });
    source.useClock({ now: () => new Date('2030-01-01T00:00:00Z') });
    vi.useFakeTimers();
    const ticks: PriceTick[] = [];
    source.start((batch) => ticks.push(...batch));
    vi.advanceTimersByTime(10);
    expect(ticks.map((t) => t.at.toISOString())).toEqual(['2030-01-01T00:00:00.000Z']);
  });

  it('plays a candle as open, the nearer extreme, the other extreme and close over its period', async () => {
    const path = writeCsv('candles.csv', [
      'time,code,open,high,low,close,volume',
      '1714564800,XAUUSD,2300,2310,2295,2308,40',
      '1714564860,XAUUSD,2308,2309,2290,2291,8',
    ]);
    const { source } = await ReplaySource.fromFile(path, { clock, loop: false, gapMsMax: 60_000 });
    vi.useFakeTimers({ now: 0 });
    expect(collect(source, 200_000)).toEqual([
      { atMs: 0, ticks: ['XAUUSD 2300 10'] },
      { atMs: 15_000, ticks: ['XAUUSD 2295 10'] },
      { atMs: 30_000, ticks: ['XAUUSD 2310 10'] },
      { atMs: 45_000, ticks: ['XAUUSD 2308 10'] },
      { atMs: 60_000, ticks: ['XAUUSD 2308 2'] },
      { atMs: 75_000, ticks: ['XAUUSD 2309 2'] },
      { atMs: 90_000, ticks: ['XAUUSD 2290 2'] },
      { atMs: 105_000, ticks: ['XAUUSD 2291 2'] },
    ]);
  });

  it('caps long gaps, plays faster with speed, and starts again at the end', async () => {
    const path = writeCsv('gaps.csv', [
      'time,code,price',
      '0,BTCUSD,100',
      '3600,BTCUSD,101',
      '3602,BTCUSD,102',
    ]);
    const { source } = await ReplaySource.fromFile(path, { clock, speed: 2, gapMsMax: 5_000 });
    vi.useFakeTimers({ now: 0 });
    const batches = collect(source, 8_000);
    expect(batches.map((b) => [b.atMs, b.ticks[0]])).toEqual([
      [0, 'BTCUSD 100 1'],
      [5_000, 'BTCUSD 101 1'],
      [6_000, 'BTCUSD 102 1'],
      [7_000, 'BTCUSD 100 1'],
    ]);
  });

  it('reports a file it cannot read with its path', async () => {
    await expect(ReplaySource.fromFile(join(dir, 'missing.csv'), { clock })).rejects.toThrow(
      /missing\.csv/,
    );
  });

  it('plays nothing from a file without usable rows', async () => {
    const path = writeCsv('empty.csv', ['nonsense']);
    const { source, problems } = await ReplaySource.fromFile(path, { clock });
    expect(problems).toHaveLength(1);
    vi.useFakeTimers({ now: 0 });
    expect(collect(source, 5_000)).toEqual([]);
  });
});
