import { createServer, type Server } from 'node:http';
import { ErrorCatalogue } from '@tp/contract/errors';
import { translateServerMessage } from '@tp/contract/server-messages';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isLoopbackHost, type MetricsExposure } from '../config/metrics-config.ts';
import { requestLanguage } from '../http/route.ts';
import { carriesBearerToken } from './bearer-token.ts';
import type { PlatformMetrics } from './platform-metrics.ts';

export const metricsPath = '/metrics';

/**
 * Serves `GET /metrics` as configured: on a listener of its own (METRICS_LISTEN), or on the
 * API's port behind the bearer token (METRICS_TOKEN); with neither, nowhere. Answers a closer
 * for the listener it opened.
 */
export async function exposeMetrics(
  app: FastifyInstance,
  metrics: PlatformMetrics,
  exposure: MetricsExposure,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const { token, listen } = exposure;
  if (listen) {
    if (!token && !isLoopbackHost(listen.host)) {
      log.warn(
        { host: listen.host },
        'METRICS_LISTEN is reachable beyond this machine and no METRICS_TOKEN is set',
      );
    }
    return openMetricsListener(metrics, listen, token);
  }
  if (token) {
    app.get(metricsPath, async (request, reply) => {
      if (!carriesBearerToken(request.headers.authorization, token)) {
        const { code, key } = ErrorCatalogue.notLoggedIn;
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ code, msg: translateServerMessage(requestLanguage(request), key), data: null });
      }
      const { contentType, text } = await metrics.exposition();
      return reply.header('cache-control', 'no-store').type(contentType).send(text);
    });
  }
  return async () => {};
}

async function openMetricsListener(
  metrics: PlatformMetrics,
  listen: { host: string; port: number },
  token: string | undefined,
): Promise<() => Promise<void>> {
  const refusal = JSON.stringify({
    code: ErrorCatalogue.notLoggedIn.code,
    msg: translateServerMessage('en', ErrorCatalogue.notLoggedIn.key),
    data: null,
  });
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== metricsPath) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    if (token && !carriesBearerToken(request.headers.authorization, token)) {
      response
        .writeHead(401, {
          'content-type': 'application/json; charset=utf-8',
          'www-authenticate': 'Bearer realm="metrics"',
        })
        .end(refusal);
      return;
    }
    metrics.exposition().then(
      ({ contentType, text }) =>
        response
          .writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' })
          .end(text),
      () => response.writeHead(500).end(),
    );
  });
  // Only scrapers call it: a request that takes longer than this is dropped.
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}
