/**
 * The server of `bench:realtime`, forked by `realtime-fanout.ts` into a process of its own: the
 * whole platform of the embedded shape (gateway, engine and feed), configured from the
 * environment as `npm start` is (`readConfig(process.env)`), on an in-memory database, with
 * EURUSD's price pushed by this file. It opens the logged-in traders (each with one EURUSD buy,
 * so every tick moves their FOREX_TRADE), listens on 127.0.0.1, and on command pushes prices
 * while recording when each was pushed and when the market and the engine published it.
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Topic } from '@tp/contract/realtime';
import { Decimal } from '@tp/domain/decimal';
import { readConfig } from '../apps/server/src/config/config.ts';
import { liveSummaryIntervalMs } from '../apps/server/src/engine/views/live-publisher.ts';
import { dayMarketPublishMs, klinePublishMs } from '../apps/server/src/market/market-pushes.ts';
import { userChannel } from '../apps/server/src/realtime/bus.ts';
import { defaultGatewayLimits } from '../apps/server/src/realtime/realtime-gateway.ts';
import type { RealtimeStatsView } from '../apps/server/src/realtime/realtime-stats.ts';
import { startTestPlatform } from '../apps/server/src/test-support/test-platform.ts';
import {
  type GatewayFigures,
  type MemoryFigures,
  type Publication,
  type Push,
  type ServerCommand,
  type ServerMessage,
  wallMs,
} from './realtime-fanout-wire.ts';

const loggedIn = Number(process.argv[2] ?? '0');
/** Where to write the CPU profile of the run, if anywhere. */
const profilePath = process.argv[3];
const openingAtOnce = 25;
/** The drain ends once no market push was written for longer than DAY_MARKET's interval. */
const drainQuietMs = 750;
const drainMsMax = 10_000;

const platform = await startTestPlatform({}, { ...readConfig(process.env), logLevel: 'silent' });
const address = await platform.app.listen({ port: 0, host: '127.0.0.1' });
const record = platform.market.instrumentByCode('EURUSD');
if (!record) throw new Error('EURUSD is not in the catalogue');
const step = new Decimal(10).pow(-record.terms.pricePrecision);
let price = new Decimal('1.10000');
platform.prices.push('EURUSD', price);

const traders = await openTraders(loggedIn);
const dayMarket: Publication[] = [];
const kline: Publication[] = [];
const forexTrade: Publication[][] = traders.map(() => []);
let recording = false;
platform.bus.subscribe(Topic.dayMarket, (message) => {
  const quotes = (message as { data: { symbol: string; quotation: { close: number } }[] }).data;
  const eurusd = quotes.find((quote) => quote.symbol === 'EURUSD');
  if (recording && eurusd) dayMarket.push({ value: eurusd.quotation.close, atMs: wallMs() });
});
platform.bus.subscribe('KLINE.EURUSD', (message) => {
  const { candles } = (message as { data: { candles: Record<string, { Close: number }> } }).data;
  const close = Object.values(candles)[0]?.Close;
  if (recording && close !== undefined) kline.push({ value: close, atMs: wallMs() });
});
for (const [index, trader] of traders.entries()) {
  platform.bus.subscribe(userChannel(trader.userId), (message) => {
    const { type, data } = message as {
      type: string;
      data: { TransOrder: { UpdatePrice: number }[] };
    };
    const mark = data.TransOrder?.[0]?.UpdatePrice;
    if (recording && type === Topic.forexTrade && mark !== undefined) {
      forexTrade[index]?.push({ value: mark, atMs: wallMs() });
    }
  });
}

send({
  kind: 'ready',
  port: Number(new URL(address).port),
  tokens: traders.map((trader) => trader.token),
  idle: memory(),
  intervalsMs: {
    dayMarket: dayMarketPublishMs,
    kline: klinePublishMs,
    forexTrade: liveSummaryIntervalMs,
  },
  dayMarketLanes: defaultGatewayLimits.dayMarketLanes,
  klineLanes: defaultGatewayLimits.klineLanes,
});

process.on('message', (command: ServerCommand) => {
  if (command.kind === 'memory') {
    send({ kind: 'memory', memory: memory(), sockets: platform.app.websocketServer.clients.size });
  } else if (command.kind === 'warm') {
    void warm(command.seconds, command.ratePerSecond);
  } else {
    void run(command.seconds, command.ratePerSecond, command.drainMs);
  }
});

/**
 * Moves EURUSD as the run does, unrecorded, so that the run measures a gateway in service
 * rather than one whose code runs for the first time; tells how long its pushes took. The run
 * follows at once, without a pause in the prices: after a pause the first price reaches every
 * trader's account summary in one round, which is not the steady service measured.
 */
async function warm(seconds: number, ratePerSecond: number): Promise<void> {
  const before = platform.realtime?.stats();
  await movePrices(seconds, ratePerSecond, () => undefined);
  const after = platform.realtime?.stats();
  const dayMarketWriteMs = gatewayFigures(before, after)?.pushWriteMs[Topic.dayMarket] ?? [];
  send({ kind: 'warmed', dayMarketWriteMs: dayMarketWriteMs.map((push) => push.writeMs) });
}

/** Moves EURUSD a step every `1000 / ratePerSecond` ms for `seconds`. */
async function movePrices(
  seconds: number,
  ratePerSecond: number,
  pushed: (push: Push) => void,
): Promise<void> {
  const ticker = setInterval(() => {
    price = price.plus(step).toDecimalPlaces(record?.terms.pricePrecision ?? 5);
    platform.prices.push('EURUSD', price);
    const quote = record ? platform.market.quote(record.id) : undefined;
    pushed({ mid: price.toNumber(), bid: quote?.bid.toNumber() ?? Number.NaN, atMs: wallMs() });
  }, 1000 / ratePerSecond);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  clearInterval(ticker);
}

