import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import { retailLossSharePct } from './retail-loss-share.ts';
import {
  cappedLeverageOptions,
  defaultInstrumentClass,
  euRetailLeverageCaps,
  InstrumentClass,
  instrumentClasses,
  leverageAboveCap,
  leverageCap,
  RiskProfile,
  stopOutLevelUnder,
} from './risk-profile.ts';

describe('leverage caps per class under eu_retail', () => {
  it.each([
    [InstrumentClass.majorFx, 30],
    [InstrumentClass.otherFx, 20],
    [InstrumentClass.gold, 20],
    [InstrumentClass.majorIndex, 20],
    [InstrumentClass.otherCommodity, 10],
    [InstrumentClass.otherIndex, 10],
    [InstrumentClass.equity, 5],
    [InstrumentClass.crypto, 2],
  ])('%s: %i to 1', (instrumentClass, cap) => {
    expect(leverageCap({ profile: RiskProfile.euRetail, instrumentClass })).toBe(cap);
    expect(leverageCap({ profile: RiskProfile.none, instrumentClass })).toBeUndefined();
  });

  it('the seeded catalogue: majors 1:30 of 10–200, AUDUSD 1:20, gold 1:20, oil 1:10, crypto 1:2', () => {
    const fx = [10, 20, 50, 100, 200];
    const capOf = (instrumentClass: InstrumentClass) =>
      leverageCap({ profile: RiskProfile.euRetail, instrumentClass });
    const cls = (code: string, category: string, base: string, quote: string) =>
      defaultInstrumentClass({ code, category, baseCurrency: base, quoteCurrency: quote });
    expect(
      cappedLeverageOptions({ options: fx, cap: capOf(cls('EURUSD', 'forex', 'EUR', 'USD')) }),
    ).toEqual([10, 20]);
    expect(cls('GBPJPY', 'forex', 'GBP', 'JPY')).toBe(InstrumentClass.majorFx);
    expect(cls('AUDUSD', 'forex', 'AUD', 'USD')).toBe(InstrumentClass.otherFx);
    expect(cls('XAUUSD', 'metals', 'XAU', 'USD')).toBe(InstrumentClass.gold);
    expect(cls('XAGUSD', 'metals', 'XAG', 'USD')).toBe(InstrumentClass.otherCommodity);
    expect(cls('USOIL', 'energy', 'OIL', 'USD')).toBe(InstrumentClass.otherCommodity);
    expect(cls('US30', 'indices', 'US30', 'USD')).toBe(InstrumentClass.majorIndex);
    expect(cls('HK50', 'indices', 'HK50', 'HKD')).toBe(InstrumentClass.otherIndex);
    expect(cls('BTCUSD', 'crypto', 'BTC', 'USD')).toBe(InstrumentClass.crypto);
    expect(
      cappedLeverageOptions({ options: [2, 5, 10], cap: capOf(InstrumentClass.crypto) }),
    ).toEqual([2]);
    expect(
      cappedLeverageOptions({ options: [10, 20, 50], cap: capOf(InstrumentClass.otherCommodity) }),
    ).toEqual([10]);
  });

  it('options all above the cap leave the cap itself; no cap leaves them as they are', () => {
    expect(cappedLeverageOptions({ options: [50, 100], cap: 30 })).toEqual([30]);
    expect(cappedLeverageOptions({ options: [50, 100], cap: undefined })).toEqual([50, 100]);
    expect(cappedLeverageOptions({ options: [], cap: 30 })).toEqual([]);
  });

  it('property: every option offered is within the cap, and a leverage is refused exactly when above it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 500 }), { maxLength: 8 }),
        fc.constantFrom(...instrumentClasses),
        fc.constantFrom(RiskProfile.none, RiskProfile.euRetail),
        fc.integer({ min: 1, max: 1000 }),
        (options, instrumentClass, profile, leverage) => {
          const cap = leverageCap({ profile, instrumentClass });
          const offered = cappedLeverageOptions({ options, cap });
          if (cap !== undefined) {
            for (const option of offered) expect(option).toBeLessThanOrEqual(cap);
            expect(cap).toBeLessThanOrEqual(euRetailLeverageCaps.major_fx);
          } else {
            expect(offered).toEqual(options);
          }
          // Nothing offered is ever refused for its leverage.
          for (const option of offered)
            expect(leverageAboveCap({ leverage: option, cap })).toBeNull();
          const refused = leverageAboveCap({ leverage, cap });
          expect(refused !== null).toBe(cap !== undefined && leverage > cap);
        },
      ),
    );
  });

  it('the stop-out level is raised to 50 % under eu_retail, never lowered', () => {
    expect(stopOutLevelUnder({ profile: RiskProfile.euRetail, levelPct: dec(20) }).eq(50)).toBe(
      true,
    );
    expect(stopOutLevelUnder({ profile: RiskProfile.euRetail, levelPct: dec(80) }).eq(80)).toBe(
      true,
    );
    expect(stopOutLevelUnder({ profile: RiskProfile.none, levelPct: dec(20) }).eq(20)).toBe(true);
  });
});

describe('retailLossSharePct', () => {
  it('counts an account as losing when realised P&L less fees is below zero', () => {
    expect(
      retailLossSharePct([
        { realisedPnl: dec(100), fees: dec(7) }, // won 93
        { realisedPnl: dec(5), fees: dec(7) }, // a win eaten by fees: lost 2
        { realisedPnl: dec(-50), fees: dec(0) }, // lost
        { realisedPnl: dec(7), fees: dec(7) }, // broke even: not a loss
      ]),
    ).toBe(50);
    expect(retailLossSharePct([])).toBeNull();
    expect(
      retailLossSharePct([
        { realisedPnl: dec(-1), fees: dec(0) },
        ...Array(2).fill({ realisedPnl: dec(1), fees: dec(0) }),
      ]),
    ).toBe(33);
  });
});
