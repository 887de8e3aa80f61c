import type { Writable } from 'node:stream';
import type { AccountSummary } from '@tp/contract/entities';
import { ErrorCatalogue, type ErrorName, ResultCode } from '@tp/contract/errors';
import type { Language } from '@tp/contract/languages';
import {
  type ClientMessage,
  type KlineMessage,
  klineTopicPrefix,
  type MarketQuote,
  Topic,
} from '@tp/contract/realtime';
import { translateServerMessage } from '@tp/contract/server-messages';
import type { FastifyBaseLogger } from 'fastify';
import { type RawData, WebSocket } from 'ws';
import type { SessionInfo } from '../http/auth.ts';
import { userChannel } from './bus.ts';
import { isMarketChannel } from './bus-channels.ts';
import type { ChannelHub, HubMessage } from './channel-hub.ts';
import { classifyTopic } from './classify-topic.ts';
import { FrameBudget, type FrameBudgetLimits } from './frame-budget.ts';
import type { MarketFanOut, MarketFrame, MarketSubscriber } from './market-fan-out.ts';
import { Outbox } from './outbox.ts';
import { parseClientFrame } from './parse-client-frame.ts';
import type { RealtimeStats } from './realtime-stats.ts';
import type { SocketSessions } from './socket-sessions.ts';
import { textFrame } from './text-frame.ts';

/** What the gateway reads from market data: snapshots for new subscribers, known codes. */
export type RealtimeMarket = {
  dayMarket(): MarketQuote[];
  formingCandles(code: string): KlineMessage['data'] | undefined;
  instrumentByCode(code: string): unknown;
};

/** What the gateway reads from the engine: the account summary a FOREX_TRADE subscriber starts with. */
export type RealtimeEngine = { accountSummary(userId: number): Promise<AccountSummary> };

export type RealtimeLimits = FrameBudgetLimits & {
  /**
   * A client gets at most one batch of topic messages per this interval (latest value wins),
   * counted from when the last was due, so that one sent late does not hold the next back as
   * well. Shorter than the engine's
   * interval for a trader's summary (250 ms): with both the same, a summary that came a little
   * after the socket's last batch would wait out the socket's interval, and every one after it.
   */
  flushIntervalMs: number;
  topicsPerClientMax: number;
  /**
   * A client with more unsent bytes than this is behind: its topic frames wait in its outbox,
   * conflated to the latest value, until it has caught up.
   */
  behindBufferedBytes: number;
  /** A client behind for this long without catching up is dropped. */
  behindMsMax: number;
  /** A client whose unsent bytes exceed this (replies and snapshots it asked for) is dropped. */
  bufferedBytesMax: number;
  /**
   * Frames read but not yet handled (a login waits for the database); more are dropped. Above
   * `framesBurstMax`, so that a burst the budget takes is never cut here.
   */
  framesPendingMax: number;
  /** Closed ids (or notifications) held for one client before they are sent without waiting for the interval. */
  closedIdsPendingMax: number;
};

export const defaultRealtimeLimits: RealtimeLimits = {
  // An app pings every 5 s and sends a few sub/unsub; a reconnect re-subscribes its topics
  // at once. Each message of an array frame counts as a frame.
  framesPerSecond: 10,
  framesBurstMax: 40,
  floodMsMax: 3_000,
  floodFramesMax: 1_000,
  floodQuietMs: 1_000,
  flushIntervalMs: 200,
  topicsPerClientMax: 64,
  // A socket's kernel buffer takes hundreds of KiB before anything waits in the process, so
  // a client past this bound has stopped reading for a while, not merely hit a slow moment.
  behindBufferedBytes: 128 * 1024,
  behindMsMax: 10_000,
  bufferedBytesMax: 4 * 1024 * 1024,
  framesPendingMax: 64,
  closedIdsPendingMax: 500,
};

export type GatewaySocketContext = {
  socket: WebSocket;
  /** The connection under the socket, where a market push's ready frame is written. */
  connection: Writable;
  /** Decides the socket's lane of DAY_MARKET pushes: its client port. */
  laneKey: number;
  lang: Language;
  hub: ChannelHub;
  /** Market topics, framed once for every socket. */
  fanOut: MarketFanOut;
  market: RealtimeMarket;
  engine: RealtimeEngine;
  authenticate: (token: string) => Promise<SessionInfo | null>;
  /** The logged-in sockets of the gateway by session, so that ending a session reaches them. */
  sessions: SocketSessions;
  now: () => Date;
  limits: RealtimeLimits;
  log: FastifyBaseLogger;
  stats: RealtimeStats;
};

