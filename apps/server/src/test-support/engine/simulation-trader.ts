import { OrderStatus } from '@tp/contract/entities';
import { ResultCode } from '@tp/contract/errors';
import { Decimal } from '@tp/domain/decimal';
import { expect } from 'vitest';
import { demoBalance } from '../../accounts/demo-balance.ts';
import { SeededRandom } from '../../market/seeded-random.ts';
import { AdminTestClient } from '../admin-test-client.ts';
import { callApi, newDemoUser } from '../api-test-client.ts';
import { startTestPlatform, type TestPlatform } from '../test-platform.ts';
import { BooksWatch, type OrderRow } from './simulation-invariants.ts';
import type { StepFacts, Trader } from './simulation-judges.ts';
import { pickFrom, SimulatedMarket, traded } from './simulation-market.ts';
import { action, type Move, MoveMaker, Operator, type Played } from './simulation-moves.ts';

/** One platform that runs may share, with the operator who signs in to its back office once. */
export type SimulationWorld = { platform: TestPlatform; operator: Operator };

export async function startSimulationWorld(): Promise<SimulationWorld> {
  const platform = await startTestPlatform({ rateLimitPerMinute: 1_000_000 });
  return { platform, operator: new Operator(new AdminTestClient(platform)) };
}

export type StopOutCheck = 'atOnce' | 'nextTick' | 'off';

export type SimulationOptions = {
  world: SimulationWorld;
  seed: number;
  traders?: number;
  /**
   * When to assert that no account is left at or below the stop-out level with a position it
   * could close: once a step's ticks are handled (`atOnce`, the default), or once the
   * instruments that ticked have ticked again at the same prices (`nextTick`, which leaves the
   * engine a tick to act in; the engine needed it before the fixes of
   * engine-simulation-found-bugs.test.ts).
   */
  stopOut?: StopOutCheck;
};

/** What a run did, so a test can tell that it reached the parts of the engine it is meant to. */
export type RunReport = {
  /** Answers by result code (1 for taken). */
  answers: Record<number, number>;
  /** Closed orders by close reason. */
  closeReasons: Record<number, number>;
  fills: number;
  cancels: number;
  /** Parts closed from positions (partial closes). */
  parts: number;
  protections: number;
  /** Steps whose requests were sent together. */
  bursts: number;
  /** Steps that began with a traded market closed. */
  closedSteps: number;
  /** Steps that began with forex closed by its sessions (a weekend) and crypto open. */
  weekendSteps: number;
};

const recentStepsKept = 12;

type MarketState = { closed: Set<number>; frozen: Set<number> };

/**
 * One seeded run through the API a client uses: demo traders sending orders, closes, cancels,
 * stops, repeats of idempotency keys and resets, one at a time or many at once; the operator
 * adjusting balances, closing positions, freezing traders and switching markets; prices that
 * gap over stops and pending orders; the clock running through closes and weekends. After every
 * step the books are checked (see BooksWatch) and every answer judged by what the step left.
 */
export class Simulation {
  private readonly random: SeededRandom;
  private readonly market: SimulatedMarket;
  private readonly moves: MoveMaker;
  private traders: Trader[] = [];
  private books: BooksWatch | undefined;
  private orders = new Map<number, OrderRow>();
  private state: MarketState = { closed: new Set(), frozen: new Set() };
  private demoBalance = new Decimal(0);
  private readonly recent: string[] = [];
  private readonly report: RunReport = {
    answers: {},
    closeReasons: {},
    fills: 0,
    cancels: 0,
    parts: 0,
    protections: 0,
    bursts: 0,
    closedSteps: 0,
    weekendSteps: 0,
  };

  constructor(private readonly opts: SimulationOptions) {
    this.random = new SeededRandom(opts.seed);
    this.market = new SimulatedMarket(opts.world.platform, this.random);
    this.moves = new MoveMaker({
      platform: opts.world.platform,
      operator: opts.world.operator,
      market: this.market,
      random: this.random,
    });
  }

