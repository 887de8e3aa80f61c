import { type MarketQuote, Topic } from '@tp/contract/realtime';
import type { MarketChannel } from './bus-channels.ts';
import type { ChannelHub, HubMessage } from './channel-hub.ts';
import { dayMarketFrame } from './outbox.ts';
import { laneOf, laneOfSlot, type PushLanes, slotAt, slotStartMs } from './push-lanes.ts';
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
export type MarketSubscriber = {
  /** Decides the socket's lane on a laned topic (its client port): any integer, fixed. */
  readonly marketLaneKey: number;
  marketFrame(frame: MarketFrame): void;
};

export type MarketFanOutOptions = {
  /**
   * DAY_MARKET goes to every socket, and a KLINE topic to every socket on its instrument's
   * chart: each topic's sockets are pushed in lanes, each socket at most once per interval, on
   * its lane's slots, the lanes' writes spread over the interval. A topic in one lane is pushed
   * as soon as it may: at once, or an interval after its last push was due.
   */
  dayMarketLanes: PushLanes;
  klineLanes: PushLanes;
  /**
   * Sockets a push is written to before the event loop gets its turn again: a push to 10,000
   * sockets takes tens of milliseconds, which other topics, replies and requests should not wait
   * for in one piece.
   */
  socketsPerTurnMax: number;
  onError: (error: unknown) => void;
  /** Told of each push once it is written to every subscriber. */
  onPushWritten?: (push: PushWritten) => void;
  /** Wall-clock milliseconds, which the lanes' slots are counted on. */
  clockMs?: () => number;
};

/** Wall-clock milliseconds with a fraction, comparable between the processes of a machine. */
export const wallClockMs = (): number => performance.timeOrigin + performance.now();

/**
 * The market topics (DAY_MARKET, KLINE.{code}) of one gateway, each conflated and framed once
 * per push: a topic keeps what arrived since its pushes (the latest frame; for DAY_MARKET the
 * latest quote of each instrument) and writes the same bytes to every socket a push goes to.
 * Each topic pushes each lane of its sockets on the lane's own slots (`push-lanes.ts`), so that
 * no socket waits behind the writes to all the others. A subscriber decides for itself whether
 * to send a push now or, when its socket is behind, conflate it with what it holds.
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

/** Sockets of a topic pushed together: a lane of them (all of them, in one lane). */
type Lane = {
  readonly subscriptions: Map<MarketSubscriber, Subscription>;
  /** The last bus message the lane's pushes have carried. */
  sentSeq: number;
  /** Waiting for its push to start. */
  queued: boolean;
  /** When the push it waits for was due. */
  dueMs: number;
};

/** A push being written, a turn's share of its subscribers at a time. */
type PushInProgress = {
  frame: MarketFrame;
  /** The subscriptions when it started; one that has left since is skipped. */
  subscriptions: readonly Subscription[];
  /** The first subscriber the next turn writes to. */
  next: number;
  dueMs: number;
  startedMs: number;
  cpuUserUs: number;
  cpuSystemUs: number;
};

class TopicFanOut {
  leaveHub: (() => void) | undefined;
  private readonly lanes: Lane[];
  private subscribers = 0;
  private receivedSeq = 0;
  /** DAY_MARKET: the latest quote of each instrument, with the bus message that brought it. */
  private readonly quotes = new Map<number, { quote: MarketQuote; seq: number }>();
  /** KLINE: the latest frame's text, and its bus message. */
  private text: string | undefined;
  private textSeq = 0;
  /** Lanes whose push is due, in order; one push is written at a time. */
  private readonly due: Lane[] = [];
  private writing: PushInProgress | undefined;
  private nextTurn: NodeJS.Immediate | undefined;
  private readonly writeTurn = () => this.write();
  private readonly clockMs: () => number;
  private readonly schedule: Schedule;

  constructor(
    private readonly topic: string,
    private readonly options: MarketFanOutOptions,
  ) {
    this.clockMs = options.clockMs ?? wallClockMs;
    const grid = topic === Topic.dayMarket ? options.dayMarketLanes : options.klineLanes;
    this.lanes = Array.from({ length: grid.lanes }, () => ({
      subscriptions: new Map(),
      sentSeq: 0,
      queued: false,
      dueMs: 0,
    }));
    const enqueue = (lane: Lane, dueMs: number) => this.enqueue(lane, dueMs);
    const pending = (lane: Lane) => lane.sentSeq < this.receivedSeq;
    this.schedule =
      grid.lanes > 1
        ? new SlotSchedule(grid, this.lanes, this.clockMs, pending, enqueue)
        : new IntervalSchedule(grid.intervalMs, this.lanes[0] as Lane, this.clockMs, enqueue);
  }

