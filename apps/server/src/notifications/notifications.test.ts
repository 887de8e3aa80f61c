import { ReviewStatus } from '@tp/contract/entities';
import { ErrorCatalogue } from '@tp/contract/errors';
import { NoticeKind, type Notification, notification } from '@tp/contract/notifications';
import { Topic } from '@tp/contract/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bindCoinAddress,
  fundAccount,
  operatorCall,
  submitCoinDeposit,
} from '../funds/test-support/funds-admin-kit.ts';
import { type FundsChannels, seedFundsChannels } from '../funds/test-support/funds-fixtures.ts';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import { callApi, newDemoUser } from '../test-support/api-test-client.ts';
import { newRealUser, type TestUser, uploadedLink } from '../test-support/funds-test-kit.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { realtimeUrl, TestSocket } from '../test-support/ws-client.ts';

let platform: TestPlatform;
let admin: AdminTestClient;
let channels: FundsChannels;
let eurusd: number;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  admin = new AdminTestClient(platform);
  channels = await seedFundsChannels(platform);
  eurusd = platform.market.instrumentByCode('EURUSD')?.id ?? 0;
});

afterAll(async () => {
  await platform?.close();
});

/** EURUSD's spread is 0.00012: the bid is the mid − 0.00006, the ask the mid + 0.00006. */
async function tick(mid: string): Promise<void> {
  platform.prices.push('EURUSD', mid);
  await platform.engine.settled();
}

async function placed(token: string, params: Record<string, unknown>) {
  const answer = await callApi(
    platform.app,
    'submit',
    { forex_id: eurusd, cont: 1, multiple: 100, status: 1, type: 1, ...params },
    { token },
  );
  expect(answer.msg).toBe('Order placed');
  return answer.data;
}

const list = async (token: string, page?: number) =>
  callApi(platform.app, 'noticeList', page === undefined ? {} : { page }, { token });
const notices = async (token: string): Promise<Notification[]> => (await list(token)).data.data;
const unread = async (token: string) =>
  (await callApi(platform.app, 'noticeUnread', {}, { token })).data.count;

/** A socket logged in as the trader, subscribed to NOTICE. */
async function noticeSocket(token: string): Promise<TestSocket> {
  const socket = await TestSocket.open(realtimeUrl(platform.app, '?lang=en'));
  socket.send({ type: 'login', params: token });
  await socket.waitForType('login_result');
  socket.send({ type: 'sub', params: Topic.notice });
  await socket.roundTrip();
  return socket;
}

const pushedNotices = (socket: TestSocket): Notification[] =>
  socket.ofType(Topic.notice).flatMap((frame) => (frame.data as { items: Notification[] }).items);

describe('notifications of what the engine did', () => {
  it('a pending order filled by a pushed price: one notification, stored and pushed to the trader', async () => {
    const { token } = await newDemoUser(platform.app);
    await tick('1.10000');
    const pending = await placed(token, { status: 0, target_price: 1.08 });
    const socket = await noticeSocket(token);
    await tick('1.09000');
    expect(await notices(token)).toEqual([]);
    await tick('1.07990');
    const stored = await notices(token);
    expect(stored).toEqual([
      {
        id: expect.any(Number),
        kind: NoticeKind.orderFilled,
        params: {
          order_id: pending.Id,
          symbol: 'EUR/USD',
          side: 1,
          lots: '1.00',
          price: '1.08000',
        },
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        read_at: '',
      },
    ]);
    expect(notification.safeParse(stored[0]).success).toBe(true);
    const frame = await socket.waitForType(Topic.notice);
    expect((frame.data as { items: Notification[] }).items).toEqual(stored);
    expect(await unread(token)).toBe(1);
    await socket.close();
    await tick('1.10000');
  });

  it('two fills on one tick and a deposit decided right after: every one reaches the socket', async () => {
    const user = await newRealUser(platform);
    const id = await submitCoinDeposit(platform, channels, user, '5000');
    await operatorCall(admin, '/admin-api/deposits/finish', { id });
    const socket = await noticeSocket(user.token);
    await tick('1.10000');
    await placed(user.token, { status: 0, target_price: 1.08, cont: 0.1 });
    await placed(user.token, { status: 0, target_price: 1.08, cont: 0.2 });
    const second = await submitCoinDeposit(platform, channels, user, '10');
    await tick('1.07990');
    await operatorCall(admin, '/admin-api/deposits/finish', { id: second });
    await socket.waitFor(() => pushedNotices(socket).length >= 3);
    await socket.roundTrip();
    expect(
      pushedNotices(socket)
        .map((item) => item.kind)
        .sort(),
    ).toEqual([NoticeKind.depositApproved, NoticeKind.orderFilled, NoticeKind.orderFilled]);
    expect(
      pushedNotices(socket)
        .filter((item) => item.kind === NoticeKind.orderFilled)
        .map((item) => item.params.lots)
        .sort(),
    ).toEqual(['0.10', '0.20']);
    expect(await unread(user.token)).toBe(4);
    await socket.close();
    await tick('1.10000');
  });

  it('a fill through a gap past its own stop-loss: filled, then stopped, both told', async () => {
    const { token } = await newDemoUser(platform.app);
    await tick('1.10000');
    const pending = await placed(token, { status: 0, target_price: 1.08, stop_loss_price: 1.07 });
    await tick('1.06000');
    expect(await notices(token)).toMatchObject([
      { kind: NoticeKind.stopLoss, params: { order_id: pending.Id, price: '1.05994' } },
      { kind: NoticeKind.orderFilled, params: { order_id: pending.Id, price: '1.08000' } },
    ]);
    await tick('1.10000');
  });

  it('a stop-loss close tells the price and the loss', async () => {
    const { token } = await newDemoUser(platform.app);
    await tick('1.10000');
    const opened = await placed(token, { stop_loss_price: 1.09 });
    await tick('1.05000');
    expect(await notices(token)).toMatchObject([
      {
        kind: NoticeKind.stopLoss,
        params: {
          order_id: opened.Id,
          symbol: 'EUR/USD',
          side: 1,
          lots: '1.00',
          price: '1.04994',
          pnl: '-5012.00',
        },
      },
    ]);
    await tick('1.10000');
  });

  it('a stop-out tells of each position it closed, and no more', async () => {
    const { token } = await newDemoUser(platform.app);
    await tick('1.10000');
    const large = await placed(token, { cont: 5 });
    await tick('1.09900');
    await placed(token, { cont: 2 });
    await tick('1.09050');
    expect(await notices(token)).toMatchObject([
      {
        kind: NoticeKind.stopOut,
        params: { order_id: large.Id, lots: '5.00', price: '1.09044', pnl: '-4810.00' },
      },
    ]);
    await tick('1.10000');
  });

  it('a close the trader asked for is not a notification', async () => {
    const { token } = await newDemoUser(platform.app);
    await tick('1.10000');
    const opened = await placed(token, {});
    const closed = await callApi(platform.app, 'close', { id: opened.Id }, { token });
    expect(closed.code).toBe(1);
    expect(await notices(token)).toEqual([]);
  });
});