  private get stopOut(): StopOutCheck {
    return this.opts.stopOut ?? 'atOnce';
  }

  private get platform(): TestPlatform {
    return this.opts.world.platform;
  }

  async run(steps: number): Promise<RunReport> {
    await this.setUp();
    for (let step = 0; step <= steps; step++) {
      try {
        // The step after the last puts back what the run changed for everyone.
        await this.step(step < steps ? await this.choose() : this.tidyUp());
      } catch (error) {
        const recent = this.recent.map((line) => `  ${line}`).join('\n');
        throw new Error(
          `seed ${this.opts.seed}, step ${step}: ${(error as Error).message}\nthe last steps:\n${recent}`,
          { cause: error },
        );
      }
    }
    return this.summarise();
  }

  private async setUp(): Promise<void> {
    const { platform } = this;
    this.traders = [];
    for (let i = 0; i < (this.opts.traders ?? 4); i++)
      this.traders.push(await newDemoUser(platform.app));
    this.market.openWeek();
    await platform.engine.settled();
    this.demoBalance = await demoBalance(platform.db, platform.config);
    this.books = new BooksWatch({
      db: platform.db,
      engine: platform.engine,
      market: platform.market,
      userIds: this.traders.map((t) => t.userId),
      stopOutLevelPct: await this.setting('stop_out_level', 50),
      feeType: (await this.setting('trade_fee_type', 1)).toNumber(),
      demoBalance: this.demoBalance,
      stopOutChecked: this.stopOut !== 'off',
    });
    this.orders = await this.books.check();
    this.state = await this.marketState();
  }

  private async setting(key: string, fallback: number): Promise<Decimal> {
    const row = await this.platform.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst();
    const value = Number(row?.value);
    return new Decimal(Number.isFinite(value) ? value : fallback);
  }

  /**
   * Plays a step's moves together, lets the engine settle (triggers and stop-outs included),
   * checks the books and then judges every answer by what the step found and left.
   */
  private async step(moves: Move[]): Promise<void> {
    const started = this.state;
    if (started.closed.size > 0) this.report.closedSteps += 1;
    if (this.isWeekend()) this.report.weekendSteps += 1;
    if (moves.length > 1) this.report.bursts += 1;
    const results = await Promise.all(moves.map((move) => move.play()));
    this.remember(moves.map((move, i) => `${move.label} → ${results[i]?.code}`).join(' | '));
    await this.platform.engine.settled();
    this.state = await this.marketState();
    await this.openedMarketsTick(started);
    if (this.stopOut === 'nextTick') {
      this.market.retick();
      await this.platform.engine.settled();
    }
    const before = this.orders;
    const ledgerBefore = this.books?.ledgerCount() ?? 0;
    this.orders = (await this.books?.check()) ?? new Map();
    const facts = this.facts(before, started);
    for (const [i, result] of results.entries()) {
      this.report.answers[result.code] = (this.report.answers[result.code] ?? 0) + 1;
      const label = moves[i]?.label ?? '';
      await expectJudged(label, result, facts);
    }
    const single = moves.length === 1 && results[0];
    // A market that opened or closed meanwhile (a sign-in moves the clock) may have fired levels.
    const marketsAsBefore = sameIds(started.closed, this.state.closed);
    if (single && marketsAsBefore && (single.code !== ResultCode.ok || single.replay)) {
      // A refusal, or a repeat of an idempotency key, changes nothing at all.
      expect([...this.orders.values()], `${moves[0]?.label}: left the orders as they were`).toEqual(
        [...before.values()],
      );
      expect(this.books?.ledgerCount(), `${moves[0]?.label}: wrote no ledger entry`).toBe(
        ledgerBefore,
      );
    }
  }

  /**
   * A market that opened in the step (the operator's switch, or a sign-in that moved the
   * clock) ticks at the price it has: its levels wait for a tick, which a live feed would send.
   */
  private async openedMarketsTick(started: MarketState): Promise<void> {
    const opened = new Set([...started.closed].filter((id) => !this.state.closed.has(id)));
    if (opened.size === 0) return;
    this.market.tickAgain(opened);
    await this.platform.engine.settled();
  }

