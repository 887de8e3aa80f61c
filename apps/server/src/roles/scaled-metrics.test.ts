import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualPriceSource } from '../market/price-source.ts';
import type { Platform } from '../platform-types.ts';
import { callApi, newDemoUser } from '../test-support/api-test-client.ts';
import { redisReachable } from '../test-support/redis.ts';
import {
  type ScaledSetup,
  scaledSetup,
  startTestProcess,
  untilRole,
} from '../test-support/scaled-platform.ts';
import { ScrapedMetrics } from '../test-support/scraped-metrics.ts';

// The scaled shape's processes share PostgreSQL (advisory locks) and Redis: without both
// (`npm test` runs on the embedded database) there is nothing to run; `npm run test:pg` runs it.
const ready = Boolean(process.env.TEST_DATABASE_URL) && (await redisReachable());

/** Each process of the scaled shape answers `/metrics` with its own figures, labelled with its roles. */
describe.skipIf(!ready)('metrics of the scaled shape, per process', () => {
  const token = randomBytes(24).toString('base64url');
  const prices = new ManualPriceSource();
  let setup: ScaledSetup;
  let feed: Platform;
  let leader: Platform;
  let standby: Platform;
  let gateway: Platform;

  beforeAll(async () => {
    setup = await scaledSetup();
    setup.config = { ...setup.config, metrics: { token, listen: undefined } };
    feed = await startTestProcess(setup, ['feed'], { priceSource: prices });
    leader = await startTestProcess(setup, ['engine']);
    await untilRole(feed, 'feed');
    await untilRole(leader, 'engine');
    standby = await startTestProcess(setup, ['engine']);
    gateway = await startTestProcess(setup, ['gateway'], { engineTimeoutMs: 2_000 });
  }, 120_000);

  afterAll(async () => {
    for (const process of [gateway, standby, leader, feed]) await process?.close();
    await setup?.drop();
  }, 60_000);

  async function scrape(process: Platform): Promise<ScrapedMetrics> {
    const res = await process.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    return new ScrapedMetrics(res.body);
  }

  it('labels each process with its roles and says which it leads', async () => {
    const cases: [Platform, string, Record<string, number>][] = [
      [feed, 'feed', { feed: 1 }],
      [leader, 'engine', { engine: 1 }],
      [standby, 'engine', { engine: 0 }],
      [gateway, 'gateway', { gateway: 1 }],
    ];
    for (const [process, roles, leading] of cases) {
      const scraped = await scrape(process);
      for (const [name, sample] of scraped.everySeries()) {
        expect(sample.labels?.roles, name).toBe(roles);
      }
      const stated = Object.fromEntries(
        scraped.series('tp_role_leading').map((s) => [s.labels?.role, Number(s.value)]),
      );
      expect(stated).toEqual(leading);
    }
  });

  it('counts an order where it happens: its HTTP answer at the gateway, its command at the engine', async () => {
    await new Promise<void>((resolve) => {
      prices.push('EURUSD', '1.10000');
      const wait = () => {
        const id = leader.market.instrumentByCode('EURUSD')?.id;
        const quoted = [gateway, leader].every((p) => id !== undefined && p.market.quote(id));
        if (quoted) resolve();
        else setTimeout(wait, 20);
      };
      wait();
    });
    const committed = { command: 'open_order', outcome: 'committed' };
    const submitRoute = { route: '/v1/api/forex/submit', method: 'POST', code: '200' };
    const scrapeAll = async () => ({
      leader: await scrape(leader),
      standby: await scrape(standby),
      gateway: await scrape(gateway),
    });
    const before = await scrapeAll();
    const trader = await newDemoUser(gateway.app);
    const opened = await callApi(
      gateway.app,
      'submit',
      {
        type: 1,
        cont: '0.1',
        forex_id: gateway.market.instrumentByCode('EURUSD')?.id,
        status: 1,
        multiple: 100,
      },
      { token: trader.token },
    );
    expect(opened.code, opened.msg).toBe(1);
    const after = await scrapeAll();
    const { leader: leaderAfter, standby: standbyAfter, gateway: gatewayAfter } = after;
    const { leader: leaderBefore, standby: standbyBefore, gateway: gatewayBefore } = before;
    expect(leaderAfter.value('tp_engine_commands_total', committed)).toBe(
      leaderBefore.value('tp_engine_commands_total', committed) + 1,
    );
    expect(standbyAfter.value('tp_engine_commands_total', committed)).toBe(
      standbyBefore.value('tp_engine_commands_total', committed),
    );
    expect(gatewayAfter.value('tp_http_request_duration_seconds', submitRoute)).toBe(
      gatewayBefore.value('tp_http_request_duration_seconds', submitRoute) + 1,
    );
    // Engine figures come from processes with the engine role (a standby's queue is empty);
    // the funds under review are counted where the jobs run.
    expect(leaderAfter.series('tp_engine_queue_depth')).toHaveLength(1);
    expect(standbyAfter.value('tp_engine_queue_depth')).toBe(0);
    expect(gatewayAfter.families.has('tp_engine_queue_depth')).toBe(false);
    expect(gatewayAfter.families.has('tp_engine_commands_total')).toBe(false);
    expect(gatewayAfter.families.has('tp_realtime_sockets')).toBe(true);
    expect((await scrape(feed)).series('tp_funds_awaiting_review')).toHaveLength(2);
    expect(gatewayAfter.series('tp_funds_awaiting_review')).toHaveLength(0);
  });
});
