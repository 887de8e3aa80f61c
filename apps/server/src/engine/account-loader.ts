import type { AccountState, EngineState } from './engine-state.ts';
import type { EngineStore } from './engine-store.ts';

/** Brings an account into memory on its first command; the database stays the system of record. */
export class AccountLoader {
  /** Reads under way, so that commands of one batch prepared together share one read. */
  private readonly loading = new Map<number, Promise<AccountState | undefined>>();

  constructor(
    private readonly state: EngineState,
    private readonly store: EngineStore,
  ) {}

  async ensure(userId: number): Promise<AccountState | undefined> {
    const held = this.state.account(userId);
    if (held) return held;
    const underway = this.loading.get(userId);
    if (underway) return underway;
    const load = this.load(userId).finally(() => this.loading.delete(userId));
    this.loading.set(userId, load);
    return load;
  }

  private async load(userId: number): Promise<AccountState | undefined> {
    const stored = await this.store.account(userId);
    if (!stored) return undefined;
    return this.state.addAccount(userId, stored.balance, stored.openOrders);
  }

  /** Reads again what memory held of these accounts (after a batch failed to commit). */
  async reload(userIds: Iterable<number>): Promise<void> {
    const users = [...userIds];
    for (const userId of users) this.state.evict(userId);
    for (const userId of users) {
      // One that cannot be read now is read on its next command.
      await this.ensure(userId).catch(() => undefined);
    }
  }

  /** Remembers an idempotency id already used in the database (e.g. before a restart). */
  async recallClientOrderId(account: AccountState, clientOrderId: string): Promise<void> {
    if (account.clientOrderIds.has(clientOrderId)) return;
    const orderId = await this.store.orderIdForClientId(account.userId, clientOrderId);
    if (orderId !== undefined) account.clientOrderIds.set(clientOrderId, orderId);
  }
}
