/**
 * What the processes of `bench:realtime` tell each other over IPC: the coordinator
 * (`realtime-fanout.ts`), the server (`realtime-fanout-server.ts`) and the client workers
 * (`realtime-fanout-clients.ts`). Times are wall-clock milliseconds
 * (`performance.timeOrigin + performance.now()`), comparable across the processes of one machine.
 */

import type { PushLanes } from '../apps/server/src/realtime/push-lanes.ts';

/** Wall-clock milliseconds with sub-millisecond precision, the same clock in every process. */
export function wallMs(): number {
  return performance.timeOrigin + performance.now();
}

export type MemoryFigures = { rssBytes: number; heapUsedBytes: number; externalBytes: number };

/** A price pushed into the server's feed: its mid (DAY_MARKET, KLINE) and bid (a buy's mark). */
export type Push = { mid: number; bid: number; atMs: number };

/** A message the server's market or engine published on the bus: the price it carried, when. */
export type Publication = { value: number; atMs: number };

export type ServerReady = {
  kind: 'ready';
  port: number;
  /** Session tokens of the logged-in traders, each holding one open EURUSD buy. */
  tokens: string[];
  idle: MemoryFigures;
  /** Intervals the publishers conflate to, by design (ms). */
  intervalsMs: { dayMarket: number; kline: number; forexTrade: number };
  /** DAY_MARKET reaches each socket on its lane's slots (the gateway's `dayMarketLanes`). */
  dayMarketLanes: PushLanes;
  /** So does a KLINE topic, on its own lanes (the gateway's `klineLanes`). */
  klineLanes: PushLanes;
};

export type ServerRan = {
  kind: 'ran';
  pushes: Push[];
  dayMarket: Publication[];
  kline: Publication[];
  /** FOREX_TRADE publications of each logged-in trader, in the order of `tokens`. */
  forexTrade: Publication[][];
  elapsedMs: number;
  cpuUserMs: number;
  cpuSystemMs: number;
  /** The largest RSS seen while the prices moved (sampled every 100 ms). */
  peakRssBytes: number;
  after: MemoryFigures;
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  /** The gateway's own account of the run, where it gives one. */
  gateway: GatewayFigures | undefined;
  /** How long the server waited after the last price for the last pushes to go out. */
  drainedMs: number;
};

export type GatewayFigures = {
  marketFramesWritten: number;
  marketFramesConflated: number;
  slowSocketsDropped: number;
  /**
   * Each market push by topic: its time from its first socket written to its last, and the
   * process's CPU time (user, kernel) in the turns that wrote it.
   */
  pushWriteMs: Record<
    string,
    {
      bytes: number;
      sockets: number;
      waitMs: number;
      writeMs: number;
      cpuUserUs: number;
      cpuSystemUs: number;
    }[]
  >;
};

/** The warm-up's DAY_MARKET pushes: each one's time from its first socket to its last. */
export type ServerWarmed = { kind: 'warmed'; dayMarketWriteMs: number[] };

export type ServerMessage =
  | ServerReady
  | { kind: 'memory'; memory: MemoryFigures; sockets: number }
  | ServerWarmed
  | ServerRan;

export type ServerCommand =
  | { kind: 'memory' }
  | { kind: 'warm'; seconds: number; ratePerSecond: number }
  | { kind: 'run'; seconds: number; ratePerSecond: number; drainMs: number };

/** The client sockets: `raw-websocket.ts` (cheap to read), or `ws`'s client as the reference. */
export type ClientKind = 'raw' | 'ws';

/** The sockets one worker opens: `plain` on DAY_MARKET only, one per token logged in too. */
export type ClientsPlan = {
  client: ClientKind;
  url: string;
  plain: number;
  tokens: string[];
  /** Index of this worker's first token among all tokens. */
  firstToken: number;
  pingEveryMs: number;
  /** How many lanes DAY_MARKET's sockets are pushed in, and a KLINE topic's. */
  dayMarketLanes: number;
  klineLanes: number;
  /** The plain sockets also subscribe to KLINE.EURUSD. */
  klineForAll: boolean;
};

/** One frame received: the price it carried, when, by which socket group. */
export type Receipts = {
  /** [value, atMs, lane] triples of DAY_MARKET on plain sockets. */
  dayMarketPlain: number[];
  /** [value, atMs, lane] triples of DAY_MARKET on logged-in sockets. */
  dayMarketLoggedIn: number[];
  /** [value, atMs, lane] triples of KLINE.EURUSD. */
  kline: number[];
  /** [tokenIndex, value, atMs] triples of FOREX_TRADE. */
  forexTrade: number[];
};

export type ClientsReady = {
  kind: 'ready';
  /** This worker's sockets on DAY_MARKET in each lane, and on KLINE.EURUSD in each of its lanes. */
  dayMarketSocketsByLane: { plain: number[]; loggedIn: number[] };
  klineSocketsByLane: number[];
  opened: number;
  refused: number;
  /** Refused handshakes by HTTP status (`error` for a connection that failed otherwise). */
  refusedBy: Record<string, number>;
  loginsFailed: number;
  connectMs: number;
};

export type ClientsDone = {
  kind: 'done';
  receipts: Receipts;
  pongs: number;
  pingsSent: number;
  /** Sockets the server closed while measuring, by close code. */
  closes: Record<string, number>;
  /** Frames that broke the protocol, by what was wrong (each ends its socket). */
  protocolErrors: Record<string, number>;
  /** Priced frames also parsed whole as JSON, and those whose price disagreed with the bytes'. */
  framesChecked: number;
  checksFailed: number;
  cpuMs: number;
  elapsedMs: number;
};

export type ClientsMessage = ClientsReady | { kind: 'measuring' } | ClientsDone;

export type ClientsCommand =
  | { kind: 'plan'; plan: ClientsPlan }
  | { kind: 'start' }
  | { kind: 'stop' };
