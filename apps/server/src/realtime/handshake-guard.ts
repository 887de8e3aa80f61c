import type { Language } from '@tp/contract/languages';
import { translateServerMessage } from '@tp/contract/server-messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import { originAllowed } from '../http/origin-check.ts';
import type { SocketAllowance } from './socket-allowance.ts';

export type HandshakeGuardOptions = {
  allowance: SocketAllowance;
  allowedOrigins: ReadonlySet<string>;
  language: (request: FastifyRequest) => Language;
};

/**
 * The `onRequest` hook of `/v1/ws`: before the upgrade, it refuses a page of another site
 * (403) and a socket beyond the limits (429 for its address, 503 in all), with the envelope's
 * translated message, and takes the socket's place until its connection ends. A refusal
 * costs an HTTP answer: no socket, no closing handshake to wait for.
 */
export function handshakeGuard(options: HandshakeGuardOptions) {
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply | undefined> => {
    // A plain GET is not upgraded (it answers 404), so it holds no place.
    if (!request.ws) return;
    const origin = request.headers.origin;
    if (!originAllowed(origin, request.host, options.allowedOrigins)) {
      return refuse(reply, 403, new ApiError('originNotAllowed'), options.language(request));
    }
    const connection = request.raw.socket;
    // The client left already: nothing will be upgraded, and no close will give a place back.
    if (connection.destroyed) return;
    const address = request.ip;
    const refusal = options.allowance.take(address);
    if (refusal === 'busy') {
      return refuse(reply, 503, new ApiError('socketsBusy'), options.language(request));
    }
    if (refusal === 'address') {
      return refuse(reply, 429, new ApiError('tooManySockets'), options.language(request));
    }
    connection.once('close', () => options.allowance.giveBack(address));
  };
}

/** Answers the refusal; the hook returns the reply so that nothing after it runs. */
function refuse(
  reply: FastifyReply,
  status: number,
  error: ApiError,
  lang: Language,
): FastifyReply {
  return reply.code(status).send({
    code: error.code,
    msg: translateServerMessage(lang, error.key, error.values),
    data: null,
  });
}
