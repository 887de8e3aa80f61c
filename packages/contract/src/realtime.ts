import { z } from 'zod';
import { accountSummary, candle, chartPeriods } from './entities.ts';
import { notification } from './notifications.ts';
import {
  clientFrameBytesMax,
  connectTimeoutMs,
  klineTopic,
  klineTopicPrefix,
  pingIntervalMs,
  realtimePath,
  Topic,
  unansweredPingsMax,
} from './realtime-topics.ts';

export {
  clientFrameBytesMax,
  connectTimeoutMs,
  klineTopic,
  klineTopicPrefix,
  pingIntervalMs,
  realtimePath,
  Topic,
  unansweredPingsMax,
} from './realtime-topics.ts';

/** The realtime protocol on `/v1/ws` (DESIGN §4): JSON text frames. */

const topicName = z.string().min(1).max(64);
const topicParams = z.union([topicName, z.object({ topic: topicName }).transform((p) => p.topic)]);

export const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping'), params: z.unknown().optional() }),
  z.object({ type: z.literal('sub'), params: topicParams }),
  z.object({ type: z.literal('unsub'), params: topicParams }),
  z.object({
    type: z.literal('login'),
    params: z.union([
      z.string().min(1).max(256),
      z.object({ token: z.string().min(1).max(256) }).transform((p) => p.token),
    ]),
  }),
  z.object({ type: z.literal('logout'), params: z.unknown().optional() }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;
/** A frame holds one message or an array of them. */
export const clientFrame = z.union([clientMessage, z.array(clientMessage).min(1).max(32)]);

export const marketQuote = z.object({
  id: z.number().int(),
  symbol: z.string(),
  /** 1 = open. */
  status: z.number().int(),
  quotation: z.object({
    open: z.number(),
    close: z.number(),
    high: z.number(),
    low: z.number(),
    change: z.number(),
    volume: z.number(),
    bid: z.number(),
    ask: z.number(),
  }),
});
export type MarketQuote = z.infer<typeof marketQuote>;

/** `DAY_MARKET`: every instrument's quote. */
export const dayMarketFrame = z.object({
  type: z.literal(Topic.dayMarket),
  data: z.array(marketQuote),
});
export type DayMarketFrame = z.infer<typeof dayMarketFrame>;

/** The frames of one trader's own topics: their account's figures, closes and notices. */
export const userFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal(Topic.forexTrade), data: accountSummary }),
  z.object({
    type: z.literal(Topic.forexClosed),
    data: z.object({ ids: z.array(z.number().int()) }),
  }),
  /** Every notification since the last frame, oldest first: none is conflated away. */
  z.object({ type: z.literal(Topic.notice), data: z.object({ items: z.array(notification) }) }),
]);
export type UserFrame = z.infer<typeof userFrame>;

export const serverMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('login_result'), code: z.number().int(), msg: z.string() }),
  z.object({ type: z.literal('error'), code: z.number().int(), msg: z.string() }),
  z.object({
    type: z.literal('sub_result'),
    topic: z.string(),
    code: z.number().int(),
    msg: z.string(),
  }),
  dayMarketFrame,
  ...userFrame.options,
]);

/** `KLINE.{code}`: the forming candle of every chart period; its type is dynamic so it stands apart. */
export const klineMessage = z.object({
  type: z.string().startsWith(klineTopicPrefix),
  data: z.object({ code: z.string(), candles: z.record(z.enum(chartPeriods), candle) }),
});
export type KlineMessage = z.infer<typeof klineMessage>;
export type ServerMessage = z.infer<typeof serverMessage> | KlineMessage;
