import { chartPeriods } from '@tp/contract/entities';
import { dec } from '@tp/domain/decimal';
import { cryptoSessions, forexSessions, isSessionOpen } from '@tp/domain/sessions';
import { describe, expect, it } from 'vitest';
import { type BackfillInstrument, generateHistory } from './backfill.ts';
import { periodSeconds } from './candles.ts';

const eurusd: BackfillInstrument = {
  id: 1,
  code: 'EURUSD',
  sessions: forexSessions(),
  pricePrecision: 5,
  referencePrice: 1.08,
  annualVolatility: 0.07,
  currentPrice: dec('1.08'),
};
const btcusd: BackfillInstrument = {
  id: 2,
  code: 'BTCUSD',
  sessions: cryptoSessions(),
  pricePrecision: 2,
  referencePrice: 65000,
  annualVolatility: 0.6,
  currentPrice: dec('65000'),
};
/** Wednesday 2026-11-18 12:00:30 UTC. */
const now = Date.parse('2026-11-18T12:00:30Z') / 1000;

const history = (
  instrument: BackfillInstrument,
  period: (typeof chartPeriods)[number],
  seed = 1,
  count = 500,
) =>
  generateHistory({
    instrument,
    period,
    seed,
    count,
    endAt: now,
    endClose: instrument.currentPrice,
  });

describe('generateHistory', () => {
  it.each(chartPeriods)(
    'gives %s the asked number of candles, oldest first, ending now at the current price',
    (period) => {
      const bars = history(btcusd, period);
      expect(bars).toHaveLength(500);
      const times = bars.map((b) => b.time);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(new Set(times).size).toBe(500);
      const last = bars.at(-1);
      expect(last?.time).toBe(Math.floor(now / periodSeconds[period]) * periodSeconds[period]);
      expect(last?.close.toString()).toBe('65000');
      // Crypto never closes: the candles are back to back.
      expect(
        times.every((t, i) => i === 0 || t - (times[i - 1] as number) === periodSeconds[period]),
      ).toBe(true);
    },
  );

  it('makes sound candles: high and low bound open and close, prices at precision, volume positive', () => {
    for (const period of chartPeriods) {
      for (const bar of history(eurusd, period)) {
        const ok =
          bar.high.gte(bar.open) &&
          bar.high.gte(bar.close) &&
          bar.low.lte(bar.open) &&
          bar.low.lte(bar.close) &&
          bar.low.gt(0) &&
          bar.open.decimalPlaces() <= 5 &&
          bar.high.decimalPlaces() <= 5 &&
          bar.volume > 0;
        if (!ok) throw new Error(`unsound ${period} candle at ${bar.time}`);
      }
    }
  });

  it('links each candle to the next: a close is the next open', () => {
    const bars = history(btcusd, '60min');
    for (let i = 1; i < bars.length; i++) {
      const gap = (bars[i]?.open.toNumber() ?? 0) / (bars[i - 1]?.close.toNumber() ?? 1);
      expect(Math.abs(gap - 1)).toBeLessThan(1e-6);
    }
  });

  it('leaves out periods in which the market is closed', () => {
    const bars = history(eurusd, '60min');
    const closed = bars.filter(
      (b) => !isSessionOpen({ sessions: eurusd.sessions, at: new Date(b.time * 1000) }),
    );
    expect(closed).toEqual([]);
    const days = history(eurusd, '1day').map((b) => new Date(b.time * 1000).getUTCDay());
    expect(days).not.toContain(6);
    // 500 trading days (Sunday evenings count) reach back well over a year and a half.
    expect(now - (history(eurusd, '1day')[0]?.time ?? now)).toBeGreaterThan(570 * 86_400);
  });

  it('fills only the elapsed part of the period that has not ended', () => {
    const twoAm = Date.parse('2026-11-18T02:00:00Z') / 1000;
    const days = generateHistory({
      instrument: btcusd,
      period: '1day',
      seed: 1,
      count: 3,
      endAt: twoAm,
      endClose: btcusd.currentPrice,
    });
    expect(days.map((d) => d.time)).toEqual([
      Date.parse('2026-11-16T00:00:00Z') / 1000,
      Date.parse('2026-11-17T00:00:00Z') / 1000,
      Date.parse('2026-11-18T00:00:00Z') / 1000,
    ]);
    // Two hours of volume today against a whole day's before it.
    expect(days[2]?.volume).toBeLessThan(500 * 120 * 1.4 + 1);
    expect(days[1]?.volume).toBeGreaterThan(500 * 1_440 * 0.6 - 1);
  });

  it('draws the same history for the same seed, another for another seed', () => {
    const plain = (seed: number) =>
      history(eurusd, '15min', seed).map(
        (b) => `${b.time} ${b.open} ${b.high} ${b.low} ${b.close} ${b.volume}`,
      );
    expect(plain(7)).toEqual(plain(7));
    expect(plain(7)).not.toEqual(plain(8));
  });

  it('moves with the instrument volatility', () => {
    const closes = history(btcusd, '1day', 3, 500).map((b) => b.close.toNumber());
    const returns = closes.slice(1).map((c, i) => Math.log(c / (closes[i] as number)));
    const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
    const sd = Math.sqrt(returns.reduce((a, b) => a + (b - mean) ** 2, 0) / returns.length);
    const expected = 0.6 * Math.sqrt(1 / 365.25);
    expect(sd / expected).toBeGreaterThan(0.85);
    expect(sd / expected).toBeLessThan(1.15);
  });
});
