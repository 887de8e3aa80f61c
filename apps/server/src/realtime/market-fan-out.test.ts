import type { MarketQuote } from '@tp/contract/realtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InProcessBus } from './bus.ts';
import { ChannelHub } from './channel-hub.ts';
import { MarketFanOut, type MarketFrame } from './market-fan-out.ts';
import type { PushLanes } from './push-lanes.ts';
import type { PushWritten } from './realtime-stats.ts';

const quote = (id: number, close: number): MarketQuote => ({
  id,
  symbol: `S${id}`,
  status: 1,
  quotation: { open: 1, close, high: 2, low: 0.5, change: 0, volume: 10, bid: close, ask: close },
});

/** A subscriber that keeps every frame it is given. */
class Recorder {
  readonly frames: MarketFrame[] = [];
  constructor(readonly marketLaneKey = 0) {}
  marketFrame(frame: MarketFrame): void {
    this.frames.push(frame);
  }
}

function setUp(
  socketsPerTurnMax = 1_000,
  /** KLINE's interval in one lane, or its lanes. */
  kline: number | PushLanes = 20,
  dayMarketLanes: PushLanes = { intervalMs: 20, lanes: 1 },
  clockMs?: () => number,
) {
  const bus = new InProcessBus();
  const errors: unknown[] = [];
  const written: PushWritten[] = [];
  const fanOut = new MarketFanOut(new ChannelHub(bus, (e) => errors.push(e)), {
    dayMarketLanes,
    klineLanes: typeof kline === 'number' ? { intervalMs: kline, lanes: 1 } : kline,
    socketsPerTurnMax,
    onError: (e) => errors.push(e),
    onPushWritten: (push) => written.push(push),
    clockMs,
  });
  return { bus, fanOut, errors, written };
}

const dayMarket = (...quotes: MarketQuote[]) => ({ type: 'DAY_MARKET' as const, data: quotes });

