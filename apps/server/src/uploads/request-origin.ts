import type { FastifyRequest } from 'fastify';

/** Scheme and host the request came to (behind a proxy, as the proxy says), for absolute links. */
export const requestOrigin = (request: FastifyRequest): string =>
  `${request.protocol}://${request.host}`;
