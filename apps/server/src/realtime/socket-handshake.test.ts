import type { AddressInfo } from 'node:net';
import { realtimePath } from '@tp/contract/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { type Handshake, handshake, type TestSocket } from '../test-support/ws-client.ts';

const socketsPerAddressMax = 5;

/**
 * Who may open `/v1/ws`: pages of the site itself (its own host, or the `www` → `api` pair of
 * DESIGN §4) and the origins listed in ALLOWED_ORIGINS, or clients that send no Origin; and
 * how many sockets one client address may hold. Both are refused before the upgrade.
 */
describe('the socket handshake', () => {
  let platform: TestPlatform;
  let port: number;
  const url = (query = '?lang=en') => `ws://127.0.0.1:${port}${realtimePath}${query}`;

  beforeAll(async () => {
    platform = await startTestPlatform(
      {},
      { allowedOrigins: ['https://partner.example.net'], socketsPerAddressMax },
    );
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    port = (platform.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await platform?.close();
  });

  /** The socket of an accepted handshake, after checking it answers a ping. */
  async function accepted(answer: Handshake): Promise<TestSocket> {
    if (!('socket' in answer)) throw new Error(`refused: ${JSON.stringify(answer)}`);
    await answer.socket.roundTrip();
    return answer.socket;
  }

  it('accepts no Origin, the site’s own origin, the www → api pair and listed origins', async () => {
    const cases: Record<string, string>[] = [
      {},
      { origin: `http://127.0.0.1:${port}` },
      { host: 'api.example.com', origin: 'https://www.example.com' },
      { host: 'api.example.com:8443', origin: 'https://app.example.com:8443' },
      { host: 'example.com', origin: 'https://example.com' },
      { origin: 'https://partner.example.net' },
    ];
    for (const headers of cases) {
      const socket = await accepted(await handshake(url(), headers));
      await socket.close();
    }
  });

  it('refuses any other origin with 403 before the upgrade, translated', async () => {
    const cases: Record<string, string>[] = [
      { origin: 'https://evil.example.org' },
      { origin: 'null' },
      { origin: 'not a url' },
      { host: 'api.example.com', origin: 'https://www.example.com.evil.org' },
      { host: 'api.example.com', origin: 'https://www.example.org' },
      { host: 'api.example.com', origin: 'https://www.example.com:8443' },
      { origin: 'https://partner.example.net.evil.org' },
    ];
    for (const headers of cases) {
      expect(await handshake(url(), headers), JSON.stringify(headers)).toEqual({
        status: 403,
        body: { code: 1304, msg: 'This site may not open a live connection here', data: null },
      });
    }
    const hk = await handshake(url('?lang=hk'), { origin: 'https://evil.example.org' });
    expect(hk).toMatchObject({ status: 403, body: { code: 1304 } });
    expect('body' in hk && hk.body.msg).not.toMatch(/[a-z]{4}/);
  });

  it('limits the sockets of one client address, and gives the allowance back when one closes', async () => {
    const sockets: TestSocket[] = [];
    for (let i = 0; i < socketsPerAddressMax; i += 1) {
      sockets.push(await accepted(await handshake(url())));
    }
    expect(await handshake(url())).toEqual({
      status: 429,
      body: { code: 1305, msg: 'Too many live connections from this address', data: null },
    });
    await sockets.pop()?.close();
    sockets.push(await accepted(await untilAccepted()));
    await Promise.all(sockets.map((socket) => socket.close()));
  });

  it('gives a forged X-Forwarded-For no allowance of its own', async () => {
    const sockets: TestSocket[] = [];
    for (let i = 0; i < socketsPerAddressMax; i += 1) {
      sockets.push(await accepted(await handshake(url())));
    }
    const forged = await handshake(url(), { 'x-forwarded-for': '203.0.113.77' });
    expect(forged).toMatchObject({ status: 429, body: { code: 1305 } });
    await Promise.all(sockets.map((socket) => socket.close()));
  });

  /** The server sees a close a moment after the client: try until the allowance is back. */
  async function untilAccepted(): Promise<Handshake> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const answer = await handshake(url());
      if (answer.status === 101 || Date.now() > deadline) return answer;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
});
