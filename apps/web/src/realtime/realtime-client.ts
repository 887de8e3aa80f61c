import { ResultCode } from '@tp/contract/errors';
import type { ClientMessage, KlineMessage, ServerMessage } from '@tp/contract/realtime';
import {
  connectTimeoutMs,
  klineTopicPrefix,
  pingIntervalMs,
  Topic,
  unansweredPingsMax,
} from '@tp/contract/realtime-topics';
import type { FrameReader } from './frame-readers.ts';

/** The part of a WebSocket the client uses, so tests can drive a fake one. */
export type SocketLike = {
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
};

export const isKlineMessage = (message: ServerMessage): message is KlineMessage =>
  message.type.startsWith(klineTopicPrefix) && 'data' in message && 'candles' in message.data;

export type RealtimeClientOptions = {
  url: () => string;
  createSocket: (url: string) => SocketLike;
  token: () => string | null;
  onMessage: (message: ServerMessage) => void;
  /**
   * The server said the session is not (or no longer) logged in: code 999, as over HTTP.
   * `initial` when it answered the login sent as the app's first socket opened (a stored
   * session that had expired), as the API client marks the calls made while the app starts.
   */
  onNotLoggedIn?: (options: { initial: boolean; msg: string }) => void;
  /** Wait before reconnecting after the server closed the socket. */
  reconnectDelayMs?: number;
  /**
   * The socket opened, a frame arrived on it (any frame, pongs included), or it was lost;
   * what the app shows of its connection is worked out from these.
   */
  onConnection?: (event: ConnectionEvent) => void;
  /**
   * Reads the frames (`frame-readers.ts`): the app checks them against the contract's schemas in a
   * worker, so that neither the schemas nor the checking run on the page's thread.
   */
  readFrames: FrameReader;
};

export type ConnectionEvent = 'opened' | 'heard' | 'lost';

type Status = 'idle' | 'connecting' | 'open';

/** The server reads at most this many messages in one frame. */
const frameMessagesMax = 32;

/** Topics the server only serves to a logged-in socket: subscribed after login succeeds. */
const userTopics: ReadonlySet<string> = new Set([Topic.forexTrade, Topic.forexClosed]);

/**
 * The `/v1/ws` client (spec §9): pings every 5 s, reconnects after more than two unanswered
 * pings or a connect time-out, then logs in and re-subscribes by itself. Topics are
 * reference-counted so many hooks can share one subscription.
 */
export class RealtimeClient {
  private socket: SocketLike | null = null;
  private status: Status = 'idle';
  private wanted = false;
  private loggedIn = false;
  /** A login was sent and not yet answered; `initial` when sent as the first socket opened. */
  private loginPending: { initial: boolean } | null = null;
  private opens = 0;
  private unansweredPings = 0;
  private connectTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private readonly topics = new Map<string, number>();

  constructor(private readonly options: RealtimeClientOptions) {}

  get state(): Status {
    return this.status;
  }

  /** Connects unless a socket is open or on its way; called before every navigation. */
  ensureConnected(): void {
    this.wanted = true;
    if (this.status !== 'idle') return;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.connect();
  }

  /** Drops the socket and connects again at once (the device came back online). */
  reconnectNow(): void {
    if (!this.wanted) return;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.restart();
  }

  stop(): void {
    this.wanted = false;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.dropSocket();
  }