  get size(): number {
    return this.subscribers;
  }

  add(subscriber: MarketSubscriber): void {
    const lane = this.laneOf(subscriber);
    const subscription = lane.subscriptions.get(subscriber);
    // Marked again in place, so that a push being written sees its new snapshot too.
    if (subscription) {
      subscription.coveredSeq = this.receivedSeq;
      return;
    }
    lane.subscriptions.set(subscriber, {
      subscriber,
      coveredSeq: this.receivedSeq,
      left: false,
    });
    this.subscribers += 1;
  }

  remove(subscriber: MarketSubscriber): boolean {
    const lane = this.laneOf(subscriber);
    const subscription = lane.subscriptions.get(subscriber);
    if (!subscription) return false;
    subscription.left = true;
    lane.subscriptions.delete(subscriber);
    this.subscribers -= 1;
    return true;
  }

  close(): void {
    this.schedule.stop();
    this.due.length = 0;
    clearImmediate(this.nextTurn);
    this.nextTurn = undefined;
    this.writing = undefined;
    this.leaveHub?.();
  }

  receive(message: HubMessage): void {
    if (message.type !== this.topic) return;
    const seq = this.receivedSeq + 1;
    if (this.topic === Topic.dayMarket) {
      if (!Array.isArray(message.data)) return;
      for (const quote of message.data as MarketQuote[]) this.quotes.set(quote.id, { quote, seq });
    } else {
      this.text = message.text();
      this.textSeq = seq;
    }
    this.receivedSeq = seq;
    this.schedule.changed();
  }

  private laneOf(subscriber: MarketSubscriber): Lane {
    return this.lanes[laneOf(subscriber.marketLaneKey, this.lanes.length)] as Lane;
  }

  private enqueue(lane: Lane, dueMs: number): void {
    if (lane.queued) return;
    lane.queued = true;
    lane.dueMs = dueMs;
    this.due.push(lane);
    if (this.writing === undefined) this.startNext();
  }

  /** Starts the next due lane's push, with what the topic holds now. */
  private startNext(): void {
    while (this.writing === undefined) {
      const lane = this.due.shift();
      if (!lane) return;
      lane.queued = false;
      const frame = this.take(lane);
      if (!frame) continue;
      this.writing = {
        frame,
        subscriptions: [...lane.subscriptions.values()],
        next: 0,
        dueMs: lane.dueMs,
        startedMs: this.clockMs(),
        cpuUserUs: 0,
        cpuSystemUs: 0,
      };
      this.write();
    }
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
    const doneMs = this.clockMs();
    this.options.onPushWritten?.({
      topic: this.topic,
      bytes: frame.wire.length,
      sockets: subscriptions.length,
      dueMs: push.dueMs,
      waitMs: Math.max(0, push.startedMs - push.dueMs),
      writeMs: doneMs - push.startedMs,
      cpuUserUs: push.cpuUserUs,
      cpuSystemUs: push.cpuSystemUs,
    });
    this.startNext();
  }

