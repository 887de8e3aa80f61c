import { type MarketQuote, Topic } from '@tp/contract/realtime';
import type { MarketChannel } from './bus-channels.ts';
import type { ChannelHub, HubMessage } from './channel-hub.ts';
import { dayMarketFrame } from './outbox.ts';
import type { PushWritten } from './realtime-stats.ts';
import { textFrame } from './text-frame.ts';

/** One push of a market topic, built once for every socket that receives it. */
export type MarketFrame = {
  topic: string;
  /** The message's JSON text. */
  text: string;
  /** The WebSocket frame of that text, built once: the bytes every socket is written. */
  wire: Buffer;
  /** The text encoded, inside `wire`. */
  payload: Buffer;
  /** DAY_MARKET: the quotes it carries, for a socket that is behind to conflate with its own. */
  quotes: readonly MarketQuote[] | undefined;
  /** It carries the topic's bus messages up to this one (numbered from 1). */
  lastSeq: number;
};

/** A socket on market topics. */
export type MarketSubscriber = { marketFrame(frame: MarketFrame): void };

export type MarketFanOutOptions = {
  /** A topic is pushed at most once per interval; what arrives meanwhile is conflated. */
  flushIntervalMs: number;
  /**
   * Sockets a push is written to before the event loop gets its turn again: a push to 10,000
   * sockets takes tens of milliseconds, which other topics, replies and requests should not wait
   * for in one piece.
   */
  socketsPerTurnMax: number;
  onError: (error: unknown) => void;
  /** Told of each push once it is written to every subscriber. */
  onPushWritten?: (push: PushWritten) => void;
};

/**
 * The market topics (DAY_MARKET, KLINE.{code}) of one gateway, each conflated and framed once
 * for all its sockets: a topic keeps what arrived since its last push (the latest frame; for
 * DAY_MARKET the latest quote of each instrument) and pushes it at most once per interval, the
 * same bytes to every subscriber. A subscriber decides for itself whether to send them now or,
 * when its socket is behind, conflate them with what it still holds.
 */
export class MarketFanOut {
  private readonly topics = new Map<string, TopicFanOut>();

  constructor(
    private readonly hub: ChannelHub,
    private readonly options: MarketFanOutOptions,
  ) {}

  /**
   * Adds a subscriber, or marks it again: it has just been sent the topic's snapshot, so what
   * the topic holds from before that moment is not pushed to it. Answers how to leave.
   */
  join(topic: MarketChannel, subscriber: MarketSubscriber): () => void {
    let entry = this.topics.get(topic);
    if (!entry) {
      const created = new TopicFanOut(topic, this.options);
      created.leaveHub = this.hub.join(topic, (message) => created.receive(message));
      this.topics.set(topic, created);
      entry = created;
    }
    entry.add(subscriber);
    const own = entry;
    return () => {
      if (!own.remove(subscriber) || own.size > 0) return;
      if (this.topics.get(topic) === own) this.topics.delete(topic);
      own.close();
    };
  }

  get topicCount(): number {
    return this.topics.size;
  }
}

/** A subscriber of a topic, with the number of the last bus message its snapshot covered. */
type Subscription = { subscriber: MarketSubscriber; coveredSeq: number; left: boolean };

/** A push being written, a turn's share of its subscribers at a time. */
type PushInProgress = {
  frame: MarketFrame;
  /** The subscriptions when it started; one that has left since is skipped. */
  subscriptions: readonly Subscription[];
  /** The first subscriber the next turn writes to. */
  next: number;
  startedMs: number;
  cpuUserUs: number;
  cpuSystemUs: number;
};

