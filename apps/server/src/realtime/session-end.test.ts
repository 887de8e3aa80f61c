import type { MarketQuote } from '@tp/contract/realtime';
import { Decimal } from '@tp/domain/decimal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../http/auth.ts';
import { call, freshIp } from '../test-support/account-test-client.ts';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import { callApi } from '../test-support/api-test-client.ts';
import { realTrader } from '../test-support/back-office-fixtures.ts';
import { codeIn } from '../test-support/smtp-test-server.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { type Received, realtimeUrl, TestSocket } from '../test-support/ws-client.ts';
import { userChannel } from './bus.ts';

/**
 * Ending a session ends the sockets logged in with it, at once: logout, a password change
 * (every other session), a reset (all), an operator's sign-in freeze (all) and expiry. The
 * socket is told with a `login_result` of 999 and gets nothing of the user after it; its
 * market topics go on.
 */
describe('sockets of an ended session', () => {
  let platform: TestPlatform;
  let admin: AdminTestClient;
  const password = 'trader-password';
  const newPassword = 'another pass phrase';

  beforeAll(async () => {
    platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    admin = new AdminTestClient(platform);
    platform.prices.push('EURUSD', '1.10000');
  });
  afterAll(async () => {
    await platform?.close();
  });

  let mid = new Decimal('1.10000');
  /** Moves EURUSD by a pip and answers the new mid as the quotes carry it. */
  const movePrice = (): number => {
    mid = mid.plus('0.00010');
    platform.prices.push('EURUSD', mid);
    return mid.toNumber();
  };

  /** A registered trader holding one EURUSD position, so every price move pushes FOREX_TRADE. */
  async function holdingTrader() {
    const trader = await realTrader(platform, { password, balance: '5000' });
    const token = await signIn(trader.email);
    const eurusd = platform.market.instrumentByCode('EURUSD');
    const opened = await callApi(
      platform.app,
      'submit',
      { type: 1, cont: '0.01', forex_id: eurusd?.id, status: 1, multiple: 100 },
      { token },
    );
    expect(opened.code, opened.msg).toBe(1);
    return { ...trader, token };
  }

  async function signIn(email: string, secret = password): Promise<string> {
    const answer = await call(platform.app, 'login', { account: email, password: secret });
    expect(answer.code, answer.msg).toBe(1);
    return answer.data.token;
  }

  /** A socket logged in with the token, on the user topics and the market, with a first summary. */
  async function loggedInSocket(token: string): Promise<TestSocket> {
    const socket = await TestSocket.open(realtimeUrl(platform.app, '?lang=en'));
    socket.send([
      { type: 'login', params: token },
      { type: 'sub', params: 'FOREX_TRADE' },
      { type: 'sub', params: 'FOREX_CLOSED' },
      { type: 'sub', params: 'DAY_MARKET' },
    ]);
    expect(await socket.waitForType('login_result')).toMatchObject({ code: 1 });
    await socket.waitForType('FOREX_TRADE');
    await socket.waitForType('DAY_MARKET');
    return socket;
  }

  const endedFrame = (message: Received) => message.type === 'login_result' && message.code === 999;

  /**
   * The socket was told its session ended; after that, with prices moving under the user's
   * position, it gets market data and nothing of the user.
   */
  async function expectLoggedOut(socket: TestSocket): Promise<void> {
    expect(await socket.waitFor(endedFrame)).toEqual({
      type: 'login_result',
      code: 999,
      msg: 'Please log in',
    });
    const close = movePrice();
    await socket.waitFor(
      (m) =>
        m.type === 'DAY_MARKET' &&
        (m.data as MarketQuote[]).some((q) => q.symbol === 'EURUSD' && q.quotation.close === close),
    );
    // Past two flush intervals of the outbox: anything of the user would have gone out by now.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await socket.roundTrip();
    const after = socket.received.slice(socket.received.findIndex(endedFrame) + 1);
    expect(after.filter((m) => m.type === 'FOREX_TRADE' || m.type === 'FOREX_CLOSED')).toEqual([]);
    expect(socket.isOpen).toBe(true);
  }

  /** The socket still follows its user: a price move reaches it as FOREX_TRADE. */
  async function expectStillLoggedIn(socket: TestSocket): Promise<void> {
    socket.clear();
    movePrice();
    await socket.waitForType('FOREX_TRADE');
    expect(socket.received.filter(endedFrame)).toEqual([]);
  }

  it('logs out the socket of a session ended by logout, before the logout is answered', async () => {
    const trader = await holdingTrader();
    const socket = await loggedInSocket(trader.token);
    expect(platform.bus.handlerCount(userChannel(trader.userId))).toBe(1);

    const answer = await callApi(platform.app, 'logout', {}, { token: trader.token });
    expect(answer.code).toBe(1);
    // Nothing listens to the user's channel any more when the answer is given.
    expect(platform.bus.handlerCount(userChannel(trader.userId))).toBe(0);
    await expectLoggedOut(socket);
    await socket.close();
  });

  it('leaves the sockets of the user’s other sessions logged in on a logout', async () => {
    const trader = await holdingTrader();
    const other = await signIn(trader.email);
    const socket = await loggedInSocket(trader.token);
    const otherSocket = await loggedInSocket(other);
    expect((await callApi(platform.app, 'logout', {}, { token: trader.token })).code).toBe(1);
    await expectLoggedOut(socket);
    await expectStillLoggedIn(otherSocket);
    await Promise.all([socket.close(), otherSocket.close()]);
  });

  it('logs out every other session’s socket on a password change, and keeps the changer’s', async () => {
    const trader = await holdingTrader();
    const other = await signIn(trader.email);
    const changer = await loggedInSocket(trader.token);
    const elsewhere = await loggedInSocket(other);

    const answer = await call(
      platform.app,
      'amendPassword',
      { type: 1, auth_code: password, new_password: newPassword },
      { token: trader.token },
    );
    expect(answer.code, answer.msg).toBe(1);
    await expectLoggedOut(elsewhere);
    await expectStillLoggedIn(changer);
    await Promise.all([changer.close(), elsewhere.close()]);
  });

  it('logs out every socket of the user on a password reset', async () => {
    const trader = await holdingTrader();
    const sockets = [
      await loggedInSocket(trader.token),
      await loggedInSocket(await signIn(trader.email)),
    ];
    const sent = await call(
      platform.app,
      'sendEmail',
      { to: trader.email, type: 2 },
      { ip: freshIp() },
    );
    expect(sent.code, sent.msg).toBe(1);
    const mail = await platform.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('recipient', '=', trader.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

    const answer = await call(platform.app, 'forgetPassword', {
      type: 1,
      account: trader.email,
      new_password: newPassword,
      secondary_password: newPassword,
      auth_code: codeIn(mail.body),
    });
    expect(answer.code, answer.msg).toBe(1);
    expect(platform.bus.handlerCount(userChannel(trader.userId))).toBe(0);
    for (const socket of sockets) await expectLoggedOut(socket);
    await Promise.all(sockets.map((socket) => socket.close()));
  });

  it('logs out every socket of a user whose sign-in an operator freezes', async () => {
    const trader = await holdingTrader();
    const socket = await loggedInSocket(trader.token);
    const frozen = await admin.call('POST', '/admin-api/users/freeze', {
      token: await admin.token(),
      body: { userId: trader.userId, signInFrozen: true },
    });
    expect(frozen.code, frozen.msg).toBe(1);
    expect(platform.bus.handlerCount(userChannel(trader.userId))).toBe(0);
    await expectLoggedOut(socket);
    await socket.close();
  });

  it('logs out a socket whose session expires while it is logged in', async () => {
    const trader = await holdingTrader();
    // A session that ends 5 s from the platform's now.
    const startedAt = new Date(platform.clock.now().getTime() - 30 * 86_400_000 + 5_000);
    const token = await createSession(platform.db, trader.userId, startedAt);
    const socket = await loggedInSocket(token);
    const keeps = await loggedInSocket(trader.token);
    platform.clock.advance(6_000);
    await expectLoggedOut(socket);
    await expectStillLoggedIn(keeps);
    await Promise.all([socket.close(), keeps.close()]);
  });

  it('refuses a login with a session that has ended', async () => {
    const trader = await holdingTrader();
    expect((await callApi(platform.app, 'logout', {}, { token: trader.token })).code).toBe(1);
    const socket = await TestSocket.open(realtimeUrl(platform.app, '?lang=en'));
    socket.send({ type: 'login', params: trader.token });
    expect(await socket.waitForType('login_result')).toMatchObject({ code: 999 });
    await socket.close();
  });
});
