import type { FastifyInstance } from 'fastify';
import { originAllowed } from './origin-check.ts';

const allowMethods = 'GET, POST, DELETE';
const allowHeaders = 'authorization, lang, content-type, idempotency-key';
/** Browsers may keep a preflight's answer this long before asking again. */
const preflightMaxAgeSeconds = 600;

/**
 * Cross-origin calls from the site's own pages (the app at `www.example.com` calling
 * `api.example.com`) and `ALLOWED_ORIGINS`; every other page gets no CORS headers, so its
 * browser keeps the answer from it. The token travels in a header, never a cookie, so
 * credentials are never allowed. One synchronous hook that does nothing for a request without
 * an Origin: @fastify/cors worked out its options again for every request, about a tenth of a
 * submit's cost on the server (measured with bench:orders), whether the request came from a
 * page or not.
 */
export function registerCors(app: FastifyInstance, configuredOrigins: ReadonlySet<string>): void {
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (origin === undefined) return done();
    reply.header('vary', 'Origin');
    if (!originAllowed(origin, request.host, configuredOrigins)) return done();
    reply.header('access-control-allow-origin', origin);
    const preflight =
      request.method === 'OPTIONS' &&
      request.headers['access-control-request-method'] !== undefined;
    if (!preflight) return done();
    void reply
      .code(204)
      .header('access-control-allow-methods', allowMethods)
      .header('access-control-allow-headers', allowHeaders)
      .header('access-control-max-age', String(preflightMaxAgeSeconds))
      .header('content-length', '0')
      .send();
  });
}
