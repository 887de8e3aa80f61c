import { describe, expect, it } from 'vitest';
import { quoteToUsd } from './conversion.ts';
import { type Decimal, dec } from './decimal.ts';

const mids: Record<string, Decimal> = {
  EURUSD: dec('1.08'),
  GBPUSD: dec('1.25'),
  USDJPY: dec('160'),
  USDCHF: dec('0.8'),
  USDZAR: dec('0'),
};
const midOf = (code: string): Decimal | undefined => mids[code];

describe('quoteToUsd', () => {
  it.each([
    ['USD-quoted (EURUSD, XAUUSD, US indices)', 'USD', '1'],
    ['GBP-quoted cross (EURGBP) through GBPUSD', 'GBP', '1.25'],
    ['EUR-quoted through EURUSD', 'EUR', '1.08'],
    ['JPY-quoted (USDJPY, EURJPY) through 1 / USDJPY', 'JPY', '0.00625'],
    ['CHF-quoted through 1 / USDCHF', 'CHF', '1.25'],
    ['lower-case currency codes', 'jpy', '0.00625'],
  ])('%s: %s → %s', (_name, quoteCurrency, expected) => {
    expect(quoteToUsd({ quoteCurrency, midOf })?.eq(expected)).toBe(true);
  });

  it('is undefined when no USD pair is priced', () => {
    expect(quoteToUsd({ quoteCurrency: 'SEK', midOf })).toBeUndefined();
  });

  it('ignores a zero price rather than dividing by it', () => {
    expect(quoteToUsd({ quoteCurrency: 'ZAR', midOf })).toBeUndefined();
  });

  it('prefers the direct XXXUSD pair when both exist', () => {
    const both = (code: string) => ({ AUDUSD: dec('0.65'), USDAUD: dec('2') })[code];
    expect(quoteToUsd({ quoteCurrency: 'AUD', midOf: both })?.eq('0.65')).toBe(true);
  });
});
