import type { AccountSummary, Order } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { type Logger, pino } from 'pino';
import type { Clock } from '../clock.ts';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { LiveQuote, MarketService } from '../market/market-service.ts';
import type { Bus } from '../realtime/bus.ts';
import { AccountLoader } from './account-loader.ts';
import { accountSummary, lockedFunds } from './account-summary.ts';
import { Batch } from './batch.ts';
import { type CancelPendingCommand, cancelPending } from './cancel-pending.ts';
import { type ClosePositionCommand, closePosition } from './close-position.ts';
import type { CommandContext } from './command-context.ts';
import { EngineState } from './engine-state.ts';
import { EngineStore } from './engine-store.ts';
import { fireTrigger } from './fire-trigger.ts';
import { LivePublisher } from './live-publisher.ts';
import { type OpenAccountCommand, openAccount } from './open-account.ts';
import { type OpenMarketOrderCommand, openMarketOrder } from './open-market-order.ts';
import type { OrderRecord } from './order-record.ts';
import { orderView } from './order-view.ts';
import { valuePosition } from './position-value.ts';
import { type ResetDemoAccountCommand, resetDemoAccount } from './reset-demo-account.ts';
import { type Command, Sequencer } from './sequencer.ts';
import { type SetStopsCommand, setStops } from './set-stops.ts';
import { stopOut, stopOutNeeded } from './stop-out.ts';

export type EngineOptions = {
  db: Db;
  clock: Clock;
  market: MarketService;
  bus: Bus;
  config: Config;
};

/**
 * The single writer of money and positions. Every command goes through one sequencer, is
 * decided against in-memory state by the domain rules, and is answered once the rows it
 * produced are committed together with the rest of its batch.
 */
export class Engine {
  private readonly sequencer: Sequencer<Batch>;
  private readonly publisher: LivePublisher;
  private unsubscribeQuotes: (() => void) | undefined;
  private readonly loading = new Set<number>();
  /** Orders with a trigger command under way, so later ticks do not queue it again. */
  private readonly firing = new Set<number>();
  /** Accounts with a stop-out under way. */
  private readonly stoppingOut = new Set<number>();

  private constructor(
    private readonly ctx: CommandContext,
    private readonly store: EngineStore,
    private readonly market: MarketService,
    bus: Bus,
    private readonly log: Logger,
    private readonly stopOutLevel: Decimal,
  ) {
    this.publisher = new LivePublisher(bus, (userId) => this.accountSummary(userId));
    this.sequencer = new Sequencer<Batch>({
      newBatch: () => new Batch(ctx.state),
      commit: (batch) => store.write(batch, ctx.state),
      recover: (batch, error) => this.recover(batch, error),
      committed: (batch) => {
        for (const userId of batch.changedUsers) this.publisher.changed(userId);
      },
      isRefusal: (error) => error instanceof ApiError,
      failure: () => new ApiError('internal'),
    });
  }

  /** Loads every account and all open orders, and the settings the rules read. */
  static async create(opts: EngineOptions): Promise<Engine> {
    const store = new EngineStore(opts.db);
    const state = new EngineState(await store.lastIds());
    for (const stored of await store.allAccounts()) {
      state.addAccount(stored.userId, stored.balance, stored.openOrders);
    }
    const ctx: CommandContext = {
      state,
      loader: new AccountLoader(state, store),
      market: opts.market,
      clock: opts.clock,
      feeType: await store.tradeFeeType(),
    };
    const log = pino({ level: opts.config.logLevel, name: 'engine' });
    return new Engine(ctx, store, opts.market, opts.bus, log, await store.stopOutLevel());
  }

  start(): void {
    this.unsubscribeQuotes ??= this.market.onQuotes((quotes) => this.quotesMoved(quotes));
  }

  async stop(): Promise<void> {
    this.unsubscribeQuotes?.();
    this.unsubscribeQuotes = undefined;
    this.publisher.stop();
    await this.sequencer.stop();
  }

  /** Opens an account at 0 and credits `initialBalance`; nothing happens if it exists already. */
  async openAccount(cmd: OpenAccountCommand): Promise<void> {
    await this.run(openAccount(this.ctx, cmd));
  }

  /**
   * A market order (the new position) or, with a target price, a pending order; or the first
   * order of an idempotency id used before.
   */
  async openMarketOrder(cmd: OpenMarketOrderCommand): Promise<Order> {
    const outcome = await this.run(openMarketOrder(this.ctx, cmd));
    if (outcome.kind === 'opened') return this.view(outcome.order);
    const order =
      this.ctx.state.account(cmd.userId)?.orders.get(outcome.orderId) ??
      (await this.store.order(outcome.orderId));
    if (!order) throw new ApiError('internal');
    return this.view(order);
  }

  async closePosition(cmd: ClosePositionCommand): Promise<Order> {
    return this.view(await this.run(closePosition(this.ctx, this.store, cmd)));
  }