  /** The last steps, told when one fails, so a failing seed can be read without replaying it. */
  private remember(line: string): void {
    this.recent.push(`${this.platform.clock.now().toISOString()} ${line}`);
    if (this.recent.length > recentStepsKept) this.recent.shift();
  }

  private facts(before: Map<number, OrderRow>, started: MarketState): StepFacts {
    const ended = this.state;
    const union = (a: Set<number>, b: Set<number>) => new Set([...a, ...b]);
    const both = (a: Set<number>, b: Set<number>) => new Set([...a].filter((x) => b.has(x)));
    return {
      db: this.platform.db,
      before,
      after: this.orders,
      closedAtSomePoint: union(started.closed, ended.closed),
      closedThroughout: both(started.closed, ended.closed),
      frozenAtSomePoint: union(started.frozen, ended.frozen),
      frozenThroughout: both(started.frozen, ended.frozen),
      frozenAfter: ended.frozen,
      demoBalance: this.demoBalance,
      closes: new Map(),
    };
  }

  /** Which traded markets are closed now and which traders are frozen. */
  private async marketState(): Promise<MarketState> {
    const closed = new Set(
      traded.map((m) => this.market.instrumentId(m)).filter((id) => !this.market.isOpen(id)),
    );
    const rows = await this.platform.db
      .selectFrom('users')
      .select(['id', 'trading_frozen'])
      .where(
        'id',
        'in',
        this.traders.map((t) => t.userId),
      )
      .execute();
    return { closed, frozen: new Set(rows.filter((r) => r.trading_frozen).map((r) => r.id)) };
  }

  /** The step's moves: a tick, a burst of requests at once, one request, time passing, the operator. */
  private async choose(): Promise<Move[]> {
    const roll = this.random.next();
    if (roll < 0.2) return [this.moves.tick(this.pick(traded), 0.1)];
    if (roll < 0.25) return [this.everyMarketTicks(0.2)];
    if (roll < 0.5) return this.burst();
    if (roll < 0.9) return this.single();
    if (roll < 0.96) return [this.timePasses()];
    return [this.operatorMove()];
  }

  /** Every instrument ticks in one step: stops, pending orders and stop-outs of several markets at once. */
  private everyMarketTicks(gapChance: number): Move {
    return action('every market ticks', () => this.market.moveAll(gapChance));
  }

  /** The clock moves (maybe into or out of a weekend), then every market ticks, gapping more often. */
  private timePasses(): Move {
    return action('time passes', () => {
      this.market.passTime();
      this.market.moveAll(0.3);
    });
  }

  private pick<T>(items: readonly T[]): T {
    return pickFrom(this.random, items);
  }

  private trader(): Trader {
    return this.pick(this.traders);
  }

  private openOrders(userId: number, status: number): OrderRow[] {
    return [...this.orders.values()].filter((o) => o.user_id === userId && o.status === status);
  }

  /** One request alone: the strictest judge, since nothing else can explain a refusal. */
  private async single(): Promise<Move[]> {
    const trader = this.trader();
    const roll = this.random.next();
    if (roll < 0.35) return [this.moves.submit(trader, 1)];
    if (roll < 0.55) return [this.moves.submit(trader, 0)];
    if (roll < 0.59)
      return this.onListed(trader, OrderStatus.holding, (o) => this.moves.close(trader, o));
    if (roll < 0.66)
      return this.onListed(trader, OrderStatus.holding, (o) => this.moves.partialClose(trader, o));
    if (roll < 0.68) return [this.moves.closeAll(trader, this.pick(traded))];
    if (roll < 0.76)
      return this.onListed(trader, OrderStatus.pending, (o) => this.moves.cancel(trader, o));
    if (roll < 0.86)
      return this.onListed(trader, OrderStatus.holding, (o) => this.moves.setStops(trader, o));
    if (roll < 0.91) return optional(this.moves.replay(trader));
    if (roll < 0.95) return this.moves.twice(trader);
    if (roll < 0.98) return optional(this.othersOrder(trader));
    return [this.moves.reset(trader)];
  }

