import type { EngineStore } from './commit/engine-store.ts';
import type { AccountState, EngineState } from './engine-state.ts';
import type { UserId } from './ids.ts';

/**
 * An account holds at most this many idempotency ids in memory; one with more asks the
 * database for each new id instead.
 */
export const clientOrderIdsHeldMax = 10_000;

/** Brings an account into memory on its first command; the database stays the system of record. */
export class AccountLoader {
  /** Reads under way, so that commands of one batch prepared together share one read. */
  private readonly loading = new Map<UserId, Promise<AccountState | undefined>>();
  /** Reads of an account's stored idempotency ids: whether they made its set complete. */
  private readonly recalling = new WeakMap<AccountState, Promise<boolean>>();

  constructor(
    private readonly state: EngineState,
    private readonly store: EngineStore,
  ) {}

  async ensure(userId: UserId): Promise<AccountState | undefined> {
    const held = this.state.account(userId);
    if (held) return held;
    const underway = this.loading.get(userId);
    if (underway) return underway;
    const load = this.load(userId).finally(() => this.loading.delete(userId));
    this.loading.set(userId, load);
    return load;
  }

  private async load(userId: UserId): Promise<AccountState | undefined> {
    const stored = await this.store.account(userId);
    if (!stored) return undefined;
    return this.state.addAccount(userId, stored.balance, stored.openOrders, {
      heldWithdrawals: stored.heldWithdrawals,
      tradingFrozen: stored.tradingFrozen,
    });
  }

  /** Reads again what memory held of these accounts (after a batch failed to commit). */
  async reload(userIds: Iterable<UserId>): Promise<void> {
    const users = [...userIds];
    for (const userId of users) this.state.evict(userId);
    for (const userId of users) {
      // One that cannot be read now is read on its next command.
      await this.ensure(userId).catch(() => undefined);
    }
  }

  /**
   * Makes sure `account.clientOrderIds` knows `clientOrderId` if the account used it before
   * (e.g. before a restart). The first id asked for reads all the account's stored ids at once,
   * so later new ids need no read at all.
   */
  async recallClientOrderId(account: AccountState, clientOrderId: string): Promise<void> {
    if (this.knowsClientOrderId(account, clientOrderId)) return;
    if (await this.recallAllClientOrderIds(account)) return;
    const used = await this.store.orderForClientId(account.userId, clientOrderId);
    if (used !== undefined) account.clientOrderIds.set(clientOrderId, used);
  }

  /**
   * Whether memory can tell already if the account used `clientOrderId` (so there is nothing to
   * recall); first keeps an account's remembered ids within their bound.
   */
  knowsClientOrderId(account: AccountState, clientOrderId: string): boolean {
    if (account.clientOrderIdsComplete && account.clientOrderIds.size > clientOrderIdsHeldMax) {
      this.forgetClosedClientOrderIds(account);
    }
    return account.clientOrderIdsComplete || account.clientOrderIds.has(clientOrderId);
  }

  private recallAllClientOrderIds(account: AccountState): Promise<boolean> {
    const underway = this.recalling.get(account);
    if (underway) return underway;
    const recall = this.store
      .clientOrderIds(account.userId, clientOrderIdsHeldMax + 1)
      .then((stored) => {
        if (stored.length > clientOrderIdsHeldMax) return false;
        // Ids applied since the read began are in memory already and stay as they are.
        for (const { clientOrderId, ...used } of stored) {
          if (!account.clientOrderIds.has(clientOrderId)) {
            account.clientOrderIds.set(clientOrderId, used);
          }
        }
        account.clientOrderIdsComplete = true;
        return true;
      })
      .catch((error: unknown) => {
        this.recalling.delete(account);
        throw error;
      });
    this.recalling.set(account, recall);
    return recall;
  }

  /**
   * Keeps memory bounded for an account that used very many ids: only its open orders' ids stay,
   * and from then on each new id is looked up. Runs while preparing, when every applied batch
   * is committed, so each forgotten id is in the database.
   */
  private forgetClosedClientOrderIds(account: AccountState): void {
    account.clientOrderIds.clear();
    for (const order of account.orders.values()) {
      if (order.clientOrderId !== null) {
        account.clientOrderIds.set(order.clientOrderId, {
          orderId: order.id,
          fingerprint: order.requestFingerprint,
        });
      }
    }
    account.clientOrderIdsComplete = false;
    this.recalling.set(account, Promise.resolve(false));
  }
}
