import type { WebSocket } from '@fastify/websocket';
import { type Language, resolveLanguage } from '@tp/contract/languages';
import { realtimePath } from '@tp/contract/realtime';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { type AuthUser, userForToken } from '../http/auth.ts';
import type { Bus } from './bus.ts';
import { ChannelHub } from './channel-hub.ts';
import {
  defaultRealtimeLimits,
  RealtimeClient,
  type RealtimeEngine,
  type RealtimeLimits,
  type RealtimeMarket,
} from './realtime-client.ts';

export type RealtimeDeps = {
  db: Db;
  bus: Bus;
  market: RealtimeMarket;
  engine: RealtimeEngine;
  now: () => Date;
};

export type GatewayOptions = {
  bus: Bus;
  market: RealtimeMarket;
  engine: RealtimeEngine;
  authenticate: (token: string) => Promise<AuthUser | null>;
  limits?: Partial<GatewayLimits>;
};

export type GatewayLimits = RealtimeLimits & {
  clientsMax: number;
  /** Every interval each socket is pinged; one that answered nothing since the last is dropped. */
  heartbeatIntervalMs: number;
};

const defaultGatewayLimits: GatewayLimits = {
  ...defaultRealtimeLimits,
  clientsMax: 20_000,
  heartbeatIntervalMs: 30_000,
};

/** Serves `/v1/ws` (DESIGN §4): market topics for everyone, account topics after a login. */
export function registerRealtime(app: FastifyInstance, deps: RealtimeDeps): void {
  attachRealtimeGateway(app, {
    bus: deps.bus,
    market: deps.market,
    engine: deps.engine,
    authenticate: (token) => userForToken(deps.db, token, deps.now()),
  });
}

/** The gateway with its collaborators given directly, so tests can set its limits. */
export function attachRealtimeGateway(app: FastifyInstance, options: GatewayOptions): void {
  const limits: GatewayLimits = { ...defaultGatewayLimits, ...options.limits };
  const hub = new ChannelHub(options.bus, (error) =>
    app.log.error({ err: error }, 'realtime listener failed'),
  );
  const clients = new Set<RealtimeClient>();

  const heartbeat = setInterval(() => {
    for (const client of clients) client.heartbeat();
  }, limits.heartbeatIntervalMs);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    for (const client of clients) client.dispose();
    clients.clear();
  });

  app.get(realtimePath, { websocket: true }, (socket: WebSocket, request: FastifyRequest) => {
    if (clients.size >= limits.clientsMax) {
      socket.close(1013, 'busy');
      return;
    }
    const client = new RealtimeClient({
      socket,
      lang: socketLanguage(request),
      hub,
      market: options.market,
      engine: options.engine,
      authenticate: options.authenticate,
      limits,
      log: request.log,
    });
    clients.add(client);
    socket.on('close', () => {
      clients.delete(client);
      client.dispose();
    });
  });
}

/** Browsers cannot set headers on a socket, so `lang` comes in the query; other clients may send the header. */
function socketLanguage(request: FastifyRequest): Language {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  const header = request.headers.lang;
  return resolveLanguage(
    typeof query === 'string' ? query : Array.isArray(header) ? header[0] : header,
  );
}
