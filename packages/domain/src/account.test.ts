import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountSnapshot, nearStopOut, nearStopOutFactor, stopOutDue } from './account.ts';
import { dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';

const position = (margin: string, pnl: string) => ({ margin: dec(margin), pnl: dec(pnl) });

describe('accountSnapshot', () => {
  it('a fresh account: equity is the balance, risk rate 0', () => {
    const s = accountSnapshot({ balance: dec(10000), positions: [], pendingReserved: dec(0) });
    expect(s.equity.eq(10000)).toBe(true);
    expect(s.marginUsed.eq(0)).toBe(true);
    expect(s.floatingPnl.eq(0)).toBe(true);
    expect(s.riskRatePct.eq(0)).toBe(true);
    expect(s.freeMargin.eq(10000)).toBe(true);
  });

  it('pending orders only: risk rate stays 0', () => {
    const s = accountSnapshot({ balance: dec(9000), positions: [], pendingReserved: dec(1000) });
    expect(s.equity.eq(10000)).toBe(true);
    expect(s.riskRatePct.eq(0)).toBe(true);
  });

  it.each([
    [
      'one position in profit',
      '9000',
      [position('1000', '200')],
      '0',
      '10200',
      '1000',
      '200',
      '1020',
      '9000',
    ],
    [
      'one position losing',
      '9000',
      [position('1000', '-500')],
      '0',
      '9500',
      '1000',
      '-500',
      '950',
      '8500',
    ],
    [
      'two positions netting to a loss',
      '8000',
      [position('1000', '300'), position('1000', '-400')],
      '0',
      '9900',
      '2000',
      '-100',
      '495',
      '7900',
    ],
    [
      'with a pending reserve',
      '7000',
      [position('2000', '-1000')],
      '1000',
      '9000',
      '2000',
      '-1000',
      '450',
      '6000',
    ],
    ['near stop-out', '0', [position('1000', '-500')], '0', '500', '1000', '-500', '50', '-500'],
  ])('%s', (_name, balance, positions, pendingReserved, equity, marginUsed, pnl, risk, free) => {
    const s = accountSnapshot({
      balance: dec(balance),
      positions,
      pendingReserved: dec(pendingReserved),
    });
    expect(s.equity.eq(equity)).toBe(true);
    expect(s.marginUsed.eq(marginUsed)).toBe(true);
    expect(s.floatingPnl.eq(pnl)).toBe(true);
    expect(s.riskRatePct.eq(risk)).toBe(true);
    expect(s.freeMargin.eq(free)).toBe(true);
  });

  const account = fc.record({
    balance: decimalArbitrary({ min: 0, max: 1e6, scale: 6 }),
    positions: fc.array(
      fc.record({
        margin: decimalArbitrary({ min: 0.01, max: 1e5, scale: 6 }),
        pnl: decimalArbitrary({ min: -1e5, max: 1e5, scale: 6 }),
      }),
      { maxLength: 8 },
    ),
    pendingReserved: decimalArbitrary({ min: 0, max: 1e4, scale: 6 }),
  });

  it('equity = balance + margin + reserved + floating P&L', () => {
    fc.assert(
      fc.property(account, (a) => {
        const s = accountSnapshot(a);
        const expected = a.positions.reduce(
          (sum, p) => sum.plus(p.margin).plus(p.pnl),
          a.balance.plus(a.pendingReserved),
        );
        expect(s.equity.eq(expected)).toBe(true);
      }),
    );
  });

  it('free margin never exceeds the balance and counts losses but not gains', () => {
    fc.assert(
      fc.property(account, (a) => {
        const s = accountSnapshot(a);
        expect(s.freeMargin.lte(a.balance)).toBe(true);
        const expected = s.floatingPnl.isNegative() ? a.balance.plus(s.floatingPnl) : a.balance;
        expect(s.freeMargin.eq(expected)).toBe(true);
      }),
    );
  });

  it('risk rate × margin used = equity × 100 when positions are open', () => {
    fc.assert(
      fc.property(account, (a) => {
        const s = accountSnapshot(a);
        if (a.positions.length === 0) {
          expect(s.riskRatePct.isZero()).toBe(true);
          return;
        }
        const diff = s.riskRatePct.times(s.marginUsed).minus(s.equity.times(100)).abs();
        expect(diff.lte('1e-25')).toBe(true);
      }),
    );
  });
});

describe('stopOutDue', () => {
  it.each([
    ['no positions', [], false],
    ['risk rate above the level', [position('1000', '-400')], false],
    ['risk rate exactly at the level', [position('1000', '-500')], true],
    ['risk rate below the level', [position('1000', '-700')], true],
  ])('%s → %s', (_name, positions, expected) => {
    const snapshot = accountSnapshot({ balance: dec(0), positions, pendingReserved: dec(0) });
    expect(stopOutDue({ snapshot, stopOutLevelPct: 50 })).toBe(expected);
  });
});

describe('nearStopOut', () => {
  const at = (marginUsed: string, riskRatePct: string) => ({
    marginUsed: dec(marginUsed),
    riskRatePct: dec(riskRatePct),
  });

  it('warns within 1.5 times the stop-out level, only with positions open', () => {
    expect(nearStopOutFactor).toBe(1.5);
    expect(nearStopOut({ snapshot: at('100', '75'), stopOutLevelPct: 50 })).toBe(true);
    expect(nearStopOut({ snapshot: at('100', '75.01'), stopOutLevelPct: 50 })).toBe(false);
    expect(nearStopOut({ snapshot: at('0', '0'), stopOutLevelPct: 50 })).toBe(false);
  });

  it('every account due for stop-out is near it', () => {
    fc.assert(
      fc.property(
        decimalArbitrary({ min: 0, max: 1e4, scale: 2 }),
        decimalArbitrary({ min: 0, max: 1000, scale: 2 }),
        decimalArbitrary({ min: 0, max: 200, scale: 0 }),
        (marginUsed, riskRatePct, level) => {
          const snapshot = { marginUsed, riskRatePct };
          if (stopOutDue({ snapshot, stopOutLevelPct: level })) {
            expect(nearStopOut({ snapshot, stopOutLevelPct: level })).toBe(true);
          }
        },
      ),
    );
  });
});
