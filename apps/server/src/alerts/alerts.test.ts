import { alertsMax, type PriceAlert } from '@tp/contract/alerts';
import { ErrorCatalogue } from '@tp/contract/errors';
import { NoticeKind, type Notification } from '@tp/contract/notifications';
import { Topic } from '@tp/contract/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, newDemoUser } from '../test-support/api-test-client.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { realtimeUrl, TestSocket } from '../test-support/ws-client.ts';

let platform: TestPlatform;
let eurusd: number;
let xauusd: number;

const code = (name: keyof typeof ErrorCatalogue) => ErrorCatalogue[name].code;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  eurusd = platform.market.instrumentByCode('EURUSD')?.id ?? 0;
  xauusd = platform.market.instrumentByCode('XAUUSD')?.id ?? 0;
  await tick('1.10000');
  platform.prices.push('XAUUSD', '2000.00');
});

afterAll(async () => {
  await platform?.close();
});

/** A price of EURUSD (its mid, the price the app shows), and everything it set off written. */
async function tick(mid: string): Promise<void> {
  platform.prices.push('EURUSD', mid);
  await platform.engine.settled();
  await platform.localAlerts()?.settled();
}

const add = (token: string, params: Record<string, unknown>, lang = 'en') =>
  callApi(
    platform.app,
    'alertAdd',
    { forex_id: eurusd, direction: 1, repeat: 0, ...params },
    { token, headers: { lang } },
  );
const alerts = async (token: string): Promise<PriceAlert[]> =>
  (await callApi(platform.app, 'alertList', {}, { token })).data.data;
const notices = async (token: string): Promise<Notification[]> =>
  (await callApi(platform.app, 'noticeList', {}, { token })).data.data;
const alertNotices = async (token: string, kind: string = NoticeKind.priceAlert) =>
  (await notices(token)).filter((item) => item.kind === kind);

/** A trader whose changes the watcher has read (gateways announce them; the watcher reads again). */
async function added(token: string, params: Record<string, unknown>): Promise<PriceAlert[]> {
  const answer = await add(token, params);
  expect(answer.msg).toBe('Success');
  await platform.localAlerts()?.settled();
  return answer.data.data;
}

async function noticeSocket(token: string): Promise<TestSocket> {
  const socket = await TestSocket.open(realtimeUrl(platform.app, '?lang=en'));
  socket.send({ type: 'login', params: token });
  await socket.waitForType('login_result');
  socket.send({ type: 'sub', params: Topic.notice });
  await socket.roundTrip();
  return socket;
}

