import { dec } from '@tp/domain/decimal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PriceTick } from './price-source.ts';
import {
  type FeedInstrument,
  FeedPath,
  SimulatedFeed,
  tickDelayMsMax,
  tickDelayMsMin,
} from './simulated-feed.ts';

const eurusd: FeedInstrument = {
  code: 'EURUSD',
  mid: dec('1.08'),
  referencePrice: 1.08,
  annualVolatility: 0.07,
  pricePrecision: 5,
};
const btcusd: FeedInstrument = {
  code: 'BTCUSD',
  mid: dec('65000'),
  referencePrice: 65000,
  annualVolatility: 0.6,
  pricePrecision: 2,
};

function walk(instrument: FeedInstrument, seed: number, steps: number) {
  const path = new FeedPath(instrument, seed);
  return Array.from({ length: steps }, () => {
    const delayMs = path.nextDelayMs();
    const { mid, volume } = path.step(delayMs / 1000);
    return { delayMs, mid: mid.toString(), volume };
  });
}

describe('FeedPath', () => {
  it('plays the same delays, prices and volumes for the same seed', () => {
    expect(walk(eurusd, 20260101, 200)).toEqual(walk(eurusd, 20260101, 200));
  });

  it('plays another path for another seed', () => {
    expect(walk(eurusd, 20260101, 50)).not.toEqual(walk(eurusd, 20260102, 50));
  });

  it('gives each instrument a path of its own', () => {
    const a = walk({ ...eurusd, code: 'AAA' }, 1, 50).map((s) => s.delayMs);
    const b = walk({ ...eurusd, code: 'BBB' }, 1, 50).map((s) => s.delayMs);
    expect(a).not.toEqual(b);
  });

  it('ticks every 250 ms to 1 s, prices positive and at the instrument precision', () => {
    const steps = walk(eurusd, 5, 2_000);
    const delays = steps.map((step) => step.delayMs);
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(tickDelayMsMin);
    expect(Math.max(...delays)).toBeLessThanOrEqual(tickDelayMsMax);
    expect(Math.min(...steps.map((step) => Number(step.mid)))).toBeGreaterThan(0);
    expect(
      Math.max(...steps.map((step) => step.mid.split('.')[1]?.length ?? 0)),
    ).toBeLessThanOrEqual(5);
    expect(Math.min(...steps.map((step) => step.volume))).toBeGreaterThanOrEqual(1);
  });

  it('moves with the instrument annual volatility', () => {
    // One-hour steps of BTC at 60% a year: the standard deviation of log returns is σ√(1h in years).
    const path = new FeedPath(btcusd, 11);
    let previous = 65000;
    const returns: number[] = [];
    for (let i = 0; i < 4_000; i++) {
      const next = path.step(3_600).mid.toNumber();
      returns.push(Math.log(next / previous));
      previous = next;
    }
    const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
    const sd = Math.sqrt(returns.reduce((a, b) => a + (b - mean) ** 2, 0) / returns.length);
    const expected = 0.6 * Math.sqrt(3_600 / (365.25 * 86_400));
    expect(sd / expected).toBeGreaterThan(0.9);
    expect(sd / expected).toBeLessThan(1.1);
  });

  it('keeps a price within four times its reference either way', () => {
    const wild: FeedInstrument = { ...btcusd, annualVolatility: 5 };
    const path = new FeedPath(wild, 3);
    const mids = Array.from({ length: 5_000 }, () => path.step(86_400).mid.toNumber());
    expect(Math.min(...mids)).toBeGreaterThanOrEqual(65000 / 4 - 0.01);
    expect(Math.max(...mids)).toBeLessThanOrEqual(65000 * 4 + 0.01);
    // Such a wild path does reach both edges of the band.
    expect(Math.min(...mids)).toBeLessThan(65000 / 2);
    expect(Math.max(...mids)).toBeGreaterThan(65000 * 2);
  });
});

describe('SimulatedFeed', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function run(seed: number, isOpen: (code: string) => boolean, ms: number): PriceTick[] {
    vi.useFakeTimers({ now: new Date('2026-11-18T12:00:00Z') });
    const feed = new SimulatedFeed({
      instruments: [eurusd, btcusd],
      seed,
      clock: { now: () => new Date() },
      isOpen,
    });
    const ticks: PriceTick[] = [];
    feed.start((batch) => ticks.push(...batch));
    vi.advanceTimersByTime(ms);
    feed.stop();
    vi.advanceTimersByTime(5_000);
    return ticks;
  }

  const summary = (ticks: PriceTick[]) =>
    ticks.map((t) => `${t.at.toISOString()} ${t.code} ${t.mid} ${t.volume}`);

  it('emits the same ticks at the same moments for the same seed', () => {
    const first = run(99, () => true, 10_000);
    expect(first.length).toBeGreaterThanOrEqual(20);
    expect(summary(run(99, () => true, 10_000))).toEqual(summary(first));
  });

  it('ticks each instrument between every 250 ms and every second', () => {
    const ticks = run(99, () => true, 20_000);
    for (const code of ['EURUSD', 'BTCUSD']) {
      const times = ticks.filter((t) => t.code === code).map((t) => t.at.getTime());
      const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(tickDelayMsMin);
      expect(Math.max(...gaps)).toBeLessThanOrEqual(tickDelayMsMax);
    }
  });

  it('does not move an instrument whose market is closed', () => {
    const ticks = run(99, (code) => code !== 'EURUSD', 10_000);
    expect(ticks.some((t) => t.code === 'BTCUSD')).toBe(true);
    expect(ticks.some((t) => t.code === 'EURUSD')).toBe(false);
  });

  it('emits nothing after stop', () => {
    vi.useFakeTimers();
    const feed = new SimulatedFeed({
      instruments: [eurusd],
      seed: 1,
      clock: { now: () => new Date() },
      isOpen: () => true,
    });
    const ticks: PriceTick[] = [];
    feed.start((batch) => ticks.push(...batch));
    feed.stop();
    vi.advanceTimersByTime(5_000);
    expect(ticks).toEqual([]);
  });
});
