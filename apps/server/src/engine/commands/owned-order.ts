import type { EngineStore } from '../commit/engine-store.ts';
import { EngineRefusal } from '../engine-refusal.ts';
import type { AccountState } from '../engine-state.ts';
import type { OrderId, UserId } from '../ids.ts';
import type { OrderRecord } from '../order-record.ts';
import type { CommandContext } from './command-context.ts';

/** Ids are positive and fit the bigint column; anything else is no order at all. */
const isOrderId = (id: number): boolean => Number.isSafeInteger(id) && id > 0;

/**
 * Finds a user's open order for a command: `prepare` loads the account and learns whether the
 * id is the user's at all, so another user's id is answered "not found", never revealed.
 */
export function ownedOrder(
  ctx: CommandContext,
  store: EngineStore,
  cmd: { userId: UserId; orderId: OrderId },
) {
  const { orderId } = cmd;
  let owned = false;
  return {
    async prepare(): Promise<void> {
      const account = await ctx.loader.ensure(cmd.userId);
      if (account?.orders.has(orderId)) owned = true;
      else if (isOrderId(orderId)) owned = (await store.order(orderId))?.userId === cmd.userId;
    },
    /** The open order in the given status, or the refusal that fits. */
    find(status: number): { account: AccountState; order: OrderRecord } {
      const account = ctx.state.account(cmd.userId);
      const order = account?.orders.get(orderId);
      if (!account || !order || order.status !== status) {
        throw new EngineRefusal(owned || order ? 'orderNotOpen' : 'orderNotFound');
      }
      return { account, order };
    },
  };
}
