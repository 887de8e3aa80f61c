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

class TopicFanOut {
  leaveHub: (() => void) | undefined;
  /** Each subscriber with the number of the last bus message its snapshot already covered. */
  private readonly subscribers = new Map<MarketSubscriber, number>();
  private receivedSeq = 0;
  /** What arrived since the last push: the latest quote per instrument, or the latest frame. */
  private readonly quotes = new Map<number, MarketQuote>();
  private text: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** A push still being written, turn by turn; the next waits until it is done. */
  private writing: NodeJS.Immediate | undefined;
  /** When the last push was due; the next one is due an interval later at the earliest. */
  private lastDueMs = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly topic: string,
    private readonly options: MarketFanOutOptions,
  ) {}

  get size(): number {
    return this.subscribers.size;
  }

  add(subscriber: MarketSubscriber): void {
    this.subscribers.set(subscriber, this.receivedSeq);
  }

  remove(subscriber: MarketSubscriber): boolean {
    return this.subscribers.delete(subscriber);
  }

  close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    clearImmediate(this.writing);
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
   * Pushes on the next turn of the event loop (so a burst published at once is one push), or
   * an interval after the last push was due. Counting from when it was due rather than when it
   * ran keeps a push that ran late from holding the next one back too.
   */
  private schedule(): void {
    if (this.timer !== undefined) return;
    const dueMs = Math.max(performance.now(), this.lastDueMs + this.options.flushIntervalMs);
    this.lastDueMs = dueMs;
    this.timer = setTimeout(() => this.push(), dueMs - performance.now());
  }

  private push(): void {
    this.timer = undefined;
    if (this.writing !== undefined) {
      // The previous push is still being written: this one follows it.
      this.timer = setTimeout(() => this.push(), 0);
      return;
    }
    const frame = this.take();
    if (!frame) return;
    this.write(frame, [...this.subscribers.keys()], 0, performance.now());
  }

  /** Writes the frame to a turn's share of the subscribers, and schedules the rest. */
  private write(
    frame: MarketFrame,
    subscribers: readonly MarketSubscriber[],
    from: number,
    startedMs: number,
  ): void {
    this.writing = undefined;
    const to = Math.min(subscribers.length, from + this.options.socketsPerTurnMax);
    for (let i = from; i < to; i += 1) {
      const subscriber = subscribers[i] as MarketSubscriber;
      // Left meanwhile, or joined with a snapshot newer than the frame.
      const coveredSeq = this.subscribers.get(subscriber);
      if (coveredSeq === undefined || coveredSeq >= frame.lastSeq) continue;
      try {
        subscriber.marketFrame(frame);
      } catch (error) {
        this.options.onError(error);
      }
    }
    if (to < subscribers.length) {
      this.writing = setImmediate(() => this.write(frame, subscribers, to, startedMs));
      return;
    }
    this.options.onPushWritten?.({
      topic: this.topic,
      sockets: subscribers.length,
      writeMs: performance.now() - startedMs,
    });
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
