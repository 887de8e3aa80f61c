import { OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { Side } from '@tp/domain/side';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InstrumentRecord } from '../../market/market-service.ts';
import { eurusd, fakeMarket, holdingOrder } from '../../test-support/engine/test-fixtures.ts';
import { EngineState } from '../engine-state.ts';
import { userIdOf } from '../ids.ts';
import { stopOutNeeded } from './stop-out.ts';
import { floatHeadroom, mayBeAtLevel, TickPrices } from './stop-out-screen.ts';
import { StopOutWatch } from './stop-out-watch.ts';

const level = new Decimal(50);
/** Few accounts, so each sees many ticks between its changes. */
const users = 3;

/** Quoted in JPY and converted to USD by its own mid (1 / USDJPY). */
const usdjpy: InstrumentRecord = {
  ...eurusd,
  id: 2,
  code: 'USDJPY',
  showCode: 'USD/JPY',
  terms: { ...eurusd.terms, baseCurrency: 'USD', quoteCurrency: 'JPY', pricePrecision: 3 },
};
/** A second USD-quoted instrument, so accounts can hold several exposures. */
const gbpusd: InstrumentRecord = { ...eurusd, id: 3, code: 'GBPUSD', showCode: 'GBP/USD' };
/** Quoted in JPY and converted through USDJPY: its P&L in USD moves with another pair too. */
const eurjpy: InstrumentRecord = {
  ...usdjpy,
  id: 4,
  code: 'EURJPY',
  showCode: 'EUR/JPY',
  terms: { ...usdjpy.terms, baseCurrency: 'EUR' },
};
const instruments = [eurusd, usdjpy, gbpusd, eurjpy];
const startMids: Record<number, number> = { 1: 1.1, 2: 150, 3: 1.27, 4: 162 };

function marketOf() {
  const fake = fakeMarket(instruments);
  const mids = new Map<number, Decimal>();
  const setMid = (id: number, mid: Decimal) => {
    mids.set(id, mid);
    fake.setMid(id, mid);
  };
  const view: typeof fake.view = {
    ...fake.view,
    quoteToUsd: (ccy) => {
      if (ccy === 'USD') return new Decimal(1);
      const jpy = mids.get(usdjpy.id);
      return ccy === 'JPY' && jpy ? new Decimal(1).div(jpy) : undefined;
    },
  };
  return { view, setMid, mid: (id: number) => mids.get(id) ?? new Decimal(0) };
}

/**
 * A tick as the engine handles it: changed accounts are handed to the watch, the accounts it
 * returns are checked and those clear of the level rest again. Answers the accounts checked.
 */
function ticker(state: EngineState, market: ReturnType<typeof marketOf>, watch: StopOutWatch) {
  return (instrumentId: number, mid: string): number[] => {
    market.setMid(instrumentId, new Decimal(mid));
    for (const userId of state.takeChanged()) watch.changed(userId);
    const prices = new TickPrices(market.view);
    const toCheck = watch.toCheck(instrumentId, prices);
    for (const userId of toCheck) {
      const held = state.account(userId);
      if (!held) continue;
      const figures = floatHeadroom(held, market.view, prices, 50);
      if (!mayBeAtLevel(figures) || !stopOutNeeded(held, market.view, level)) {
        watch.clear(held, prices, figures);
      }
    }
    return toCheck;
  };
}

type Step =
  | { kind: 'tick'; instrument: number; moveBp: number }
  | { kind: 'open'; user: number; instrument: number; side: 1 | 2; lots: number }
  | { kind: 'closeFirst'; user: number }
  | { kind: 'cash'; user: number; amount: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('tick' as const),
      instrument: fc.constantFrom(1, 2, 3, 4),
      // Small moves, larger ones, and gaps of up to 20 %.
      moveBp: fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: -30, max: 30 }) },
        { weight: 3, arbitrary: fc.integer({ min: -300, max: 300 }) },
        { weight: 1, arbitrary: fc.integer({ min: -2_000, max: 2_000 }) },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('open' as const),
      user: fc.integer({ min: 1, max: users }),
      instrument: fc.constantFrom(1, 2, 3, 4),
      side: fc.constantFrom(Side.buy, Side.sell),
      lots: fc.integer({ min: 1, max: 300 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('closeFirst' as const),
      user: fc.integer({ min: 1, max: users }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('cash' as const),
      user: fc.integer({ min: 1, max: users }),
      amount: fc.integer({ min: -3_000, max: 3_000 }),
    }),
  },
);

