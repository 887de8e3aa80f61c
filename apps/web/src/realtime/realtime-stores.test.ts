import type { MarketQuote } from '@tp/contract/realtime';
import { describe, expect, it } from 'vitest';
import { mergeDayMarket } from './realtime-stores.ts';

const quote = (id: number, close: number): MarketQuote => ({
  id,
  symbol: `S${id}`,
  status: 1,
  quotation: {
    open: 1,
    close,
    high: 2,
    low: 0.5,
    change: 0,
    volume: 0,
    bid: close - 0.1,
    ask: close + 0.1,
  },
});

describe('day market store', () => {
  it('marks each quote with the direction of its last move', () => {
    const first = mergeDayMarket({}, [quote(1, 1), quote(2, 1)]);
    expect(first[1]?.move).toBe(0);
    const second = mergeDayMarket(first, [quote(1, 1.2), quote(2, 0.9)]);
    expect(second[1]?.move).toBe(1);
    expect(second[2]?.move).toBe(-1);
  });

  it('keeps an unchanged quote as the same object so its row does not re-render', () => {
    const first = mergeDayMarket({}, [quote(1, 1), quote(2, 1)]);
    const second = mergeDayMarket(first, [quote(1, 1), quote(2, 1.5)]);
    expect(second[1]).toBe(first[1]);
    expect(second[2]).not.toBe(first[2]);
  });
});
