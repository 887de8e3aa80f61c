import type { MarketQuote } from '@tp/contract/realtime';
import { describe, expect, it } from 'vitest';
import { Outbox } from './outbox.ts';

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
    volume: 10,
    bid: close - 0.1,
    ask: close + 0.1,
  },
});

const parsed = (outbox: Outbox) => outbox.take().map((text) => JSON.parse(text) as unknown);

describe('Outbox', () => {
  it('keeps the latest frame of each topic', () => {
    const outbox = new Outbox();
    outbox.putFrame('KLINE.EURUSD', '{"n":1}');
    outbox.putFrame('FOREX_TRADE', '{"n":2}');
    outbox.putFrame('KLINE.EURUSD', '{"n":3}');
    expect(outbox.take()).toEqual(['{"n":2}', '{"n":3}']);
    expect(outbox.isEmpty).toBe(true);
    expect(outbox.take()).toEqual([]);
  });

  it('keeps the latest quote of each instrument across DAY_MARKET batches', () => {
    const outbox = new Outbox();
    outbox.putQuotes([quote(1, 10), quote(2, 20)]);
    outbox.putQuotes([quote(2, 21)]);
    outbox.putQuotes([quote(3, 30)]);
    expect(parsed(outbox)).toEqual([
      { type: 'DAY_MARKET', data: [quote(1, 10), quote(2, 21), quote(3, 30)] },
    ]);
  });

  it('gathers every closed id once', () => {
    const outbox = new Outbox();
    outbox.putClosed([4, 5]);
    outbox.putClosed([5, 6]);
    expect(outbox.closedIdCount).toBe(3);
    expect(parsed(outbox)).toEqual([{ type: 'FOREX_CLOSED', data: { ids: [4, 5, 6] } }]);
  });

  it('drops what is pending for one topic only', () => {
    const outbox = new Outbox();
    outbox.putQuotes([quote(1, 10)]);
    outbox.putClosed([7]);
    outbox.putFrame('FOREX_TRADE', '{"n":1}');
    outbox.putFrame('KLINE.EURUSD', '{"n":2}');
    outbox.drop('DAY_MARKET');
    outbox.drop('FOREX_TRADE');
    expect(parsed(outbox)).toEqual([{ type: 'FOREX_CLOSED', data: { ids: [7] } }, { n: 2 }]);
    outbox.putClosed([8]);
    outbox.drop('FOREX_CLOSED');
    expect(outbox.isEmpty).toBe(true);
  });

  it('stays bounded however many updates a client misses', () => {
    const outbox = new Outbox();
    for (let i = 0; i < 10_000; i++) {
      outbox.putQuotes([quote(i % 30, i)]);
      outbox.putFrame(`KLINE.S${i % 5}`, `{"i":${i}}`);
    }
    const frames = outbox.take();
    expect(frames).toHaveLength(6);
    const day = JSON.parse(frames[0] ?? '') as { data: MarketQuote[] };
    expect(day.data).toHaveLength(30);
    expect(day.data.find((q) => q.id === 9)?.quotation.close).toBe(9999);
  });
});