  subscribe(topic: string): () => void {
    const count = this.topics.get(topic) ?? 0;
    this.topics.set(topic, count + 1);
    if (count === 0 && this.canServe(topic)) this.send({ type: 'sub', params: topic });
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.release(topic);
    };
  }

  /** The session got a token: log this socket in (the user topics follow on success). */
  login(token: string): void {
    this.loggedIn = false;
    if (this.status !== 'open') return;
    this.loginPending = { initial: false };
    this.send({ type: 'login', params: token });
  }

  /** Logs this socket out; a 999 the server sends after this is about a session already left. */
  logout(): void {
    this.loggedIn = false;
    this.loginPending = null;
    if (this.status === 'open') this.send({ type: 'logout' });
  }

  private release(topic: string): void {
    const count = this.topics.get(topic) ?? 0;
    if (count > 1) {
      this.topics.set(topic, count - 1);
      return;
    }
    this.topics.delete(topic);
    if (this.canServe(topic)) this.send({ type: 'unsub', params: topic });
  }

  private canServe(topic: string): boolean {
    return this.status === 'open' && (!userTopics.has(topic) || this.loggedIn);
  }

  private connect(): void {
    const socket = this.options.createSocket(this.options.url());
    this.socket = socket;
    this.status = 'connecting';
    this.connectTimer = setTimeout(() => this.restart(), connectTimeoutMs);
    socket.onopen = () => this.opened();
    socket.onmessage = (event) => this.received(event.data);
    socket.onclose = () => this.closed(socket);
    socket.onerror = () => undefined;
  }

  private opened(): void {
    clearTimeout(this.connectTimer);
    this.status = 'open';
    this.unansweredPings = 0;
    this.loggedIn = false;
    this.opens += 1;
    this.options.onConnection?.('opened');
    const token = this.options.token();
    const frame: ClientMessage[] = [];
    if (token) {
      frame.push({ type: 'login', params: token });
      this.loginPending = { initial: this.opens === 1 };
    }
    for (const topic of this.topics.keys()) {
      if (!userTopics.has(topic)) frame.push({ type: 'sub', params: topic });
    }
    if (frame.length > 0) this.sendFrame(frame);
    this.pingTimer = setInterval(() => this.ping(), pingIntervalMs);
  }

  private ping(): void {
    if (this.unansweredPings > unansweredPingsMax) {
      this.restart();
      return;
    }
    this.unansweredPings += 1;
    this.send({ type: 'ping' });
  }

  private received(data: unknown): void {
    this.options.onConnection?.('heard');
    // A message read after its socket was replaced is about a connection that is gone.
    const socket = this.socket;
    this.options.readFrames(data, (message) => {
      if (this.socket === socket) this.handle(message);
    });
  }

  private handle(message: ServerMessage): void {
    if (!isKlineMessage(message)) {
      if (message.type === 'pong') {
        this.unansweredPings = 0;
        return;
      }
      if (message.type === 'login_result') this.loginAnswered(message.code, message.msg);
    }
    this.options.onMessage(message);
  }

  /**
   * The answer to a login, or the server ending the session of a logged-in socket (a logout
   * elsewhere, a password change, expiry): 999 then resets the session as over HTTP.
   */
  private loginAnswered(code: number, msg: string): void {
    const pending = this.loginPending;
    const wasLoggedIn = this.loggedIn;
    this.loginPending = null;
    this.loggedIn = code === ResultCode.ok;
    if (code === ResultCode.notLoggedIn && (pending || wasLoggedIn)) {
      this.options.onNotLoggedIn?.({ initial: pending?.initial ?? false, msg });
    }
    if (!this.loggedIn) return;
    const frame: ClientMessage[] = [];
    for (const topic of this.topics.keys()) {
      if (userTopics.has(topic)) frame.push({ type: 'sub', params: topic });
    }
    if (frame.length > 0) this.sendFrame(frame);
  }

  private closed(socket: SocketLike): void {
    if (socket !== this.socket) return;
    this.dropSocket();
    if (!this.wanted) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (this.status === 'idle' && this.wanted) this.connect();
    }, this.options.reconnectDelayMs ?? 1_000);
  }

  /** A silent or stuck socket is dropped and replaced at once. */
  private restart(): void {
    this.dropSocket();
    if (this.wanted) this.connect();
  }

  private dropSocket(): void {
    clearTimeout(this.connectTimer);
    clearInterval(this.pingTimer);
    this.connectTimer = undefined;
    this.pingTimer = undefined;
    const socket = this.socket;
    this.socket = null;
    const wasOpen = this.status === 'open';
    this.status = 'idle';
    this.loggedIn = false;
    this.loginPending = null;
    if (wasOpen) this.options.onConnection?.('lost');
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    try {
      socket.close();
    } catch {
      // Closing a socket that never opened may throw in some browsers; it is gone either way.
    }
  }

  private send(message: ClientMessage): void {
    this.sendFrame([message]);
  }

  private sendFrame(messages: ClientMessage[]): void {
    const socket = this.socket;
    if (this.status !== 'open' || !socket) return;
    for (let start = 0; start < messages.length; start += frameMessagesMax) {
      const chunk = messages.slice(start, start + frameMessagesMax);
      socket.send(JSON.stringify(chunk.length === 1 ? chunk[0] : chunk));
    }
  }
}