describe('StopOutWatch', () => {
  it('hands every holder a tick brings to the stop-out level to the check, through any path and changes', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 120 }), (steps) => {
        const market = marketOf();
        for (const instrument of instruments) {
          market.setMid(instrument.id, new Decimal(startMids[instrument.id] ?? 1));
        }
        const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
        for (let user = 1; user <= users; user++)
          state.addAccount(userIdOf(user), new Decimal(5_000), []);
        const watch = new StopOutWatch(state, market.view);
        const tick = ticker(state, market, watch);
        let nextId = 1;
        for (const s of steps) {
          const account = s.kind === 'tick' ? undefined : state.account(userIdOf(s.user));
          if (s.kind === 'open' && account) {
            const quote = market.view.quote(s.instrument);
            if (!quote) continue;
            const entry = s.side === Side.buy ? quote.ask : quote.bid;
            const lots = new Decimal(s.lots).div(100);
            state.addOrder(
              account,
              holdingOrder({
                id: nextId++,
                userId: s.user,
                instrumentId: s.instrument,
                side: s.side,
                openPrice: entry,
                requestedPrice: entry,
                lots,
                margin: lots.times(1000),
              }),
            );
            state.markChanged(userIdOf(s.user));
          } else if (s.kind === 'closeFirst' && account) {
            const [first] = account.orders.values();
            if (first) state.removeOrder(account, first);
            state.markChanged(userIdOf(s.user));
          } else if (s.kind === 'cash' && account) {
            account.balance = account.balance.plus(s.amount);
            state.markChanged(userIdOf(s.user));
          } else if (s.kind === 'tick') {
            const mid = market.mid(s.instrument);
            const next = mid.times(1 + s.moveBp / 10_000).toDecimalPlaces(5);
            if (next.lte(0)) continue;
            const toCheck = new Set(tick(s.instrument, next.toString()));
            for (const userId of state.holdersOn(s.instrument)) {
              const held = state.account(userId);
              if (held && stopOutNeeded(held, market.view, level))
                expect(toCheck.has(userId)).toBe(true);
            }
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('leaves an account far above the level out of the checks until a tick crosses its band', () => {
    const market = marketOf();
    market.setMid(eurusd.id, new Decimal('1.1'));
    const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
    // One lot bought at 1.1001 with 1,100 margin and 10,000 cash: stop-out (50 %) when equity
    // reaches 550, a loss of 10,550, that is a bid near 0.9946.
    const account = state.addAccount(userIdOf(7), new Decimal(10_000), [
      holdingOrder({ openPrice: new Decimal('1.1001'), margin: new Decimal(1100) }),
    ]);
    const watch = new StopOutWatch(state, market.view);
    const tickEurusd = ticker(state, market, watch);
    const tick = (mid: string) => tickEurusd(eurusd.id, mid);
    expect(tick('1.1')).toEqual([7]);
    expect(watch.counts()).toEqual({ banded: 1, everyTick: 0 });
    expect(tick('1.05')).toEqual([]);
    expect(tick('1.0')).toEqual([]);
    // Past the band (about 0.9947 with the headroom's margin for rounding): checked again.
    expect(tick('0.9940')).toEqual([7]);
    expect(stopOutNeeded(account, market.view, level)).toBe(true);
  });

  it('bands a position quoted in another currency on its price and on the pair that converts it', () => {
    const market = marketOf();
    market.setMid(usdjpy.id, new Decimal(150));
    market.setMid(eurjpy.id, new Decimal(162));
    const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
    state.addAccount(userIdOf(7), new Decimal(50_000), [
      holdingOrder({
        instrumentId: eurjpy.id,
        openPrice: new Decimal(160),
        margin: new Decimal(1000),
      }),
    ]);
    const watch = new StopOutWatch(state, market.view);
    const tick = ticker(state, market, watch);
    expect(tick(eurjpy.id, '162')).toEqual([7]);
    expect(watch.counts()).toEqual({ banded: 1, everyTick: 0 });
    // Small moves of the pair and of the rate leave it resting.
    expect(tick(eurjpy.id, '161.9')).toEqual([]);
    expect(tick(usdjpy.id, '150.2')).toEqual([]);
    // The rate moving by more than its band allows brings it back to a check.
    expect(tick(usdjpy.id, '170')).toEqual([7]);
  });

  it('shares the headroom between instruments: losses on two of them add up', () => {
    const market = marketOf();
    market.setMid(eurusd.id, new Decimal('1.1'));
    market.setMid(gbpusd.id, new Decimal('1.1'));
    const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
    // Two lots bought at 1.1001 (1,100 margin each) and 10,000 cash: equity 12,160 at a bid of
    // 1.0999 and the level at 1,100, so a loss of 11,060 reaches it. A fall of 0.06 costs 6,000
    // a lot: alone it leaves the account above the level, on both lots it takes it below.
    const account = state.addAccount(userIdOf(7), new Decimal(10_000), [
      holdingOrder({ id: 1, openPrice: new Decimal('1.1001'), margin: new Decimal(1100) }),
      holdingOrder({
        id: 2,
        instrumentId: gbpusd.id,
        openPrice: new Decimal('1.1001'),
        margin: new Decimal(1100),
      }),
    ]);
    const watch = new StopOutWatch(state, market.view);
    const tick = ticker(state, market, watch);
    expect(tick(eurusd.id, '1.1')).toEqual([7]);
    expect(watch.counts()).toEqual({ banded: 1, everyTick: 0 });
    // Each fall alone would leave the account above the level; both together reach it.
    tick(eurusd.id, '1.04');
    expect(stopOutNeeded(account, market.view, level)).toBe(false);
    market.setMid(gbpusd.id, new Decimal('1.04'));
    expect(stopOutNeeded(account, market.view, level)).toBe(true);
    expect(tick(gbpusd.id, '1.04')).toEqual([7]);
  });

  it('shares the headroom between the price and the rate: a loss grows in USD as the rate rises', () => {
    const market = marketOf();
    market.setMid(usdjpy.id, new Decimal(150));
    market.setMid(eurjpy.id, new Decimal(162));
    const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
    // One lot of EURJPY bought at 162 with 1,000 margin and 20,000 cash: the level (500) is
    // about 20,499 USD of loss away, some 30.7 JPY at a rate of 1/150.
    const account = state.addAccount(userIdOf(7), new Decimal(20_000), [
      holdingOrder({
        instrumentId: eurjpy.id,
        openPrice: new Decimal(162),
        margin: new Decimal(1000),
      }),
    ]);
    const watch = new StopOutWatch(state, market.view);
    const tick = ticker(state, market, watch);
    tick(eurjpy.id, '162');
    // 30 JPY down: 20,000 USD at 1/150, still above the level.
    tick(eurjpy.id, '132');
    expect(stopOutNeeded(account, market.view, level)).toBe(false);
    // The yen gains 4.5 %: the same 30 JPY are now 20,891 USD, past the level.
    tick(usdjpy.id, '143.6');
    expect(stopOutNeeded(account, market.view, level)).toBe(true);
    expect(tick(eurjpy.id, '132')).toContain(7);
  });

  it('works resting holders out again when their instrument gets new terms, and only then', () => {
    const records = [{ ...eurusd }];
    const fake = fakeMarket(records);
    const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
    // One lot bought at 1.1001 with 1,100 margin and 10,000 cash, as above: the level is near 0.9946.
    const account = state.addAccount(userIdOf(7), new Decimal(10_000), [
      holdingOrder({ openPrice: new Decimal('1.1001'), margin: new Decimal(1100) }),
    ]);
    const watch = new StopOutWatch(state, fake.view);
    const tick = (mid: string): number[] => {
      fake.setMid(eurusd.id, mid);
      for (const userId of state.takeChanged()) watch.changed(userId);
      const prices = new TickPrices(fake.view);
      const toCheck = watch.toCheck(eurusd.id, prices);
      for (const _userId of toCheck) {
        const figures = floatHeadroom(account, fake.view, prices, 50);
        if (!mayBeAtLevel(figures)) watch.clear(account, prices, figures);
      }
      return toCheck;
    };
    state.markChanged(userIdOf(7));
    expect(tick('1.1')).toEqual([7]);
    expect(tick('1.08')).toEqual([]);
    // Ten times the contract size: the same fall now costs ten times as much.
    records[0] = { ...eurusd, terms: { ...eurusd.terms, contractSize: new Decimal(1_000_000) } };
    expect(tick('1.08')).toEqual([7]);
    expect(stopOutNeeded(account, fake.view, level)).toBe(true);
  });

  it('leaves an account resting when an instrument it only has a pending order on ticks first', () => {
    const market = marketOf();
    market.setMid(eurusd.id, new Decimal('1.1'));
    market.setMid(gbpusd.id, new Decimal('1.27'));
    const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
    state.addAccount(userIdOf(7), new Decimal(10_000), [
      holdingOrder({ id: 1, openPrice: new Decimal('1.1001'), margin: new Decimal(1100) }),
      holdingOrder({
        id: 2,
        instrumentId: gbpusd.id,
        status: OrderStatus.pending,
        openPrice: null,
        requestedPrice: new Decimal('1.2'),
      }),
    ]);
    const watch = new StopOutWatch(state, market.view);
    const tick = ticker(state, market, watch);
    expect(tick(eurusd.id, '1.1')).toEqual([7]);
    expect(watch.counts()).toEqual({ banded: 1, everyTick: 0 });
    expect(tick(gbpusd.id, '1.271')).toEqual([]);
    expect(watch.counts()).toEqual({ banded: 1, everyTick: 0 });
    expect(tick(eurusd.id, '1.099')).toEqual([]);
  });
});