  /**
   * A move on one of the trader's orders as my_deal lists them, which must be the stored ones
   * (holding orders come from the engine's memory, pending ones from the table).
   */
  private async onListed(
    trader: Trader,
    status: number,
    make: (order: OrderRow) => Move,
  ): Promise<Move[]> {
    const list = await callApi(this.platform.app, 'myDeal', { status }, trader);
    expect(list.code, `my_deal ${status}: ${list.msg}`).toBe(ResultCode.ok);
    const stored = this.openOrders(trader.userId, status).map((o) => o.id);
    expect(
      list.data.data.map((o) => o.Id).sort((a, b) => a - b),
      `my_deal ${status} of user ${trader.userId} = stored orders`,
    ).toEqual(stored.sort((a, b) => a - b));
    if (list.data.data.length === 0) return [];
    const order = this.orders.get(this.pick(list.data.data).Id);
    return order ? [make(order)] : [];
  }

  /** A close, cancel or stop change sent for another trader's order. */
  private othersOrder(trader: Trader): Move | undefined {
    const others = [...this.orders.values()].filter((o) => o.user_id !== trader.userId);
    if (others.length === 0) return undefined;
    const order = this.pick(others);
    const make = this.pick([
      () => this.moves.close(trader, order),
      () => this.moves.cancel(trader, order),
      () => this.moves.setStops(trader, order),
    ]);
    return make();
  }

  /**
   * Two to six requests of several traders and the operator sent at once, sometimes with a
   * tick among them: the same order closed by two or three at once, submits racing closes,
   * a reset, a freeze or a market switch in the middle of orders.
   */
  private burst(): Move[] {
    const moves: Move[] = [];
    const taken = new Set<string>();
    const count = 2 + Math.floor(this.random.next() * 5);
    for (let i = 0; i < count; i++) moves.push(...this.burstMove(taken));
    if (this.random.next() < 0.4) moves.push(this.moves.tick(this.pick(traded), 0.15));
    return moves;
  }

  /** One part of a burst; `taken` keeps a stop change, a freeze or a switch to one per target. */
  private burstMove(taken: Set<string>): Move[] {
    const trader = this.trader();
    const roll = this.random.next();
    const holding = this.openOrders(trader.userId, OrderStatus.holding);
    const pending = this.openOrders(trader.userId, OrderStatus.pending);
    const once = (key: string, make: () => Move | Move[]): Move[] => {
      if (taken.has(key)) return [];
      taken.add(key);
      return [make()].flat();
    };
    if (roll < 0.3) return [this.moves.submit(trader, this.pick([0, 1] as const))];
    if (roll < 0.39 && holding.length > 0) return [this.moves.close(trader, this.pick(holding))];
    if (roll < 0.43 && holding.length > 0) {
      return [this.moves.partialClose(trader, this.pick(holding))];
    }
    if (roll < 0.45) return [this.moves.closeAll(trader, this.pick(traded))];
    if (roll < 0.5 && holding.length > 0) return [this.moves.operatorClose(this.pick(holding))];
    if (roll < 0.6 && pending.length > 0) return [this.moves.cancel(trader, this.pick(pending))];
    if (roll < 0.68 && holding.length > 0) {
      const order = this.pick(holding);
      return once(`stops ${order.id}`, () => this.moves.setStops(trader, order));
    }
    if (roll < 0.76 && holding.length > 0) return this.closedTogether(trader, this.pick(holding));
    if (roll < 0.81) return this.moves.twice(trader);
    if (roll < 0.85) return optional(this.moves.replay(trader));
    if (roll < 0.88) return optional(this.othersOrder(trader));
    if (roll < 0.9) return [this.moves.reset(trader)];
    if (roll < 0.965) return [this.moves.adjust(trader)];
    if (roll < 0.98) return once('freeze', () => this.freezeToggle(trader));
    return once('switch', () => this.switchToggle());
  }

