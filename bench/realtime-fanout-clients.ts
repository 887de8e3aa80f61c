/**
 * A client worker of `bench:realtime`, forked by `realtime-fanout.ts`: it opens its share of the
 * sockets from 127.0.0.1, subscribes them as the trader's app does, pings every 5 s, and notes
 * the price each market or account frame carried and when it arrived. These processes share the
 * cores with the server they measure, so a frame should cost them little: by default each socket
 * is a `RawWebSocket` (one read per frame into a shared buffer, `raw-websocket.ts`), with `ws`'s
 * client as the reference (`--client ws`). Frames are not parsed as JSON: the price is found in
 * the bytes; one priced frame in `wholeCheckEvery` is also parsed whole, to show that the bytes
 * read are the message the server sent.
 */
import type { Socket as NetSocket } from 'node:net';
import { WebSocket } from 'ws';
import { laneKeyOfPort, laneOf } from '../apps/server/src/realtime/push-lanes.ts';
import { RawWebSocket } from './raw-websocket.ts';
import {
  type ClientKind,
  type ClientsCommand,
  type ClientsMessage,
  type ClientsPlan,
  type Receipts,
  wallMs,
} from './realtime-fanout-wire.ts';

const openingAtOnce = 50;
const wholeCheckEvery = 256;

type Socket = {
  tokenIndex: number;
  /** Its lanes of DAY_MARKET and KLINE pushes, by its client port as the gateway works them out. */
  lane: number;
  klineLane: number;
  isOpen(): boolean;
  localPort(): number;
  send(text: string): void;
  terminate(): void;
};

/** What a socket of either kind reports. */
type SocketEvents = {
  open(): void;
  message(data: Buffer, atMs: number): void;
  refused(reason: string): void;
  closed(code: number): void;
  protocolError(reason: string): void;
};

const receipts: Receipts = { dayMarketPlain: [], dayMarketLoggedIn: [], kline: [], forexTrade: [] };
const closes: Record<string, number> = {};
const refusedBy: Record<string, number> = {};
const protocolErrors: Record<string, number> = {};
const sockets: Socket[] = [];
let measuring = false;
let pongs = 0;
let pingsSent = 0;
let pricedFrames = 0;
let framesChecked = 0;
let checksFailed = 0;
let pinger: NodeJS.Timeout | undefined;
let cpuBefore: NodeJS.CpuUsage | undefined;
let startedMs = 0;
let lanes = 1;
let klineLanes = 1;
let klineForAll = false;

process.on('message', (command: ClientsCommand) => {
  if (command.kind === 'plan') void open(command.plan);
  else if (command.kind === 'start') start();
  else stop();
});

async function open(plan: ClientsPlan): Promise<void> {
  const began = performance.now();
  lanes = plan.dayMarketLanes;
  klineLanes = plan.klineLanes;
  klineForAll = plan.klineForAll;
  let refused = 0;
  let loginsFailed = 0;
  const wanted: { tokenIndex: number; token?: string }[] = [
    ...plan.tokens.map((token, i) => ({ tokenIndex: plan.firstToken + i, token })),
    ...Array.from({ length: plan.plain }, () => ({ tokenIndex: -1 })),
  ];
  for (let start = 0; start < wanted.length; start += openingAtOnce) {
    const batch = wanted.slice(start, start + openingAtOnce);
    const results = await Promise.all(
      batch.map((want) => openSocket(plan.client, plan.url, want.tokenIndex, want.token)),
    );
    for (const result of results) {
      if (result === 'refused') refused += 1;
      else if (result === 'login failed') loginsFailed += 1;
    }
  }
  pinger = setInterval(() => ping(plan.pingEveryMs), 100);
  const byLane = (loggedIn: boolean) => {
    const counts = Array.from({ length: lanes }, () => 0);
    for (const socket of sockets) {
      if (socket.tokenIndex >= 0 === loggedIn) counts[socket.lane] = (counts[socket.lane] ?? 0) + 1;
    }
    return counts;
  };
  const klineByLane = Array.from({ length: klineLanes }, () => 0);
  for (const socket of sockets) {
    if (socket.tokenIndex >= 0 || plan.klineForAll) {
      klineByLane[socket.klineLane] = (klineByLane[socket.klineLane] ?? 0) + 1;
    }
  }
  send({
    kind: 'ready',
    dayMarketSocketsByLane: { plain: byLane(false), loggedIn: byLane(true) },
    klineSocketsByLane: klineByLane,
    opened: sockets.length,
    refused,
    refusedBy,
    loginsFailed,
    connectMs: performance.now() - began,
  });
}