describe('notifications of an operator’s decisions', () => {
  it('a deposit approved through the admin API: the credited amount, pushed at once', async () => {
    const user = await newRealUser(platform);
    const socket = await noticeSocket(user.token);
    const id = await submitCoinDeposit(platform, channels, user, '150.5');
    const answer = await operatorCall(admin, '/admin-api/deposits/finish', { id });
    expect(answer.code).toBe(1);
    const stored = await notices(user.token);
    expect(stored).toMatchObject([
      {
        kind: NoticeKind.depositApproved,
        params: { record_id: id, amount: '150.50', currency: 'USD' },
      },
    ]);
    const frame = await socket.waitForType(Topic.notice);
    expect((frame.data as { items: Notification[] }).items).toEqual(stored);
    await socket.close();
  });

  it('a deposit rejected carries the amount as submitted and the remark', async () => {
    const user = await newRealUser(platform);
    const id = await submitCoinDeposit(platform, channels, user, '20');
    await operatorCall(admin, '/admin-api/deposits/reject', { id, remark: 'Proof unreadable' });
    expect(await notices(user.token)).toMatchObject([
      {
        kind: NoticeKind.depositRejected,
        params: { record_id: id, amount: '20.00', remark: 'Proof unreadable' },
      },
    ]);
  });

  it('a refused second decision writes no second notification', async () => {
    const user = await newRealUser(platform);
    const id = await submitCoinDeposit(platform, channels, user, '30');
    expect((await operatorCall(admin, '/admin-api/deposits/finish', { id })).code).toBe(1);
    const again = await operatorCall(admin, '/admin-api/deposits/finish', { id });
    expect(again.code).toBe(ErrorCatalogue.recordAlreadyReviewed.code);
    expect(await notices(user.token)).toHaveLength(1);
  });

  it('a withdrawal paid, and one rejected with the operator’s remark', async () => {
    const user = await newRealUser(platform);
    await fundAccount(platform, admin, channels, user, 500);
    const methodId = await bindCoinAddress(platform, channels, user);
    const request = async (number: number) => {
      const answer = await callApi(
        platform.app,
        'withdraw',
        { draw_method_id: methodId, number },
        { token: user.token },
      );
      expect(answer.code, answer.msg).toBe(1);
      return answer.data.id;
    };
    const paid = await request(150);
    const refused = await request(40);
    await operatorCall(admin, '/admin-api/withdrawals/pay', { id: paid, realNumber: 148 });
    await operatorCall(admin, '/admin-api/withdrawals/reject', {
      id: refused,
      remark: 'Address not whitelisted',
    });
    expect((await notices(user.token)).slice(0, 2)).toMatchObject([
      {
        kind: NoticeKind.withdrawalRejected,
        params: {
          record_id: refused,
          amount: '40.00',
          currency: 'USD',
          remark: 'Address not whitelisted',
        },
      },
      {
        kind: NoticeKind.withdrawalPaid,
        params: { record_id: paid, amount: '150.00', currency: 'USD' },
      },
    ]);
  });

  async function submitKyc(user: TestUser): Promise<void> {
    const answer = await callApi(
      platform.app,
      'realName',
      {
        name: 'Chan Tai Man',
        card_id: 'A1234567',
        front_pic: await uploadedLink(platform, user.token),
        reverse_pic: await uploadedLink(platform, user.token),
      },
      { token: user.token },
    );
    expect(answer.code).toBe(1);
  }

  it('KYC rejected: the reason is stored, pushed, and the status written with it', async () => {
    const user = await newRealUser(platform);
    await submitKyc(user);
    const socket = await noticeSocket(user.token);
    const answer = await operatorCall(admin, '/admin-api/kyc/reject', {
      userId: user.userId,
      remark: 'The photo is blurred',
    });
    expect(answer.code).toBe(1);
    const stored = await notices(user.token);
    expect(stored).toMatchObject([
      { kind: NoticeKind.kycRejected, params: { remark: 'The photo is blurred' } },
    ]);
    const frame = await socket.waitForType(Topic.notice);
    expect((frame.data as { items: Notification[] }).items).toEqual(stored);
    const center = await callApi(platform.app, 'realNameCenter', {}, { token: user.token });
    expect(center.data.review_status).toBe(ReviewStatus.notSubmitted);
    // Deciding again is refused and tells nothing more.
    const again = await operatorCall(admin, '/admin-api/kyc/approve', { userId: user.userId });
    expect(again.code).toBe(ErrorCatalogue.recordAlreadyReviewed.code);
    expect(await notices(user.token)).toHaveLength(1);
    await socket.close();
  });

  it('KYC approved', async () => {
    const user = await newRealUser(platform);
    await submitKyc(user);
    await operatorCall(admin, '/admin-api/kyc/approve', { userId: user.userId });
    expect(await notices(user.token)).toMatchObject([{ kind: NoticeKind.kycApproved, params: {} }]);
  });
});

