import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExpiryIndex } from './expiry-index.ts';

const at = (ms: number) => new Date(ms);

describe('expiry index', () => {
  it('answers the items due at a moment, earliest first, an expiry due at its own time', () => {
    const index = new ExpiryIndex<string>();
    index.add(at(3000), 'c');
    index.add(at(1000), 'a');
    index.add(at(2000), 'b');
    index.add(at(2000), 'b2');
    expect(index.due(at(999))).toEqual([]);
    expect(index.due(at(1000))).toEqual(['a']);
    expect(index.due(at(2500))).toEqual(['a', 'b', 'b2']);
    expect(index.remove(at(2000), 'b')).toBe(true);
    expect(index.remove(at(2000), 'b')).toBe(false);
    expect(index.remove(at(3000), 'a')).toBe(false);
    expect(index.due(at(5000))).toEqual(['a', 'b2', 'c']);
    expect(index.size).toBe(3);
  });

  it('agrees with a scan of every item, whatever was added and removed', () => {
    const op = fc.record({
      add: fc.boolean(),
      ms: fc.integer({ min: 0, max: 50 }),
      item: fc.integer({ min: 0, max: 20 }),
    });
    fc.assert(
      fc.property(
        fc.array(op, { maxLength: 200 }),
        fc.integer({ min: -1, max: 51 }),
        (ops, now) => {
          const index = new ExpiryIndex<number>();
          // Each item rests at one time at most, as an order has one expiry.
          const model = new Map<number, number>();
          for (const { add, ms, item } of ops) {
            const held = model.get(item);
            if (add && held === undefined) {
              index.add(at(ms), item);
              model.set(item, ms);
            } else if (!add && held !== undefined) {
              expect(index.remove(at(held), item)).toBe(true);
              model.delete(item);
            }
          }
          const expected = [...model].filter(([, ms]) => ms <= now).map(([item]) => item);
          expect(new Set(index.due(at(now)))).toEqual(new Set(expected));
          expect(index.due(at(now))).toHaveLength(expected.length);
          expect(index.size).toBe(model.size);
        },
      ),
    );
  });
});
