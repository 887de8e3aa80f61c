import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';
import { PendingKind, pendingKind, restsAbove } from './pending-order.ts';
import { Side } from './side.ts';

const quote = { bid: dec('1.07993'), ask: dec('1.08005') };

describe('pendingKind', () => {
  it.each([
    ['buy below the ask', Side.buy, '1.07900', PendingKind.limit],
    ['buy above the ask', Side.buy, '1.08100', PendingKind.stop],
    ['buy between bid and ask', Side.buy, '1.08000', PendingKind.limit],
    ['buy at the ask', Side.buy, '1.08005', PendingKind.limit],
    ['sell above the bid', Side.sell, '1.08100', PendingKind.limit],
    ['sell below the bid', Side.sell, '1.07900', PendingKind.stop],
    ['sell between bid and ask', Side.sell, '1.08000', PendingKind.limit],
    ['sell at the bid', Side.sell, '1.07993', PendingKind.stop],
  ])('%s', (_name, side, target, kind) => {
    expect(pendingKind(side, dec(target), quote)).toBe(kind);
  });

  it('a limit always waits for a price better than the one it would open at now', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(Side.buy, Side.sell),
        decimalArbitrary({ min: 0.5, max: 2, scale: 5 }),
        (side, target) => {
          const now = side === Side.buy ? quote.ask : quote.bid;
          const better = side === Side.buy ? target.lte(now) : target.gt(now);
          expect(pendingKind(side, target, quote) === PendingKind.limit).toBe(better);
          expect(restsAbove(side, target, quote)).toBe(target.gt(now));
        },
      ),
    );
  });
});
