import { z } from 'zod';
import {
  areaCode,
  balance,
  basicInfo,
  candle,
  category,
  chartPeriods,
  instrument,
  order,
  orderList,
  session,
  setting,
  sparkline,
  user,
} from './entities.ts';
import {
  intParam,
  numberParam,
  optionalIntParam,
  optionalNumberParam,
  optionalSecretParam,
  optionalStringParam,
  stringParam,
} from './params.ts';

/**
 * Every HTTP call of spec §7, once. The server validates `params` and answers `data`;
 * the clients and tests take their types from here.
 * `auth`: 'required' answers 999 without a valid token; 'optional' reads the user if any.
 * `encoding` is how the spec's client sends the body; the server accepts query, form or JSON alike.
 */
export type Endpoint = {
  method: 'GET' | 'POST';
  path: string;
  auth: 'none' | 'optional' | 'required';
  encoding: 'query' | 'form' | 'json';
  params: z.ZodType;
  data: z.ZodType;
};

const define = <E extends Endpoint>(endpoint: E) => endpoint;
const noParams = z.object({}).passthrough();

export const endpoints = {
  areaList: define({
    method: 'GET',
    path: '/api/default/area_list',
    auth: 'none',
    encoding: 'query',
    params: noParams,
    data: z.array(areaCode),
  }),
  basicInfo: define({
    method: 'GET',
    path: '/api/basicSet/getBasicInfo',
    auth: 'none',
    encoding: 'query',
    params: noParams,
    data: basicInfo,
  }),
  setting: define({
    method: 'GET',
    path: '/api/default/setting',
    auth: 'none',
    encoding: 'query',
    params: z.object({ key: stringParam(64) }),
    data: setting,
  }),
  createDemoAccount: define({
    method: 'GET',
    path: '/api/user/createAccountDemoForU',
    auth: 'none',
    encoding: 'query',
    params: z.object({ demo_id: stringParam(128) }),
    data: session,
  }),
  login: define({
    method: 'POST',
    path: '/api/user/loginForU',
    auth: 'none',
    encoding: 'form',
    // Both optional here so that a missing one gets its own message (spec §5).
    params: z.object({
      account: optionalStringParam(128),
      password: optionalSecretParam(128),
      /** 1 e-mail, 2 phone. */
      login_type: optionalIntParam(),
    }),
    data: session,
  }),
  userInfo: define({
    method: 'GET',
    path: '/api/user/info',
    auth: 'required',
    encoding: 'query',
    params: noParams,
    data: user,
  }),
  balance: define({
    method: 'GET',
    path: '/v1/api/main/wallet/getBalance',
    auth: 'required',
    encoding: 'query',
    params: noParams,
    data: balance,
  }),
  resetDemo: define({
    method: 'GET',
    path: '/v1/api/main/user/resetForexDemoAccount',
    auth: 'required',
    encoding: 'query',
    params: noParams,
    data: balance,
  }),
  tradeList: define({
    method: 'GET',
    path: '/v1/api/forex/trade_list',
    auth: 'optional',
    encoding: 'query',
    params: z.object({
      searchCurrency: optionalStringParam(32),
      category_id: optionalIntParam(),
    }),
    data: z.array(instrument),
  }),
  categories: define({
    method: 'GET',
    path: '/v1/api/forex/getCategories',
    auth: 'none',
    encoding: 'query',
    params: noParams,
    data: z.array(category),
  }),
  kline: define({
    method: 'GET',
    path: '/v1/api/forex/kline',
    auth: 'none',
    encoding: 'query',
    params: z.object({
      forex_id: intParam(),
      period: z.enum(chartPeriods),
      /** Optional: only candles that start before this unix second (older history). */
      before: optionalIntParam(),
      /** Optional: how many candles, 1–1000 (default 500). */
      limit: optionalIntParam(),
    }),
    data: z.array(candle),
  }),
  abbreviatedKline: define({
    method: 'GET',
    path: '/v1/api/forex/abbreviated_cache_kline',
    auth: 'none',
    encoding: 'query',
    params: z.object({ forex_id: optionalIntParam() }),
    data: z.array(sparkline),
  }),
  submit: define({
    method: 'POST',
    path: '/v1/api/forex/submit',
    auth: 'required',
    encoding: 'json',
    params: z.object({
      /** 1 buy, 2 sell. */
      type: intParam(),
      /** Lots. */
      cont: numberParam(),
      forex_id: intParam(),
      /** Form mode: 1 market, 0 pending. */
      status: intParam(),
      target_price: optionalNumberParam(),
      stop_loss_price: optionalNumberParam(),
      target_profit_price: optionalNumberParam(),
      multiple: optionalIntParam(),
      /** Idempotency id made by the client and reused on every retry (also accepted as header `idempotency-key`). */
      client_order_id: optionalStringParam(64),
    }),
    data: order,
  }),
  myDeal: define({
    method: 'GET',
    path: '/v1/api/forex/my_deal',
    auth: 'required',
    encoding: 'query',
    params: z.object({ status: intParam(), page: optionalIntParam() }),
    data: orderList,
  }),
  close: define({
    method: 'POST',
    path: '/v1/api/forex/close',
    auth: 'required',
    encoding: 'json',
    params: z.object({ id: intParam() }),
    data: order,
  }),
  cancelTrade: define({
    method: 'POST',
    path: '/v1/api/forex/cancel_trade',
    auth: 'required',
    encoding: 'json',
    params: z.object({ id: intParam() }),
    data: order,
  }),
  setStopPrice: define({
    method: 'POST',
    path: '/v1/api/forex/set_stop_price',
    auth: 'required',
    encoding: 'json',
    params: z.object({
      id: intParam(),
      /** 0 or absent clears the take-profit. */
      target_profit_price: optionalNumberParam(),
      /** 0 or absent clears the stop-loss. */
      stop_loss_price: optionalNumberParam(),
    }),
    data: order,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type ParamsOf<N extends EndpointName> = z.input<Endpoints[N]['params']>;
export type DataOf<N extends EndpointName> = z.infer<Endpoints[N]['data']>;

/** Orders per page of my_deal. */
export const orderPageSize = 20;
