import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { clientFrameBytesMax } from '@tp/contract/realtime';
import Fastify, { type FastifyInstance } from 'fastify';
import { ApiError } from './api-error.ts';
import { RequestLogController } from './request-log-controller.ts';
import { requestLanguage, sendError } from './route.ts';

export type HttpOptions = {
  logLevel: string;
  /** Requests per minute per address; benchmarks raise it. */
  rateLimitPerMinute?: number;
};

/** The HTTP shell every feature registers into: body parsers, limits, the envelope for errors. */
export async function createHttpApp(options: HttpOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel },
    logController: new RequestLogController(),
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 8 * 1024 * 1024, files: 1 } });
  await app.register(rateLimit, {
    max: options.rateLimitPerMinute ?? 1200,
    timeWindow: '1 minute',
    errorResponseBuilder: () => new ApiError('tooManyRequests'),
  });
  // ws closes a socket whose frame exceeds maxPayload; below that the gateway answers a frame
  // over clientFrameBytesMax with an error and keeps the socket open.
  await app.register(websocket, { options: { maxPayload: 4 * clientFrameBytesMax } });

  app.setErrorHandler((error, request, reply) => {
    const lang = requestLanguage(request);
    if (error instanceof ApiError) return sendError(reply, lang, error);
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
