import { NoticeKind } from '@tp/contract/notifications';
import { describe, expect, it } from 'vitest';
import { callApi, newDemoUser } from '../test-support/api-test-client.ts';
import { restartablePlatform } from '../test-support/restartable-platform.ts';

/** Both platforms of the test open one database in turn. */
const start = restartablePlatform('notifications-restart');

describe('notifications across a restart', () => {
  it('keeps them, with what was read, and the unread count', async () => {
    const first = await start();
    const eurusd = first.market.instrumentByCode('EURUSD')?.id ?? 0;
    first.prices.push('EURUSD', '1.10000');
    const { token } = await newDemoUser(first.app);
    for (const target of [1.08, 1.07]) {
      const answer = await callApi(
        first.app,
        'submit',
        { type: 1, cont: 1, forex_id: eurusd, multiple: 100, status: 0, target_price: target },
        { token },
      );
      expect(answer.code).toBe(1);
    }
    first.prices.push('EURUSD', '1.06000');
    await first.engine.settled();
    const before = (await callApi(first.app, 'noticeList', {}, { token })).data.data;
    expect(before.map((item) => item.kind)).toEqual([
      NoticeKind.orderFilled,
      NoticeKind.orderFilled,
    ]);
    const [newest] = before;
    await callApi(first.app, 'noticeRead', { id: newest?.id }, { token });
    await first.close();

    const second = await start();
    try {
      const after = (await callApi(second.app, 'noticeList', {}, { token })).data.data;
      expect(after.map(({ id, kind, params }) => ({ id, kind, params }))).toEqual(
        before.map(({ id, kind, params }) => ({ id, kind, params })),
      );
      expect(after.map((item) => item.read_at !== '')).toEqual([true, false]);
      expect((await callApi(second.app, 'noticeUnread', {}, { token })).data.count).toBe(1);
    } finally {
      await second.close();
    }
  }, 120_000);
});