  /** The lane's push: what arrived since its last one; none when nothing did. */
  private take(lane: Lane): MarketFrame | undefined {
    const since = lane.sentSeq;
    if (since >= this.receivedSeq) return undefined;
    lane.sentSeq = this.receivedSeq;
    if (lane.subscriptions.size === 0) {
      this.forgetQuotesSentEverywhere();
      return undefined;
    }
    let text: string;
    let quotes: MarketQuote[] | undefined;
    if (this.topic === Topic.dayMarket) {
      quotes = [];
      for (const entry of this.quotes.values()) if (entry.seq > since) quotes.push(entry.quote);
      this.forgetQuotesSentEverywhere();
      if (quotes.length === 0) return undefined;
      text = dayMarketFrame(quotes);
    } else {
      if (this.text === undefined || this.textSeq <= since) return undefined;
      text = this.text;
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

  /** A quote every lane has carried is needed no more (an instrument gone stays gone). */
  private forgetQuotesSentEverywhere(): void {
    let sentEverywhere = Number.POSITIVE_INFINITY;
    for (const lane of this.lanes) sentEverywhere = Math.min(sentEverywhere, lane.sentSeq);
    for (const [id, entry] of this.quotes) if (entry.seq <= sentEverywhere) this.quotes.delete(id);
  }
}

/** When a topic's lanes are due. */
type Schedule = {
  /** Something arrived. */
  changed(): void;
  stop(): void;
};

/**
 * One lane (every socket of the topic), pushed as soon as the code that published returns (so
 * that what it published at once is one push), or an interval after the last push was due.
 * Counting from when it was due rather than when it ran keeps a push that ran late from holding
 * the next one back too. A push due now starts at once rather than on the event loop's next round
 * of timers: other timers due meanwhile (a topic's flush, a sweep of the engine) would otherwise
 * run before it.
 */
class IntervalSchedule implements Schedule {
  private timer: NodeJS.Timeout | undefined;
  private dueNow = false;
  /** When the last push was due; the next one is due an interval later at the earliest. */
  private lastDueMs = Number.NEGATIVE_INFINITY;
  private readonly pushDueNow = () => {
    if (!this.dueNow) return;
    this.dueNow = false;
    this.enqueue(this.lane, this.lastDueMs);
  };
  private readonly pushOnTimer = () => {
    this.timer = undefined;
    this.enqueue(this.lane, this.lastDueMs);
  };

  constructor(
    private readonly intervalMs: number,
    private readonly lane: Lane,
    private readonly clockMs: () => number,
    private readonly enqueue: (lane: Lane, dueMs: number) => void,
  ) {}

  changed(): void {
    // A push already waiting to start takes what arrived with it.
    if (this.timer !== undefined || this.dueNow || this.lane.queued) return;
    const nowMs = this.clockMs();
    const dueMs = Math.max(nowMs, this.lastDueMs + this.intervalMs);
    this.lastDueMs = dueMs;
    if (dueMs > nowMs) {
      this.timer = setTimeout(this.pushOnTimer, dueMs - nowMs);
    } else {
      this.dueNow = true;
      queueMicrotask(this.pushDueNow);
    }
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.dueNow = false;
  }
}

/**
 * Lanes pushed on their slots (`push-lanes.ts`): while anything is unsent to a lane, a timer
 * runs to each slot and queues its lane. A timer that fires late queues the lanes of the slots
 * it missed, in their order, each once.
 */
class SlotSchedule implements Schedule {
  private timer: NodeJS.Timeout | undefined;
  /** The last slot whose lane was looked at. */
  private lastSlot = Number.NEGATIVE_INFINITY;
  private readonly onSlot = () => this.reachSlots();

  constructor(
    private readonly grid: PushLanes,
    private readonly lanes: readonly Lane[],
    private readonly clockMs: () => number,
    private readonly pending: (lane: Lane) => boolean,
    private readonly enqueue: (lane: Lane, dueMs: number) => void,
  ) {}

  changed(): void {
    if (this.timer !== undefined) return;
    // The slots begun before now are past: what arrived goes on the slots to come.
    const nowSlot = slotAt(this.clockMs(), this.grid);
    this.lastSlot = Math.max(this.lastSlot, nowSlot);
    this.armFrom(nowSlot + 1);
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private reachSlots(): void {
    this.timer = undefined;
    const nowSlot = slotAt(this.clockMs(), this.grid);
    const first = Math.max(this.lastSlot + 1, nowSlot - this.lanes.length + 1);
    this.lastSlot = nowSlot;
    for (let slot = first; slot <= nowSlot; slot += 1) {
      const lane = this.lanes[laneOfSlot(slot, this.grid)] as Lane;
      if (this.pending(lane)) this.enqueue(lane, slotStartMs(slot, this.grid));
    }
    if (this.lanes.some((lane) => this.pending(lane) && !lane.queued)) this.armFrom(nowSlot + 1);
  }

  private armFrom(slot: number): void {
    const waitMs = Math.max(0, slotStartMs(slot, this.grid) - this.clockMs());
    this.timer = setTimeout(this.onSlot, waitMs);
  }
}
