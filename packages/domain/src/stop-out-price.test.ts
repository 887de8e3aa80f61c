import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountSnapshot } from './account.ts';
import { quoteToUsd } from './conversion.ts';
import { type Decimal, dec } from './decimal.ts';
import { decimalArbitrary } from './decimal-arbitrary.ts';
import { floatingPnl } from './pnl.ts';
import { Side } from './side.ts';
import {
  type StopOutPosition,
  stopOutEquity,
  stopOutExitPrice,
  stopOutMid,
} from './stop-out-price.ts';

type Market = Record<string, { mid: Decimal; halfSpread: Decimal; quote: string; tick: Decimal }>;

const market: Market = {
  EURUSD: { mid: dec('1.08'), halfSpread: dec('0.00006'), quote: 'USD', tick: dec('0.00001') },
  GBPUSD: { mid: dec('1.27'), halfSpread: dec('0.00008'), quote: 'USD', tick: dec('0.00001') },
  USDJPY: { mid: dec('150'), halfSpread: dec('0.007'), quote: 'JPY', tick: dec('0.001') },
  EURGBP: { mid: dec('0.85'), halfSpread: dec('0.00007'), quote: 'GBP', tick: dec('0.00001') },
  EURJPY: { mid: dec('162'), halfSpread: dec('0.009'), quote: 'JPY', tick: dec('0.001') },
  // An index quoted in euros: EURUSD converts its P&L.
  DE40: { mid: dec('18000'), halfSpread: dec('1'), quote: 'EUR', tick: dec('0.1') },
};
const codes = Object.keys(market);
const at = (code: string) => {
  const found = market[code];
  if (!found) throw new Error(`no market for ${code}`);
  return found;
};

type Held = StopOutPosition & { margin: Decimal };

const contractSizeOf = (code: string) => (code === 'DE40' ? dec(1) : dec(100000));

/** The account's risk rate with `code`'s mid moved to `mid`, valued as the engine values it. */
function riskRateAt(
  account: { balance: Decimal; reserved: Decimal; positions: readonly Held[] },
  moved: { code: string; mid: Decimal },
): Decimal {
  const midOf = (code: string) => (code === moved.code ? moved.mid : market[code]?.mid);
  const positions = account.positions.map((p) => {
    const shift = p.instrumentCode === moved.code ? moved.mid.minus(at(moved.code).mid) : 0;
    const q = quoteToUsd({ quoteCurrency: p.quoteCurrency, midOf });
    const pnl = floatingPnl({
      side: p.side,
      entryPrice: p.entryPrice,
      exitPrice: p.exitPrice.plus(shift),
      lots: p.lots,
      contractSize: p.contractSize,
      quoteToUsd: q ?? dec(0),
    });
    return { margin: p.margin, pnl };
  });
  return accountSnapshot({ balance: account.balance, positions, pendingReserved: account.reserved })
    .riskRatePct;
}

function solve(
  account: { balance: Decimal; reserved: Decimal; positions: readonly Held[] },
  code: string,
  levelPct: Decimal,
) {
  const now = riskRateAt(account, { code, mid: at(code).mid });
  const margin = account.positions.reduce((s, p) => s.plus(p.margin), dec(0));
  return stopOutMid({
    equity: now.times(margin).div(100),
    marginUsed: margin,
    stopOutLevelPct: levelPct,
    moving: { code, mid: at(code).mid },
    positions: account.positions,
    midOf: (c) => market[c]?.mid,
  });
}

const heldArb: fc.Arbitrary<Held> = fc
  .record({
    code: fc.constantFrom(...codes),
    buy: fc.boolean(),
    lots: decimalArbitrary({ min: 0.01, max: 3, scale: 2 }),
    entryShiftPct: decimalArbitrary({ min: -5, max: 5, scale: 2 }),
    margin: decimalArbitrary({ min: 10, max: 5000, scale: 2 }),
  })
  .map(({ code, buy, lots, entryShiftPct, margin }) => {
    const m = at(code);
    const side = buy ? Side.buy : Side.sell;
    const exitPrice = buy ? m.mid.minus(m.halfSpread) : m.mid.plus(m.halfSpread);
    return {
      instrumentCode: code,
      side,
      lots,
      contractSize: contractSizeOf(code),
      entryPrice: m.mid.times(dec(1).plus(entryShiftPct.div(100))).toDecimalPlaces(5),
      exitPrice,
      quoteCurrency: m.quote,
      margin,
    };
  });

const accountArb = fc.record({
  balance: decimalArbitrary({ min: 0, max: 50000, scale: 2 }),
  reserved: decimalArbitrary({ min: 0, max: 500, scale: 2 }),
  positions: fc.array(heldArb, { minLength: 1, maxLength: 6 }),
});

