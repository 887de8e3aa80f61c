import type { WebSocket } from '@fastify/websocket';
import { type Language, resolveLanguage } from '@tp/contract/languages';
import { realtimePath } from '@tp/contract/realtime';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import {
  forgetSessionHashes,
  onSessionsEnded,
  type SessionInfo,
  sessionForToken,
} from '../http/auth.ts';
import type { Bus } from './bus.ts';
import { ChannelHub } from './channel-hub.ts';
import {
  defaultRealtimeLimits,
  GatewaySocket,
  type RealtimeEngine,
  type RealtimeLimits,
  type RealtimeMarket,
} from './gateway-socket.ts';
import { handshakeGuard } from './handshake-guard.ts';
import { HeartbeatRing } from './heartbeat-ring.ts';
import { MarketFanOut } from './market-fan-out.ts';
import { laneKeyOfPort, type PushLanes } from './push-lanes.ts';
import { RealtimeStats, type RealtimeStatsView } from './realtime-stats.ts';
import { SessionEndings } from './session-endings.ts';
import { SocketAllowance } from './socket-allowance.ts';
import { SocketSessions } from './socket-sessions.ts';

export type RealtimeDeps = {
  db: Db;
  bus: Bus;
  market: RealtimeMarket;
  engine: RealtimeEngine;
  config: Pick<Config, 'allowedOrigins' | 'socketsPerAddressMax'>;
  now: () => Date;
};

export type GatewayOptions = {
  bus: Bus;
  market: RealtimeMarket;
  engine: RealtimeEngine;
  authenticate: (token: string) => Promise<SessionInfo | null>;
  /** The clock sessions expire by; the system's by default. */
  now?: () => Date;
  /** Forgets sessions ended by another process from this process's session cache. */
  forgetSessions?: (tokenHashes: readonly string[]) => void;
  /** Origins besides the site's own whose pages may open the socket. */
  allowedOrigins?: readonly string[];
  limits?: Partial<GatewayLimits>;
};

export type GatewayLimits = RealtimeLimits & {
  clientsMax: number;
  /** Sockets one client address may hold; a carrier's shared address must fit real users. */
  clientsPerAddressMax: number;
  /** Every interval each socket is pinged; one that answered nothing since the last is dropped. */
  heartbeatIntervalMs: number;
  /** The sockets are pinged a share at a time: this many shares over each interval. */
  heartbeatSlices: number;
  /** Every interval the logged-in sockets' sessions are checked for expiry. */
  sessionCheckIntervalMs: number;
  /** The longest a call that ends sessions waits for every gateway to log their sockets out. */
  sessionEndAckWaitMs: number;
  /** Sockets a market push is written to before other work gets its turn. */
  socketsPerTurnMax: number;
  /** DAY_MARKET reaches each socket at most once per interval, on its lane's slots. */
  dayMarketLanes: PushLanes;
  /** So does each KLINE topic, on the slots of the socket's lane of its own. */
  klineLanes: PushLanes;
};

export const defaultGatewayLimits: GatewayLimits = {
  ...defaultRealtimeLimits,
  clientsMax: 20_000,
  clientsPerAddressMax: 200,
  heartbeatIntervalMs: 30_000,
  // A share every second: a tenth of a second of 10,000 pings and pongs at once, otherwise.
  heartbeatSlices: 30,
  sessionCheckIntervalMs: 1_000,
  sessionEndAckWaitMs: 2_000,
  // A few milliseconds of writing at a time.
  socketsPerTurnMax: 500,
  // Every socket takes DAY_MARKET: twice a second each, a tenth of the sockets every 50 ms
  // rather than all of them at once (10,000 writes are about 100 ms of a core).
  dayMarketLanes: { intervalMs: 500, lanes: 10 },
  // A chart's forming candle four times a second, a fifth of its sockets every 50 ms: the
  // traders on one instrument's trade screen can be most of the sockets.
  klineLanes: { intervalMs: 250, lanes: 5 },
};

/** What the rest of the server asks of the gateway. */
export type RealtimeGateway = {
  /** Logs out the sockets of these sessions in every gateway; resolves once they all have. */
  endSessions(tokenHashes: readonly string[]): Promise<void>;
  /** What this gateway has done since it started. */
  stats(): RealtimeStatsView;
  /** The process is stopping: every socket is told to reconnect (closed with 1012). */
  closeForRestart(): void;
};

