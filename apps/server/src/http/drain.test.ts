import { ErrorCatalogue } from '@tp/contract/errors';
import { translateServerMessage } from '@tp/contract/server-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from './app.ts';
import { HttpDrain } from './drain.ts';

describe('a stopping process', () => {
  const drain = new HttpDrain();
  let app: Awaited<ReturnType<typeof createHttpApp>>;
  let openGate: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    openGate = resolve;
  });
  let reachedHandler: () => void = () => {};
  const reached = new Promise<void>((resolve) => {
    reachedHandler = resolve;
  });

  beforeAll(async () => {
    app = await createHttpApp({ logLevel: 'silent', drain });
    app.get('/slow', async () => {
      reachedHandler();
      await gate;
      return { code: 1, msg: '', data: 'done' };
    });
    app.get('/health', async () => ({ status: 'ok' }));
    await app.ready();
  });

  afterAll(async () => {
    openGate();
    await app.close();
  });

  it('answers the requests under way and refuses new ones in the envelope until they are', async () => {
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    const underWay = app.inject({ method: 'GET', url: '/slow' });
    await reached;
    drain.start();
    let settled = false;
    const allAnswered = drain.settled(5_000).then(() => {
      settled = true;
    });

    const refused = await app.inject({ method: 'GET', url: '/health', headers: { lang: 'de' } });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers.connection).toBe('close');
    expect(refused.json()).toEqual({
      code: ErrorCatalogue.serverRestarting.code,
      msg: translateServerMessage('de', ErrorCatalogue.serverRestarting.key),
      data: null,
    });
    const upload = await app.inject({
      method: 'POST',
      url: '/slow',
      payload: { anything: 'x'.repeat(10_000) },
    });
    expect(upload.statusCode).toBe(503);
    expect(settled).toBe(false);

    openGate();
    const answered = await underWay;
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ code: 1, data: 'done' });
    await allAnswered;
    expect(settled).toBe(true);
  });

  it('settles at once when nothing is under way', async () => {
    await expect(drain.settled(60_000)).resolves.toBeUndefined();
  });
});