/** Opens one socket and waits until its subscriptions (and login) are answered. */
function openSocket(
  kind: ClientKind,
  url: string,
  tokenIndex: number,
  token: string | undefined,
): Promise<'open' | 'refused' | 'login failed'> {
  return new Promise((resolve) => {
    // Answers expected before the socket counts as ready: the snapshots and the login.
    let waiting = token ? 4 : klineForAll ? 2 : 1;
    let settled = false;
    const settle = (result: 'open' | 'refused' | 'login failed') => {
      if (settled) return;
      settled = true;
      if (result === 'open') {
        const key = laneKeyOfPort(socket.localPort());
        socket.lane = laneOf(key, lanes);
        socket.klineLane = laneOf(key, klineLanes);
        sockets.push(socket);
      } else socket.terminate();
      resolve(result);
    };
    const events: SocketEvents = {
      open() {
        if (token) {
          socket.send(
            JSON.stringify([
              { type: 'login', params: token },
              { type: 'sub', params: 'DAY_MARKET' },
              { type: 'sub', params: 'FOREX_TRADE' },
              { type: 'sub', params: 'KLINE.EURUSD' },
            ]),
          );
        } else if (klineForAll) {
          socket.send(
            '[{"type":"sub","params":"DAY_MARKET"},{"type":"sub","params":"KLINE.EURUSD"}]',
          );
        } else {
          socket.send('{"type":"sub","params":"DAY_MARKET"}');
        }
      },
      message(data, atMs) {
        if (!settled) {
          if (data.includes('"login_result"') && !data.includes('"code":1,')) {
            settle('login failed');
          }
          waiting -= 1;
          if (waiting === 0) settle('open');
          return;
        }
        receive(socket, data, atMs);
      },
      refused(reason) {
        if (!settled) refusedBy[reason] = (refusedBy[reason] ?? 0) + 1;
        settle('refused');
      },
      closed(code) {
        settle('refused');
        if (measuring) closes[code] = (closes[code] ?? 0) + 1;
      },
      protocolError(reason) {
        protocolErrors[reason] = (protocolErrors[reason] ?? 0) + 1;
      },
    };
    const socket: Socket =
      kind === 'raw' ? rawSocket(url, tokenIndex, events) : wsSocket(url, tokenIndex, events);
  });
}

function rawSocket(url: string, tokenIndex: number, events: SocketEvents): Socket {
  const raw = new RawWebSocket(new URL(url), events, wallMs);
  return {
    tokenIndex,
    lane: 0,
    klineLane: 0,
    localPort: () => raw.localPort,
    isOpen: () => raw.isOpen,
    send: (text) => raw.send(text),
    terminate: () => raw.terminate(),
  };
}

function wsSocket(url: string, tokenIndex: number, events: SocketEvents): Socket {
  const ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
  ws.once('open', () => events.open());
  ws.on('message', (data: Buffer) => events.message(data, wallMs()));
  ws.once('unexpected-response', (_request, response) => {
    events.refused(String(response.statusCode));
    ws.terminate();
  });
  ws.once('error', () => events.refused('error'));
  ws.once('close', (code) => events.closed(code));
  return {
    tokenIndex,
    lane: 0,
    klineLane: 0,
    // ws keeps its connection unexposed; its client port is read from it.
    localPort: () => (ws as unknown as { _socket: NetSocket })._socket.localPort ?? 0,
    isOpen: () => ws.readyState === WebSocket.OPEN,
    send: (text) => ws.send(text),
    terminate: () => ws.terminate(),
  };
}

