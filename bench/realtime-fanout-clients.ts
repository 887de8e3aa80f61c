/**
 * A client worker of `bench:realtime`, forked by `realtime-fanout.ts`: it opens its share of the
 * sockets from 127.0.0.1, subscribes them as the trader's app does, pings every 5 s, and notes
 * the price each market or account frame carried and when it arrived. Frames are not parsed as
 * JSON: the price is found in the bytes, so that the clients cost the shared cores little.
 */
import { WebSocket } from 'ws';
import {
  type ClientsCommand,
  type ClientsMessage,
  type ClientsPlan,
  type Receipts,
  wallMs,
} from './realtime-fanout-wire.ts';

const openingAtOnce = 50;

type Socket = { ws: WebSocket; tokenIndex: number };

const receipts: Receipts = { dayMarketPlain: [], dayMarketLoggedIn: [], kline: [], forexTrade: [] };
const closes: Record<string, number> = {};
const refusedBy: Record<string, number> = {};
const sockets: Socket[] = [];
let measuring = false;
let pongs = 0;
let pingsSent = 0;
let pinger: NodeJS.Timeout | undefined;
let cpuBefore: NodeJS.CpuUsage | undefined;
let startedMs = 0;

process.on('message', (command: ClientsCommand) => {
  if (command.kind === 'plan') void open(command.plan);
  else if (command.kind === 'start') start();
  else stop();
});

async function open(plan: ClientsPlan): Promise<void> {
  const began = performance.now();
  let refused = 0;
  let loginsFailed = 0;
  const wanted: { tokenIndex: number; token?: string }[] = [
    ...plan.tokens.map((token, i) => ({ tokenIndex: plan.firstToken + i, token })),
    ...Array.from({ length: plan.plain }, () => ({ tokenIndex: -1 })),
  ];
  for (let start = 0; start < wanted.length; start += openingAtOnce) {
    const batch = wanted.slice(start, start + openingAtOnce);
    const results = await Promise.all(
      batch.map((want) => openSocket(plan.url, want.tokenIndex, want.token)),
    );
    for (const result of results) {
      if (result === 'refused') refused += 1;
      else if (result === 'login failed') loginsFailed += 1;
    }
  }
  pinger = setInterval(() => ping(plan.pingEveryMs), 100);
  send({
    kind: 'ready',
    opened: sockets.length,
    refused,
    refusedBy,
    loginsFailed,
    connectMs: performance.now() - began,
  });
}

/** Opens one socket and waits until its subscriptions (and login) are answered. */
function openSocket(
  url: string,
  tokenIndex: number,
  token: string | undefined,
): Promise<'open' | 'refused' | 'login failed'> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
    const socket: Socket = { ws, tokenIndex };
    // Answers expected before the socket counts as ready: the snapshots and the login.
    let waiting = token ? 4 : 1;
    let settled = false;
    const settle = (result: 'open' | 'refused' | 'login failed') => {
      if (settled) return;
      settled = true;
      if (result === 'open') {
        sockets.push(socket);
      } else {
        ws.terminate();
      }
      resolve(result);
    };
    ws.once('open', () => {
      if (token) {
        ws.send(
          JSON.stringify([
            { type: 'login', params: token },
            { type: 'sub', params: 'DAY_MARKET' },
            { type: 'sub', params: 'FOREX_TRADE' },
            { type: 'sub', params: 'KLINE.EURUSD' },
          ]),
        );
      } else {
        ws.send('{"type":"sub","params":"DAY_MARKET"}');
      }
    });
    ws.on('message', (data: Buffer) => {
      if (!settled) {
        if (data.includes('"login_result"') && !data.includes('"code":1,')) settle('login failed');
        waiting -= 1;
        if (waiting === 0) settle('open');
        return;
      }
      receive(socket, data);
    });
    ws.once('unexpected-response', (_request, response) => {
      const status = String(response.statusCode);
      refusedBy[status] = (refusedBy[status] ?? 0) + 1;
      settle('refused');
    });
    ws.once('error', () => {
      if (!settled) refusedBy.error = (refusedBy.error ?? 0) + 1;
      settle('refused');
    });
    ws.once('close', (code) => {
      settle('refused');
      if (measuring) closes[code] = (closes[code] ?? 0) + 1;
    });
  });
}

/** Notes the price a frame carried; `data[9]` is the first letter of its type. */
function receive(socket: Socket, data: Buffer): void {
  const atMs = wallMs();
  if (!measuring) return;
  switch (String.fromCharCode(data[9] ?? 0)) {
    case 'D': {
      const value = numberAfter(data, '"close":', data.indexOf('"symbol":"EURUSD"'));
      const into = socket.tokenIndex < 0 ? receipts.dayMarketPlain : receipts.dayMarketLoggedIn;
      if (value !== undefined) into.push(value, atMs);
      return;
    }
    case 'K': {
      const value = numberAfter(data, '"Close":', 0);
      if (value !== undefined) receipts.kline.push(value, atMs);
      return;
    }
    case 'F': {
      if (data[15] !== 'T'.charCodeAt(0)) return;
      const value = numberAfter(data, '"UpdatePrice":', 0);
      if (value !== undefined) receipts.forexTrade.push(socket.tokenIndex, value, atMs);
      return;
    }
    case 'p':
      pongs += 1;
      return;
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
    if (!socket || socket.ws.readyState !== WebSocket.OPEN) continue;
    socket.ws.send('{"type":"ping"}');
    if (measuring) pingsSent += 1;
  }
  pingSlot = (pingSlot + 1) % slots;
}

function start(): void {
  measuring = true;
  cpuBefore = process.cpuUsage();
  startedMs = performance.now();
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
      cpuMs: (cpu.user + cpu.system) / 1000,
      elapsedMs: performance.now() - startedMs,
    },
    () => {
      for (const socket of sockets) socket.ws.terminate();
      process.exit(0);
    },
  );
}

function send(message: ClientsMessage, done?: () => void): void {
  process.send?.(message, undefined, {}, done);
}
