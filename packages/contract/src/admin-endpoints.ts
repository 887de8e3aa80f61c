import { z } from 'zod';
import type { Endpoint } from './endpoints.ts';
import { stringParam } from './params.ts';

/**
 * The operator back office's HTTP calls, under `/admin-api/`. Same envelope and parameter rules
 * as the trader's endpoints; `auth: 'required'` here means an operator session (999 without one).
 * Field names are the back office's own (camelCase): no spec client depends on them.
 */

export const operator = z.object({ id: z.number().int(), username: z.string() });
export type Operator = z.infer<typeof operator>;

export const operatorSession = z.object({ token: z.string(), operator });
export type OperatorSession = z.infer<typeof operatorSession>;

export const overviewInstrument = z.object({
  id: z.number().int(),
  code: z.string(),
  showCode: z.string(),
  pricePrecision: z.number().int(),
  /** 1 = open (sessions and the operator switch), 0 = closed. */
  marketStatus: z.number().int(),
  tradingEnabled: z.boolean(),
  bid: z.number().nullable(),
  ask: z.number().nullable(),
  /** ISO time of the last quote, null before the first one. */
  quotedAt: z.string().nullable(),
});
export type OverviewInstrument = z.infer<typeof overviewInstrument>;

export const overview = z.object({
  users: z.number().int(),
  demoUsers: z.number().int(),
  openPositions: z.number().int(),
  pendingOrders: z.number().int(),
  instrumentCount: z.number().int(),
  openInstrumentCount: z.number().int(),
  instruments: z.array(overviewInstrument),
});
export type Overview = z.infer<typeof overview>;

const define = <E extends Endpoint>(endpoint: E) => endpoint;
const noParams = z.object({}).passthrough();
/** Passwords are taken as typed: no trimming. */
const passwordParam = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.string().min(1).max(256),
);

export const adminEndpoints = {
  adminLogin: define({
    method: 'POST',
    path: '/admin-api/login',
    auth: 'none',
    encoding: 'json',
    params: z.object({ username: stringParam(64), password: passwordParam }),
    data: operatorSession,
  }),
  adminMe: define({
    method: 'GET',
    path: '/admin-api/me',
    auth: 'required',
    encoding: 'query',
    params: noParams,
    data: operator,
  }),
  adminLogout: define({
    method: 'POST',
    path: '/admin-api/logout',
    auth: 'required',
    encoding: 'json',
    params: noParams,
    data: z.null(),
  }),
  adminOverview: define({
    method: 'GET',
    path: '/admin-api/overview',
    auth: 'required',
    encoding: 'query',
    params: noParams,
    data: overview,
  }),
} as const;

export type AdminEndpoints = typeof adminEndpoints;
export type AdminEndpointName = keyof AdminEndpoints;
export type AdminParamsOf<N extends AdminEndpointName> = z.input<AdminEndpoints[N]['params']>;
export type AdminDataOf<N extends AdminEndpointName> = z.infer<AdminEndpoints[N]['data']>;

/** Prefix of every back-office call; the static server never answers HTML under it. */
export const adminApiPrefix = '/admin-api/';