const settle = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe('MarketFanOut', () => {
  it('builds one frame per push, the same bytes for every subscriber', async () => {
    const { bus, fanOut } = setUp();
    const subscribers = Array.from({ length: 3 }, () => new Recorder());
    for (const subscriber of subscribers) fanOut.join('KLINE.EURUSD', subscriber);
    bus.publish('KLINE.EURUSD', { type: 'KLINE.EURUSD', data: { n: 1 } } as never);
    await settle();
    const [first, ...others] = subscribers.map((s) => s.frames);
    expect(first).toHaveLength(1);
    for (const frames of others) expect(frames[0]).toBe(first?.[0]);
    expect(first?.[0]?.payload.toString()).toBe('{"type":"KLINE.EURUSD","data":{"n":1}}');
    expect(first?.[0]?.wire.subarray(2).equals(first[0].payload)).toBe(true);
  });

  it('conflates what arrives within the interval to the latest frame', async () => {
    const { bus, fanOut } = setUp();
    const kline = new Recorder();
    fanOut.join('KLINE.EURUSD', kline);
    bus.publish('KLINE.EURUSD', { type: 'KLINE.EURUSD', data: { n: 1 } } as never);
    await settle();
    for (let i = 1; i <= 5; i += 1) {
      bus.publish('KLINE.EURUSD', { type: 'KLINE.EURUSD', data: { n: 1 + i } } as never);
    }
    await settle(60);
    expect(kline.frames.map((f) => f.text)).toEqual([
      '{"type":"KLINE.EURUSD","data":{"n":1}}',
      '{"type":"KLINE.EURUSD","data":{"n":6}}',
    ]);
  });

  it('does not push to a subscriber what arrived before its snapshot', async () => {
    const { bus, fanOut } = setUp();
    const early = new Recorder();
    const late = new Recorder();
    fanOut.join('KLINE.EURUSD', early);
    bus.publish('KLINE.EURUSD', { type: 'KLINE.EURUSD', data: { n: 1 } } as never);
    // Joined (its snapshot sent) after the message arrived and before it was pushed.
    fanOut.join('KLINE.EURUSD', late);
    await settle(30);
    bus.publish('KLINE.EURUSD', { type: 'KLINE.EURUSD', data: { n: 2 } } as never);
    await settle(30);
    expect(early.frames.map((f) => f.lastSeq)).toEqual([1, 2]);
    expect(late.frames.map((f) => f.lastSeq)).toEqual([2]);
  });

  it('writes a push a share of subscribers per turn, every subscriber once and in order, the next push after it', async () => {
    const { bus, fanOut, written } = setUp(2);
    const subscribers = Array.from({ length: 7 }, () => new Recorder());
    const order: number[] = [];
    // How many were written when the turn that wrote the first one ended (a microtask runs then,
    // before the event loop's next turn).
    let writtenInFirstTurn: number | undefined;
    for (const [index, subscriber] of subscribers.entries()) {
      fanOut.join('KLINE.EURUSD', {
        marketLaneKey: 0,
        marketFrame: (frame) => {
          if (order.length === 0) queueMicrotask(() => (writtenInFirstTurn = order.length));
          order.push(index);
          subscriber.marketFrame(frame);
        },
      });
    }
    bus.publish('KLINE.EURUSD', { type: 'KLINE.EURUSD', data: { n: 1 } } as never);
    await settle(30);
    // One turn writes to two subscribers; the rest follow on later turns.
    expect(writtenInFirstTurn).toBe(2);
    bus.publish('KLINE.EURUSD', { type: 'KLINE.EURUSD', data: { n: 2 } } as never);
    await settle(60);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4, 5, 6]);
    for (const subscriber of subscribers) {
      expect(subscriber.frames.map((f) => f.lastSeq)).toEqual([1, 2]);
    }
    expect(written.map(({ topic, sockets }) => ({ topic, sockets }))).toEqual([
      { topic: 'KLINE.EURUSD', sockets: 7 },
      { topic: 'KLINE.EURUSD', sockets: 7 },
    ]);
  });

  it('skips a subscriber that leaves, or takes a new snapshot, while a push is written', async () => {
    const { bus, fanOut, written, errors } = setUp(2);
    const subscribers = Array.from({ length: 6 }, () => new Recorder());
    const leaves = subscribers.map((subscriber) => fanOut.join('KLINE.EURUSD', subscriber));
    const first = subscribers[0] as Recorder;
    const original = first.marketFrame.bind(first);
    first.marketFrame = (frame) => {
      original(frame);
      if (frame.lastSeq !== 1) return;
      // In the push's first turn: the fifth leaves, the sixth subscribes again (its snapshot
      // is newer than the push), before their turn comes.
      leaves[4]?.();
      fanOut.join('KLINE.EURUSD', subscribers[5] as Recorder);
    };
    bus.publish('KLINE.EURUSD', { type: 'KLINE.EURUSD', data: { n: 1 } } as never);
    await settle(30);
    bus.publish('KLINE.EURUSD', { type: 'KLINE.EURUSD', data: { n: 2 } } as never);
    await settle(60);
    expect(subscribers.map((s) => s.frames.map((f) => f.lastSeq))).toEqual([
      [1, 2],
      [1, 2],
      [1, 2],
      [1, 2],
      [],
      [2],
    ]);
    expect(written.map((push) => push.sockets)).toEqual([6, 5]);
    expect(errors).toEqual([]);
  });

  it('starts a push that came due while one was written as soon as that one is done, with the latest', async () => {
    const { bus, fanOut, written } = setUp(1, 0);
    const order: string[] = [];
    for (const name of ['a', 'b', 'c']) {
      fanOut.join('KLINE.EURUSD', {
        marketLaneKey: 0,
        marketFrame: (frame) => {
          order.push(`${name}${frame.lastSeq}`);
          if (name !== 'a' || frame.lastSeq !== 1) return;
          // Both due at once (no interval), while the first push has two sockets to go.
          bus.publish('KLINE.EURUSD', { type: 'KLINE.EURUSD', data: { n: 2 } } as never);
          bus.publish('KLINE.EURUSD', { type: 'KLINE.EURUSD', data: { n: 3 } } as never);
        },
      });
    }
    bus.publish('KLINE.EURUSD', { type: 'KLINE.EURUSD', data: { n: 1 } } as never);
    // The first push goes once the publishing code has returned, before any timer.
    await Promise.resolve();
    expect(order).toEqual(['a1']);
    await settle(30);
    expect(order).toEqual(['a1', 'b1', 'c1', 'a3', 'b3', 'c3']);
    expect(written.map((push) => push.sockets)).toEqual([3, 3]);
  });

  it('holds one bus subscription per topic while it has subscribers, and isolates a failing one', async () => {
    const { bus, fanOut, errors } = setUp();
    const fine = new Recorder();
    const leaveFailing = fanOut.join('DAY_MARKET', {
      marketLaneKey: 0,
      marketFrame: () => {
        throw new Error('boom');
      },
    });
    const leaveFine = fanOut.join('DAY_MARKET', fine);
    expect(bus.handlerCount('DAY_MARKET')).toBe(1);
    bus.publish('DAY_MARKET', { type: 'DAY_MARKET', data: [quote(1, 1)] });
    bus.publish('DAY_MARKET', { type: 'KLINE.EURUSD', data: {} } as never);
    bus.publish('DAY_MARKET', { type: 'DAY_MARKET', data: 'not quotes' } as never);
    await settle(50);
    expect(fine.frames).toHaveLength(1);
    expect(errors).toHaveLength(1);
    leaveFailing();
    leaveFailing();
    expect(bus.handlerCount('DAY_MARKET')).toBe(1);
    leaveFine();
    expect(bus.handlerCount()).toBe(0);
    expect(fanOut.topicCount).toBe(0);
  });
});

