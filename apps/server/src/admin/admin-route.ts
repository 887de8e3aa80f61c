import {
  type AdminEndpointName,
  type AdminEndpoints,
  adminEndpoints,
  type Operator,
} from '@tp/contract/admin-endpoints';
import type { Language } from '@tp/contract/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { tokenFromHeader } from '../http/auth.ts';
import { requestLanguage, requestParams, sendOk } from '../http/route.ts';
import { operatorForToken } from './operator-sessions.ts';

type OperatorOf<N extends AdminEndpointName> = AdminEndpoints[N]['auth'] extends 'required'
  ? Operator
  : null;

export type AdminRouteContext<N extends AdminEndpointName> = {
  params: z.output<AdminEndpoints[N]['params']>;
  operator: OperatorOf<N>;
  /** The session token the request came with, if any. */
  token: string | undefined;
  lang: Language;
  request: FastifyRequest;
};

export type AdminRouteDeps = { db: Db; now: () => Date };

export type AdminRouteOptions = {
  /** A tighter limit than the global one, per client address (login). */
  rateLimitPerMinute?: number;
};

/**
 * The back office's variant of `route()`: binds one admin contract endpoint to its handler,
 * with the same parameter rules and envelope, and an operator session instead of a trader's.
 */
export function adminRoute<N extends AdminEndpointName>(
  app: FastifyInstance,
  deps: AdminRouteDeps,
  name: N,
  handler: (ctx: AdminRouteContext<N>) => Promise<z.input<AdminEndpoints[N]['data']>>,
  options: AdminRouteOptions = {},
): void {
  const endpoint = adminEndpoints[name];
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config:
      options.rateLimitPerMinute === undefined
        ? {}
        : { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const lang = requestLanguage(request);
      const token = tokenFromHeader(request.headers.authorization);
      const operator =
        endpoint.auth === 'required' ? await operatorForToken(deps.db, token, deps.now()) : null;
      if (endpoint.auth === 'required' && !operator) throw new ApiError('notLoggedIn');
      const parsed = endpoint.params.safeParse(requestParams(request));
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') || 'params';
        throw new ApiError('invalidField', { field });
      }
      const data = await handler({
        params: parsed.data as AdminRouteContext<N>['params'],
        operator: operator as OperatorOf<N>,
        token,
        lang,
        request,
      });
      return sendOk(reply, lang, 'public.success', data);
    },
  });
}