  /** The same position closed two or three times at once, by its trader and the operator. */
  private closedTogether(trader: Trader, order: OrderRow): Move[] {
    const count = 2 + Math.floor(this.random.next() * 2);
    return Array.from({ length: count }, () =>
      this.random.next() < 0.7 ? this.moves.close(trader, order) : this.moves.operatorClose(order),
    );
  }

  private operatorMove(): Move {
    const trader = this.trader();
    const holding = [...this.orders.values()].filter((o) => o.status === OrderStatus.holding);
    const roll = this.random.next();
    if (roll < 0.4) return this.moves.adjust(trader);
    if (roll < 0.6 && holding.length > 0) return this.moves.operatorClose(this.pick(holding));
    if (roll < 0.8) return this.freezeToggle(trader);
    return this.switchToggle();
  }

  /** Freezes the trader, or (more likely, so most orders meet an open account) frees a frozen one. */
  private freezeToggle(trader: Trader): Move {
    const frozen = this.traders.filter((t) => this.state.frozen.has(t.userId));
    if (frozen.length > 0 && this.random.next() < 0.8)
      return this.moves.freeze(this.pick(frozen), false);
    return this.moves.freeze(trader, !this.state.frozen.has(trader.userId));
  }

  /** Switches a market off, or one that is off back on (more likely, so markets are mostly open). */
  private switchToggle(): Move {
    const off = traded.filter((m) => !this.isSwitchedOn(this.market.instrumentId(m)));
    if (off.length > 0 && this.random.next() < 0.85)
      return this.moves.switchMarket(this.pick(off), true);
    return this.moves.switchMarket(this.pick(traded), false);
  }

  private isWeekend(): boolean {
    const [forex, crypto] = ['EURUSD', 'BTCUSD'].map(
      (code) => this.platform.market.instrumentByCode(code)?.id ?? 0,
    );
    if (forex === undefined || crypto === undefined) return false;
    return this.isSwitchedOn(forex) && !this.market.isOpen(forex) && this.market.isOpen(crypto);
  }

  private isSwitchedOn(instrumentId: number): boolean {
    return this.platform.market.instrument(instrumentId)?.tradingEnabled ?? true;
  }

  /** The last step: traders unfrozen and markets switched back on, so the next run finds them as this one did. */
  private tidyUp(): Move[] {
    const unfreeze = this.traders
      .filter((t) => this.state.frozen.has(t.userId))
      .map((t) => this.moves.freeze(t, false));
    const switchOn = traded
      .filter((m) => !this.isSwitchedOn(this.market.instrumentId(m)))
      .map((m) => this.moves.switchMarket(m, true));
    return [...unfreeze, ...switchOn];
  }

  private summarise(): RunReport {
    for (const order of this.orders.values()) {
      if (order.status === OrderStatus.closed) {
        this.report.closeReasons[order.close_reason] =
          (this.report.closeReasons[order.close_reason] ?? 0) + 1;
      }
      if (order.status === OrderStatus.cancelled) this.report.cancels += 1;
      // The engine cancels a pending order with a reason (expired, reset); its owner with none.
      if (order.status === OrderStatus.cancelled && order.close_reason !== 0) {
        this.report.closeReasons[order.close_reason] =
          (this.report.closeReasons[order.close_reason] ?? 0) + 1;
      }
      if (order.mode !== 1 && order.open_price !== null) this.report.fills += 1;
      if (order.parent_id !== null) this.report.parts += 1;
    }
    this.report.protections = this.books?.protections() ?? 0;
    return this.report;
  }
}

const optional = (move: Move | undefined): Move[] => (move ? [move] : []);

const sameIds = (a: ReadonlySet<number>, b: ReadonlySet<number>): boolean =>
  a.size === b.size && [...a].every((id) => b.has(id));

async function expectJudged(label: string, result: Played, facts: StepFacts): Promise<void> {
  try {
    await result.judge(facts);
  } catch (error) {
    throw new Error(`${label}: ${(error as Error).message}`, { cause: error });
  }
}
