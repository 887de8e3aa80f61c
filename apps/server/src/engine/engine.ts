import { type AccountSummary, type Order, OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { type Logger, pino } from 'pino';
import type { Clock } from '../clock.ts';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { LiveQuote, MarketService } from '../market/market-service.ts';
import { publishNotices } from '../notifications/notice-publisher.ts';
import type { Bus } from '../realtime/bus.ts';
import { AccountLoader } from './account-loader.ts';
import { accountLocked, accountSummary } from './account-summary.ts';
import { type AmendPendingCommand, amendPending } from './amend-pending.ts';
import { Batch } from './batch.ts';
import { type CancelPendingCommand, cancelPending } from './cancel-pending.ts';
import { type ClosePositionCommand, closePosition } from './close-position.ts';
import type { CommandContext } from './command-context.ts';
import { noticeClosed, noticeTriggered, withStopOutNotices } from './engine-notices.ts';
import { type AccountState, EngineState } from './engine-state.ts';
import { EngineStore, EngineSuperseded } from './engine-store.ts';
import { expirePending } from './expire-pending.ts';
import { fireTrigger } from './fire-trigger.ts';
import {
  type CloseDepositCommand,
  closeDeposit,
  DepositDecisions,
  type FinishDepositCommand,
  finishDeposit,
  type PayWithdrawalCommand,
  payWithdrawal,
  type RejectWithdrawalCommand,
  rejectWithdrawal,
  requestWithdrawal,
  type WithdrawalRequest,
} from './funds-commands.ts';
import { ReviewConflict } from './funds-statements.ts';
import { LivePublisher, liveSummaryIntervalMs } from './live-publisher.ts';
import { type OpenAccountCommand, openAccount } from './open-account.ts';
import { type OpenMarketOrderCommand, openMarketOrder } from './open-market-order.ts';
import { type AdjustBalanceCommand, adjustBalance, setTradingFrozen } from './operator-commands.ts';
import {
  type AccountFigures,
  figuresOf,
  holdsPositions,
  type LivePosition,
  livePositionsOf,
} from './operator-views.ts';
import type { OrderRecord } from './order-record.ts';
import { type Trigger, TriggerKind } from './order-triggers.ts';
import { orderView } from './order-view.ts';
import { valuePosition } from './position-value.ts';
import { type ResetDemoAccountCommand, resetDemoAccount } from './reset-demo-account.ts';
import { type Command, Sequencer, type SequencerStats } from './sequencer.ts';
import { type SetStopsCommand, setStops } from './set-stops.ts';
import { stopOut, stopOutNeeded } from './stop-out.ts';
import { floatHeadroom, mayBeAtLevel, TickPrices } from './stop-out-screen.ts';
import { StopOutWatch } from './stop-out-watch.ts';
import { WatchedUsers } from './watched-users.ts';

/** How often the engine looks for pending orders whose expiry has come. */
export const expiryCheckIntervalMs = 1000;

/**
 * The command with its answer worked out as it is applied: later commands may change the same
 * objects in memory before this one's batch commits and it is answered.
 */
function answered<R, A>(command: Command<Batch, R>, answer: (result: R) => A): Command<Batch, A> {
  return {
    prepare: command.prepare,
    apply(batch) {
      return answer(command.apply(batch));
    },
  };
}

function balanceOf(account: AccountState | undefined): { balance: Decimal; lockBalance: Decimal } {
  return {
    balance: account?.balance ?? new Decimal(0),
    lockBalance: account ? accountLocked(account) : new Decimal(0),
  };
}

export type EngineOptions = {
  db: Db;
  clock: Clock;
  market: MarketService;
  bus: Bus;
  config: Config;
  /** Another engine claimed the books: this one has stopped writing and should be torn down. */
  onSuperseded?: () => void;
};

/**
 * The single writer of money and positions. Every command goes through one sequencer, is
 * decided against in-memory state by the domain rules, and is answered once the rows it
 * produced are committed together with the rest of its batch.
 */
export class Engine {
  private readonly sequencer: Sequencer<Batch>;
  private readonly publisher: LivePublisher;
  private readonly watched: WatchedUsers;
  private unsubscribeQuotes: (() => void) | undefined;
  private readonly loading = new Set<number>();
  /** Orders with a trigger command under way, so later ticks do not queue it again. */
  private readonly firing = new Set<number>();
  /** Accounts with a stop-out under way. */
  private readonly stoppingOut = new Set<number>();
  private stopOutLevel: Decimal;
  private stopOutLevelPct: number;
  private readonly depositDecisions = new DepositDecisions();
  private readonly watch: StopOutWatch;
  /** Instruments that ticked since the last summary sweep. */
  private readonly movedInstruments = new Set<number>();
  private sweepTimer: NodeJS.Timeout | undefined;
  private expiryTimer: NodeJS.Timeout | undefined;
  private unwatchClock: (() => void) | undefined;
  private superseded = false;
  private readonly onSuperseded: () => void;
  /** This engine's claim on the books (see EngineStore.claimEpoch). */
  readonly epoch: number;

  private constructor(
    private readonly ctx: CommandContext,
    private readonly store: EngineStore,
    private readonly market: MarketService,
    bus: Bus,
    private readonly log: Logger,
    {
      stopOutLevel,
      epoch,
      onSuperseded,
    }: { stopOutLevel: Decimal; epoch: number; onSuperseded: () => void },
  ) {
    this.epoch = epoch;
    this.onSuperseded = onSuperseded;
    this.stopOutLevel = stopOutLevel;
    this.stopOutLevelPct = stopOutLevel.toNumber();
    this.watch = new StopOutWatch(ctx.state, market);
    this.watched = new WatchedUsers(bus);
    this.publisher = new LivePublisher(
      bus,
      (userId) => this.summaryNow(userId),
      undefined,
      undefined,
      (userId) => this.watched.isWatched(userId),
    );
    this.sequencer = new Sequencer<Batch>({
      newBatch: () => new Batch(ctx.state),
      commit: (batch) => store.write(batch, ctx.state),
      recover: (batch, error) => this.recover(batch, error),
      committed: (batch) => {
        for (const userId of batch.changedUsers) this.publisher.changed(userId);
        publishNotices(bus, batch.notices);
      },
      isRefusal: (error) => error instanceof ApiError,
      isRetryable: (error) => error instanceof ReviewConflict,
      failure: () => new ApiError('internal'),
    });
  }

  /**
   * Claims the books (any engine before this one writes nothing more), then loads every account
   * and all open orders, and the settings the rules read.
   */
  static async create(opts: EngineOptions): Promise<Engine> {
    const store = new EngineStore(opts.db);
    const epoch = await store.claimEpoch();
    const state = new EngineState(await store.lastIds());
    for (const stored of await store.allAccounts()) {
      state.addAccount(stored.userId, stored.balance, stored.openOrders, {
        heldWithdrawals: stored.heldWithdrawals,
        tradingFrozen: stored.tradingFrozen,
      });
    }
    const ctx: CommandContext = {
      state,
      loader: new AccountLoader(state, store),
      market: opts.market,
      clock: opts.clock,
      feeType: await store.tradeFeeType(),
    };
    const log = pino({ level: opts.config.logLevel, name: 'engine' });
    const stopOutLevel = await store.stopOutLevel();
    return new Engine(ctx, store, opts.market, opts.bus, log, {
      stopOutLevel,
      epoch,
      onSuperseded: opts.onSuperseded ?? (() => {}),
    });
  }

  start(): void {
    this.watched.start();
    this.unsubscribeQuotes ??= this.market.onQuotes((quotes) => this.quotesMoved(quotes));
    this.sweepTimer ??= setInterval(() => this.sweepMoved(), liveSummaryIntervalMs);
    this.sweepTimer.unref();
    this.expiryTimer ??= setInterval(() => this.expireDue(), expiryCheckIntervalMs);
    this.expiryTimer.unref();
    this.unwatchClock ??= this.ctx.clock.onMoved?.(() => this.expireDue());
    // Orders whose expiry passed while no engine ran go at once.
    this.expireDue();
  }

  async stop(): Promise<void> {
    this.unsubscribeQuotes?.();
    this.unsubscribeQuotes = undefined;
    clearInterval(this.sweepTimer);
    this.sweepTimer = undefined;
    clearInterval(this.expiryTimer);
    this.expiryTimer = undefined;
    this.unwatchClock?.();
    this.unwatchClock = undefined;
    this.watched.stop();
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
    const answer = await this.run(
      answered(openMarketOrder(this.ctx, cmd), (outcome) => {
        if (outcome.kind === 'opened') return this.view(outcome.order);
        const held = this.ctx.state.account(cmd.userId)?.orders.get(outcome.orderId);
        return held ? this.view(held) : outcome.orderId;
      }),
    );
    if (typeof answer !== 'number') return answer;
    // No longer open: committed by now, since it was applied before this command.
    const stored = await this.store.order(answer);
    if (!stored) throw new ApiError('internal');
    return this.view(stored);
  }

  async closePosition(cmd: ClosePositionCommand): Promise<Order> {
    return this.run(
      answered(closePosition(this.ctx, this.store, cmd), (order) => this.view(order)),
    );
  }

  /** Cancels a pending order and returns its reserve. */
  async cancelPending(cmd: CancelPendingCommand): Promise<Order> {
    return this.run(
      answered(cancelPending(this.ctx, this.store, cmd), (order) => this.view(order)),
    );
  }

  /** Moves a pending order's target price, its reserve taken again at the new price. */
  async amendPending(cmd: AmendPendingCommand): Promise<Order> {
    return this.run(answered(amendPending(this.ctx, this.store, cmd), (order) => this.view(order)));
  }

  /** Sets or clears a holding order's stop-loss and take-profit. */
  async setStops(cmd: SetStopsCommand): Promise<Order> {
    return this.run(answered(setStops(this.ctx, this.store, cmd), (order) => this.view(order)));
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

  /** FOREX_TRADE figures at the current quotes. */
  async accountSummary(userId: number): Promise<AccountSummary> {
    this.watched.notice(userId);
    const account = this.ctx.state.account(userId) ?? (await this.run(this.loadCommand(userId)));
    return accountSummary(account, this.market, this.stopOutLevel);
  }

  /** The summary as it is in memory now; an account not in memory yet is loaded and pushed. */
  private summaryNow(userId: number): AccountSummary {
    const account = this.ctx.state.account(userId);
    if (!account) this.loadInBackground(userId);
    return accountSummary(account, this.market, this.stopOutLevel);
  }

  async balance(userId: number): Promise<{ balance: Decimal; lockBalance: Decimal }> {
    const held = this.ctx.state.account(userId);
    if (held) return balanceOf(held);
    return this.run(answered(this.loadCommand(userId), balanceOf));
  }

  /** Holds a withdrawal's amount out of the balance, if the free margin covers it. */
  requestWithdrawal(request: WithdrawalRequest): Promise<{ withdrawalId: number }> {
    return this.run(requestWithdrawal(this.ctx, request));
  }

  /** The withdrawal is paid: its hold ends and the money has left. */
  payWithdrawal(cmd: PayWithdrawalCommand): Promise<void> {
    return this.run(payWithdrawal(this.ctx, this.store, cmd));
  }

  /** The withdrawal is refused: its held amount returns to the balance. */
  rejectWithdrawal(cmd: RejectWithdrawalCommand): Promise<void> {
    return this.run(rejectWithdrawal(this.ctx, this.store, cmd));
  }

  /** The deposit is finished and its credit booked, once. */
  finishDeposit(cmd: FinishDepositCommand): Promise<void> {
    return this.run(finishDeposit(this.ctx, this.store, this.depositDecisions, cmd));
  }

  /** The deposit is rejected or invalid: no money moves. */
  closeDeposit(cmd: CloseDepositCommand): Promise<void> {
    return this.run(closeDeposit(this.ctx, this.store, this.depositDecisions, cmd));
  }

  /** The wallet's figures; an account never opened reads as zeros. */
  async accountDetail(userId: number): Promise<AccountFigures> {
    const figures = await this.accountFigures(userId);
    if (figures) return figures;
    const zero = new Decimal(0);
    return {
      balance: zero,
      lockBalance: zero,
      equity: zero,
      freeMargin: zero,
      margin: zero,
      floatingPnl: zero,
      riskRatePct: zero,
      withdrawing: zero,
    };
  }

  /** The account's figures at the current quotes; undefined for a user without an account. */
  async accountFigures(userId: number): Promise<AccountFigures | undefined> {
    const account = this.ctx.state.account(userId) ?? (await this.run(this.loadCommand(userId)));
    return account && figuresOf(account, this.market);
  }

  /** Every holding position in memory, or one user's. */
  async livePositions(userId?: number): Promise<LivePosition[]> {
    if (userId !== undefined) {
      const account = this.ctx.state.account(userId);
      return account ? livePositionsOf(account, this.market) : [];
    }
    const positions: LivePosition[] = [];
    for (const account of this.ctx.state.allAccounts()) {
      positions.push(...livePositionsOf(account, this.market));
    }
    return positions;
  }

  /** The figures of every account with a holding position. */
  async accountsHolding(): Promise<{ userId: number; figures: AccountFigures }[]> {
    const holding: { userId: number; figures: AccountFigures }[] = [];
    for (const account of this.ctx.state.allAccounts()) {
      if (holdsPositions(account)) {
        holding.push({ userId: account.userId, figures: figuresOf(account, this.market) });
      }
    }
    return holding;
  }

  /** An operator's credit (positive) or debit of the balance, with the reason as the memo. */
  adjustBalance(
    cmd: AdjustBalanceCommand,
  ): Promise<{ before: AccountFigures; after: AccountFigures }> {
    return this.run(adjustBalance(this.ctx, cmd, (account) => figuresOf(account, this.market)));
  }

  /** From the next command on, the user's new orders are refused or allowed again. */
  setTradingFrozen(userId: number, frozen: boolean): Promise<void> {
    return this.run(setTradingFrozen(this.ctx, userId, frozen));
  }

  /** Settings saved by the operator: the stop-out level from the next tick, the fee type from the next order. */
  async applySettings(settings: { stopOutLevel: Decimal; tradeFeeType: number }): Promise<void> {
    this.stopOutLevel = settings.stopOutLevel;
    this.stopOutLevelPct = settings.stopOutLevel.toNumber();
    this.ctx.feeType = settings.tradeFeeType;
  }

  /** How commands grouped into batches so far, and the time their commits took (benchmarks). */
  stats(): SequencerStats {
    return this.sequencer.stats();
  }

  private run<R>(command: Command<Batch, R>): Promise<R> {
    if (this.superseded) return Promise.reject(new ApiError('engineUnavailable'));
    return this.sequencer.submit(command);
  }

  /** The order as answered; only a holding one has a live value (see orderView). */
  private view(order: OrderRecord): Order {
    const value =
      order.status === OrderStatus.holding ? valuePosition(order, this.market) : undefined;
    return orderView(order, this.market.instrument(order.instrumentId), value);
  }

  private loadCommand(userId: number): Command<Batch, ReturnType<EngineState['account']>> {
    const ctx = this.ctx;
    return {
      async prepare() {
        await ctx.loader.ensure(userId);
      },
      apply: () => ctx.state.account(userId),
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

  /**
   * After each tick: levels it reached fire, then accounts it may have brought to the stop-out
   * level are checked (see StopOutWatch) and closed if they are at it. Summaries of the holders
   * follow at the next sweep.
   */
  private quotesMoved(quotes: readonly LiveQuote[]): void {
    // An expiry that came since the last check goes into the sequence before the tick's fills.
    this.expireDue();
    const prices = new TickPrices(this.market);
    for (const quote of quotes) this.fireReached(quote, prices);
    for (const userId of this.ctx.state.takeChanged()) this.watch.changed(userId);
    for (const quote of quotes) {
      this.movedInstruments.add(quote.instrumentId);
      for (const userId of this.watch.toCheck(quote.instrumentId, prices)) {
        this.stopOutIfDue(userId, prices);
      }
    }
  }

  /** Holders of the instruments that moved since the last sweep get their (throttled) summaries. */
  private sweepMoved(): void {
    const moved = [...this.movedInstruments];
    this.movedInstruments.clear();
    for (const userId of this.ctx.state.holdersOf(moved)) this.publisher.moved(userId);
  }

  /**
   * Pending orders whose expiry has come (the index's front, so nothing is scanned while none
   * has) are cancelled, each as a command in the sequence, and their owners told by FOREX_CLOSED.
   */
  private expireDue(): void {
    for (const order of this.ctx.state.expiries.due(this.ctx.clock.now())) {
      const orderId = order.id;
      if (this.firing.has(orderId)) continue;
      this.firing.add(orderId);
      this.run(expirePending(this.ctx, order))
        .then(
          (expired) => {
            if (expired) this.publisher.closed(expired.userId, [expired.orderId]);
          },
          (error: unknown) => this.log.warn({ err: error, orderId }, 'expiry failed'),
        )
        .finally(() => this.firing.delete(orderId));
    }
  }

  /** A closed market fires nothing: its levels wait for the first tick after it opens. */
  private fireReached(quote: LiveQuote, prices: TickPrices): void {
    const priced = prices.quote(quote.instrumentId);
    if (!priced || !this.market.isOpen(quote.instrumentId)) return;
    const reached = this.ctx.state.triggers.fired(quote.instrumentId, priced);
    for (const trigger of reached) {
      const orderId = trigger.order.id;
      if (this.firing.has(orderId)) continue;
      this.firing.add(orderId);
      this.run(this.fireAndGuard(trigger, quote))
        .then(
          (fired) => {
            if (fired) this.publisher.closed(fired.userId, fired.orderIds);
          },
          (error: unknown) => this.log.warn({ err: error, orderId }, 'trigger failed'),
        )
        .finally(() => this.firing.delete(orderId));
    }
  }

  /**
   * A level's command and, when it filled a pending order, the account's stop-out check at the
   * same quotes in the same command: a fill through a gap may leave the account at the level on
   * the very tick that filled it, which the tick's own check, made before the fill, did not see.
   */
  private fireAndGuard(
    trigger: Trigger,
    quote: LiveQuote,
  ): Command<Batch, { userId: number; orderIds: number[] } | undefined> {
    const ctx = this.ctx;
    const fire = fireTrigger(ctx, trigger, quote);
    const guard = stopOut(this.ctx, trigger.order.userId, this.stopOutLevel);
    return {
      apply(batch) {
        const wasPending = trigger.order.status === OrderStatus.pending;
        const fired = fire.apply(batch);
        if (!fired) return undefined;
        const stoppedOut = trigger.kind === TriggerKind.entry ? guard.apply(batch) : [];
        noticeTriggered(ctx, batch, trigger.order, wasPending);
        noticeClosed(ctx, batch, stoppedOut);
        return { userId: fired.userId, orderIds: [fired.orderId, ...stoppedOut] };
      },
    };
  }

  private stopOutIfDue(userId: number, prices: TickPrices): void {
    const account = this.ctx.state.account(userId);
    if (!account || this.stoppingOut.has(userId)) return;
    // Most accounts are far above the level: a float screen spares them the exact check.
    const figures = floatHeadroom(account, this.market, prices, this.stopOutLevelPct);
    if (!mayBeAtLevel(figures) || !stopOutNeeded(account, this.market, this.stopOutLevel)) {
      this.watch.clear(account, prices, figures);
      return;
    }
    this.stoppingOut.add(userId);
    this.run(withStopOutNotices(this.ctx, stopOut(this.ctx, userId, this.stopOutLevel)))
      .then(
        (ids) => {
          if (ids.length > 0) this.publisher.closed(userId, ids);
        },
        (error: unknown) => this.log.warn({ err: error, userId }, 'stop-out failed'),
      )
      .finally(() => this.stoppingOut.delete(userId));
  }

  private async recover(batch: Batch, error: unknown): Promise<void> {
    if (error instanceof EngineSuperseded) {
      // Memory may be behind the books now: nothing more is decided here.
      if (!this.superseded) {
        this.superseded = true;
        this.log.error({ epoch: error.epoch }, 'another engine claimed the books; stopping');
        this.onSuperseded();
      }
      return;
    }
    this.log.error(
      { err: error, users: [...batch.accounts] },
      'engine batch failed; reloading its accounts',
    );
    this.depositDecisions.forget(batch);
    await this.ctx.loader.reload(batch.accounts);
    try {
      this.ctx.state.skipPast(await this.store.lastIds());
    } catch {
      // The database is unreachable: the next failure tries again.
    }
  }
}
