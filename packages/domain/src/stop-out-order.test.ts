import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';
import { stopOutNext } from './stop-out-order.ts';

describe('stopOutNext', () => {
  it('picks the largest loss, the first listed among equals', () => {
    const positions = [
      { id: 1, pnl: dec(-5) },
      { id: 2, pnl: dec(-40) },
      { id: 3, pnl: dec(12) },
      { id: 4, pnl: dec(-40) },
    ];
    expect(stopOutNext(positions)?.id).toBe(2);
  });

  it('picks nothing from nothing', () => {
    expect(stopOutNext([])).toBeUndefined();
  });

  it('the pick has no P&L above any other, and is the first with that P&L', () => {
    fc.assert(
      fc.property(
        fc.array(decimalArbitrary({ min: -1e4, max: 1e4, scale: 2 }), {
          minLength: 1,
          maxLength: 30,
        }),
        (pnls) => {
          const positions = pnls.map((pnl, id) => ({ id, pnl }));
          const next = stopOutNext(positions);
          expect(next).toBeDefined();
          if (!next) return;
          for (const other of positions) expect(next.pnl.lte(other.pnl)).toBe(true);
          expect(positions.findIndex((p) => p.pnl.eq(next.pnl))).toBe(next.id);
        },
      ),
    );
  });
});