/** How long a socket closed for flooding has to finish the closing handshake. */
const floodCloseGraceMs = 1_000;
/** Market frames go out as text frames of bytes encoded once. */
const asText = { binary: false } as const;

/** The close code a stopping process sends: 1012, service restart (RFC 6455 registry). */
export const restartCloseCode = 1012;

/**
 * One socket on `/v1/ws` (DESIGN §4): its topics, its logged-in user and its conflated outbox.
 * Frames are handled in order, one at a time, so `[login, sub FOREX_TRADE]` works as written.
 * Nothing thrown here escapes: a bad frame is answered with an error and the socket stays open.
 * Frames beyond the socket's budget are dropped unread and unanswered; a socket that keeps
 * sending them is closed with 1008. A session that ends logs the socket out at once.
 */
export class GatewaySocket implements MarketSubscriber {
  /** Every topic the client asked for; user topics wait for a login to deliver. */
  private readonly topics = new Set<string>();
  private readonly marketLeaves = new Map<string, () => void>();
  private session: SessionInfo | undefined;
  private leaveUserChannel: (() => void) | undefined;
  private readonly budget: FrameBudget;
  /** The client was told its frames wait on the server; told once until the queue empties. */
  private queueFullTold = false;
  private readonly outbox = new Outbox();
  private flushTimer: NodeJS.Timeout | undefined;
  /** A flush due now waits for this turn of the event loop to end. */
  private flushDueNow = false;
  private flushImmediate: NodeJS.Immediate | undefined;
  private readonly flushOnTimer = () => this.flush();
  private readonly flushNow = () => {
    if (this.flushDueNow) this.flush();
  };
  /** When the scheduled flush is due, and when the last one was. */
  private flushDueMs: number | undefined;
  private lastFlushDueMs = Number.NEGATIVE_INFINITY;
  /** Since when the socket has had more unsent bytes than `behindBufferedBytes`. */
  private behindSinceMs: number | undefined;
  private work: Promise<void> = Promise.resolve();
  private framesPending = 0;
  private alive = true;
  private disposed = false;
  /**
   * No extension transforms what is sent (none is offered): a frame built here is written to
   * the connection as it is, in one write, where `ws` would write its header and the text as
   * two. Fixed by the handshake, so read once (`ws` works it out anew at each call).
   */
  private readonly framesAsIs: boolean;
  readonly marketLaneKey: number;

  constructor(private readonly ctx: GatewaySocketContext) {
    this.marketLaneKey = ctx.laneKey;
    this.framesAsIs = ctx.socket.extensions === '';
    this.budget = new FrameBudget(ctx.limits, performance.now());
    ctx.socket.on('message', (data: RawData, isBinary: boolean) => this.receive(data, isBinary));
    ctx.socket.on('pong', () => {
      this.alive = true;
    });
  }

  /** Called on the gateway's heartbeat: a socket silent since the last beat is dropped. */
  heartbeat(): void {
    if (this.disposed || this.ctx.socket.readyState !== WebSocket.OPEN) return;
    if (!this.alive) {
      this.drop('no heartbeat');
      return;
    }
    this.alive = false;
    this.ctx.socket.ping();
  }

  /** Leaves every channel and forgets everything pending; safe to call more than once. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    clearTimeout(this.flushTimer);
    clearImmediate(this.flushImmediate);
    for (const leave of this.marketLeaves.values()) leave();
    this.marketLeaves.clear();
    this.leaveUserChannel?.();
    this.leaveUserChannel = undefined;
    this.forgetSession();
    this.outbox.clear();
  }

  /**
   * Its session ended (logout, a password change or reset, a freeze, expiry): the socket is
   * logged out at once and told so as a failed login is, while its market topics go on.
   */
  sessionEnded(): void {
    if (this.disposed || !this.session) return;
    this.detachUser();
    this.sendNow({
      type: 'login_result',
      code: ResultCode.notLoggedIn,
      msg: this.translate(ErrorCatalogue.notLoggedIn.key),
    });
  }

