import { ErrorCatalogue } from '@tp/contract/errors';
import { Decimal } from '@tp/domain/decimal';
import { Side } from '@tp/domain/side';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessBus } from '../../realtime/bus.ts';
import { newDemoUser } from '../../test-support/api-test-client.ts';
import { startTestPlatform, type TestPlatform } from '../../test-support/test-platform.ts';
import type { EngineApi } from '../engine-api.ts';
import { EngineRefusal } from '../engine-refusal.ts';
import { EngineHost } from './engine-host.ts';
import { engineAliveChannel, engineAliveTimeoutMs, engineCommandChannel } from './engine-link.ts';
import { RemoteEngine } from './remote-engine.ts';

const silent = { warn: () => {}, error: () => {} };

/** The engine of a whole platform, served on a bus of its own to a remote client. */
describe('an engine reached over the bus', () => {
  let platform: TestPlatform;
  const bus = new InProcessBus();
  let host: EngineHost;
  let remote: RemoteEngine;
  let eurusdId: number;

  beforeAll(async () => {
    platform = await startTestPlatform();
    eurusdId = platform.market.instrumentByCode('EURUSD')?.id ?? 0;
    platform.prices.push('EURUSD', '1.10000');
    host = new EngineHost(platform.engine, bus, 1, silent);
    await host.start();
    remote = new RemoteEngine(bus, { timeoutMs: 1_000 });
    await remote.ready();
  });

  afterAll(async () => {
    remote?.close();
    host?.stop();
    await platform?.close();
  });

  const buy = (engine: EngineApi, userId: number, lots: string) =>
    engine.placeOrder({
      userId,
      instrumentId: eurusdId,
      side: Side.buy,
      lots: new Decimal(lots),
      leverage: 100,
    });

  it('answers what the engine answers: orders, decimals, figures and calls that answer nothing', async () => {
    const { userId } = await newDemoUser(platform.app);
    const order = await buy(remote.api, userId, '0.1');
    expect(order.Quantity).toBe(0.1);
    const [summarised] = (await platform.engine.accountSummary(userId)).TransOrder;
    // The live summary adds the stop-out price, a figure of the moment that no answer carries.
    const { StopOutPrice: _, ...local } = summarised ?? {};
    expect(order).toEqual({
      ...local,
      FactProfits: order.FactProfits,
      UpdatePrice: order.UpdatePrice,
    });

    const balance = await remote.api.balance(userId);
    expect(balance.balance).toBeInstanceOf(Decimal);
    expect(balance).toEqual(await platform.engine.balance(userId));
    const figures = await remote.api.accountFigures(userId);
    expect(figures?.riskRatePct.toString()).toBe(
      (await platform.engine.accountFigures(userId))?.riskRatePct.toString(),
    );
    // A left-out argument stays left out: every position, not none.
    const all = await remote.api.livePositions();
    expect(all.map((p) => p.orderId)).toContain(order.Id);
    expect(all[0]?.lots).toBeInstanceOf(Decimal);
    await expect(remote.api.setTradingFrozen(userId, false)).resolves.toBeUndefined();
    await expect(remote.api.settled()).resolves.toBeUndefined();
  });

  it('gives the engine’s refusals with their name and values', async () => {
    const { userId } = await newDemoUser(platform.app);
    const refusal = await buy(remote.api, userId, '0.015').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(EngineRefusal);
    expect(refusal).toMatchObject({
      errorName: 'invalidLots',
      code: ErrorCatalogue.invalidLots.code,
      values: { min: '0.01', step: '0.01' },
    });
    await expect(buy(remote.api, userId, '100')).rejects.toMatchObject({
      errorName: 'insufficientMargin',
    });
  });

  it('leaves requests it does not understand unanswered', async () => {
    const replies: unknown[] = [];
    const leave = bus.subscribe('engine.reply.probe', (message) => replies.push(message));
    const leaveUser = bus.subscribe('user.1', (message) => replies.push(message));
    const good = { id: 1, replyTo: 'engine.reply.probe', call: 'settled', args: [] };
    for (const bad of [
      null,
      'settled',
      { ...good, id: 'one' },
      { ...good, call: 'constructor' },
      { ...good, call: 'recover' },
      { ...good, args: {} },
      { ...good, replyTo: 'user.1' },
      { ...good, replyTo: `engine.reply.${'x'.repeat(100)}` },
    ]) {
      bus.publish(engineCommandChannel, bad as never);
    }
    bus.publish(engineCommandChannel, good as never);
    await platform.engine.settled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(replies).toEqual([{ id: 1, epoch: 1, done: true }]);
    leave();
    leaveUser();
  });
});

