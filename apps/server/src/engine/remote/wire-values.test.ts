import { Decimal } from '@tp/domain/decimal';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromWire, toWire } from './wire-values.ts';

const through = (value: unknown) => fromWire(JSON.parse(JSON.stringify(toWire(value))));

describe('values between processes', () => {
  it('brings decimals back exactly, whatever their digits', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer().map((n) => new Decimal(n)),
          fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => new Decimal(n)),
          fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map((n) => new Decimal(`${n}e-18`)),
        ),
        (decimal) => {
          const back = through({ amount: decimal });
          expect(back).toEqual({ amount: expect.any(Decimal) });
          expect((back as { amount: Decimal }).amount.eq(decimal)).toBe(true);
        },
      ),
    );
  });

  it('keeps dates to the millisecond, nesting, nulls and left-out arguments', () => {
    const order = {
      id: 7,
      lots: new Decimal('0.01'),
      openedAt: new Date('2026-11-18T12:00:00.987Z'),
      closedAt: null,
      stops: [new Decimal('1.1'), undefined],
      mark: undefined,
    };
    const back = through([order, undefined]) as [typeof order, undefined];
    expect(back).toHaveLength(2);
    expect(back[1]).toBeUndefined();
    expect(back[0].openedAt.toISOString()).toBe('2026-11-18T12:00:00.987Z');
    expect(back[0].lots.toString()).toBe('0.01');
    expect(back[0].closedAt).toBeNull();
    expect(back[0].stops[0]?.toString()).toBe('1.1');
    expect(back[0].stops[1]).toBeUndefined();
    expect('mark' in back[0]).toBe(false);
  });

  it('keeps a field named __proto__ as data, never as the object’s prototype', () => {
    const back = through(JSON.parse('{"__proto__": {"polluted": true}, "a": 1}')) as object;
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
    expect(Object.keys(back)).toEqual(['__proto__', 'a']);
    expect((back as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('passes plain JSON through as it is', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        // JSON has no undefined and no -0: compare as JSON reads them.
        expect(through(value)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
