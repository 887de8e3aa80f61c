import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Cross, TriggerIndex, type TriggerLevel, Watch } from './trigger-index.ts';

const at = (level: number, watch: Watch, cross: Cross, instrumentId = 1): TriggerLevel => ({
  instrumentId,
  watch,
  cross,
  level,
});

const reached = (t: TriggerLevel, quote: { bid: number; ask: number }): boolean => {
  const price = quote[t.watch];
  return t.cross === Cross.atOrBelow ? price <= t.level : price >= t.level;
};

describe('TriggerIndex', () => {
  it('fires a stop below the bid once the bid falls to or through it', () => {
    const index = new TriggerIndex<string>();
    index.add(at(1.1, Watch.bid, Cross.atOrAbove), 'take-profit');
    index.add(at(1.05, Watch.bid, Cross.atOrBelow), 'stop-loss');
    expect(index.fired(1, { bid: 1.07, ask: 1.0702 })).toEqual([]);
    expect(index.fired(1, { bid: 1.05, ask: 1.0502 })).toEqual(['stop-loss']);
    expect(index.fired(1, { bid: 0.9, ask: 0.9002 })).toEqual(['stop-loss']);
    expect(index.fired(1, { bid: 1.2, ask: 1.2002 })).toEqual(['take-profit']);
    expect(index.fired(2, { bid: 0.9, ask: 0.9 })).toEqual([]);
  });

  it('watches the ask separately from the bid', () => {
    const index = new TriggerIndex<string>();
    index.add(at(1.1, Watch.ask, Cross.atOrAbove), 'short stop');
    expect(index.fired(1, { bid: 1.1, ask: 1.0999 })).toEqual([]);
    expect(index.fired(1, { bid: 1.0999, ask: 1.1 })).toEqual(['short stop']);
  });

  it('removes exactly the item given, even among equal levels', () => {
    const index = new TriggerIndex<string>();
    index.add(at(1, Watch.bid, Cross.atOrBelow), 'a');
    index.add(at(1, Watch.bid, Cross.atOrBelow), 'b');
    expect(index.remove(at(1, Watch.bid, Cross.atOrBelow), 'a')).toBe(true);
    expect(index.remove(at(1, Watch.bid, Cross.atOrBelow), 'a')).toBe(false);
    expect(index.remove(at(2, Watch.bid, Cross.atOrBelow), 'b')).toBe(false);
    expect(index.size).toBe(1);
    expect(index.fired(1, { bid: 0.5, ask: 0.5 })).toEqual(['b']);
  });

  it('fires the same set as a scan of every level, for random levels, removals and quotes', () => {
    const price = fc.integer({ min: 0, max: 40 }).map((n) => n / 4);
    const level = fc.record({
      instrumentId: fc.integer({ min: 1, max: 3 }),
      watch: fc.constantFrom(Watch.bid, Watch.ask),
      cross: fc.constantFrom(Cross.atOrBelow, Cross.atOrAbove),
      level: price,
    });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(level, fc.boolean()), { maxLength: 60 }),
        fc.integer({ min: 1, max: 3 }),
        price,
        price,
        (levels, instrumentId, bid, ask) => {
          const index = new TriggerIndex<number>();
          const kept: { at: TriggerLevel; item: number }[] = [];
          levels.forEach(([l], item) => {
            index.add(l, item);
          });
          levels.forEach(([l, removed], item) => {
            if (removed) expect(index.remove(l, item)).toBe(true);
            else kept.push({ at: l, item });
          });
          const quote = { bid, ask };
          const expected = kept
            .filter((k) => k.at.instrumentId === instrumentId && reached(k.at, quote))
            .map((k) => k.item);
          const fired = index.fired(instrumentId, quote);
          expect([...fired].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
          expect(index.size).toBe(kept.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