  private receive(data: RawData, isBinary: boolean): void {
    this.alive = true;
    if (this.disposed) return;
    // Counted before any reading, so a frame over the budget costs no more than this.
    if (!this.admit(1)) return;
    const frame = parseClientFrame(data, isBinary);
    if (!frame.ok) {
      this.sendError(frame.error, frame.values);
      return;
    }
    // Each further message of an array frame counts as a frame of its own.
    if (frame.messages.length > 1 && !this.admit(frame.messages.length - 1)) return;
    if (this.framesPending >= this.ctx.limits.framesPendingMax) {
      this.queueFull();
      return;
    }
    this.framesPending += 1;
    this.work = this.work.then(async () => {
      try {
        for (const message of frame.messages) await this.handle(message);
      } catch (error) {
        this.ctx.log.error({ err: error }, 'realtime frame failed');
        this.sendError('internal');
      } finally {
        this.framesPending -= 1;
        if (this.framesPending === 0) this.queueFullTold = false;
      }
    });
  }

  /** Takes frames from the budget; a flood closes the socket. */
  private admit(frames: number): boolean {
    const verdict = this.budget.take(frames, performance.now());
    if (verdict === 'flood') this.closeForFlood();
    return verdict === 'taken';
  }

  /**
   * Frames wait on the server (a login on a slow database): a further one is dropped. An
   * honest client is told once; the rest count towards a flood and are not answered.
   */
  private queueFull(): void {
    if (!this.queueFullTold) {
      this.queueFullTold = true;
      this.sendError('tooManyRequests');
    }
    if (this.budget.overflow(performance.now()) === 'flood') this.closeForFlood();
  }

  /**
   * The process is stopping: the socket is closed with 1012 (service restart), which a client
   * answers as it does any close, by connecting again (to this process once it is back, or to
   * another gateway), logging in and subscribing anew. Nothing more is pushed to it.
   */
  closeForRestart(): void {
    this.dispose();
    const { socket } = this.ctx;
    socket.close(restartCloseCode, 'restarting');
    // A client that does not answer the close is cut off rather than waited for.
    setTimeout(() => socket.terminate(), floodCloseGraceMs).unref();
  }

  /** Closes a flooding socket with 1008 and reads nothing more from it. */
  private closeForFlood(): void {
    this.ctx.log.warn({ reason: 'flood' }, 'closing realtime client');
    this.dispose();
    const { socket } = this.ctx;
    socket.close(1008, 'too many frames');
    socket.pause();
    // A client that does not answer the close is cut off rather than waited for.
    setTimeout(() => socket.terminate(), floodCloseGraceMs).unref();
  }

  private async handle(message: ClientMessage): Promise<void> {
    if (this.disposed) return;
    switch (message.type) {
      case 'ping':
        return this.sendNow({ type: 'pong' });
      case 'sub':
        return this.subscribe(message.params);
      case 'unsub':
        return this.unsubscribe(message.params);
      case 'login':
        return this.login(message.params);
      case 'logout':
        return this.detachUser();
    }
  }

  private async subscribe(topic: string): Promise<void> {
    const kind = classifyTopic(
      topic,
      (code) => this.ctx.market.instrumentByCode(code) !== undefined,
    );
    if (!kind) {
      this.sendError('unknownTopic', { topic });
      return;
    }
    const { topicsPerClientMax } = this.ctx.limits;
    if (!this.topics.has(topic) && this.topics.size >= topicsPerClientMax) {
      this.sendError('tooManyTopics', { max: topicsPerClientMax });
      return;
    }
    this.topics.add(topic);
    if (kind === 'market') {
      this.joinMarket(topic);
      this.sendMarketSnapshot(topic);
    } else {
      this.syncUserChannel();
      if (topic === Topic.forexTrade) await this.sendAccountSummary();
    }
  }

  private unsubscribe(topic: string): void {
    if (!this.topics.delete(topic)) return;
    this.outbox.drop(topic);
    const leave = this.marketLeaves.get(topic);
    if (leave) {
      this.marketLeaves.delete(topic);
      leave();
    } else {
      this.syncUserChannel();
    }
  }