/** Moves EURUSD a step at a time for `seconds`, then waits at least `drainMs` for the last pushes. */
async function run(seconds: number, ratePerSecond: number, drainMs: number): Promise<void> {
  const pushes: Push[] = [];
  const delay = monitorEventLoopDelay({ resolution: 5 });
  let peakRssBytes = 0;
  const sampler = setInterval(() => {
    peakRssBytes = Math.max(peakRssBytes, process.memoryUsage.rss());
  }, 100);
  const profiler = profilePath ? new Session() : undefined;
  profiler?.connect();
  await profiler?.post('Profiler.enable');
  await profiler?.post('Profiler.start');
  recording = true;
  delay.enable();
  const gatewayBefore = platform.realtime?.stats();
  const cpuBefore = process.cpuUsage();
  const startedMs = performance.now();
  await movePrices(seconds, ratePerSecond, (push) => pushes.push(push));
  const cpu = process.cpuUsage(cpuBefore);
  const elapsedMs = performance.now() - startedMs;
  delay.disable();
  const drainedMs = await drain(drainMs);
  recording = false;
  clearInterval(sampler);
  const gatewayAfter = platform.realtime?.stats();
  if (profiler && profilePath) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(profilePath, JSON.stringify(profile));
    profiler.disconnect();
  }
  send({
    kind: 'ran',
    pushes,
    dayMarket,
    kline,
    forexTrade,
    elapsedMs,
    cpuUserMs: cpu.user / 1000,
    cpuSystemMs: cpu.system / 1000,
    peakRssBytes,
    after: memory(),
    eventLoopDelayMs: {
      p50: delay.percentile(50) / 1e6,
      p99: delay.percentile(99) / 1e6,
      max: delay.max / 1e6,
    },
    gateway: gatewayFigures(gatewayBefore, gatewayAfter),
    drainedMs,
  });
}

/**
 * Waits for the last pushes to reach the sockets: at least `minMs`, and while the gateway is
 * still finishing pushes (one of the last prices could otherwise count as not delivered when it
 * is only late, and its lag would be left out), up to `drainMsMax`. Answers how long it waited.
 */
async function drain(minMs: number): Promise<number> {
  const startedMs = performance.now();
  const pushes = () => platform.realtime?.stats().marketPushes ?? 0;
  let seen = pushes();
  let quietSinceMs = startedMs;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const nowMs = performance.now();
    const count = pushes();
    if (count !== seen) {
      seen = count;
      quietSinceMs = nowMs;
    }
    const waitedMs = nowMs - startedMs;
    if (waitedMs >= drainMsMax) return waitedMs;
    if (waitedMs >= minMs && nowMs - quietSinceMs >= drainQuietMs) return waitedMs;
  }
}

/** What the gateway did between two readings of its figures. */
function gatewayFigures(
  before: RealtimeStatsView | undefined,
  after: RealtimeStatsView | undefined,
): GatewayFigures | undefined {
  if (!before || !after) return undefined;
  const pushWriteMs: GatewayFigures['pushWriteMs'] = {};
  const pushes = after.marketPushes - before.marketPushes;
  for (const push of pushes > 0 ? after.recentPushes.slice(-pushes) : []) {
    const ofTopic = pushWriteMs[push.topic] ?? [];
    ofTopic.push({
      bytes: push.bytes,
      sockets: push.sockets,
      waitMs: push.waitMs,
      writeMs: push.writeMs,
      cpuUserUs: push.cpuUserUs,
      cpuSystemUs: push.cpuSystemUs,
    });
    pushWriteMs[push.topic] = ofTopic;
  }
  return {
    marketFramesWritten: after.marketFramesWritten - before.marketFramesWritten,
    marketFramesConflated: after.marketFramesConflated - before.marketFramesConflated,
    slowSocketsDropped: after.slowSocketsDropped - before.slowSocketsDropped,
    pushWriteMs,
  };
}

/** Demo traders, each with a session and one open EURUSD buy of the smallest size. */
async function openTraders(count: number): Promise<{ token: string; userId: number }[]> {
  const opened: { token: string; userId: number }[] = [];
  for (let start = 0; start < count; start += openingAtOnce) {
    const batch = Math.min(openingAtOnce, count - start);
    opened.push(...(await Promise.all(Array.from({ length: batch }, openTrader))));
  }
  return opened;
}

async function openTrader(): Promise<{ token: string; userId: number }> {
  const created = await platform.app.inject({
    method: 'GET',
    url: '/api/user/createAccountDemoForU',
    query: { demo_id: randomUUID(), t: String(Date.now()) },
    headers: { lang: 'en' },
  });
  const account = created.json() as {
    code: number;
    msg: string;
    data: { token: string; user: { id: number } };
  };
  if (account.code !== 1) throw new Error(`demo account: ${account.code} ${account.msg}`);
  if (!record) throw new Error('EURUSD is not in the catalogue');
  const submitted = await platform.app.inject({
    method: 'POST',
    url: '/v1/api/forex/submit',
    headers: { lang: 'en', authorization: account.data.token },
    payload: {
      type: 1,
      cont: record.terms.minLots.toNumber(),
      forex_id: record.id,
      status: 1,
      multiple: record.terms.leverageOptions[0],
    },
  });
  const order = submitted.json() as { code: number; msg: string };
  if (order.code !== 1) throw new Error(`submit: ${order.code} ${order.msg}`);
  return { token: account.data.token, userId: account.data.user.id };
}

/** Memory after a full collection (the coordinator forks this process with --expose-gc). */
function memory(): MemoryFigures {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rssBytes: rss, heapUsedBytes: heapUsed, externalBytes: external };
}

function send(message: ServerMessage): void {
  process.send?.(message);
}
