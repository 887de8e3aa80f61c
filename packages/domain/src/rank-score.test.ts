import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import { rankScore } from './rank-score.ts';

describe('rankScore', () => {
  it.each([
    ['steady: 12 % up, never more than 5 % down', '0.12', '0.05', '0.02'],
    ['one lucky all-in trade: 30 % up after being 20 % under water', '0.30', '0.20', '-0.1'],
    ['no drawdown: the return itself', '0.08', '0', '0.08'],
    ['a loss with a drawdown', '-0.05', '0.1', '-0.25'],
  ])('%s → %s', (_name, rate, drawdown, expected) => {
    expect(rankScore({ rate: dec(rate), maxDrawdown: dec(drawdown) }).toString()).toBe(
      dec(expected).toString(),
    );
  });

  it('puts the steady trader above the lucky one', () => {
    const steady = rankScore({ rate: dec('0.12'), maxDrawdown: dec('0.05') });
    const lucky = rankScore({ rate: dec('0.30'), maxDrawdown: dec('0.20') });
    expect(steady.gt(lucky)).toBe(true);
  });
});