  private async login(token: string): Promise<void> {
    let session: SessionInfo | null;
    try {
      session = await this.ctx.authenticate(token);
    } catch (error) {
      this.ctx.log.error({ err: error }, 'realtime login failed');
      return this.sendError('internal');
    }
    if (this.disposed) return;
    this.detachUser();
    if (!session || this.ctx.sessions.wasEnded(session.tokenHash)) {
      return this.sendNow({
        type: 'login_result',
        code: ResultCode.notLoggedIn,
        msg: this.translate(ErrorCatalogue.notLoggedIn.key),
      });
    }
    this.session = session;
    this.ctx.sessions.add(session.tokenHash, this, session.expiresAt);
    this.sendNow({
      type: 'login_result',
      code: ResultCode.ok,
      msg: this.translate('public.success'),
    });
    this.syncUserChannel();
    if (this.topics.has(Topic.forexTrade)) await this.sendAccountSummary();
  }

  /** Logout, or a new login: the previous user's topics stop and nothing of theirs is sent. */
  private detachUser(): void {
    this.forgetSession();
    this.outbox.drop(Topic.forexTrade);
    this.outbox.drop(Topic.forexClosed);
    this.outbox.drop(Topic.notice);
    this.syncUserChannel();
  }

  private forgetSession(): void {
    if (this.session) this.ctx.sessions.remove(this.session.tokenHash, this);
    this.session = undefined;
  }

  /** A session past its expiry ends before anything more of its user is sent. */
  private sessionExpired(): boolean {
    if (!this.session || this.session.expiresAt.getTime() > this.ctx.now().getTime()) return false;
    this.sessionEnded();
    return true;
  }

  /**
   * Joins (or joins again) a market topic just before its snapshot is sent, so that nothing
   * the topic received before the snapshot is pushed after it.
   */
  private joinMarket(topic: string): void {
    if (!isMarketChannel(topic)) return;
    const leave = this.ctx.fanOut.join(topic, this);
    if (!this.marketLeaves.has(topic)) this.marketLeaves.set(topic, leave);
  }

  /** The user channel is joined while a user is logged in and wants a user topic. */
  private syncUserChannel(): void {
    const user = this.session?.user;
    const wanted =
      user !== undefined &&
      (this.topics.has(Topic.forexTrade) ||
        this.topics.has(Topic.forexClosed) ||
        this.topics.has(Topic.notice));
    if (wanted && !this.leaveUserChannel && user) {
      this.leaveUserChannel = this.ctx.hub.join(userChannel(user.id), (message) =>
        this.offerUserMessage(message),
      );
    } else if (!wanted && this.leaveUserChannel) {
      this.leaveUserChannel();
      this.leaveUserChannel = undefined;
    }
  }

  /**
   * A market topic's push, the same bytes for every socket: sent at once, unless the socket is
   * behind or still holds an older frame of the topic; then it is conflated into the outbox.
   * The ready frame is written to the connection itself: `ws` writes each message whole and at
   * once when no extension transforms it (none is offered), so nothing of its own is cut.
   */
  marketFrame(frame: MarketFrame): void {
    const { socket } = this.ctx;
    if (this.disposed || socket.readyState !== WebSocket.OPEN) return;
    if (this.outbox.has(frame.topic) || this.isBehind()) {
      if (frame.quotes) this.outbox.putQuotes(frame.quotes);
      else this.outbox.putFrame(frame.topic, frame.text);
      this.ctx.stats.marketFramesConflated += 1;
      this.scheduleFlush();
      return;
    }
    this.ctx.stats.marketFramesWritten += 1;
    if (this.framesAsIs) this.ctx.connection.write(frame.wire);
    else socket.send(frame.payload, asText);
  }

  private offerFrame(topic: string, message: HubMessage): void {
    if (message.type !== topic) return;
    this.outbox.putFrame(topic, message.text());
    this.scheduleFlush();
  }

  private offerUserMessage(message: HubMessage): void {
    if (!this.topics.has(message.type) || this.sessionExpired()) return;
    if (message.type === Topic.forexTrade) {
      this.offerFrame(Topic.forexTrade, message);
      return;
    }
    if (message.type === Topic.notice) {
      const items = (message.data as { items?: unknown } | null)?.items;
      if (!Array.isArray(items)) return;
      this.outbox.putNotices(items);
      if (this.outbox.noticeCount >= this.ctx.limits.closedIdsPendingMax) this.flush();
      else this.scheduleFlush();
      return;
    }
    if (message.type !== Topic.forexClosed) return;
    const ids = (message.data as { ids?: unknown } | null)?.ids;
    if (!Array.isArray(ids)) return;
    this.outbox.putClosed(ids.filter((id): id is number => Number.isInteger(id)));
    if (this.outbox.closedIdCount >= this.ctx.limits.closedIdsPendingMax) this.flush();
    else this.scheduleFlush();
  }