  /** Cancels a pending order and returns its reserve. */
  async cancelPending(cmd: CancelPendingCommand): Promise<Order> {
    return this.view(await this.run(cancelPending(this.ctx, this.store, cmd)));
  }

  /** Sets or clears a holding order's stop-loss and take-profit. */
  async setStops(cmd: SetStopsCommand): Promise<Order> {
    return this.view(await this.run(setStops(this.ctx, this.store, cmd)));
  }

  /** Resolves once every command queued so far is committed (tests wait for triggers). */
  async settled(): Promise<void> {
    await this.run({ apply: () => undefined });
  }

  /** Closes every open order of a demo account and books its balance back to the start. */
  async resetDemoAccount(
    cmd: ResetDemoAccountCommand,
  ): Promise<{ balance: Decimal; lockBalance: Decimal }> {
    const { closedIds, balance } = await this.run(resetDemoAccount(this.ctx, cmd));
    if (closedIds.length > 0) this.publisher.closed(cmd.userId, closedIds);
    return { balance, lockBalance: new Decimal(0) };
  }

  /** FOREX_TRADE figures at the current quotes; an account not in memory yet is loaded and pushed. */
  accountSummary(userId: number): AccountSummary {
    const account = this.ctx.state.account(userId);
    if (!account) this.loadInBackground(userId);
    return accountSummary(account, this.market);
  }

  async balance(userId: number): Promise<{ balance: Decimal; lockBalance: Decimal }> {
    const account = this.ctx.state.account(userId) ?? (await this.run(this.loadCommand(userId)));
    const balance = account?.balance ?? new Decimal(0);
    const lockBalance = lockedFunds([...(account?.orders.values() ?? [])]);
    return { balance, lockBalance };
  }

  private run<R>(command: Command<Batch, R>): Promise<R> {
    return this.sequencer.submit(command);
  }

  private view(order: OrderRecord): Order {
    return orderView(
      order,
      this.market.instrument(order.instrumentId),
      valuePosition(order, this.market),
    );
  }

  private loadCommand(userId: number): Command<Batch, ReturnType<EngineState['account']>> {
    return {
      prepare: async () => {
        await this.ctx.loader.ensure(userId);
      },
      apply: () => this.ctx.state.account(userId),
    };
  }

  private loadInBackground(userId: number): void {
    if (this.loading.has(userId)) return;
    this.loading.add(userId);
    this.run(this.loadCommand(userId))
      .then(
        (account) => {
          if (account) this.publisher.changed(userId);
        },
        () => undefined,
      )
      .finally(() => this.loading.delete(userId));
  }

  /** After each tick: levels it reached fire, then accounts at the stop-out level are closed. */
  private quotesMoved(quotes: readonly LiveQuote[]): void {
    for (const quote of quotes) this.fireReached(quote);
    const users = this.ctx.state.holdersOf(new Set(quotes.map((q) => q.instrumentId)));
    for (const userId of users) {
      this.publisher.moved(userId);
      this.stopOutIfDue(userId);
    }
  }

  /** A closed market fires nothing: its levels wait for the first tick after it opens. */
  private fireReached(quote: LiveQuote): void {
    if (!this.market.isOpen(quote.instrumentId)) return;
    const reached = this.ctx.state.triggers.fired(quote.instrumentId, {
      bid: quote.bid.toNumber(),
      ask: quote.ask.toNumber(),
    });
    for (const trigger of reached) {
      const orderId = trigger.order.id;
      if (this.firing.has(orderId)) continue;
      this.firing.add(orderId);
      this.run(fireTrigger(this.ctx, trigger, quote))
        .then(
          (fired) => {
            if (fired) this.publisher.closed(fired.userId, [fired.orderId]);
          },
          (error: unknown) => this.log.warn({ err: error, orderId }, 'trigger failed'),
        )
        .finally(() => this.firing.delete(orderId));
    }
  }

  private stopOutIfDue(userId: number): void {
    const account = this.ctx.state.account(userId);
    if (!account || this.stoppingOut.has(userId)) return;
    if (!stopOutNeeded(account, this.market, this.stopOutLevel)) return;
    this.stoppingOut.add(userId);
    this.run(stopOut(this.ctx, userId, this.stopOutLevel))
      .then(
        (ids) => {
          if (ids.length > 0) this.publisher.closed(userId, ids);
        },
        (error: unknown) => this.log.warn({ err: error, userId }, 'stop-out failed'),
      )
      .finally(() => this.stoppingOut.delete(userId));
  }

  private async recover(batch: Batch, error: unknown): Promise<void> {
    this.log.error(
      { err: error, users: [...batch.accounts] },
      'engine batch failed; reloading its accounts',
    );
    await this.ctx.loader.reload(batch.accounts);
    try {
      this.ctx.state.skipPast(await this.store.lastIds());
    } catch {
      // The database is unreachable: the next failure tries again.
    }
  }
}
