import { type AccountSummary, type Order, OrderStatus } from '@tp/contract/entities';
import { NoticeKind } from '@tp/contract/notifications';
import { Decimal } from '@tp/domain/decimal';
import { type Logger, pino } from 'pino';
import type { Clock } from '../clock.ts';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { MarketService } from '../market/market-service.ts';
import { publishNotices } from '../notifications/notice-publisher.ts';
import type { Bus } from '../realtime/bus.ts';
import { AccountLoader } from './account-loader.ts';
import { type AmendPendingCommand, amendPending } from './commands/amend-pending.ts';
import { type CancelPendingCommand, cancelPending } from './commands/cancel-pending.ts';
import { type ClosePositionCommand, closePosition } from './commands/close-position.ts';
import {
  type ClosePositionsCommand,
  type CloseSkipReason,
  closePositions,
} from './commands/close-positions.ts';
import type { CommandContext } from './commands/command-context.ts';
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
} from './commands/funds-commands.ts';
import { type OpenAccountCommand, openAccount } from './commands/open-account.ts';
import {
  type AdjustBalanceCommand,
  adjustBalance,
  setTradingFrozen,
} from './commands/operator-commands.ts';
import { type PlaceOrderCommand, placeOrder } from './commands/place-order.ts';
import { type ResetDemoAccountCommand, resetDemoAccount } from './commands/reset-demo-account.ts';
import { type SetStopsCommand, setStops } from './commands/set-stops.ts';
import { Batch } from './commit/batch.ts';
import { EngineStore, EngineSuperseded } from './commit/engine-store.ts';
import { ReviewConflict } from './commit/funds-statements.ts';
import { type Command, Sequencer, type SequencerStats } from './commit/sequencer.ts';
import { EngineCommand, EngineMeter } from './engine-meter.ts';
import { EngineRefusal } from './engine-refusal.ts';
import { type AccountState, EngineState } from './engine-state.ts';
import { commandOf, type UserId, userIdOf, type WithPlainIds } from './ids.ts';
import type { OrderRecord } from './order-record.ts';
import { TickHandler } from './ticks/tick-handler.ts';
import { accountFigures, accountLocked, accountSummary } from './views/account-summary.ts';
import { LivePublisher } from './views/live-publisher.ts';
import {
  type AccountFigures,
  accountsHoldingOf,
  allLivePositions,
  figuresOf,
  type LivePosition,
  livePositionsOf,
  noFigures,
} from './views/operator-views.ts';
import { orderView } from './views/order-view.ts';
import { valuePosition } from './views/position-value.ts';
import { WatchedUsers } from './views/watched-users.ts';

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
  /** Where commands, commits and stop-outs are counted for metrics (the process's, across engines). */
  meter?: EngineMeter;
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
  private readonly ticks: TickHandler;
  private readonly loading = new Set<UserId>();
  private readonly depositDecisions = new DepositDecisions();
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
      meter,
    }: { stopOutLevel: Decimal; epoch: number; onSuperseded: () => void; meter: EngineMeter },
  ) {
    this.epoch = epoch;
    this.onSuperseded = onSuperseded;
    this.watched = new WatchedUsers(bus);
    this.publisher = new LivePublisher(
      bus,
      (userId) => this.summaryNow(userId),
      undefined,
      undefined,
      (userId) => this.watched.isWatched(userId),
    );
    this.sequencer = new Sequencer<Batch>(
      {
        newBatch: () => new Batch(ctx.state),
        commit: (batch) => store.write(batch, ctx.state),
        recover: (batch, error) => this.recover(batch, error),
        committed: (batch) => {
          for (const userId of batch.changedUsers) this.publisher.changed(userId);
          for (const notice of batch.notices) {
            if (notice.body.kind === NoticeKind.stopOut) meter.stopOuts += 1;
          }
          publishNotices(bus, batch.notices);
        },
        isRefusal: (error) => error instanceof EngineRefusal,
        isRetryable: (error) => error instanceof ReviewConflict,
        failure: () => new EngineRefusal('internal'),
      },
      undefined,
      meter,
    );
    this.ticks = new TickHandler({
      ctx,
      market,
      publisher: this.publisher,
      log,
      run: (kind, command) => this.run(kind, command),
      stopOutLevel,
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
      meter: opts.meter ?? new EngineMeter(),
    });
  }

  start(): void {
    this.watched.start();
    this.ticks.start();
  }

  async stop(): Promise<void> {
    this.ticks.stop();
    this.watched.stop();
    this.publisher.stop();
    await this.sequencer.stop();
  }

  /** Opens an account at 0 and credits `initialBalance`; nothing happens if it exists already. */
  async openAccount(request: WithPlainIds<OpenAccountCommand>): Promise<void> {
    await this.run(
      EngineCommand.openAccount,
      openAccount(this.ctx, commandOf<OpenAccountCommand>(request)),
    );
  }

  /**
   * A market order (the new position) or, with a target price, a pending order; or the first
   * order of an idempotency id used before.
   */
  async placeOrder(request: WithPlainIds<PlaceOrderCommand>): Promise<Order> {
    const cmd = commandOf<PlaceOrderCommand>(request);
    const answer = await this.run(
      EngineCommand.openOrder,
      answered(placeOrder(this.ctx, cmd), (outcome) => {
        if (outcome.kind === 'opened') return this.view(outcome.order);
        const held = this.ctx.state.account(cmd.userId)?.orders.get(outcome.orderId);
        return held ? this.view(held) : outcome.orderId;
      }),
    );
    if (typeof answer !== 'number') return answer;
    // No longer open: committed by now, since it was applied before this command.
    const stored = await this.store.order(answer);
    if (!stored) throw new EngineRefusal('internal');
    return this.view(stored);
  }

  async closePosition(request: WithPlainIds<ClosePositionCommand>): Promise<Order> {
    const cmd = commandOf<ClosePositionCommand>(request);
    return this.run(
      EngineCommand.closePosition,
      answered(closePosition(this.ctx, this.store, cmd), (order) => this.view(order)),
    );
  }

  /** Closes the positions in scope in one command; lists those that stayed open and why. */
  async closePositions(request: WithPlainIds<ClosePositionsCommand>): Promise<{
    closed: Order[];
    skipped: { order: Order; reason: CloseSkipReason }[];
  }> {
    const cmd = commandOf<ClosePositionsCommand>(request);
    const answer = await this.run(
      EngineCommand.closePositions,
      answered(closePositions(this.ctx, cmd), (outcome) => ({
        closed: outcome.closed.map((order) => this.view(order)),
        skipped: outcome.skipped.map(({ order, reason }) => ({ order: this.view(order), reason })),
      })),
    );
    if (answer.closed.length > 0) {
      this.publisher.closed(
        cmd.userId,
        answer.closed.map((order) => order.Id),
      );
    }
    return answer;
  }

  /** Cancels a pending order and returns its reserve. */
  async cancelPending(request: WithPlainIds<CancelPendingCommand>): Promise<Order> {
    const cmd = commandOf<CancelPendingCommand>(request);
    return this.run(
      EngineCommand.cancelPending,
      answered(cancelPending(this.ctx, this.store, cmd), (order) => this.view(order)),
    );
  }

  /** Moves a pending order's target price, its reserve taken again at the new price. */
  async amendPending(request: WithPlainIds<AmendPendingCommand>): Promise<Order> {
    const cmd = commandOf<AmendPendingCommand>(request);
    return this.run(
      EngineCommand.amendPending,
      answered(amendPending(this.ctx, this.store, cmd), (order) => this.view(order)),
    );
  }

  /** Sets or clears a holding order's stop-loss and take-profit. */
  async setStops(request: WithPlainIds<SetStopsCommand>): Promise<Order> {
    const cmd = commandOf<SetStopsCommand>(request);
    return this.run(
      EngineCommand.setStops,
      answered(setStops(this.ctx, this.store, cmd), (order) => this.view(order)),
    );
  }

  /** Resolves once every command queued so far is committed (tests wait for triggers). */
  async settled(): Promise<void> {
    await this.run(EngineCommand.settled, { apply: () => undefined });
  }

  /** Closes every open order of a demo account and books its balance back to the start. */
  async resetDemoAccount(
    request: WithPlainIds<ResetDemoAccountCommand>,
  ): Promise<{ balance: Decimal; lockBalance: Decimal }> {
    const cmd = commandOf<ResetDemoAccountCommand>(request);
    const { closedIds, balance } = await this.run(
      EngineCommand.resetDemo,
      resetDemoAccount(this.ctx, cmd),
    );
    if (closedIds.length > 0) this.publisher.closed(cmd.userId, closedIds);
    return { balance, lockBalance: new Decimal(0) };
  }

  /** FOREX_TRADE figures at the current quotes. */
  async accountSummary(id: number): Promise<AccountSummary> {
    const userId = userIdOf(id);
    this.watched.notice(userId);
    const account =
      this.ctx.state.account(userId) ??
      (await this.run(EngineCommand.loadAccount, this.loadCommand(userId)));
    return accountSummary(account, this.market, this.ticks.stopOutLevelInForce);
  }

  /** The summary as it is in memory now; an account not in memory yet is loaded and pushed. */
  private summaryNow(userId: UserId): AccountSummary {
    const account = this.ctx.state.account(userId);
    if (!account) this.loadInBackground(userId);
    return accountSummary(account, this.market, this.ticks.stopOutLevelInForce);
  }

  async balance(id: number): Promise<{ balance: Decimal; lockBalance: Decimal }> {
    const userId = userIdOf(id);
    const held = this.ctx.state.account(userId);
    if (held) return balanceOf(held);
    return this.run(EngineCommand.loadAccount, answered(this.loadCommand(userId), balanceOf));
  }

  /** Holds a withdrawal's amount out of the balance, if the free margin covers it. */
  requestWithdrawal(request: WithPlainIds<WithdrawalRequest>): Promise<{ withdrawalId: number }> {
    return this.run(
      EngineCommand.requestWithdrawal,
      requestWithdrawal(this.ctx, commandOf<WithdrawalRequest>(request)),
    );
  }

  /** The withdrawal is paid: its hold ends and the money has left. */
  payWithdrawal(cmd: PayWithdrawalCommand): Promise<void> {
    return this.run(EngineCommand.payWithdrawal, payWithdrawal(this.ctx, this.store, cmd));
  }

  /** The withdrawal is refused: its held amount returns to the balance. */
  rejectWithdrawal(cmd: RejectWithdrawalCommand): Promise<void> {
    return this.run(EngineCommand.rejectWithdrawal, rejectWithdrawal(this.ctx, this.store, cmd));
  }

  /** The deposit is finished and its credit booked, once. */
  finishDeposit(cmd: FinishDepositCommand): Promise<void> {
    return this.run(
      EngineCommand.finishDeposit,
      finishDeposit(this.ctx, this.store, this.depositDecisions, cmd),
    );
  }

  /** The deposit is rejected or invalid: no money moves. */
  closeDeposit(cmd: CloseDepositCommand): Promise<void> {
    return this.run(
      EngineCommand.closeDeposit,
      closeDeposit(this.ctx, this.store, this.depositDecisions, cmd),
    );
  }

  /** The wallet's figures; an account never opened reads as zeros. */
  async accountDetail(userId: number): Promise<AccountFigures> {
    return (await this.accountFigures(userId)) ?? noFigures();
  }

  /** The account's figures at the current quotes; undefined for a user without an account. */
  async accountFigures(id: number): Promise<AccountFigures | undefined> {
    const userId = userIdOf(id);
    const account =
      this.ctx.state.account(userId) ??
      (await this.run(EngineCommand.loadAccount, this.loadCommand(userId)));
    return account && figuresOf(account, this.market);
  }

  /** Accounts holding a position on any of these instruments (margin alerts). */
  holdersOf(instrumentIds: Iterable<number>): Set<number> {
    return this.ctx.state.holdersOf(instrumentIds);
  }

  /**
   * The account's risk rate at the current quotes, by the figures of its live summary (margin
   * alerts); undefined while it holds no position or is not in memory.
   */
  riskRatePct(userId: number): Decimal | undefined {
    const account = this.ctx.state.account(userIdOf(userId));
    if (!account) return undefined;
    const { snapshot } = accountFigures(account, this.market);
    return snapshot.marginUsed.gt(0) ? snapshot.riskRatePct : undefined;
  }

  /** Every holding position in memory, or one user's. */
  async livePositions(userId?: number): Promise<LivePosition[]> {
    if (userId === undefined) return allLivePositions(this.ctx.state, this.market);
    const account = this.ctx.state.account(userIdOf(userId));
    return account ? livePositionsOf(account, this.market) : [];
  }

  /** The figures of every account with a holding position. */
  async accountsHolding(): Promise<{ userId: number; figures: AccountFigures }[]> {
    return accountsHoldingOf(this.ctx.state, this.market);
  }

  /** An operator's credit (positive) or debit of the balance, with the reason as the memo. */
  adjustBalance(
    request: WithPlainIds<AdjustBalanceCommand>,
  ): Promise<{ before: AccountFigures; after: AccountFigures }> {
    const cmd = commandOf<AdjustBalanceCommand>(request);
    return this.run(
      EngineCommand.adjustBalance,
      adjustBalance(this.ctx, cmd, (account) => figuresOf(account, this.market)),
    );
  }

  /** From the next command on, the user's new orders are refused or allowed again. */
  setTradingFrozen(userId: number, frozen: boolean): Promise<void> {
    return this.run(
      EngineCommand.setTradingFrozen,
      setTradingFrozen(this.ctx, userIdOf(userId), frozen),
    );
  }

  /** Settings saved by the operator: the stop-out level from the next tick, the fee type from the next order. */
  async applySettings(settings: { stopOutLevel: Decimal; tradeFeeType: number }): Promise<void> {
    this.ticks.setStopOutLevel(settings.stopOutLevel);
    this.ctx.feeType = settings.tradeFeeType;
  }

  /** How commands grouped into batches so far, and the time their commits took (benchmarks). */
  stats(): SequencerStats {
    return this.sequencer.stats();
  }

  private run<R>(kind: EngineCommand, command: Command<Batch, R>): Promise<R> {
    if (this.superseded) return Promise.reject(new EngineRefusal('engineUnavailable'));
    return this.sequencer.submit(command, kind);
  }

  /** Commands not answered yet (queued, applied or being written): the sequencer's queue depth. */
  queueDepth(): number {
    return this.sequencer.depth();
  }

  /** The order as answered; only a holding one has a live value (see orderView). */
  private view(order: OrderRecord): Order {
    const value =
      order.status === OrderStatus.holding ? valuePosition(order, this.market) : undefined;
    return orderView(order, this.market.instrument(order.instrumentId), value);
  }

  private loadCommand(userId: UserId): Command<Batch, ReturnType<EngineState['account']>> {
    const ctx = this.ctx;
    return {
      async prepare() {
        await ctx.loader.ensure(userId);
      },
      apply: () => ctx.state.account(userId),
    };
  }

  private loadInBackground(userId: UserId): void {
    if (this.loading.has(userId)) return;
    this.loading.add(userId);
    this.run(EngineCommand.loadAccount, this.loadCommand(userId))
      .then(
        (account) => {
          if (account) this.publisher.changed(userId);
        },
        () => undefined,
      )
      .finally(() => this.loading.delete(userId));
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
