import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';
import { MarginMode } from './instrument.ts';
import { requiredMargin } from './margin.ts';
import { bookAmount } from './money.ts';
import { filledMargin, pendingFillPrice } from './pending-fill.ts';
import { restsAbove } from './pending-order.ts';
import { entryPrice } from './quote.ts';
import { Side } from './side.ts';

const quoteOf = (bid: string, ask: string) => ({
  bid: dec(bid),
  ask: dec(ask),
  mid: dec(bid).plus(ask).div(2),
});

describe('pendingFillPrice', () => {
  it.each([
    [
      'buy limit reached fills at its target',
      Side.buy,
      '1.08000',
      false,
      ['1.07980', '1.07990'],
      '1.08000',
    ],
    ['buy limit not yet reached', Side.buy, '1.08000', false, ['1.08000', '1.08010'], undefined],
    [
      'buy stop fills at the ask that broke through',
      Side.buy,
      '1.08000',
      true,
      ['1.08040', '1.08050'],
      '1.08050',
    ],
    ['buy stop not yet reached', Side.buy, '1.08000', true, ['1.07980', '1.07990'], undefined],
    [
      'sell limit fills at its target',
      Side.sell,
      '1.08000',
      true,
      ['1.08020', '1.08030'],
      '1.08000',
    ],
    [
      'sell stop fills at the bid that broke through',
      Side.sell,
      '1.08000',
      false,
      ['1.07950', '1.07960'],
      '1.07950',
    ],
    [
      'sell stop exactly at its target',
      Side.sell,
      '1.08000',
      false,
      ['1.08000', '1.08010'],
      '1.08000',
    ],
  ] as const)('%s', (_name, side, target, above, [bid, ask], expected) => {
    const price = pendingFillPrice({
      side,
      target: dec(target),
      restsAbove: above,
      quote: quoteOf(bid, ask),
    });
    expect(price?.toString()).toBe(expected === undefined ? undefined : dec(expected).toString());
  });

  const prices = decimalArbitrary({ min: 0.5, max: 2, scale: 5 });
  const spreads = decimalArbitrary({ min: 0, max: 0.01, scale: 5 });

  it('fills only once the price it would open at reaches the target, never at a worse price than a limit asks', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(Side.buy, Side.sell),
        prices,
        fc.boolean(),
        prices,
        spreads,
        (side, target, above, bid, spread) => {
          const quote = { bid, ask: bid.plus(spread), mid: bid.plus(spread.div(2)) };
          const watched = entryPrice(side, quote);
          const price = pendingFillPrice({ side, target, restsAbove: above, quote });
          const reached = above ? watched.gte(target) : watched.lte(target);
          expect(price !== undefined).toBe(reached);
          if (!price) return;
          const limit = (side === Side.buy) !== above;
          // A limit gets its target; a stop gets the market, which is at or past the target.
          expect(price.eq(limit ? target : watched)).toBe(true);
          if (above) expect(price.gte(target)).toBe(true);
          else expect(price.lte(target)).toBe(true);
        },
      ),
    );
  });

  it('agrees with the side the order rested on at placement', () => {
    fc.assert(
      fc.property(fc.constantFrom(Side.buy, Side.sell), prices, prices, (side, target, bid) => {
        const placedAt = { bid, ask: bid, mid: bid };
        const above = restsAbove(side, target, placedAt);
        // At the placement quote a resting order has not been reached unless it sits on the price.
        const price = pendingFillPrice({ side, target, restsAbove: above, quote: placedAt });
        expect(price === undefined).toBe(!entryPrice(side, placedAt).eq(target));
      }),
    );
  });
});

describe('filledMargin', () => {
  const terms = { contractSize: dec(100000), marginMode: MarginMode.leverage };
  const base = {
    lots: dec(1),
    terms,
    quoteToUsd: dec(1),
    leverage: 100,
    target: dec('1.08000'),
    reserved: dec(1080),
  };

  it('keeps the reserve when the order fills at its target', () => {
    expect(filledMargin({ ...base, price: dec('1.08000'), balance: dec(0) }).toString()).toBe(
      '1080',
    );
  });

  it('takes the margin again at a fill price that differs', () => {
    expect(filledMargin({ ...base, price: dec('1.08050'), balance: dec(10) }).toString()).toBe(
      '1080.5',
    );
    expect(filledMargin({ ...base, price: dec('1.07000'), balance: dec(0) }).toString()).toBe(
      '1070',
    );
  });

  it('keeps the reserve when the balance cannot cover a larger margin', () => {
    expect(filledMargin({ ...base, price: dec('1.08050'), balance: dec('0.49') }).toString()).toBe(
      '1080',
    );
  });

  it('is the reserve or the booked margin at the fill price, and never takes more than the balance', () => {
    fc.assert(
      fc.property(
        decimalArbitrary({ min: 0.5, max: 2, scale: 5 }),
        decimalArbitrary({ min: 0.5, max: 2, scale: 5 }),
        decimalArbitrary({ min: 0.01, max: 10, scale: 2 }),
        decimalArbitrary({ min: 0, max: 5000, scale: 6 }),
        fc.constantFrom(50, 100, 200),
        (target, price, lots, balance, leverage) => {
          const input = { terms, quoteToUsd: dec(1), lots, leverage, target, price, balance };
          const reserved = bookAmount(requiredMargin({ ...input, price: target }));
          const margin = filledMargin({ ...input, reserved });
          const refit = bookAmount(requiredMargin(input));
          expect(margin.eq(reserved) || margin.eq(refit)).toBe(true);
          expect(margin.minus(reserved).lte(balance)).toBe(true);
          expect(margin.decimalPlaces()).toBeLessThanOrEqual(6);
          // A smaller margin is always given back.
          if (refit.lt(reserved)) expect(margin.eq(refit)).toBe(true);
        },
      ),
    );
  });
});
