/**
 * The realtime protocol's addresses, topics and timings (DESIGN §4, spec §9), without the frames'
 * schemas (`realtime.ts`, which exports these too), so that a client can subscribe and time its
 * pings before it has built the validators.
 */

export const realtimePath = '/v1/ws';

/** Largest client frame the server reads; a larger one is answered with an error. */
export const clientFrameBytesMax = 16 * 1024;

/** Client timings of spec §9. */
export const pingIntervalMs = 5_000;

export const unansweredPingsMax = 2;

export const connectTimeoutMs = 5_000;

export const Topic = {
  dayMarket: 'DAY_MARKET',
  forexTrade: 'FOREX_TRADE',
  forexClosed: 'FOREX_CLOSED',
  /** Notifications of what the server did to the account on its own, each one kept. */
  notice: 'NOTICE',
} as const;

export const klineTopicPrefix = 'KLINE.';

export const klineTopic = (code: string): `${typeof klineTopicPrefix}${string}` =>
  `${klineTopicPrefix}${code}`;
