import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';
import { bookAmount } from './money.ts';
import { partialCloseError, partialCloseFigures, splitPosition } from './partial-close.ts';
import { floatingPnl } from './pnl.ts';

const terms = { minLots: dec('0.01'), lotStep: dec('0.01') };

describe('partialCloseError', () => {
  it.each([
    ['0.03 of 0.10', '0.10', '0.03', null],
    ['all but the minimum', '0.10', '0.09', null],
    ['every lot (a full close)', '0.10', '0.10', 'partialCloseLots'],
    ['more than the position', '0.10', '0.11', 'partialCloseLots'],
    ['between steps', '0.10', '0.035', 'partialCloseLots'],
    ['zero', '0.10', '0', 'partialCloseLots'],
    ['negative', '0.10', '-0.01', 'partialCloseLots'],
  ])('%s', (_name, lots, closeLots, expected) => {
    expect(partialCloseError({ lots: dec(lots), closeLots: dec(closeLots), terms })).toBe(expected);
  });

  it('refuses to leave less than the minimum open', () => {
    const t = { minLots: dec('0.05'), lotStep: dec('0.01') };
    expect(partialCloseError({ lots: dec('0.10'), closeLots: dec('0.06'), terms: t })).toBe(
      'partialCloseLots',
    );
    expect(partialCloseError({ lots: dec('0.10'), closeLots: dec('0.05'), terms: t })).toBeNull();
  });

  it('refuses a value that is not a number', () => {
    expect(partialCloseError({ lots: dec('1'), closeLots: dec(Number.NaN), terms })).toBe(
      'partialCloseLots',
    );
  });
});

describe('splitPosition', () => {
  it('splits 0.03 of 0.10 lots to the ledger digit', () => {
    const split = splitPosition(
      { lots: dec('0.10'), margin: dec('21.714286'), fee: dec('0.7') },
      dec('0.03'),
    );
    // 21.714286 × 0.3 = 6.5142858 → 6.514286 (half up); the rest keeps 15.2.
    expect(split.closed.margin.toFixed()).toBe('6.514286');
    expect(split.kept.margin.toFixed()).toBe('15.2');
    expect(split.closed.fee.toFixed()).toBe('0.21');
    expect(split.kept.fee.toFixed()).toBe('0.49');
    expect(split.kept.lots.toFixed()).toBe('0.07');
  });

  const position = fc.record({
    steps: fc.integer({ min: 2, max: 100_000 }),
    margin: decimalArbitrary({ min: 0, max: 1_000_000, scale: 6 }),
    fee: decimalArbitrary({ min: 0, max: 10_000, scale: 6 }),
  });

  it('the parts add up to the whole: lots, margin released + margin kept, fee', () => {
    fc.assert(
      fc.property(position, fc.double({ min: 0, max: 1, noNaN: true }), (p, at) => {
        const lots = dec(p.steps).times('0.01');
        const closeSteps = Math.min(p.steps - 1, Math.max(1, Math.floor(at * p.steps)));
        const closeLots = dec(closeSteps).times('0.01');
        expect(partialCloseError({ lots, closeLots, terms })).toBeNull();
        const split = splitPosition({ lots, margin: p.margin, fee: p.fee }, closeLots);
        expect(split.closed.lots.plus(split.kept.lots).eq(lots)).toBe(true);
        expect(split.closed.margin.plus(split.kept.margin).eq(p.margin)).toBe(true);
        expect(split.closed.fee.plus(split.kept.fee).eq(p.fee)).toBe(true);
        // Each share is at the ledger's scale, never negative, and never more than the whole.
        for (const part of [split.closed, split.kept]) {
          expect(bookAmount(part.margin).eq(part.margin)).toBe(true);
          expect(part.margin.gte(0) && part.margin.lte(p.margin)).toBe(true);
          expect(part.fee.gte(0) && part.fee.lte(p.fee)).toBe(true);
        }
      }),
    );
  });

  it('closing in parts realises the P&L of closing at once, to within one booked digit per part', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 6 }),
        decimalArbitrary({ min: 0.5, max: 2, scale: 5 }),
        decimalArbitrary({ min: 0.5, max: 2, scale: 5 }),
        (partsSteps, entry, exit) => {
          const pnlOf = (lots: ReturnType<typeof dec>) =>
            floatingPnl({
              side: 1,
              entryPrice: entry,
              exitPrice: exit,
              lots,
              contractSize: dec(100_000),
              quoteToUsd: dec(1),
            });
          const lots = dec(partsSteps.reduce((a, b) => a + b, 0)).times('0.01');
          const booked = partsSteps
            .map((s) => bookAmount(pnlOf(dec(s).times('0.01'))))
            .reduce((a, b) => a.plus(b), dec(0));
          const whole = bookAmount(pnlOf(lots));
          expect(booked.minus(whole).abs().lte(dec('0.000001').times(partsSteps.length))).toBe(
            true,
          );
        },
      ),
    );
  });
});

describe('partialCloseFigures', () => {
  it('realises the share of the P&L and releases the share of the margin', () => {
    const figures = partialCloseFigures({
      position: { lots: dec('0.10'), margin: dec('110.006'), fee: dec('0.7') },
      pnl: dec('8.8'),
      closeLots: dec('0.03'),
    });
    expect(figures.pnlRealised.toFixed()).toBe('2.64');
    expect(figures.marginReleased.toFixed()).toBe('33.0018');
    expect(figures.kept.margin.toFixed()).toBe('77.0042');
  });

  it('is the P&L of the lots closed, as if they were a position of their own', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 1000 }),
        fc.integer({ min: 1, max: 999 }),
        decimalArbitrary({ min: 0.5, max: 2, scale: 5 }),
        decimalArbitrary({ min: 0.5, max: 2, scale: 5 }),
        (steps, closeAt, entry, exit) => {
          const closeSteps = Math.min(closeAt, steps - 1);
          const pnlOf = (lots: ReturnType<typeof dec>) =>
            floatingPnl({
              side: 2,
              entryPrice: entry,
              exitPrice: exit,
              lots,
              contractSize: dec(100_000),
              quoteToUsd: dec('0.9'),
            });
          const lots = dec(steps).times('0.01');
          const closeLots = dec(closeSteps).times('0.01');
          const { pnlRealised } = partialCloseFigures({
            position: { lots, margin: dec(100), fee: dec(1) },
            pnl: pnlOf(lots),
            closeLots,
          });
          expect(pnlRealised.toFixed()).toBe(bookAmount(pnlOf(closeLots)).toFixed());
        },
      ),
    );
  });
});
