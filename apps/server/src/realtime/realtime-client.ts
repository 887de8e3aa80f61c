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
import type { AuthUser } from '../http/auth.ts';
import { userChannel } from './bus.ts';
import type { ChannelHub, HubMessage } from './channel-hub.ts';
import { classifyTopic } from './classify-topic.ts';
import { Outbox } from './outbox.ts';
import { parseClientFrame } from './parse-client-frame.ts';

/** What the gateway reads from market data: snapshots for new subscribers, known codes. */
export type RealtimeMarket = {
  dayMarket(): MarketQuote[];
  formingCandles(code: string): KlineMessage['data'] | undefined;
  instrumentByCode(code: string): unknown;
};

/** What the gateway reads from the engine: the account summary a FOREX_TRADE subscriber starts with. */
export type RealtimeEngine = { accountSummary(userId: number): Promise<AccountSummary> };

export type RealtimeLimits = {
  /** A client gets at most one batch of topic messages per this interval (latest value wins). */
  flushIntervalMs: number;
  topicsPerClientMax: number;
  /** A client whose unsent bytes exceed this is too slow to follow and is dropped. */
  bufferedBytesMax: number;
  /** Frames read but not yet handled (a login waits for the database). */
  framesPendingMax: number;
  /** Closed ids held for one client before they are sent without waiting for the interval. */
  closedIdsPendingMax: number;
};

export const defaultRealtimeLimits: RealtimeLimits = {
  flushIntervalMs: 250,
  topicsPerClientMax: 64,
  bufferedBytesMax: 4 * 1024 * 1024,
  framesPendingMax: 32,
  closedIdsPendingMax: 500,
};

export type RealtimeClientContext = {
  socket: WebSocket;
  lang: Language;
  hub: ChannelHub;
  market: RealtimeMarket;
  engine: RealtimeEngine;
  authenticate: (token: string) => Promise<AuthUser | null>;
  limits: RealtimeLimits;
  log: FastifyBaseLogger;
};

/**
 * One socket on `/v1/ws` (DESIGN §4): its topics, its logged-in user and its conflated outbox.
 * Frames are handled in order, one at a time, so `[login, sub FOREX_TRADE]` works as written.
 * Nothing thrown here escapes: a bad frame is answered with an error and the socket stays open.
 */
export class RealtimeClient {
  /** Every topic the client asked for; user topics wait for a login to deliver. */
  private readonly topics = new Set<string>();
  private readonly marketLeaves = new Map<string, () => void>();
  private user: AuthUser | null = null;
  private leaveUserChannel: (() => void) | undefined;
  private readonly outbox = new Outbox();
  private flushTimer: NodeJS.Timeout | undefined;
  private lastFlushAt = Number.NEGATIVE_INFINITY;
  private work: Promise<void> = Promise.resolve();
  private framesPending = 0;
  private alive = true;
  private disposed = false;

  constructor(private readonly ctx: RealtimeClientContext) {
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
    for (const leave of this.marketLeaves.values()) leave();
    this.marketLeaves.clear();
    this.leaveUserChannel?.();
    this.leaveUserChannel = undefined;
    this.user = null;
    this.outbox.clear();
  }

  private receive(data: RawData, isBinary: boolean): void {
    this.alive = true;
    if (this.disposed) return;
    const frame = parseClientFrame(data, isBinary);
    if (!frame.ok) {
      this.sendError(frame.error, frame.values);
      return;
    }
    if (this.framesPending >= this.ctx.limits.framesPendingMax) {
      this.sendError('tooManyRequests');
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
      }
    });
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
    let user: AuthUser | null;
    try {
      user = await this.ctx.authenticate(token);
    } catch (error) {
      this.ctx.log.error({ err: error }, 'realtime login failed');
      return this.sendError('internal');
    }
    if (this.disposed) return;
    this.detachUser();
    if (!user) {
      return this.sendNow({
        type: 'login_result',
        code: ResultCode.notLoggedIn,
        msg: this.translate(ErrorCatalogue.notLoggedIn.key),
      });
    }
    this.user = user;
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
    this.user = null;
    this.outbox.drop(Topic.forexTrade);
    this.outbox.drop(Topic.forexClosed);
    this.syncUserChannel();
  }

  private joinMarket(topic: string): void {
    if (this.marketLeaves.has(topic)) return;
    const listener =
      topic === Topic.dayMarket
        ? (message: HubMessage) => this.offerQuotes(message)
        : (message: HubMessage) => this.offerFrame(topic, message);
    this.marketLeaves.set(topic, this.ctx.hub.join(topic, listener));
  }

  /** The user channel is joined while a user is logged in and wants a user topic. */
  private syncUserChannel(): void {
    const wanted =
      this.user !== null &&
      (this.topics.has(Topic.forexTrade) || this.topics.has(Topic.forexClosed));
    if (wanted && !this.leaveUserChannel && this.user) {
      this.leaveUserChannel = this.ctx.hub.join(userChannel(this.user.id), (message) =>
        this.offerUserMessage(message),
      );
    } else if (!wanted && this.leaveUserChannel) {
      this.leaveUserChannel();
      this.leaveUserChannel = undefined;
    }
  }

  private offerQuotes(message: HubMessage): void {
    if (message.type !== Topic.dayMarket || !Array.isArray(message.data)) return;
    this.outbox.putQuotes(message.data as MarketQuote[]);
    this.scheduleFlush();
  }

  private offerFrame(topic: string, message: HubMessage): void {
    if (message.type !== topic) return;
    this.outbox.putFrame(topic, message.text());
    this.scheduleFlush();
  }

  private offerUserMessage(message: HubMessage): void {
    if (!this.topics.has(message.type)) return;
    if (message.type === Topic.forexTrade) {
      this.offerFrame(Topic.forexTrade, message);
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
    const user = this.user;
    if (!user) return;
    let summary: AccountSummary;
    try {
      summary = await this.ctx.engine.accountSummary(user.id);
    } catch (error) {
      this.ctx.log.warn({ err: error, userId: user.id }, 'no account summary');
      return;
    }
    // Logged out, or another user logged in, while the engine answered: nothing of theirs.
    if (this.disposed || this.user !== user || !this.topics.has(Topic.forexTrade)) return;
    this.outbox.drop(Topic.forexTrade);
    this.sendNow({ type: Topic.forexTrade, data: summary });
  }

  private scheduleFlush(): void {
    if (this.flushTimer !== undefined || this.disposed) return;
    const waitMs = Math.max(
      0,
      this.lastFlushAt + this.ctx.limits.flushIntervalMs - performance.now(),
    );
    this.flushTimer = setTimeout(() => this.flush(), waitMs);
  }

  private flush(): void {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    if (this.disposed) return;
    this.lastFlushAt = performance.now();
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
    socket.send(text);
    if (socket.bufferedAmount > this.ctx.limits.bufferedBytesMax) this.drop('slow client');
  }

  /** Ends a client that cannot keep up or stopped answering; other clients are unaffected. */
  private drop(reason: string): void {
    this.ctx.log.warn({ reason }, 'dropping realtime client');
    this.dispose();
    this.ctx.socket.terminate();
  }
}
