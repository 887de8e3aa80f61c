import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bollinger, ema, macd, rsi, type Series, sma } from './indicators.ts';

const close = (actual: Series, expected: (number | null)[]) => {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((value, i) => {
    if (value === null) expect(actual[i]).toBeNull();
    else expect(actual[i]).toBeCloseTo(value, 9);
  });
};

const prices = fc.array(fc.double({ min: 0.5, max: 2000, noNaN: true }), {
  minLength: 1,
  maxLength: 80,
});

describe('sma', () => {
  it('averages each window of 3 (worked by hand)', () => {
    close(sma([1, 2, 3, 4, 5, 6], 3), [null, null, 2, 3, 4, 5]);
  });
});

describe('ema', () => {
  it('starts from the SMA and weighs each new value by 2 / (n + 1) (worked by hand)', () => {
    // n = 3: alpha 0.5; seed (1+2+3)/3 = 2; then 0.5·4 + 0.5·2 = 3; 0.5·10 + 0.5·3 = 6.5.
    close(ema([1, 2, 3, 4, 10], 3), [null, null, 2, 3, 6.5]);
  });

  it('property: a constant series averages to itself', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 2000, noNaN: true }),
        fc.integer({ min: 1, max: 30 }),
        (value, n) => {
          const out = ema(Array(40).fill(value), n);
          for (const v of out.slice(n - 1)) expect(v).toBeCloseTo(value, 6);
        },
      ),
    );
  });
});

describe('bollinger', () => {
  it('puts the bands two population deviations from the SMA (worked by hand)', () => {
    // Window 2,4,4,4,5,5,7,9: mean 5, population deviation 2.
    const bands = bollinger([2, 4, 4, 4, 5, 5, 7, 9], 8, 2);
    close(bands.middle, [null, null, null, null, null, null, null, 5]);
    close(bands.upper, [null, null, null, null, null, null, null, 9]);
    close(bands.lower, [null, null, null, null, null, null, null, 1]);
  });

  it('property: the middle band is the SMA and the bands are symmetric around it', () => {
    fc.assert(
      fc.property(prices, fc.integer({ min: 1, max: 25 }), (values, n) => {
        const { middle, upper, lower } = bollinger(values, n, 2);
        expect(middle).toEqual(sma(values, n));
        middle.forEach((mid, i) => {
          if (mid === null) return;
          const up = upper[i] as number;
          const down = lower[i] as number;
          expect(up - mid).toBeCloseTo(mid - down, 6);
          expect(up).toBeGreaterThanOrEqual(mid - 1e-9);
        });
      }),
    );
  });
});

describe('rsi', () => {
  it('smooths gains and losses the Wilder way (worked by hand, period 2)', () => {
    // Changes +1, −1, +2. First averages (1+0)/2 = 0.5 and (0+1)/2 = 0.5: RSI 50.
    // Then gain (0.5·1 + 2)/2 = 1.25, loss (0.5·1 + 0)/2 = 0.25: RS 5, RSI 100 − 100/6.
    close(rsi([10, 11, 10, 12], 2), [null, null, 50, 100 - 100 / 6]);
  });

  it('reads 100 with no losses and 50 with no movement', () => {
    close(rsi([1, 2, 3, 4], 2), [null, null, 100, 100]);
    close(rsi([5, 5, 5], 2), [null, null, 50]);
  });

  it('property: stays between 0 and 100', () => {
    fc.assert(
      fc.property(prices, fc.integer({ min: 1, max: 20 }), (values, n) => {
        for (const v of rsi(values, n)) {
          if (v === null) continue;
          expect(v).toBeGreaterThanOrEqual(0);
          expect(v).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});

describe('macd', () => {
  it('is the fast EMA minus the slow, with its own EMA as the signal (worked by hand)', () => {
    // fast 2 (alpha 2/3), slow 3 (alpha 1/2), signal 2, closes 1, 2, 3, 4, 5.
    // fast: –, 1.5, 2.5, 3.5, 4.5; slow: –, –, 2, 3, 4; MACD: 0.5, 0.5, 0.5 from the third bar.
    const { macd: line, signal, histogram } = macd([1, 2, 3, 4, 5], 2, 3, 2);
    close(line, [null, null, 0.5, 0.5, 0.5]);
    close(signal, [null, null, null, 0.5, 0.5]);
    close(histogram, [null, null, null, 0, 0]);
  });

  it('property: the histogram is MACD minus signal wherever both exist', () => {
    fc.assert(
      fc.property(prices, (values) => {
        const { macd: line, signal, histogram } = macd(values, 3, 6, 3);
        histogram.forEach((h, i) => {
          if (h === null) return;
          expect(h).toBeCloseTo((line[i] as number) - (signal[i] as number), 9);
        });
      }),
    );
  });
});
