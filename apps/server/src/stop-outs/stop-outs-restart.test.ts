import { describe, expect, it } from 'vitest';
import { callApi, newDemoUser } from '../test-support/api-test-client.ts';
import { restartablePlatform } from '../test-support/restartable-platform.ts';

/** Both platforms of the test open one database in turn. */
const start = restartablePlatform('stop-outs-restart');

describe('stop-out records across a restart', () => {
  it('keeps the record whole, and the restarted engine does not stop the account out again', async () => {
    const first = await start();
    const eurusd = first.market.instrumentByCode('EURUSD')?.id ?? 0;
    first.prices.push('EURUSD', '1.10000');
    await first.engine.settled();
    const { token } = await newDemoUser(first.app);
    for (const lots of [5, 2]) {
      const answer = await callApi(
        first.app,
        'submit',
        { type: 1, cont: lots, forex_id: eurusd, multiple: 100, status: 1 },
        { token },
      );
      expect(answer.code).toBe(1);
    }
    first.prices.push('EURUSD', '1.08000');
    await first.engine.settled();
    const before = (await callApi(first.app, 'stopOutList', {}, { token })).data;
    expect(before.total).toBe(1);
    expect(before.data[0]?.positions).toHaveLength(2);
    await first.close();

    const second = await start();
    try {
      second.prices.push('EURUSD', '1.07000');
      await second.engine.settled();
      expect((await callApi(second.app, 'stopOutList', {}, { token })).data).toEqual(before);
    } finally {
      await second.close();
    }
  }, 120_000);
});
