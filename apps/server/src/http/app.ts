import type { Socket } from 'node:net';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { ErrorCatalogue } from '@tp/contract/errors';
import { defaultLanguage } from '@tp/contract/languages';
import { clientFrameBytesMax } from '@tp/contract/realtime';
import { translateServerMessage } from '@tp/contract/server-messages';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { TrustProxy } from '../config/trust-proxy.ts';
import { EngineRefusal } from '../engine/engine-refusal.ts';
import { ApiError } from './api-error.ts';
import { registerCors } from './cors.ts';
import type { HttpDrain } from './drain.ts';
import { RequestLogController } from './request-log-controller.ts';
import { requestLanguage, sendError } from './route.ts';
import { registerSecurityHeaders } from './security-headers.ts';

export type HttpOptions = {
  logLevel: string;
  /** Requests per minute per address; benchmarks raise it. */
  rateLimitPerMinute?: number;
  /** Which proxies may tell the client's address (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
  /** The API's public origin (PUBLIC_URL), if set. */
  publicUrl?: string | undefined;
  /** Origins besides the site's own whose pages may call the API (ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
  /** Refuses new requests while the process stops; unset: never. */
  drain?: HttpDrain;
};

/** The HTTP shell every feature registers into: body parsers, limits, headers, the envelope for errors. */
export async function createHttpApp(options: HttpOptions): Promise<FastifyInstance> {
  const trustProxy = options.trustProxy ?? false;
  const app = Fastify({
    logger: { level: options.logLevel },
    logController: new RequestLogController(),
    bodyLimit: 1024 * 1024,
    // The client's address is the socket's unless a configured proxy forwarded the request:
    // a forwarded header from anyone else would let each request claim a new address.
    trustProxy: fastifyTrust(trustProxy),
    clientErrorHandler: answerClientError,
    // A path the router cannot decode (broken %-encoding): the envelope, like any refusal.
    frameworkErrors: answerBadUrl,
    // While it closes, the drain answers new requests in the envelope instead of fastify's 503.
    return503OnClosing: false,
  });
  options.drain?.register(app);
  const publicOrigins = options.publicUrl ? [options.publicUrl] : [];
  const configuredOrigins = new Set([...publicOrigins, ...(options.allowedOrigins ?? [])]);
  registerSecurityHeaders(app, publicOrigins);
  // A preflight is answered here, before the rate limit's hook: it reads nothing but headers.
  registerCors(app, configuredOrigins);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 8 * 1024 * 1024, files: 1 } });
  await app.register(rateLimit, {
    max: options.rateLimitPerMinute ?? 1200,
    timeWindow: '1 minute',
    errorResponseBuilder: () => new ApiError('tooManyRequests'),
    // The limit, the requests left and the reset are told with the refusal (and Retry-After);
    // on every other answer they were three headers that no client of the platform reads.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
  });
  // ws closes a socket whose frame exceeds maxPayload; below that the gateway answers a frame
  // over clientFrameBytesMax with an error and keeps the socket open.
  await app.register(websocket, { options: { maxPayload: 4 * clientFrameBytesMax } });

  app.setErrorHandler((error, request, reply) => {
    const lang = requestLanguage(request);
    // The engine's refusals carry the catalogue's name and figures: the same envelope as any.
    if (error instanceof ApiError || error instanceof EngineRefusal) {
      return sendError(reply, lang, error);
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 429) return sendError(reply, lang, new ApiError('tooManyRequests'));
    if (status !== undefined && status >= 400 && status < 500) {
      return sendError(reply, lang, new ApiError('malformedRequest'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, lang, new ApiError('internal'));
  });
  return app;
}

function answerBadUrl(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { code, key } = ErrorCatalogue.malformedRequest;
  const msg = translateServerMessage(requestLanguage(request), key);
  void reply
    .status(400)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send({ code, msg, data: null });
}

/** fastify takes a hop count as a function of the hop: the nearest N hops are proxies. */
function fastifyTrust(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return [...trust];
}

/**
 * A request Node's parser refuses before the app sees it (a broken request line, headers too
 * large): still answered in the envelope, in the default language since no header was read.
 */
function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const { code, key } = ErrorCatalogue.malformedRequest;
  const body = JSON.stringify({
    code,
    msg: translateServerMessage(defaultLanguage, key),
    data: null,
  });
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
