import type { MarketQuote } from '@tp/contract/realtime';
import { describe, expect, it } from 'vitest';
import { InProcessBus } from './bus.ts';
import { ChannelHub } from './channel-hub.ts';
import { MarketFanOut, type MarketFrame } from './market-fan-out.ts';
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
  marketFrame(frame: MarketFrame): void {
    this.frames.push(frame);
  }
}

function setUp(socketsPerTurnMax = 1_000, flushIntervalMs = 20) {
  const bus = new InProcessBus();
  const errors: unknown[] = [];
  const written: PushWritten[] = [];
  const fanOut = new MarketFanOut(new ChannelHub(bus, (e) => errors.push(e)), {
    flushIntervalMs,
    socketsPerTurnMax,
    onError: (e) => errors.push(e),
    onPushWritten: (push) => written.push(push),
  });
  return { bus, fanOut, errors, written };
}

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

  it('conflates what arrives within the interval: the latest frame, the latest quote of each instrument', async () => {
    const { bus, fanOut } = setUp();
    const day = new Recorder();
    const kline = new Recorder();
    fanOut.join('DAY_MARKET', day);
    fanOut.join('KLINE.EURUSD', kline);
    bus.publish('DAY_MARKET', { type: 'DAY_MARKET', data: [quote(1, 10), quote(2, 20)] });
    bus.publish('KLINE.EURUSD', { type: 'KLINE.EURUSD', data: { n: 1 } } as never);
    await settle();
    for (let i = 1; i <= 5; i += 1) {
      bus.publish('DAY_MARKET', { type: 'DAY_MARKET', data: [quote(1, 10 + i)] });
      bus.publish('KLINE.EURUSD', { type: 'KLINE.EURUSD', data: { n: 1 + i } } as never);
    }
    bus.publish('DAY_MARKET', { type: 'DAY_MARKET', data: [quote(2, 99)] });
    await settle(60);
    expect(day.frames.map((f) => f.quotes?.map((q) => q.quotation.close))).toEqual([
      [10, 20],
      [15, 99],
    ]);
    expect(JSON.parse(day.frames[1]?.text ?? '')).toEqual({
      type: 'DAY_MARKET',
      data: [quote(1, 15), quote(2, 99)],
    });
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
      marketFrame: () => {
        throw new Error('boom');
      },
    });
    const leaveFine = fanOut.join('DAY_MARKET', fine);
    expect(bus.handlerCount('DAY_MARKET')).toBe(1);
    bus.publish('DAY_MARKET', { type: 'DAY_MARKET', data: [quote(1, 1)] });
    bus.publish('DAY_MARKET', { type: 'KLINE.EURUSD', data: {} } as never);
    bus.publish('DAY_MARKET', { type: 'DAY_MARKET', data: 'not quotes' } as never);
    await settle();
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