describe('stopOutMid (property)', () => {
  it('at the price found the risk rate is the level; one tick further it is below', () => {
    fc.assert(
      fc.property(
        accountArb,
        fc.constantFrom(...codes),
        decimalArbitrary({ min: 10, max: 150, scale: 2 }),
        (account, code, level) => {
          const found = solve(account, code, level);
          const now = riskRateAt(account, { code, mid: at(code).mid });
          if (found.kind === 'reached') {
            expect(now.lte(level)).toBe(true);
            return;
          }
          expect(now.gt(level)).toBe(true);
          if (found.kind === 'never') {
            // Neither a collapse nor a rally of this price reaches the level.
            for (const factor of ['0.001', '0.5', '2', '1000']) {
              const mid = at(code).mid.times(factor);
              expect(riskRateAt(account, { code, mid }).gt(level)).toBe(true);
            }
            return;
          }
          const rate = riskRateAt(account, { code, mid: found.mid });
          expect(rate.minus(level).abs().lt('1e-20')).toBe(true);
          const towards = found.mid.lt(at(code).mid) ? -1 : 1;
          const tick = at(code).tick;
          const beyond = found.mid.plus(tick.times(towards));
          if (beyond.gt(0)) expect(riskRateAt(account, { code, mid: beyond }).lt(level)).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("each position's price on the grid is the first at which the stop-out is due", () => {
    fc.assert(
      fc.property(
        accountArb,
        fc.constantFrom(...codes),
        decimalArbitrary({ min: 10, max: 150, scale: 2 }),
        (account, code, level) => {
          const found = solve(account, code, level);
          if (found.kind !== 'at') return;
          const m = at(code);
          const precision = m.tick.decimalPlaces();
          for (const p of account.positions.filter((held) => held.instrumentCode === code)) {
            const price = stopOutExitPrice({
              exitPrice: p.exitPrice,
              mid: m.mid,
              stopOutMid: found.mid,
              pricePrecision: precision,
            });
            if (!price) continue;
            const midAt = price.minus(p.exitPrice.minus(m.mid));
            expect(riskRateAt(account, { code, mid: midAt }).lte(level)).toBe(true);
            const towards = found.mid.lt(m.mid) ? -1 : 1;
            const before = midAt.minus(m.tick.times(towards));
            expect(riskRateAt(account, { code, mid: before }).gt(level)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

const buy = (code: string, lots: string, entry: string, margin: string): Held => {
  const m = at(code);
  return {
    instrumentCode: code,
    side: Side.buy,
    lots: dec(lots),
    contractSize: contractSizeOf(code),
    entryPrice: dec(entry),
    exitPrice: m.mid.minus(m.halfSpread),
    quoteCurrency: m.quote,
    margin: dec(margin),
  };
};
const sell = (code: string, lots: string, entry: string, margin: string): Held => {
  const m = at(code);
  return {
    ...buy(code, lots, entry, margin),
    side: Side.sell,
    exitPrice: m.mid.plus(m.halfSpread),
  };
};

describe('stopOutMid (scenarios)', () => {
  it('one EURUSD buy of 1 lot at 1:100 with 1 000 USD: stops out near 1.0745', () => {
    // Balance 0 after margin 1 080: equity = 1 080 + 100 000 × (bid − 1.08); level 50 % → 540.
    const account = {
      balance: dec(0),
      reserved: dec(0),
      positions: [buy('EURUSD', '1', '1.08', '1080')],
    };
    const found = solve(account, 'EURUSD', dec(50));
    expect(found.kind).toBe('at');
    if (found.kind !== 'at') return;
    // bid = 1.08 − 540 / 100 000 = 1.0746 → mid = bid + 0.00006.
    expect(found.mid.toFixed(6)).toBe('1.074660');
  });

  it('a sell goes the other way: the price must rise', () => {
    const account = {
      balance: dec(0),
      reserved: dec(0),
      positions: [sell('EURUSD', '1', '1.08', '1080')],
    };
    const found = solve(account, 'EURUSD', dec(50));
    expect(found.kind === 'at' && found.mid.gt('1.08')).toBe(true);
  });

  it('a hedge of equal lots never reaches the level through its own price', () => {
    const account = {
      balance: dec(100),
      reserved: dec(0),
      positions: [buy('EURUSD', '1', '1.08', '1080'), sell('EURUSD', '1', '1.08', '1080')],
    };
    expect(solve(account, 'EURUSD', dec(50)).kind).toBe('never');
  });

  it('a USDJPY buy converts its P&L at the moving price itself', () => {
    const account = {
      balance: dec(0),
      reserved: dec(0),
      positions: [buy('USDJPY', '1', '150', '1000')],
    };
    const found = solve(account, 'USDJPY', dec(50));
    expect(found.kind).toBe('at');
    if (found.kind !== 'at') return;
    // 1000 + 100 000 × (bid − 150) / mid = 500.
    expect(riskRateAt(account, { code: 'USDJPY', mid: found.mid }).toFixed(12)).toBe(
      '50.000000000000',
    );
    expect(found.mid.lt(150)).toBe(true);
  });

  it('an index in euros stops out as EURUSD falls, its own price fixed', () => {
    const account = {
      balance: dec(0),
      reserved: dec(0),
      positions: [buy('DE40', '10', '17000', '1000')],
    };
    // A profit of about 9 990 EUR over a margin of 1 000: at 500 % the equity must fall to
    // 5 000 USD, so the euro to about 0.40 USD.
    const found = solve(account, 'EURUSD', dec(500));
    expect(found.kind === 'at' && found.mid.lt('1.08')).toBe(true);
  });

  it('an account already at the level is reported as reached', () => {
    const account = {
      balance: dec(0),
      reserved: dec(0),
      positions: [buy('EURUSD', '1', '1.09', '1080')],
    };
    expect(solve(account, 'EURUSD', dec(50)).kind).toBe('reached');
  });

  it('a position on another instrument stays where it is: a small EURUSD buy cannot get there', () => {
    const account = {
      balance: dec(0),
      reserved: dec(0),
      positions: [buy('GBPUSD', '1', '1.27', '1270'), buy('EURUSD', '0.001', '1.08', '1.08')],
    };
    const found = solve(account, 'EURUSD', dec(50));
    // About 630 USD of room over 100 units: EURUSD would have to fall below zero.
    expect(found.kind).toBe('never');
  });

  it('the stop-out equity is level × margin', () => {
    expect(stopOutEquity({ marginUsed: dec(1080), stopOutLevelPct: dec(50) }).eq(540)).toBe(true);
  });
});
