import { describe, expect, it } from 'vitest';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import { callApi } from '../test-support/api-test-client.ts';
import { newRealUser } from '../test-support/funds-test-kit.ts';
import { restartablePlatform } from '../test-support/restartable-platform.ts';
import { bindCoinAddress, fundAccount, operatorCall } from './test-support/funds-admin-kit.ts';
import { expectFundsBooksOf } from './test-support/funds-books.ts';
import { seedFundsChannels } from './test-support/funds-fixtures.ts';

/** Both platforms of a test open one database in turn. */
const start = restartablePlatform('funds-restart');

describe('withdrawal holds across a restart', () => {
  it('are loaded again: locked, out of free margin, and still payable once', async () => {
    const first = await start();
    const channels = await seedFundsChannels(first);
    const admin = new AdminTestClient(first);
    const user = await newRealUser(first);
    await fundAccount(first, admin, channels, user, 500);
    const methodId = await bindCoinAddress(first, channels, user);
    const held = await callApi(
      first.app,
      'withdraw',
      { draw_method_id: methodId, number: 120 },
      { token: user.token },
    );
    expect(held.code).toBe(1);
    const token = await admin.token();
    await first.close();

    const second = await start();
    try {
      const detail = await callApi(second.app, 'accountDetail', {}, { token: user.token });
      expect(detail.data).toEqual({
        balance: 380,
        lock_balance: 120,
        equity: 380,
        free_margin: 380,
        withdrawing: 120,
      });
      const tooMuch = await callApi(
        second.app,
        'withdraw',
        { draw_method_id: methodId, number: 381 },
        { token: user.token },
      );
      expect(tooMuch.code).toBe(3304);
      const secondAdmin = new AdminTestClient(second);
      const paid = await operatorCall(
        secondAdmin,
        '/admin-api/withdrawals/pay',
        { id: held.data.id, realNumber: 118 },
        token,
      );
      expect(paid.code).toBe(1);
      const balance = await callApi(second.app, 'balance', {}, { token: user.token });
      expect(balance.data).toEqual({ balance: 380, lock_balance: 0 });
      await expectFundsBooksOf(second.db, user.userId, second.engine);
    } finally {
      await second.close();
    }
  });
});
