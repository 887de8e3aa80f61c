import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { realtimeUrl, TestSocket } from '../test-support/ws-client.ts';

/**
 * A socket that sends more frames than an app ever would: its excess is dropped unread and
 * unanswered, and one that keeps it up is closed with 1008 (policy violation), while the
 * sockets beside it are served as before. Against the whole platform, on real sockets.
 */
describe('a socket flooding the gateway', () => {
  let platform: TestPlatform;
  const open = () => TestSocket.open(realtimeUrl(platform.app, '?lang=en'));

  beforeAll(async () => {
    platform = await startTestPlatform();
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await platform?.close();
  });

  /** Waits for the socket to close, or answers undefined when it has not in `waitMs`. */
  const closedWithin = (socket: TestSocket, waitMs: number) =>
    Promise.race([
      socket.closed,
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), waitMs)),
    ]);

  it('gets few answers, then is closed with 1008; a polite socket beside it is never closed', async () => {
    const polite = await open();
    polite.send({ type: 'sub', params: 'DAY_MARKET' });
    await polite.waitForType('DAY_MARKET');
    // An app's pace, faster than the 5 s of spec §9.
    let politePings = 0;
    const politeTimer = setInterval(() => {
      polite.send({ type: 'ping' });
      politePings += 1;
    }, 250);

    const flooder = await open();
    let sent = 0;
    const floodTimer = setInterval(() => {
      if (!flooder.isOpen) return;
      for (let i = 0; i < 2_000; i += 1) flooder.send('{"type":"ping"}');
      sent += 2_000;
    }, 10);
    const closed = await closedWithin(flooder, 8_000);
    clearInterval(floodTimer);

    expect(closed).toEqual({ code: 1008, reason: 'too many frames' });
    expect(sent).toBeGreaterThan(1_000);
    expect(flooder.ofType('pong').length).toBeLessThanOrEqual(100);
    expect(flooder.ofType('error')).toEqual([]);

    await polite.roundTrip();
    clearInterval(politeTimer);
    await polite.roundTrip();
    expect(polite.isOpen).toBe(true);
    expect(polite.ofType('pong').length).toBe(politePings + 2);
    await polite.close();
  });

  it.each([
    ['not JSON', 'not json'],
    ['binary', Buffer.from('{"type":"ping"}')],
    ['over the size limit', JSON.stringify({ type: 'ping', params: 'x'.repeat(20_000) })],
  ])('answers a handful of a burst of 300 frames %s and keeps the socket', async (_name, frame) => {
    const client = await open();
    for (let i = 0; i < 300; i += 1) client.send(frame);
    // Time for the bucket to take a frame again; the burst stays far below a flood.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await client.roundTrip();
    expect(client.isOpen).toBe(true);
    const errors = client.ofType('error');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.length).toBeLessThanOrEqual(50);
    await client.close();
  });

  it('serves a burst such as a re-subscribe of 20 topics sent one frame each', async () => {
    const client = await open();
    const codes = platform.market
      .instruments()
      .map((record) => record.code)
      .slice(0, 18);
    expect(codes).toHaveLength(18);
    client.send({ type: 'ping' });
    client.send({ type: 'sub', params: 'DAY_MARKET' });
    client.send({ type: 'sub', params: 'FOREX_CLOSED' });
    for (const code of codes) client.send({ type: 'sub', params: `KLINE.${code}` });
    client.send({ type: 'ping' });
    // Frames are handled in order: the second pong comes after every subscription.
    await client.waitFor(() => client.ofType('pong').length === 2);
    expect(client.ofType('DAY_MARKET')).toHaveLength(1);
    expect(client.ofType('error')).toEqual([]);
    for (const code of codes) expect(platform.bus.handlerCount(`KLINE.${code}`)).toBe(1);
    await client.close();
  });
});