describe('the trader’s list', () => {
  /** A trader with three deposits decided: three notifications, newest first. */
  async function withThree(): Promise<{ user: TestUser; ids: number[] }> {
    const user = await newRealUser(platform);
    for (const amount of ['10', '20', '30']) {
      const id = await submitCoinDeposit(platform, channels, user, amount);
      await operatorCall(admin, '/admin-api/deposits/finish', { id });
    }
    return { user, ids: (await notices(user.token)).map((item) => item.id) };
  }

  it('lists newest first, counts the unread, marks one and then all read', async () => {
    const { user, ids } = await withThree();
    const listed = await notices(user.token);
    expect(listed.map((item) => item.params)).toMatchObject([
      { amount: '30.00' },
      { amount: '20.00' },
      { amount: '10.00' },
    ]);
    expect((await list(user.token)).data.total).toBe(3);
    expect(await unread(user.token)).toBe(3);
    const one = await callApi(platform.app, 'noticeRead', { id: ids[1] }, { token: user.token });
    expect(one).toEqual({ code: 1, msg: 'Success', data: { count: 2 } });
    const after = await notices(user.token);
    expect(after.map((item) => item.read_at === '')).toEqual([true, false, true]);
    const all = await callApi(platform.app, 'noticeRead', { all: 1 }, { token: user.token });
    expect(all.data).toEqual({ count: 0 });
    expect((await notices(user.token)).every((item) => item.read_at !== '')).toBe(true);
  });

  it('never shows or marks another trader’s notification', async () => {
    const { user: owner, ids } = await withThree();
    const { token: stranger } = await newDemoUser(platform.app);
    expect(await notices(stranger)).toEqual([]);
    expect((await list(stranger)).data.total).toBe(0);
    const answer = await callApi(platform.app, 'noticeRead', { id: ids[0] }, { token: stranger });
    expect(answer.code).toBe(ErrorCatalogue.notFound.code);
    await callApi(platform.app, 'noticeRead', { all: 1 }, { token: stranger });
    expect(await unread(owner.token)).toBe(3);
  });

  it('refuses bad input and callers without a session, changing nothing', async () => {
    const { user } = await withThree();
    const cases: [Record<string, unknown>, number][] = [
      [{}, ErrorCatalogue.invalidField.code],
      [{ id: 0 }, ErrorCatalogue.invalidField.code],
      [{ id: 'x' }, ErrorCatalogue.invalidField.code],
      [{ id: '99999999999999999999' }, ErrorCatalogue.invalidField.code],
    ];
    for (const [params, code] of cases) {
      const answer = await callApi(platform.app, 'noticeRead', params as never, {
        token: user.token,
      });
      expect(answer.code, JSON.stringify(params)).toBe(code);
    }
    expect((await list(user.token, 0)).code).toBe(ErrorCatalogue.invalidField.code);
    expect((await list(user.token, 101)).code).toBe(ErrorCatalogue.invalidField.code);
    expect((await callApi(platform.app, 'noticeList', {})).code).toBe(999);
    expect((await callApi(platform.app, 'noticeRead', { all: 1 })).code).toBe(999);
    expect(await unread(user.token)).toBe(3);
  });
});