class TopicFanOut {
  leaveHub: (() => void) | undefined;
  private readonly subscriptions = new Map<MarketSubscriber, Subscription>();
  private receivedSeq = 0;
  /** What arrived since the last push: the latest quote per instrument, or the latest frame. */
  private readonly quotes = new Map<number, MarketQuote>();
  private text: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** A push is due now and goes once the code that published has returned. */
  private dueNow = false;
  /** A push still being written, turn by turn; the next waits until it is done. */
  private writing: PushInProgress | undefined;
  /** A push came due while one was being written: it starts as soon as that one is done. */
  private waiting = false;
  private nextTurn: NodeJS.Immediate | undefined;
  private readonly writeTurn = () => this.write();
  private readonly pushDueNow = () => {
    if (this.dueNow) this.push();
  };
  private readonly pushOnTimer = () => this.push();
  /** When the last push was due; the next one is due an interval later at the earliest. */
  private lastDueMs = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly topic: string,
    private readonly options: MarketFanOutOptions,
  ) {}

  get size(): number {
    return this.subscriptions.size;
  }

  add(subscriber: MarketSubscriber): void {
    const subscription = this.subscriptions.get(subscriber);
    // Marked again in place, so that a push being written sees its new snapshot too.
    if (subscription) subscription.coveredSeq = this.receivedSeq;
    else
      this.subscriptions.set(subscriber, { subscriber, coveredSeq: this.receivedSeq, left: false });
  }

  remove(subscriber: MarketSubscriber): boolean {
    const subscription = this.subscriptions.get(subscriber);
    if (!subscription) return false;
    subscription.left = true;
    return this.subscriptions.delete(subscriber);
  }

  close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.dueNow = false;
    this.waiting = false;
    clearImmediate(this.nextTurn);
    this.nextTurn = undefined;
    this.writing = undefined;
    this.leaveHub?.();
  }

  receive(message: HubMessage): void {
    if (message.type !== this.topic) return;
    if (this.topic === Topic.dayMarket) {
      if (!Array.isArray(message.data)) return;
      for (const quote of message.data as MarketQuote[]) this.quotes.set(quote.id, quote);
    } else {
      this.text = message.text();
    }
    this.receivedSeq += 1;
    this.schedule();
  }

  /**
   * Pushes as soon as the code that published returns (so that what it published at once is
   * one push), or an interval after the last push was due. Counting from when it was due rather
   * than when it ran keeps a push that ran late from holding the next one back too. A push due
   * now starts at once rather than on the event loop's next round of timers: other timers due
   * meanwhile (a topic's flush, a sweep of the engine) would otherwise run before it.
   */
  private schedule(): void {
    if (this.timer !== undefined || this.dueNow || this.waiting) return;
    const nowMs = performance.now();
    const dueMs = Math.max(nowMs, this.lastDueMs + this.options.flushIntervalMs);
    this.lastDueMs = dueMs;
    if (dueMs > nowMs) {
      this.timer = setTimeout(this.pushOnTimer, dueMs - nowMs);
    } else {
      this.dueNow = true;
      queueMicrotask(this.pushDueNow);
    }
  }

  private push(): void {
    this.timer = undefined;
    this.dueNow = false;
    if (this.writing !== undefined) {
      // The previous push is still being written: this one follows it.
      this.waiting = true;
      return;
    }
    const frame = this.take();
    if (!frame) return;
    this.writing = {
      frame,
      subscriptions: [...this.subscriptions.values()],
      next: 0,
      startedMs: performance.now(),
      cpuUserUs: 0,
      cpuSystemUs: 0,
    };
    this.write();
  }

  /** Writes the push to a turn's share of its subscribers, and leaves the rest to the next turn. */
  private write(): void {
    this.nextTurn = undefined;
    const push = this.writing;
    if (!push) return;
    const cpuBefore = process.cpuUsage();
    const { frame, subscriptions } = push;
    const to = Math.min(subscriptions.length, push.next + this.options.socketsPerTurnMax);
    for (let i = push.next; i < to; i += 1) {
      const subscription = subscriptions[i] as Subscription;
      // Left meanwhile, or joined with a snapshot newer than the frame.
      if (subscription.left || subscription.coveredSeq >= frame.lastSeq) continue;
      try {
        subscription.subscriber.marketFrame(frame);
      } catch (error) {
        this.options.onError(error);
      }
    }
    push.next = to;
    const cpu = process.cpuUsage(cpuBefore);
    push.cpuUserUs += cpu.user;
    push.cpuSystemUs += cpu.system;
    if (to < subscriptions.length) {
      this.nextTurn = setImmediate(this.writeTurn);
      return;
    }
    this.writing = undefined;
    this.options.onPushWritten?.({
      topic: this.topic,
      bytes: frame.wire.length,
      sockets: subscriptions.length,
      writeMs: performance.now() - push.startedMs,
      cpuUserUs: push.cpuUserUs,
      cpuSystemUs: push.cpuSystemUs,
    });
    if (this.waiting) {
      this.waiting = false;
      this.push();
    }
  }

  private take(): MarketFrame | undefined {
    let text: string | undefined;
    let quotes: MarketQuote[] | undefined;
    if (this.topic === Topic.dayMarket) {
      if (this.quotes.size === 0) return undefined;
      quotes = [...this.quotes.values()];
      this.quotes.clear();
      text = dayMarketFrame(quotes);
    } else {
      text = this.text;
      this.text = undefined;
      if (text === undefined) return undefined;
    }
    const encoded = Buffer.from(text);
    const wire = textFrame(encoded);
    return {
      topic: this.topic,
      text,
      wire,
      payload: wire.subarray(wire.length - encoded.length),
      quotes,
      lastSeq: this.receivedSeq,
    };
  }
}
