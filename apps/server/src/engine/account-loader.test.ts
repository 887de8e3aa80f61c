import { Decimal } from '@tp/domain/decimal';
import { describe, expect, it } from 'vitest';
import { AccountLoader, clientOrderIdsHeldMax } from './account-loader.ts';
import type { EngineStore, StoredAccount } from './commit/engine-store.ts';
import { EngineState } from './engine-state.ts';
import { orderIdOf, userIdOf } from './ids.ts';

/** A store that answers from a table in memory and counts its reads. */
function storeWith(accounts: StoredAccount[]) {
  const reads: number[] = [];
  const store = {
    account: async (userId: number) => {
      reads.push(userId);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return accounts.find((account) => account.userId === userId);
    },
    orderForClientId: async () => undefined,
  } as unknown as EngineStore;
  return { store, reads };
}

describe('AccountLoader', () => {
  it('reads an account once when commands of one batch ask for it together', async () => {
    const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
    const { store, reads } = storeWith([
      {
        userId: userIdOf(7),
        balance: new Decimal('250'),
        openOrders: [],
        heldWithdrawals: [],
        tradingFrozen: false,
      },
    ]);
    const loader = new AccountLoader(state, store);

    const [first, second] = await Promise.all([
      loader.ensure(userIdOf(7)),
      loader.ensure(userIdOf(7)),
    ]);
    first?.clientOrderIds.set('retry-1', { orderId: orderIdOf(41), fingerprint: 'f1' });

    expect(reads).toEqual([7]);
    expect(second).toBe(first);
    expect(state.account(userIdOf(7))?.clientOrderIds.get('retry-1')).toEqual({
      orderId: 41,
      fingerprint: 'f1',
    });
    expect(state.account(userIdOf(7))?.balance.toString()).toBe('250');
  });

  it('answers undefined for a user without an account, and reads again next time', async () => {
    const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
    const { store, reads } = storeWith([]);
    const loader = new AccountLoader(state, store);

    expect(await loader.ensure(userIdOf(9))).toBeUndefined();
    expect(await loader.ensure(userIdOf(9))).toBeUndefined();
    expect(reads).toEqual([9, 9]);
  });

  it('reads the stored idempotency ids of an account once; a new id after that needs no read', async () => {
    const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
    const reads: string[] = [];
    const store = {
      clientOrderIds: async (userId: number) => {
        reads.push(`all of ${userId}`);
        return [{ clientOrderId: 'before-restart', orderId: 41, fingerprint: 'f41' }];
      },
      orderForClientId: async (_userId: number, clientOrderId: string) => {
        reads.push(`one ${clientOrderId}`);
        return undefined;
      },
    } as unknown as EngineStore;
    const loader = new AccountLoader(state, store);
    const account = state.addAccount(userIdOf(7), new Decimal(100), []);

    await Promise.all([
      loader.recallClientOrderId(account, 'before-restart'),
      loader.recallClientOrderId(account, 'new-1'),
    ]);
    await loader.recallClientOrderId(account, 'new-2');

    expect(reads).toEqual(['all of 7']);
    expect(account.clientOrderIdsComplete).toBe(true);
    expect(account.clientOrderIds.get('before-restart')).toEqual({
      orderId: 41,
      fingerprint: 'f41',
    });
    expect(account.clientOrderIds.has('new-1')).toBe(false);
  });

  it('never reads for an account opened here: every id it has used is in memory', async () => {
    const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
    const reads: string[] = [];
    const store = {
      clientOrderIds: async () => {
        reads.push('all');
        return [];
      },
      orderForClientId: async () => {
        reads.push('one');
        return undefined;
      },
    } as unknown as EngineStore;
    const loader = new AccountLoader(state, store);
    const account = state.addAccount(userIdOf(8), new Decimal(0), [], {
      clientOrderIdsComplete: true,
    });
    await loader.recallClientOrderId(account, 'first');
    expect(reads).toEqual([]);
  });

  it('asks for each id of an account with more stored ids than memory holds', async () => {
    const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
    const reads: string[] = [];
    const many = Array.from({ length: clientOrderIdsHeldMax + 1 }, (_, i) => ({
      clientOrderId: `id-${i}`,
      orderId: i + 1,
      fingerprint: null,
    }));
    const store = {
      clientOrderIds: async () => {
        reads.push('all');
        return many;
      },
      orderForClientId: async (_userId: number, clientOrderId: string) => {
        reads.push(`one ${clientOrderId}`);
        return clientOrderId === 'id-3' ? { orderId: 4, fingerprint: null } : undefined;
      },
    } as unknown as EngineStore;
    const loader = new AccountLoader(state, store);
    const account = state.addAccount(userIdOf(9), new Decimal(0), []);

    await loader.recallClientOrderId(account, 'id-3');
    await loader.recallClientOrderId(account, 'fresh');

    expect(reads).toEqual(['all', 'one id-3', 'one fresh']);
    expect(account.clientOrderIdsComplete).toBe(false);
    expect(account.clientOrderIds.size).toBe(1);
    expect(account.clientOrderIds.get('id-3')).toEqual({ orderId: 4, fingerprint: null });
  });

  it('reads the ids again after a failed read', async () => {
    const state = new EngineState({ lastOrderId: 0, lastLedgerId: 0 });
    let attempts = 0;
    const store = {
      clientOrderIds: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('connection reset');
        return [];
      },
    } as unknown as EngineStore;
    const loader = new AccountLoader(state, store);
    const account = state.addAccount(userIdOf(10), new Decimal(0), []);
    await expect(loader.recallClientOrderId(account, 'a')).rejects.toThrow('connection reset');
    await loader.recallClientOrderId(account, 'a');
    expect(attempts).toBe(2);
    expect(account.clientOrderIdsComplete).toBe(true);
  });
});