  private sendMarketSnapshot(topic: string): void {
    if (topic === Topic.dayMarket) {
      this.outbox.drop(topic);
      this.sendNow({ type: Topic.dayMarket, data: this.ctx.market.dayMarket() });
      return;
    }
    const candles = this.ctx.market.formingCandles(topic.slice(klineTopicPrefix.length));
    if (!candles) return;
    this.outbox.drop(topic);
    this.sendNow({ type: topic, data: candles });
  }

  private async sendAccountSummary(): Promise<void> {
    const session = this.session;
    if (!session) return;
    let summary: AccountSummary;
    try {
      summary = await this.ctx.engine.accountSummary(session.user.id);
    } catch (error) {
      this.ctx.log.warn({ err: error, userId: session.user.id }, 'no account summary');
      return;
    }
    // Logged out, or another user logged in, while the engine answered: nothing of theirs.
    if (this.disposed || this.session !== session || !this.topics.has(Topic.forexTrade)) return;
    if (this.sessionExpired()) return;
    this.outbox.drop(Topic.forexTrade);
    this.sendNow({ type: Topic.forexTrade, data: summary });
  }

  /**
   * A batch due now goes once the work of this turn of the event loop is done, with what that
   * work published after it (a commit's summary comes before its command's FOREX_CLOSED, a
   * promise later), not on the loop's next round of timers, which would put it behind every
   * other timer due meanwhile.
   */
  private scheduleFlush(): void {
    if (this.flushTimer !== undefined || this.flushDueNow || this.disposed) return;
    const nowMs = performance.now();
    const dueMs = Math.max(nowMs, this.lastFlushDueMs + this.ctx.limits.flushIntervalMs);
    this.flushDueMs = dueMs;
    if (dueMs > nowMs) {
      this.flushTimer = setTimeout(this.flushOnTimer, dueMs - nowMs);
      return;
    }
    this.flushDueNow = true;
    this.flushImmediate = setImmediate(this.flushNow);
  }

  private flush(): void {
    const dueMs = this.flushDueMs ?? performance.now();
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    clearImmediate(this.flushImmediate);
    this.flushImmediate = undefined;
    this.flushDueNow = false;
    this.flushDueMs = undefined;
    if (this.disposed) return;
    // A client that is behind keeps its frames conflated until it catches up, or is dropped.
    if (this.isBehind()) {
      if (performance.now() - (this.behindSinceMs ?? 0) >= this.ctx.limits.behindMsMax) {
        this.ctx.stats.slowSocketsDropped += 1;
        this.drop('slow client');
        return;
      }
      this.lastFlushDueMs = dueMs;
      this.scheduleFlush();
      return;
    }
    this.lastFlushDueMs = dueMs;
    // An expired session's user topics leave the outbox before it is sent.
    this.sessionExpired();
    for (const text of this.outbox.take()) this.sendText(text);
  }

  private sendError(name: ErrorName, values: Record<string, string | number> = {}): void {
    const { code, key } = ErrorCatalogue[name];
    this.sendNow({ type: 'error', code, msg: this.translate(key, values) });
  }

  private translate(key: string, values: Record<string, string | number> = {}): string {
    return translateServerMessage(this.ctx.lang, key, values);
  }

  private sendNow(message: object): void {
    this.sendText(JSON.stringify(message));
  }

  private sendText(text: string): void {
    const { socket } = this.ctx;
    if (this.disposed || socket.readyState !== WebSocket.OPEN) return;
    if (this.framesAsIs) this.ctx.connection.write(textFrame(text));
    else socket.send(text);
    if (socket.bufferedAmount > this.ctx.limits.bufferedBytesMax) {
      this.ctx.stats.slowSocketsDropped += 1;
      this.drop('slow client');
    }
  }

  /** More unsent bytes than a client that reads would have; notes since when. */
  private isBehind(): boolean {
    if (this.ctx.socket.bufferedAmount <= this.ctx.limits.behindBufferedBytes) {
      this.behindSinceMs = undefined;
      return false;
    }
    this.behindSinceMs ??= performance.now();
    return true;
  }

  /** Ends a client that cannot keep up or stopped answering; other clients are unaffected. */
  private drop(reason: string): void {
    this.ctx.log.warn({ reason }, 'dropping realtime client');
    this.dispose();
    this.ctx.socket.terminate();
  }
}
