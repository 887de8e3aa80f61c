import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';
import { lockedFunds, pendingReserve, withdrawingTotal } from './locked-funds.ts';

describe('lockedFunds', () => {
  it('adds holding margin, pending margin and fee, and withdrawals under review', () => {
    const locked = lockedFunds({
      holding: [{ margin: dec('108.5') }, { margin: dec('20') }],
      pending: [{ margin: dec('54.25'), fee: dec('0.75') }],
      withdrawing: [dec('100'), dec('0.000001')],
    });
    expect(locked.toString()).toBe('283.500001');
  });

  it('is zero for an account with nothing open', () => {
    expect(lockedFunds({ holding: [], pending: [], withdrawing: [] }).toString()).toBe('0');
  });

  const amount = decimalArbitrary({ min: 0, max: 1e6, scale: 6 });
  const pendingOrder = fc.record({ margin: amount, fee: amount });

  it('is the sum of its parts, exact to the booked decimal, whatever the order of the orders', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ margin: amount })),
        fc.array(pendingOrder),
        fc.array(amount),
        (holding, pending, withdrawing) => {
          const locked = lockedFunds({ holding, pending, withdrawing });
          const parts = holding
            .map((o) => o.margin)
            .concat(pendingReserve(pending), withdrawingTotal(withdrawing));
          expect(locked.eq(parts.reduce((t, v) => t.plus(v), dec(0)))).toBe(true);
          expect(locked.gte(0)).toBe(true);
          expect(locked.decimalPlaces()).toBeLessThanOrEqual(6);
          const reversed = lockedFunds({
            holding: [...holding].reverse(),
            pending: [...pending].reverse(),
            withdrawing: [...withdrawing].reverse(),
          });
          expect(reversed.eq(locked)).toBe(true);
        },
      ),
    );
  });

  it('a pending order reserves its fee as well as its margin', () => {
    fc.assert(
      fc.property(pendingOrder, (order) => {
        expect(pendingReserve([order]).eq(order.margin.plus(order.fee))).toBe(true);
      }),
    );
  });
});