/** Serves `/v1/ws` (DESIGN §4): market topics for everyone, account topics after a login. */
export function registerRealtime(app: FastifyInstance, deps: RealtimeDeps): RealtimeGateway {
  const gateway = attachRealtimeGateway(app, {
    bus: deps.bus,
    market: deps.market,
    engine: deps.engine,
    authenticate: (token) => sessionForToken(deps.db, token, deps.now()),
    now: deps.now,
    forgetSessions: (tokenHashes) => forgetSessionHashes(deps.db, tokenHashes),
    allowedOrigins: deps.config.allowedOrigins,
    limits: { clientsPerAddressMax: deps.config.socketsPerAddressMax },
  });
  // Every session this process ends (logout, password change or reset, a freeze) ends its sockets.
  const stopListening = onSessionsEnded(deps.db, (tokenHashes) => gateway.endSessions(tokenHashes));
  app.addHook('onClose', async () => stopListening());
  return gateway;
}

/** The gateway with its collaborators given directly, so tests can set its limits. */
export function attachRealtimeGateway(
  app: FastifyInstance,
  options: GatewayOptions,
): RealtimeGateway {
  const limits: GatewayLimits = { ...defaultGatewayLimits, ...options.limits };
  const now = options.now ?? (() => new Date());
  const reportError = (error: unknown) => app.log.error({ err: error }, 'realtime listener failed');
  const hub = new ChannelHub(options.bus, reportError);
  const stats = new RealtimeStats();
  const fanOut = new MarketFanOut(hub, {
    socketsPerTurnMax: limits.socketsPerTurnMax,
    dayMarketLanes: limits.dayMarketLanes,
    klineLanes: limits.klineLanes,
    onError: reportError,
    onPushWritten: (push) => stats.pushWritten(push),
  });
  const clients = new Set<GatewaySocket>();
  const sessions = new SocketSessions();
  const endings = new SessionEndings({
    bus: options.bus,
    apply: (tokenHashes) => {
      sessions.end(tokenHashes);
      options.forgetSessions?.(tokenHashes);
    },
    ackWaitMs: limits.sessionEndAckWaitMs,
    onError: reportError,
  });
  endings.start();
  const allowance = new SocketAllowance(limits);

  let nextLaneKey = 0;
  const heartbeatRing = new HeartbeatRing<GatewaySocket>(limits.heartbeatSlices, reportError);
  const heartbeat = setInterval(
    () => heartbeatRing.tick(),
    Math.max(1, limits.heartbeatIntervalMs / limits.heartbeatSlices),
  );
  heartbeat.unref();
  const sessionCheck = setInterval(() => sessions.expire(now()), limits.sessionCheckIntervalMs);
  sessionCheck.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
    endings.stop();
    for (const client of clients) client.dispose();
    clients.clear();
  });

  const onRequest = handshakeGuard({
    allowance,
    allowedOrigins: new Set(options.allowedOrigins ?? []),
    language: socketLanguage,
  });
  app.get(
    realtimePath,
    { websocket: true, onRequest },
    (socket: WebSocket, request: FastifyRequest) => {
      nextLaneKey += 1;
      const client = new GatewaySocket({
        socket,
        connection: request.raw.socket,
        laneKey:
          request.raw.socket.remotePort === undefined
            ? nextLaneKey
            : laneKeyOfPort(request.raw.socket.remotePort),
        lang: socketLanguage(request),
        hub,
        fanOut,
        market: options.market,
        engine: options.engine,
        authenticate: options.authenticate,
        sessions,
        now,
        limits,
        log: request.log,
        stats,
      });
      clients.add(client);
      heartbeatRing.add(client);
      socket.on('close', () => {
        clients.delete(client);
        heartbeatRing.delete(client);
        client.dispose();
      });
    },
  );

  return {
    endSessions: (tokenHashes) => endings.announce(tokenHashes),
    stats: () => stats.view(clients.size),
    closeForRestart: () => {
      for (const client of clients) client.closeForRestart();
      clients.clear();
    },
  };
}

/** Browsers cannot set headers on a socket, so `lang` comes in the query; other clients may send the header. */
function socketLanguage(request: FastifyRequest): Language {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  const header = request.headers.lang;
  return resolveLanguage(
    typeof query === 'string' ? query : Array.isArray(header) ? header[0] : header,
  );
}
