import type { CatalogueError } from '@tp/contract/catalogue-error';
import { type EndpointName, type Endpoints, endpoints } from '@tp/contract/endpoints';
import { type Language, resolveLanguage } from '@tp/contract/languages';
import { translateServerMessage } from '@tp/contract/server-messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { ApiError } from './api-error.ts';
import { type AuthUser, heldUserForToken, tokenFromHeader, userForToken } from './auth.ts';
import { compressedAnswer } from './compressed-answer.ts';

export type RouteContext<N extends EndpointName, U> = {
  params: z.output<Endpoints[N]['params']>;
  user: U;
  lang: Language;
  request: FastifyRequest;
  /** Success message key; a handler may set another (e.g. 'trade.orderPlaced'). */
  setMessage: (key: string) => void;
};

type UserOf<N extends EndpointName> = Endpoints[N]['auth'] extends 'required'
  ? AuthUser
  : AuthUser | null;

export type RouteDeps = { db: Db; now: () => Date };

/**
 * Registers the handler of one contract endpoint: it takes parameters from the query, a form
 * body or a JSON body alike, validates them with the contract's schema, resolves the user,
 * and answers in the envelope. Failures answer HTTP 200 with their catalogue code.
 */
export function route<N extends EndpointName>(
  app: FastifyInstance,
  deps: RouteDeps,
  name: N,
  handler: (ctx: RouteContext<N, UserOf<N>>) => Promise<z.input<Endpoints[N]['data']>>,
): void {
  const endpoint = endpoints[name];
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    // Reads can answer long lists; a command's answer is short and skips the hook altogether.
    ...(endpoint.method === 'GET' ? { onSend: compressedAnswer } : {}),
    handler: async (request, reply) => {
      const lang = requestLanguage(request);
      const held = endpoint.auth === 'none' ? null : routeUser(deps, request);
      const user = held === undefined ? await readUser(deps, request) : held;
      if (endpoint.auth === 'required' && !user) throw new ApiError('notLoggedIn');
      const parsed = endpoint.params.safeParse(requestParams(request));
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') || 'params';
        throw new ApiError('invalidField', { field });
      }
      let messageKey = 'public.success';
      const data = await handler({
        params: parsed.data as RouteContext<N, UserOf<N>>['params'],
        user: user as UserOf<N>,
        lang,
        request,
        setMessage(key) {
          messageKey = key;
        },
      });
      return sendOk(reply, lang, messageKey, data);
    },
  });
}

/** The caller's user when this process holds the session (most calls): no turn is waited for. */
function routeUser(deps: RouteDeps, request: FastifyRequest): AuthUser | null | undefined {
  return heldUserForToken(deps.db, tokenFromHeader(request.headers.authorization), deps.now());
}

/** The caller's user, its session read from the database. */
function readUser(deps: RouteDeps, request: FastifyRequest): Promise<AuthUser | null> {
  return userForToken(deps.db, tokenFromHeader(request.headers.authorization), deps.now());
}

export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers.lang;
  return resolveLanguage(Array.isArray(header) ? header[0] : header);
}

/** Query parameters merged with the body (form or JSON); the body wins on a clash. */
export function requestParams(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body;
  const fromBody = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  const { t: _timestamp, ...rest } = { ...query, ...(fromBody as Record<string, unknown>) };
  return rest;
}

export function sendOk(reply: FastifyReply, lang: Language, key: string, data: unknown) {
  return reply.send({ code: 1, msg: translateServerMessage(lang, key), data });
}

export function sendError(reply: FastifyReply, lang: Language, error: CatalogueError) {
  return reply.status(200).send({
    code: error.code,
    msg: translateServerMessage(lang, error.key, error.values),
    data: null,
  });
}
