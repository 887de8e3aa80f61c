import { adminEndpoints, type Operator } from '@tp/contract/admin-endpoints';
import { adminNewsEndpoints } from '@tp/contract/admin-news';
import { adminOperationEndpoints, adminRolesOf } from '@tp/contract/admin-operations';
import type { Language } from '@tp/contract/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { tokenFromHeader } from '../http/auth.ts';
import { requestLanguage, requestParams, sendOk } from '../http/route.ts';
import { operatorForToken } from './operator-sessions.ts';

/** Every back-office call: the review and configuration calls, the running of the broker, the news desk. */
export const backOfficeEndpoints = {
  ...adminEndpoints,
  ...adminOperationEndpoints,
  ...adminNewsEndpoints,
};
export type BackOfficeEndpoints = typeof backOfficeEndpoints;
export type BackOfficeEndpointName = keyof BackOfficeEndpoints;

/** What an operator who has not enrolled an authenticator yet may call. */
export const openBeforeEnrolment: ReadonlySet<BackOfficeEndpointName> = new Set([
  'adminMe',
  'adminLogout',
  'adminTotpSetup',
  'adminTotpEnable',
]);

type OperatorOf<N extends BackOfficeEndpointName> =
  BackOfficeEndpoints[N]['auth'] extends 'required' ? Operator : null;

export type AdminRouteContext<N extends BackOfficeEndpointName> = {
  params: z.output<BackOfficeEndpoints[N]['params']>;
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
  /** The error for a parameter the contract's schema refuses; `invalidField` by default. */
  paramError?: (field: string, lang: Language) => ApiError;
};

/** Administrators may call everything; a call without a role list is open to every operator. */
export function mayCall(operator: Operator, name: BackOfficeEndpointName): boolean {
  const roles = adminRolesOf[name];
  return roles === undefined || operator.role === 'administrator' || roles.includes(operator.role);
}

/**
 * The back office's variant of `route()`: binds one admin contract endpoint to its handler,
 * with the same parameter rules and envelope, and an operator session instead of a trader's.
 * The session must have two-factor sign-in enrolled (or be enrolling) and the operator's role
 * must be one the contract lets call the endpoint.
 */
export function adminRoute<N extends BackOfficeEndpointName>(
  app: FastifyInstance,
  deps: AdminRouteDeps,
  name: N,
  handler: (ctx: AdminRouteContext<N>) => Promise<z.input<BackOfficeEndpoints[N]['data']>>,
  options: AdminRouteOptions = {},
): void {
  const endpoint = backOfficeEndpoints[name];
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
      if (endpoint.auth === 'required') {
        if (!operator) throw new ApiError('notLoggedIn');
        if (!operator.totpEnabled && !openBeforeEnrolment.has(name)) {
          throw new ApiError('totpEnrolRequired');
        }
        if (!mayCall(operator, name)) throw new ApiError('forbiddenRole');
      }
      const parsed = endpoint.params.safeParse(requestParams(request));
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') || 'params';
        throw options.paramError?.(field, lang) ?? new ApiError('invalidField', { field });
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
