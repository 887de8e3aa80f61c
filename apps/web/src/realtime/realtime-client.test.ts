import { chartPeriods } from '@tp/contract/codes';
import type { ServerMessage } from '@tp/contract/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseServerFrame } from './frame-parser.ts';
import { type FrameReader, readNow } from './frame-readers.ts';
import { RealtimeClient, type SocketLike } from './realtime-client.ts';

class FakeSocket implements SocketLike {
  sent: unknown[] = [];
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.closed = true;
  }

  open(): void {
    this.onopen?.(new Event('open'));
  }

  receive(message: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  serverClose(): void {
    this.onclose?.(new CloseEvent('close'));
  }

  pings(): number {
    return this.sent.filter((m) => (m as { type?: string }).type === 'ping').length;
  }
}

function setup(token: string | null = null, readFrames: FrameReader = readNow(parseServerFrame)) {
  const sockets: FakeSocket[] = [];
  const messages: ServerMessage[] = [];
  const notLoggedIn: { initial: boolean; msg: string }[] = [];
  const connection: string[] = [];
  let currentToken = token;
  const client = new RealtimeClient({
    url: () => 'ws://localhost:8080/v1/ws',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    token: () => currentToken,
    onMessage: (message) => messages.push(message),
    onNotLoggedIn: (options) => notLoggedIn.push(options),
    onConnection: (event) => connection.push(event),
    reconnectDelayMs: 1_000,
    readFrames,
  });
  const last = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket');
    return socket;
  };
  return {
    client,
    sockets,
    messages,
    notLoggedIn,
    connection,
    last,
    setToken: (t: string | null) => (currentToken = t),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('realtime client', () => {
  it('hands on a message read later only while its socket is still the current one', () => {
    const later: (() => void)[] = [];
    const parse = readNow(parseServerFrame);
    const { client, last, messages } = setup(null, (data, deliver) =>
      later.push(() => parse(data, deliver)),
    );
    client.ensureConnected();
    last().open();
    last().receive({ type: 'sub_result', topic: 'DAY_MARKET', code: 0, msg: 'first' });
    last().serverClose();
    vi.advanceTimersByTime(1_000);
    last().open();
    last().receive({ type: 'sub_result', topic: 'DAY_MARKET', code: 0, msg: 'second' });
    for (const read of later) read();
    expect(messages.map((m) => (m as { msg?: string }).msg)).toEqual(['second']);
  });

  it('connects once however often it is asked', () => {
    const { client, sockets } = setup();
    client.ensureConnected();
    client.ensureConnected();
    sockets[0]?.open();
    client.ensureConnected();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.url).toBe('ws://localhost:8080/v1/ws');
  });

  it('pings every 5 s and stays while pongs come back', () => {
    const { client, sockets, last } = setup();
    client.ensureConnected();
    last().open();
    for (let i = 0; i < 6; i += 1) {
      vi.advanceTimersByTime(5_000);
      last().receive({ type: 'pong' });
    }
    expect(sockets).toHaveLength(1);
    expect(last().pings()).toBe(6);
  });

  it('reconnects after more than two unanswered pings', () => {
    const { client, sockets } = setup();
    client.ensureConnected();
    sockets[0]?.open();
    vi.advanceTimersByTime(15_000);
    expect(sockets[0]?.pings()).toBe(3);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(5_000);
    expect(sockets[0]?.closed).toBe(true);
    expect(sockets).toHaveLength(2);
  });

  it('a pong resets the count of unanswered pings', () => {
    const { client, sockets } = setup();
    client.ensureConnected();
    sockets[0]?.open();
    vi.advanceTimersByTime(10_000);
    sockets[0]?.receive({ type: 'pong' });
    vi.advanceTimersByTime(15_000);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(2);
  });

  it('gives up on a connection that does not open within 5 s', () => {
    const { client, sockets } = setup();
    client.ensureConnected();
    vi.advanceTimersByTime(4_999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets[0]?.closed).toBe(true);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects after the server closes, then logs in and re-subscribes by itself', () => {
    const { client, sockets, last } = setup('tok-1');
    client.subscribe('DAY_MARKET');
    client.subscribe('KLINE.EURUSD');
    client.ensureConnected();
    last().open();
    expect(last().sent).toEqual([
      [
        { type: 'login', params: 'tok-1' },
        { type: 'sub', params: 'DAY_MARKET' },
        { type: 'sub', params: 'KLINE.EURUSD' },
      ],
    ]);
    last().serverClose();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([
      [
        { type: 'login', params: 'tok-1' },
        { type: 'sub', params: 'DAY_MARKET' },
        { type: 'sub', params: 'KLINE.EURUSD' },
      ],
    ]);
  });

  it('subscribes to user topics only after the login succeeds', () => {
    const { client, last } = setup('tok-1');
    client.subscribe('FOREX_TRADE');
    client.ensureConnected();
    last().open();
    expect(last().sent).toEqual([{ type: 'login', params: 'tok-1' }]);
    last().receive({ type: 'login_result', code: 1, msg: 'ok' });
    expect(last().sent.at(-1)).toEqual({ type: 'sub', params: 'FOREX_TRADE' });
  });

  it('shares a topic between subscribers and unsubscribes after the last one leaves', () => {
    const { client, last } = setup();
    client.ensureConnected();
    last().open();
    const first = client.subscribe('DAY_MARKET');
    const second = client.subscribe('DAY_MARKET');
    expect(last().sent).toEqual([{ type: 'sub', params: 'DAY_MARKET' }]);
    first();
    first();
    expect(last().sent).toHaveLength(1);
    second();
    expect(last().sent.at(-1)).toEqual({ type: 'unsub', params: 'DAY_MARKET' });
  });

  it('hands typed messages on and drops malformed ones', () => {
    const { client, last, messages } = setup();
    client.ensureConnected();
    last().open();
    last().receive({ type: 'FOREX_CLOSED', data: { ids: [3, 4] } });
    last().receive({ type: 'DAY_MARKET', data: 'not a list' });
    last().onmessage?.(new MessageEvent('message', { data: '{not json' }));
    const candle = { Time: 60, Open: 1, High: 2, Low: 0.5, Close: 1.5, Volume: 3 };
    const candles = Object.fromEntries(chartPeriods.map((period) => [period, candle]));
    last().receive({ type: 'KLINE.EURUSD', data: { code: 'EURUSD', candles } });
    expect(messages).toEqual([
      { type: 'FOREX_CLOSED', data: { ids: [3, 4] } },
      { type: 'KLINE.EURUSD', data: { code: 'EURUSD', candles } },
    ]);
  });

  it('logs in and out on the open socket when the session changes', () => {
    const { client, last, setToken } = setup();
    client.ensureConnected();
    last().open();
    setToken('tok-2');
    client.login('tok-2');
    client.logout();
    expect(last().sent).toEqual([{ type: 'login', params: 'tok-2' }, { type: 'logout' }]);
  });

  it('stays down after stop', () => {
    const { client, sockets } = setup();
    client.ensureConnected();
    sockets[0]?.open();
    client.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.closed).toBe(true);
  });

  it('reports a 999 the server sends to a logged-in socket, and subscribes nothing more', () => {
    const { client, last, notLoggedIn } = setup('tok-1');
    client.subscribe('FOREX_TRADE');
    client.ensureConnected();
    last().open();
    last().receive({ type: 'login_result', code: 1, msg: 'Success' });
    expect(notLoggedIn).toEqual([]);
    const sent = last().sent.length;
    last().receive({ type: 'login_result', code: 999, msg: 'Please log in' });
    expect(notLoggedIn).toEqual([{ initial: false, msg: 'Please log in' }]);
    expect(last().sent).toHaveLength(sent);
  });

  it('marks a 999 to the login of the first socket initial, and one after a reconnect not', () => {
    const { client, sockets, notLoggedIn } = setup('expired');
    client.ensureConnected();
    sockets[0]?.open();
    sockets[0]?.receive({ type: 'login_result', code: 999, msg: 'Please log in' });
    expect(notLoggedIn).toEqual([{ initial: true, msg: 'Please log in' }]);
    sockets[0]?.serverClose();
    vi.advanceTimersByTime(1_000);
    sockets[1]?.open();
    sockets[1]?.receive({ type: 'login_result', code: 999, msg: 'Please log in' });
    expect(notLoggedIn.at(-1)).toEqual({ initial: false, msg: 'Please log in' });
  });

  it('ignores a 999 about a session the app has already logged the socket out of', () => {
    const { client, last, notLoggedIn } = setup('tok-1');
    client.ensureConnected();
    last().open();
    last().receive({ type: 'login_result', code: 1, msg: 'Success' });
    client.logout();
    last().receive({ type: 'login_result', code: 999, msg: 'Please log in' });
    expect(notLoggedIn).toEqual([]);
  });
});

describe('what the app is told of the connection', () => {
  it('says when the socket opens, each frame it hears, and when it is lost', () => {
    const { client, last, connection } = setup();
    client.ensureConnected();
    expect(connection).toEqual([]);
    last().open();
    last().receive({ type: 'pong' });
    last().receive({ type: 'DAY_MARKET', data: [] });
    expect(connection).toEqual(['opened', 'heard', 'heard']);
    last().serverClose();
    expect(connection).toEqual(['opened', 'heard', 'heard', 'lost']);
  });

  it('a socket that never opened is not reported lost', () => {
    const { client, connection, sockets } = setup();
    client.ensureConnected();
    vi.advanceTimersByTime(5_000);
    expect(sockets).toHaveLength(2);
    expect(connection).toEqual([]);
  });

  it('reconnectNow replaces an open socket at once, and does nothing once stopped', () => {
    const { client, sockets, last, connection } = setup();
    client.ensureConnected();
    last().open();
    client.reconnectNow();
    expect(sockets).toHaveLength(2);
    expect(sockets[0]?.closed).toBe(true);
    expect(connection).toEqual(['opened', 'lost']);
    client.stop();
    client.reconnectNow();
    expect(sockets).toHaveLength(2);
  });
});
