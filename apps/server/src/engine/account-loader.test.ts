import { Decimal } from '@tp/domain/decimal';
import { describe, expect, it } from 'vitest';
import { AccountLoader } from './account-loader.ts';
import { EngineState } from './engine-state.ts';
import type { EngineStore, StoredAccount } from './engine-store.ts';

/** A store that answers from a table in memory and counts its reads. */
function storeWith(accounts: StoredAccount[]) {
  const reads: number[] = [];
  const store = {
    account: async (userId: number) => {
      reads.push(userId);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return accounts.find((account) => account.userId === userId);
    },
    orderIdForClientId: async () => undefined,
  } as unknown as EngineStore;
  return { store, reads };
}

describe('AccountLoader', () => {
  it('reads an account once when commands of one batch ask for it together', async () => {
    const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
    const { store, reads } = storeWith([
      { userId: 7, balance: new Decimal('250'), openOrders: [] },
    ]);
    const loader = new AccountLoader(state, store);

    const [first, second] = await Promise.all([loader.ensure(7), loader.ensure(7)]);
    first?.clientOrderIds.set('retry-1', 41);

    expect(reads).toEqual([7]);
    expect(second).toBe(first);
    expect(state.account(7)?.clientOrderIds.get('retry-1')).toBe(41);
    expect(state.account(7)?.balance.toString()).toBe('250');
  });

  it('answers undefined for a user without an account, and reads again next time', async () => {
    const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
    const { store, reads } = storeWith([]);
    const loader = new AccountLoader(state, store);

    expect(await loader.ensure(9)).toBeUndefined();
    expect(await loader.ensure(9)).toBeUndefined();
    expect(reads).toEqual([9, 9]);
  });
});