/** Notes the price a frame carried; `data[9]` is the first letter of its type. */
function receive(socket: Socket, data: Buffer, atMs: number): void {
  if (!measuring) return;
  switch (data[9]) {
    case 0x44: {
      // D: DAY_MARKET
      const value = numberAfter(data, '"close":', data.indexOf('"symbol":"EURUSD"'));
      const into = socket.tokenIndex < 0 ? receipts.dayMarketPlain : receipts.dayMarketLoggedIn;
      if (value === undefined) return;
      into.push(value, atMs, socket.lane);
      checkNow(data, value);
      return;
    }
    case 0x4b: {
      // K: KLINE.EURUSD
      const value = numberAfter(data, '"Close":', 0);
      if (value === undefined) return;
      receipts.kline.push(value, atMs, socket.klineLane);
      checkNow(data, value);
      return;
    }
    case 0x46: {
      // F: FOREX_TRADE (or FOREX_CLOSED)
      if (data[15] !== 0x54) return;
      const value = numberAfter(data, '"UpdatePrice":', 0);
      if (value === undefined) return;
      receipts.forexTrade.push(socket.tokenIndex, value, atMs);
      checkNow(data, value);
      return;
    }
    case 0x70:
      // p: pong
      pongs += 1;
      return;
  }
}

/** Now and then, parses a priced frame whole and checks the price found in its bytes. */
function checkNow(data: Buffer, value: number): void {
  pricedFrames += 1;
  if (pricedFrames % wholeCheckEvery !== 0) return;
  framesChecked += 1;
  if (priceInMessage(data) !== value) checksFailed += 1;
}

/** The EURUSD price of a market or account message, read as JSON. */
function priceInMessage(data: Buffer): number | undefined {
  try {
    const message = JSON.parse(data.toString('utf8')) as { type: string; data: unknown };
    if (message.type === 'DAY_MARKET') {
      const quotes = message.data as { symbol: string; quotation: { close: number } }[];
      return quotes.find((quote) => quote.symbol === 'EURUSD')?.quotation.close;
    }
    if (message.type === 'KLINE.EURUSD') {
      const { candles } = message.data as { candles: Record<string, { Close: number }> };
      return Object.values(candles)[0]?.Close;
    }
    if (message.type === 'FOREX_TRADE') {
      return (message.data as { TransOrder: { UpdatePrice: number }[] }).TransOrder[0]?.UpdatePrice;
    }
    return undefined;
  } catch {
    return undefined;
  }
}

/** The number after the first `key` at or after `from`. */
function numberAfter(data: Buffer, key: string, from: number): number | undefined {
  if (from < 0) return undefined;
  const at = data.indexOf(key, from);
  if (at < 0) return undefined;
  const begin = at + key.length;
  let end = begin;
  while (end < data.length && data[end] !== 44 && data[end] !== 125) end += 1;
  return Number(data.toString('latin1', begin, end));
}

/** Each socket pings once per interval, spread over it as independent apps would be. */
let pingSlot = 0;
function ping(pingEveryMs: number): void {
  const slots = pingEveryMs / 100;
  for (let i = pingSlot; i < sockets.length; i += slots) {
    const socket = sockets[i];
    if (!socket?.isOpen()) continue;
    socket.send('{"type":"ping"}');
    if (measuring) pingsSent += 1;
  }
  pingSlot = (pingSlot + 1) % slots;
}

function start(): void {
  measuring = true;
  cpuBefore = process.cpuUsage();
  startedMs = performance.now();
  send({ kind: 'measuring' });
}

function stop(): void {
  measuring = false;
  clearInterval(pinger);
  const cpu = process.cpuUsage(cpuBefore);
  send(
    {
      kind: 'done',
      receipts,
      pongs,
      pingsSent,
      closes,
      protocolErrors,
      framesChecked,
      checksFailed,
      cpuMs: (cpu.user + cpu.system) / 1000,
      elapsedMs: performance.now() - startedMs,
    },
    () => {
      for (const socket of sockets) socket.terminate();
      process.exit(0);
    },
  );
}

function send(message: ClientsMessage, done?: () => void): void {
  process.send?.(message, undefined, {}, done);
}