describe('price alerts', () => {
  it('an alert that fires once: on the tick that crosses, stored and pushed, then never again', async () => {
    const { token } = await newDemoUser(platform.app);
    const [alert] = await added(token, { direction: 1, price: 1.105 });
    expect(alert).toMatchObject({
      forex_id: eurusd,
      direction: 1,
      price: 1.105,
      repeat: 0,
      active: 1,
      fired_count: 0,
      fired_at: '',
    });
    const socket = await noticeSocket(token);
    await tick('1.10499');
    expect(await alertNotices(token)).toEqual([]);
    await tick('1.10520');
    const [told, ...more] = await alertNotices(token);
    expect(more).toEqual([]);
    expect(told).toMatchObject({
      kind: NoticeKind.priceAlert,
      params: {
        alert_id: alert?.id,
        symbol: 'EUR/USD',
        direction: 1,
        level: '1.10500',
        price: '1.10520',
        repeat: 0,
      },
      read_at: '',
    });
    const frame = await socket.waitForType(Topic.notice);
    expect((frame.data as { items: Notification[] }).items).toEqual([told]);
    // Back under and over again: a one-off alert has fired for good.
    for (const mid of ['1.10600', '1.10300', '1.10700']) await tick(mid);
    expect(await alertNotices(token)).toHaveLength(1);
    const [after] = await alerts(token);
    expect(after).toMatchObject({ id: alert?.id, active: 0, fired_count: 1 });
    expect(after?.fired_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    await socket.close();
    await tick('1.10000');
  });

  it('a repeating alert fires again only after the price has gone back across its level', async () => {
    const { token } = await newDemoUser(platform.app);
    await added(token, { direction: 2, price: 1.095, repeat: 1 });
    const fired = async () => (await alertNotices(token)).length;
    await tick('1.09400');
    expect(await fired()).toBe(1);
    // Further down, then resting on the level: no new crossing.
    await tick('1.09000');
    await tick('1.09500');
    await tick('1.09450');
    expect(await fired()).toBe(1);
    // Back above the level, then down through it: told again.
    await tick('1.09510');
    expect(await fired()).toBe(1);
    await tick('1.09500');
    expect(await fired()).toBe(2);
    const [alert] = await alerts(token);
    expect(alert).toMatchObject({ active: 1, repeat: 1, fired_count: 2 });
    await tick('1.10000');
  });

  it('a gap through the level is one crossing, with the price that crossed', async () => {
    const { token } = await newDemoUser(platform.app);
    await added(token, { direction: 1, price: 1.102 });
    await added(token, { direction: 1, price: 1.103, repeat: 1 });
    await tick('1.11000');
    const told = await alertNotices(token);
    expect(told.map((item) => item.params)).toEqual([
      expect.objectContaining({ level: '1.10300', price: '1.11000', repeat: 1 }),
      expect.objectContaining({ level: '1.10200', price: '1.11000', repeat: 0 }),
    ]);
    await tick('1.10000');
  });

  it('are each trader’s own: another trader’s id is not found and nothing is removed', async () => {
    const owner = await newDemoUser(platform.app);
    const other = await newDemoUser(platform.app);
    const [alert] = await added(owner.token, { direction: 1, price: 1.2 });
    expect(await alerts(other.token)).toEqual([]);
    const refused = await callApi(
      platform.app,
      'alertRemove',
      { id: alert?.id },
      { token: other.token },
    );
    expect(refused).toEqual({ code: code('notFound'), msg: 'Not found', data: null });
    expect(await alerts(owner.token)).toHaveLength(1);
    // Removed, it never fires.
    const removed = await callApi(
      platform.app,
      'alertRemove',
      { id: alert?.id },
      { token: owner.token },
    );
    expect(removed.data.data).toEqual([]);
    await platform.localAlerts()?.settled();
    await tick('1.21000');
    expect(await alertNotices(owner.token)).toEqual([]);
    await tick('1.10000');
  });

  it('need a signed-in trader', async () => {
    for (const name of [
      'alertList',
      'alertAdd',
      'alertRemove',
      'alertMargin',
      'alertMarginSet',
    ] as const) {
      expect((await callApi(platform.app, name, {})).code, name).toBe(999);
    }
  });

  it('refuse what cannot be an alert, in the trader’s language, and store nothing', async () => {
    const { token } = await newDemoUser(platform.app);
    const refusals: [Record<string, unknown>, keyof typeof ErrorCatalogue][] = [
      [{ forex_id: 999_999, price: 1.2 }, 'instrumentNotFound'],
      [{ direction: 3, price: 1.2 }, 'invalidField'],
      [{ repeat: 2, price: 1.2 }, 'invalidField'],
      [{ price: 0 }, 'alertPriceInvalid'],
      [{ price: -1.2 }, 'alertPriceInvalid'],
      [{ price: 1.123456 }, 'alertPriceInvalid'],
      [{ price: 1e300 }, 'alertPriceInvalid'],
      [{ price: 'abc' }, 'invalidField'],
      [{ direction: 1, price: 1.1 }, 'alertPriceReached'],
      [{ direction: 1, price: 1.09 }, 'alertPriceReached'],
      [{ direction: 2, price: 1.11 }, 'alertPriceReached'],
    ];
    for (const [params, name] of refusals) {
      const answer = await add(token, params);
      expect(answer.code, JSON.stringify(params)).toBe(code(name));
    }
    expect((await add(token, { price: 1.123456 })).msg).toBe(
      'Enter a price above 0 with at most 5 decimals',
    );
    expect((await add(token, { direction: 1, price: 1.09 })).msg).toBe(
      'The price is now 1.10000: an alert above must be set higher than that, an alert below lower',
    );
    const german = await add(token, { direction: 1, price: 1.09 }, 'de');
    expect(german.msg).toBe(
      'Der Kurs steht bei 1.10000: Ein Alarm „über“ muss darüber liegen, ein Alarm „unter“ darunter',
    );
    expect(await alerts(token)).toEqual([]);
  });

  it('the limit: at most alertsMax per trader, a fired one-off alert makes room, adds at once cannot pass it', async () => {
    const { token } = await newDemoUser(platform.app);
    // The first fires at once below; the rest wait far away.
    await added(token, { direction: 2, price: 1.09 });
    for (let n = 1; n < alertsMax; n += 1) {
      expect((await add(token, { forex_id: xauusd, direction: 1, price: 2000 + n })).code).toBe(1);
    }
    expect(await add(token, { price: 1.2 })).toEqual({
      code: code('alertsFull'),
      msg: `At most ${alertsMax} price alerts: remove one to add another`,
      data: null,
    });
    await tick('1.08000');
    // The fired one-off alert gives its place to the new one.
    const list = (await add(token, { price: 1.2 })).data.data;
    expect(list).toHaveLength(alertsMax);
    expect(list.every((alert) => alert.active === 1)).toBe(true);
    expect((await add(token, { price: 1.21 })).code).toBe(code('alertsFull'));
    await tick('1.10000');

    const other = await newDemoUser(platform.app);
    const answers = await Promise.all(
      Array.from({ length: alertsMax + 10 }, (_, n) =>
        add(other.token, { forex_id: xauusd, price: 2100 + n }),
      ),
    );
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(alertsMax);
    expect(answers.filter((answer) => answer.code === code('alertsFull'))).toHaveLength(10);
    expect(await alerts(other.token)).toHaveLength(alertsMax);
  });
});

describe('margin alerts', () => {
  const marginSet = (token: string, level: unknown, lang = 'en') =>
    callApi(platform.app, 'alertMarginSet', { level }, { token, headers: { lang } });

  it('are set above the stop-out level only, and cleared with 0', async () => {
    const { token } = await newDemoUser(platform.app);
    expect((await callApi(platform.app, 'alertMargin', {}, { token })).data).toEqual({
      level: 0,
      stop_out_level: 50,
    });
    for (const level of [50, 20, -5, 120.555, 10_001]) {
      expect(await marginSet(token, level)).toEqual({
        code: code('marginAlertLevelInvalid'),
        msg: 'Choose a risk rate above the stop-out level of 50%, at most 10000%',
        data: null,
      });
    }
    expect((await marginSet(token, 'lots')).code).toBe(code('invalidField'));
    expect((await marginSet(token, 150.5)).data).toEqual({ level: 150.5, stop_out_level: 50 });
    expect((await marginSet(token, 0)).data).toEqual({ level: 0, stop_out_level: 50 });
    expect((await marginSet(token, 300)).data.level).toBe(300);
    expect((await marginSet(token, '')).data.level).toBe(0);
  });

  it('tell once per crossing downward, again only after the risk rate has gone back above', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    const opened = await callApi(
      platform.app,
      'submit',
      { forex_id: eurusd, cont: 1, multiple: 100, status: 1, type: 1 },
      { token },
    );
    expect(opened.msg).toBe('Order placed');
    expect((await marginSet(token, 500)).code).toBe(1);
    await platform.localAlerts()?.settled();
    const rate = async () => (await platform.engine.accountSummary(userId)).HazardRate;
    const told = () => alertNotices(token, NoticeKind.marginAlert);

    await tick('1.06000');
    expect(await rate()).toBeGreaterThan(500);
    expect(await told()).toEqual([]);
    await tick('1.05000');
    const under = await rate();
    expect(under).toBeLessThan(500);
    expect(await told()).toEqual([
      expect.objectContaining({
        kind: NoticeKind.marginAlert,
        params: { level: '500.00', risk_rate: under.toFixed(2) },
      }),
    ]);
    // Lower still, and back a little: the same fall.
    await tick('1.04000');
    await tick('1.05200');
    expect(await told()).toHaveLength(1);
    // Above the level, then under it again: a second fall.
    await tick('1.07000');
    expect(await rate()).toBeGreaterThan(500);
    await tick('1.05000');
    expect(await told()).toHaveLength(2);
    await tick('1.10000');
  });
});
