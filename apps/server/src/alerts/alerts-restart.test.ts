import { NoticeKind } from '@tp/contract/notifications';
import { describe, expect, it } from 'vitest';
import { callApi, newDemoUser } from '../test-support/api-test-client.ts';
import { restartablePlatform } from '../test-support/restartable-platform.ts';
import type { TestPlatform } from '../test-support/test-platform.ts';

/** Both platforms of the test open one database in turn. */
const start = restartablePlatform('alerts-restart');

async function tick(platform: TestPlatform, mid: string): Promise<void> {
  platform.prices.push('EURUSD', mid);
  await platform.engine.settled();
  await platform.localAlerts()?.settled();
}

const told = async (platform: TestPlatform, token: string, kind: string) =>
  (await callApi(platform.app, 'noticeList', {}, { token })).data.data.filter(
    (item) => item.kind === kind,
  ).length;

describe('alerts across a restart', () => {
  it('keeps every alert with its state: a waiting one fires after, a fired one waits for the way back', async () => {
    const first = await start();
    const eurusd = first.market.instrumentByCode('EURUSD')?.id ?? 0;
    await tick(first, '1.10000');
    const { token, userId } = await newDemoUser(first.app);
    const add = (direction: number, price: number, repeat: number) =>
      callApi(first.app, 'alertAdd', { forex_id: eurusd, direction, price, repeat }, { token });
    expect((await add(2, 1.06, 1)).code).toBe(1);
    expect((await add(1, 1.108, 0)).code).toBe(1);
    const opened = await callApi(
      first.app,
      'submit',
      { forex_id: eurusd, cont: 1, multiple: 100, status: 1, type: 1 },
      { token },
    );
    expect(opened.code).toBe(1);
    expect((await callApi(first.app, 'alertMarginSet', { level: 500 }, { token })).code).toBe(1);
    await first.localAlerts()?.settled();
    // The repeating alert fires on the fall, and the margin alert is told of it.
    await tick(first, '1.05000');
    expect(await told(first, token, NoticeKind.priceAlert)).toBe(1);
    expect(await told(first, token, NoticeKind.marginAlert)).toBe(1);
    await first.close();

    const second = await start();
    try {
      expect(second.localAlerts()?.priceAlertCount).toBe(2);
      const listed = (await callApi(second.app, 'alertList', {}, { token })).data.data;
      expect(
        listed.map(({ direction, price, repeat, active, fired_count }) => ({
          direction,
          price,
          repeat,
          active,
          fired_count,
        })),
      ).toEqual([
        { direction: 1, price: 1.108, repeat: 0, active: 1, fired_count: 0 },
        { direction: 2, price: 1.06, repeat: 1, active: 1, fired_count: 1 },
      ]);
      expect((await callApi(second.app, 'alertMargin', {}, { token })).data.level).toBe(500);
      // Still under: both were kept as told.
      await tick(second, '1.04000');
      expect(await told(second, token, NoticeKind.priceAlert)).toBe(1);
      expect(await told(second, token, NoticeKind.marginAlert)).toBe(1);
      // The waiting alert fires on the rise; both others are armed again by it and told of the next fall.
      await tick(second, '1.10900');
      expect(await told(second, token, NoticeKind.priceAlert)).toBe(2);
      await tick(second, '1.05000');
      expect(await told(second, token, NoticeKind.priceAlert)).toBe(3);
      expect(await told(second, token, NoticeKind.marginAlert)).toBe(2);
      expect(await second.engine.accountSummary(userId)).toMatchObject({
        TransOrder: [expect.objectContaining({ Id: opened.data.Id })],
      });
    } finally {
      await second.close();
    }
  }, 120_000);
});
