import { randomBytes } from 'node:crypto';
import { ErrorCatalogue } from '@tp/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitCoinDeposit } from '../funds/test-support/funds-admin-kit.ts';
import { seedFundsChannels } from '../funds/test-support/funds-fixtures.ts';
import { callApi, newDemoUser } from '../test-support/api-test-client.ts';
import { newRealUser } from '../test-support/funds-test-kit.ts';
import { ScrapedMetrics } from '../test-support/scraped-metrics.ts';
import { freePort } from '../test-support/server-process.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { unmatchedRoute } from './http-metrics.ts';

const token = randomBytes(24).toString('base64url');
let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform(
    { rateLimitPerMinute: 100_000 },
    { metrics: { token, listen: undefined } },
  );
});

afterAll(async () => {
  await platform?.close();
});

async function scrape(): Promise<ScrapedMetrics> {
  const res = await platform.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return new ScrapedMetrics(res.body);
}

const openOrders = { command: 'open_order', outcome: 'committed' };

describe('GET /metrics on the API port, behind METRICS_TOKEN', () => {
  it('counts an order once as a committed command, and its HTTP answer under its route', async () => {
    const { token: session } = await newDemoUser(platform.app);
    platform.prices.push('EURUSD', '1.10000');
    const before = await scrape();
    const answer = await callApi(
      platform.app,
      'submit',
      {
        type: 1,
        cont: 0.01,
        forex_id: platform.market.instrumentByCode('EURUSD')?.id,
        status: 1,
        multiple: 100,
      },
      { token: session },
    );
    expect(answer.code, answer.msg).toBe(1);
    const after = await scrape();

    expect(after.value('tp_engine_commands_total', openOrders)).toBe(
      before.value('tp_engine_commands_total', openOrders) + 1,
    );
    const route = { route: '/v1/api/forex/submit', method: 'POST', code: '200' };
    expect(after.value('tp_http_request_duration_seconds', route)).toBe(
      before.value('tp_http_request_duration_seconds', route) + 1,
    );
    expect(after.value('tp_engine_commit_duration_seconds')).toBeGreaterThan(
      before.value('tp_engine_commit_duration_seconds'),
    );
    // Nothing waits in the engine once the order is answered.
    expect(after.value('tp_engine_queue_depth')).toBe(0);
  });

  it('counts a refused order as refused, not committed', async () => {
    const { token: session } = await newDemoUser(platform.app);
    const refused = { command: 'open_order', outcome: 'refused' };
    const before = await scrape();
    const answer = await callApi(
      platform.app,
      'submit',
      // Far more lots than a demo balance can margin.
      {
        type: 1,
        cont: 5000,
        forex_id: platform.market.instrumentByCode('EURUSD')?.id,
        status: 1,
        multiple: 100,
      },
      { token: session },
    );
    expect(answer.code).not.toBe(1);
    const after = await scrape();
    expect(after.value('tp_engine_commands_total', refused)).toBe(
      before.value('tp_engine_commands_total', refused) + 1,
    );
    expect(after.value('tp_engine_commands_total', openOrders)).toBe(
      before.value('tp_engine_commands_total', openOrders),
    );
  });

  it('counts the positions a stop-out closes', async () => {
    const { token: session } = await newDemoUser(platform.app);
    const eurusd = platform.market.instrumentByCode('EURUSD')?.id;
    const tick = async (mid: string) => {
      platform.prices.push('EURUSD', mid);
      await platform.engine.settled();
    };
    const place = async (lots: number) => {
      const answer = await callApi(
        platform.app,
        'submit',
        { type: 1, cont: lots, forex_id: eurusd, status: 1, multiple: 100 },
        { token: session },
      );
      expect(answer.code, answer.msg).toBe(1);
    };
    await tick('1.10000');
    const before = await scrape();
    await place(5);
    await tick('1.09900');
    await place(2);
    // The account's risk rate falls to the stop-out level: its largest loss is closed.
    await tick('1.09050');
    const after = await scrape();
    expect(after.value('tp_engine_stop_outs_total')).toBe(
      before.value('tp_engine_stop_outs_total') + 1,
    );
    const stopOut = { command: 'stop_out', outcome: 'committed' };
    expect(after.value('tp_engine_commands_total', stopOut)).toBeGreaterThan(
      before.value('tp_engine_commands_total', stopOut),
    );
    await tick('1.10000');
  });

  it('counts the deposits waiting for review, at most once per interval', async () => {
    const channels = await seedFundsChannels(platform);
    const trader = await newRealUser(platform);
    const waiting = { kind: 'deposit' };
    platform.clock.advance(11_000);
    const before = (await scrape()).value('tp_funds_awaiting_review', waiting);
    await submitCoinDeposit(platform, channels, trader, 250);
    // Still the count read a moment ago: a scrape does not query the database every time.
    expect((await scrape()).value('tp_funds_awaiting_review', waiting)).toBe(before);
    platform.clock.advance(11_000);
    expect((await scrape()).value('tp_funds_awaiting_review', waiting)).toBe(before + 1);
  });

  it('keeps one route label for any number of unknown paths', async () => {
    const before = await scrape();
    const paths = Array.from(
      { length: 40 },
      (_, n) => `/no/such/${n}/${randomBytes(6).toString('hex')}`,
    );
    for (const url of paths) {
      const res = await platform.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
    const after = await scrape();
    const unmatched = { route: unmatchedRoute, method: 'GET', code: '404' };
    expect(after.value('tp_http_request_duration_seconds', unmatched)).toBe(
      before.value('tp_http_request_duration_seconds', unmatched) + paths.length,
    );
    const routes = new Set(
      after.series('tp_http_request_duration_seconds').map((sample) => sample.labels?.route),
    );
    for (const url of paths) expect(routes.has(url)).toBe(false);
    // At most the one series of unknown paths is new (and the scrapes' own, the first time).
    expect(
      after.series('tp_http_request_duration_seconds').length -
        before.series('tp_http_request_duration_seconds').length,
    ).toBeLessThanOrEqual(2);
  });

  it('labels every series with the roles of the process', async () => {
    const scraped = await scrape();
    let series = 0;
    for (const [name, sample] of scraped.everySeries()) {
      expect(sample.labels?.roles, name).toBe('gateway,engine,feed');
      series += 1;
    }
    expect(series).toBeGreaterThan(50);
    expect(scraped.value('tp_role_leading', { role: 'engine' })).toBe(1);
    expect(scraped.value('tp_role_leading', { role: 'feed' })).toBe(1);
  });

  it('has the process figures and each part of the platform', async () => {
    const scraped = await scrape();
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'tp_realtime_sockets',
      'tp_realtime_frames_total',
      'tp_realtime_slow_sockets_dropped_total',
      'tp_engine_stop_outs_total',
      'tp_market_open',
    ]) {
      expect(scraped.families.has(name), name).toBe(true);
    }
    expect(scraped.series('tp_funds_awaiting_review').map((s) => s.labels?.kind)).toEqual([
      'deposit',
      'withdrawal',
    ]);
    expect(scraped.value('tp_funds_awaiting_review', { kind: 'withdrawal' })).toBe(0);
  });

  it('gives the age of each instrument’s last tick by the platform clock', async () => {
    platform.prices.push('GBPUSD', '1.27000');
    platform.clock.advance(7_000);
    const scraped = await scrape();
    expect(scraped.value('tp_feed_tick_age_seconds', { instrument: 'GBPUSD' })).toBe(7);
  });

  it('shows a gauge another feature adds in one line', async () => {
    let differences = 3;
    platform.metrics.gauge('tp_test_differences', 'Differences found', () => differences);
    expect((await scrape()).value('tp_test_differences')).toBe(3);
    differences = 0;
    // Added again (a feature set up twice): replaced, not refused.
    platform.metrics.gauge('tp_test_differences', 'Differences found', () => differences);
    expect((await scrape()).value('tp_test_differences')).toBe(0);
  });

  it.each([
    ['no header', undefined],
    ['a forged token', `Bearer ${randomBytes(24).toString('base64url')}`],
    [
      'the token with a character changed',
      `Bearer ${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
    ],
    ['the token as Basic credentials', `Basic ${token}`],
    ['the token with something after it', `Bearer ${token}x`],
    ['an empty bearer', 'Bearer '],
  ])('refuses %s with 401 and exposes nothing', async (_case, authorization) => {
    const res = await platform.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { lang: 'en', ...(authorization === undefined ? {} : { authorization }) },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(res.json()).toMatchObject({ code: ErrorCatalogue.notLoggedIn.code, data: null });
    expect(res.body).not.toMatch(/tp_|process_|nodejs_|# HELP/);
  });
});

describe('where metrics are served', () => {
  it('is nowhere without METRICS_TOKEN or METRICS_LISTEN', async () => {
    const bare = await startTestPlatform({}, { metrics: { token: undefined, listen: undefined } });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/tp_|# HELP/);
    } finally {
      await bare.close();
    }
  });

  it('is a listener of its own with METRICS_LISTEN, and not the API port', async () => {
    const port = await freePort();
    const listenToken = randomBytes(24).toString('base64url');
    const apart = await startTestPlatform(
      {},
      { metrics: { token: listenToken, listen: { host: '127.0.0.1', port } } },
    );
    try {
      const url = `http://127.0.0.1:${port}/metrics`;
      const ok = await fetch(url, { headers: { authorization: `Bearer ${listenToken}` } });
      expect(ok.status).toBe(200);
      const scraped = new ScrapedMetrics(await ok.text());
      expect(scraped.value('tp_role_leading', { role: 'gateway' })).toBe(1);

      const forged = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      expect(forged.status).toBe(401);
      expect(await forged.text()).not.toMatch(/tp_|# HELP/);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);

      const onApi = await apart.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${listenToken}` },
      });
      expect(onApi.statusCode).toBe(404);
      expect(onApi.body).not.toMatch(/tp_|# HELP/);
    } finally {
      await apart.close();
    }
    // Closed with the platform.
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