/** A gateway whose requests the test sees and answers as an engine of the epoch it names. */
function gatewayAndItsRequests() {
  const bus = new InProcessBus();
  const remote = new RemoteEngine(bus, { timeoutMs: 60_000 });
  const requests: { id: number; replyTo: string }[] = [];
  bus.subscribe(engineCommandChannel, (message) => {
    requests.push(message as { id: number; replyTo: string });
  });
  const answer = (request: { id: number; replyTo: string } | undefined, epoch: number) => {
    if (!request) throw new Error('no request was sent');
    bus.publish(request.replyTo as never, { id: request.id, epoch, done: true } as never);
  };
  return { bus, remote, requests, answer };
}

describe('a gateway without an engine', () => {
  it('gives up on a request nobody answers, telling the trader to check their orders', async () => {
    const bus = new InProcessBus();
    const remote = new RemoteEngine(bus, { timeoutMs: 50 });
    const started = performance.now();
    await expect(remote.api.balance(1)).rejects.toMatchObject({ errorName: 'engineUnavailable' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(remote.waitingCount).toBe(0);
    remote.close();
  });

  it('fails at once while the engine it heard has been quiet too long, and waits again once it is back', async () => {
    const bus = new InProcessBus();
    let nowMs = 0;
    const remote = new RemoteEngine(bus, { timeoutMs: 60_000, nowMs: () => nowMs });
    const answers: unknown[] = [];
    bus.subscribe(engineCommandChannel, (message) => answers.push(message));
    bus.publish(engineAliveChannel, { epoch: 3 });
    nowMs = engineAliveTimeoutMs + 1;
    await expect(remote.api.balance(1)).rejects.toMatchObject({ errorName: 'engineUnavailable' });
    expect(answers).toEqual([]);

    bus.publish(engineAliveChannel, { epoch: 4 });
    const waiting = remote.api.balance(1);
    expect(answers).toHaveLength(1);
    expect(remote.waitingCount).toBe(1);
    remote.close();
    await expect(waiting).rejects.toMatchObject({ errorName: 'engineUnavailable' });
  });

  it('fails at once what it sent to an engine another one has replaced', async () => {
    const bus = new InProcessBus();
    const remote = new RemoteEngine(bus, { timeoutMs: 60_000 });
    const beforeAnyEngine = remote.api.balance(1);
    bus.publish(engineAliveChannel, { epoch: 3 });
    const toThree = remote.api.balance(2);
    bus.publish(engineAliveChannel, { epoch: 3 });
    expect(remote.waitingCount).toBe(2);

    bus.publish(engineAliveChannel, { epoch: 4 });
    await expect(toThree).rejects.toMatchObject({ errorName: 'engineUnavailable' });
    // Sent before any engine was heard: the new one may well be answering it.
    expect(remote.waitingCount).toBe(1);
    remote.close();
    await expect(beforeAnyEngine).rejects.toMatchObject({ errorName: 'engineUnavailable' });
  });

  it('knows the leading engine from its first answer, before any heartbeat reaches it', async () => {
    const { bus, remote, requests, answer } = gatewayAndItsRequests();
    const first = remote.api.settled();
    const [asked] = requests;
    answer(asked, 5);
    await expect(first).resolves.toBeUndefined();
    // Sent to engine 5, which dies; engine 6 takes over and says so.
    const lost = remote.api.balance(1);
    bus.publish(engineAliveChannel, { epoch: 6 });
    await expect(lost).rejects.toMatchObject({ errorName: 'engineUnavailable' });
    expect(remote.waitingCount).toBe(0);
    remote.close();
  });

  it('keeps the answer of a request the new engine carried out, and never goes back to an older engine', async () => {
    const { bus, remote, requests, answer } = gatewayAndItsRequests();
    bus.publish(engineAliveChannel, { epoch: 5 });
    const carriedOut = remote.api.settled();
    const toFive = remote.api.balance(1);
    const [first, second] = requests;
    // Engine 7 took the request sent while 5 was known, and answers it before its heartbeat.
    answer(first, 7);
    await expect(carriedOut).resolves.toBeUndefined();
    await expect(toFive).rejects.toMatchObject({ errorName: 'engineUnavailable' });
    const later = remote.api.settled();
    // A late answer and a heartbeat of engine 5 leave engine 7 in the lead.
    answer(second, 5);
    bus.publish(engineAliveChannel, { epoch: 5 });
    expect(remote.waitingCount).toBe(1);
    remote.close();
    await expect(later).rejects.toMatchObject({ errorName: 'engineUnavailable' });
  });

  it('ignores an answer that comes after it gave up', async () => {
    const bus = new InProcessBus();
    const remote = new RemoteEngine(bus, { timeoutMs: 10 });
    let request: { id: number; replyTo: string } | undefined;
    bus.subscribe(engineCommandChannel, (message) => {
      request = message as typeof request;
    });
    await expect(remote.api.settled()).rejects.toMatchObject({ errorName: 'engineUnavailable' });
    expect(request).toBeDefined();
    if (request) bus.publish(request.replyTo as never, { id: request.id, done: true } as never);
    expect(remote.waitingCount).toBe(0);
    remote.close();
  });
});