describe('MarketFanOut: DAY_MARKET in lanes', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Four lanes, a slot every 25 ms, each lane's every 100 ms; two subscribers in each lane. */
  function laned(clockMs = () => Date.now()) {
    vi.useFakeTimers();
    vi.setSystemTime(1_000); // slot 40, lane 0
    const set = setUp(1_000, 20, { intervalMs: 100, lanes: 4 }, clockMs);
    const received: { key: number; atMs: number; closes: number[] }[] = [];
    const subscribers = Array.from({ length: 8 }, (_, key) => ({
      marketLaneKey: key,
      marketFrame: (frame: MarketFrame) =>
        received.push({
          key,
          atMs: Date.now(),
          closes: (frame.quotes ?? []).map((q) => q.quotation.close),
        }),
    }));
    for (const subscriber of subscribers) set.fanOut.join('DAY_MARKET', subscriber);
    return { ...set, received };
  }

  it('pushes each lane on its own slots, each subscriber at most once per interval, with the latest quote', () => {
    const { bus, received } = laned();
    // A new price every 10 ms for 300 ms.
    for (let step = 0; step < 30; step += 1) {
      bus.publish('DAY_MARKET', dayMarket(quote(1, step)));
      vi.advanceTimersByTime(10);
    }
    for (let key = 0; key < 8; key += 1) {
      const times = received.filter((r) => r.key === key).map((r) => r.atMs);
      // Lane key % 4 owns the slots at 1,000 + 25 × lane (mod 100).
      const lane = key % 4;
      const firstSlot = lane === 0 ? 1_100 : 1_000 + 25 * lane;
      const expected = [0, 100, 200].map((k) => firstSlot + k).filter((t) => t <= 1_300);
      expect(times, `key ${key}`).toEqual(expected);
    }
    // At each slot the latest price: step k was published at 1,000 + 10 × k.
    for (const receipt of received) {
      expect(receipt.closes).toEqual([Math.ceil((receipt.atMs - 1_000) / 10) - 1]);
    }
    // Both subscribers of a lane take the same push, and the lanes' pushes go in slot order.
    expect(received.slice(0, 6).map((r) => r.key)).toEqual([1, 5, 2, 6, 3, 7]);
  });

  it('sends a lane what changed since its own last push, and keeps no quote every lane has had', () => {
    const { bus, received } = laned();
    bus.publish('DAY_MARKET', dayMarket(quote(1, 10), quote(2, 20)));
    vi.advanceTimersByTime(60); // lanes 1 and 2 pushed at 1,025 and 1,050
    bus.publish('DAY_MARKET', dayMarket(quote(2, 21)));
    vi.advanceTimersByTime(200);
    const byLane = (lane: number) => received.filter((r) => r.key === lane).map((r) => r.closes);
    expect(byLane(1)).toEqual([[10, 20], [21]]);
    expect(byLane(2)).toEqual([[10, 20], [21]]);
    expect(byLane(3)).toEqual([[10, 21]]);
    expect(byLane(0)).toEqual([[10, 21]]);
    // Every lane has everything: no timer runs until something new arrives.
    expect(vi.getTimerCount()).toBe(0);
    received.length = 0;
    bus.publish('DAY_MARKET', dayMarket(quote(3, 30)));
    vi.advanceTimersByTime(100);
    expect(received.map((r) => r.closes)).toEqual(Array.from({ length: 8 }, () => [30]));
  });

  it('pushes the lanes of slots a late timer missed in their order, each once, and says how late', () => {
    let busyMs = 0;
    const { bus, received, written } = laned(() => Date.now() + busyMs);
    bus.publish('DAY_MARKET', dayMarket(quote(1, 10)));
    vi.advanceTimersByTime(24);
    // The thread was busy: the timer of the slot at 1,025 runs when the clock reads 1,080.
    busyMs = 55;
    vi.advanceTimersByTime(1);
    expect(received.map((r) => r.key)).toEqual([1, 5, 2, 6, 3, 7]);
    expect(written.map((push) => push.waitMs)).toEqual([55, 30, 5]);
    vi.advanceTimersByTime(100);
    expect(received.map((r) => r.key)).toEqual([1, 5, 2, 6, 3, 7, 0, 4]);
    expect(written.map((push) => push.sockets)).toEqual([2, 2, 2, 2]);
  });

  it('puts a subscriber in the lane its key names, and takes it out of that lane', () => {
    const { bus, fanOut, received } = laned();
    const late = new Recorder(-3); // lane 1, like key 1
    const leave = fanOut.join('DAY_MARKET', late);
    bus.publish('DAY_MARKET', dayMarket(quote(1, 10)));
    vi.advanceTimersByTime(30);
    expect(late.frames).toHaveLength(1);
    expect(received.map((r) => r.key)).toEqual([1, 5]);
    leave();
    bus.publish('DAY_MARKET', dayMarket(quote(1, 11)));
    vi.advanceTimersByTime(100);
    expect(late.frames).toHaveLength(1);
  });

  it('pushes a KLINE topic in lanes of its own too, each with the latest candle at its slot', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000);
    const { bus, fanOut } = setUp(1_000, { intervalMs: 100, lanes: 2 }, undefined, () =>
      Date.now(),
    );
    const received: { key: number; atMs: number; n: unknown }[] = [];
    for (const key of [0, 1]) {
      fanOut.join('KLINE.EURUSD', {
        marketLaneKey: key,
        marketFrame: (frame) =>
          received.push({ key, atMs: Date.now(), n: JSON.parse(frame.text).data.n }),
      });
    }
    for (let n = 1; n <= 10; n += 1) {
      bus.publish('KLINE.EURUSD', { type: 'KLINE.EURUSD', data: { n } } as never);
      vi.advanceTimersByTime(20);
    }
    // Slots of 50 ms: lane 1 at 1,050 and 1,150, lane 0 at 1,100 and 1,200.
    expect(received).toEqual([
      { key: 1, atMs: 1_050, n: 3 },
      { key: 0, atMs: 1_100, n: 5 },
      { key: 1, atMs: 1_150, n: 8 },
      { key: 0, atMs: 1_200, n: 10 },
    ]);
  });
});
