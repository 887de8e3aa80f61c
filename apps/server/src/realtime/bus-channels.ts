import { ErrorCatalogue, type ErrorName } from '@tp/contract/errors';
import {
  type DayMarketFrame,
  dayMarketFrame,
  type KlineMessage,
  klineMessage,
  klineTopicPrefix,
  Topic,
  type UserFrame,
  userFrame,
} from '@tp/contract/realtime';
import { z } from 'zod';

/**
 * Every channel of the bus (`bus.ts`) and the message it carries. The channels a socket can
 * listen to carry the contract's frames as the socket sends them; the others link the processes
 * of the scaled shape (the engine's requests, answers and heartbeat; ended sessions; the
 * catalogue's changes; the feed's ticks). What Redis delivers is checked against the channel's
 * schema (`busMessageSchema`) before any handler sees it.
 */
export type BusChannels = {
  [Topic.dayMarket]: DayMarketFrame;
  [kline: `${typeof klineTopicPrefix}${string}`]: KlineMessage;
  [user: `user.${number}`]: UserFrame;
  'engine.command': EngineRequestMessage;
  'engine.alive': EngineAliveMessage;
  [reply: `engine.reply.${string}`]: EngineReplyMessage;
  'sessions.ended': SessionsEndedMessage;
  [ack: `sessions.ended.ack.${string}`]: SessionsEndedAckMessage;
  'market.catalogue': CatalogueChangedMessage;
  'market.ticks': WireTick[];
  'alerts.changed': AlertsChangedMessage;
};

export type BusChannel = keyof BusChannels & string;
/** The market data a socket subscribes to, the same for everyone. */
export type MarketChannel = typeof Topic.dayMarket | `${typeof klineTopicPrefix}${string}`;
/** The channels a socket's messages come from: market data, and its trader's own topics. */
export type SocketChannel = MarketChannel | `user.${number}`;

export const isMarketChannel = (topic: string): topic is MarketChannel =>
  topic === Topic.dayMarket || topic.startsWith(klineTopicPrefix);

export const userChannel = (userId: number): `user.${number}` => `user.${userId}`;

const errorNames = Object.keys(ErrorCatalogue) as [ErrorName, ...ErrorName[]];

/** A gateway's call of the engine: the engine's host checks the call's name and arguments. */
const engineRequest = z.object({
  id: z.number().int(),
  replyTo: z.string().startsWith('engine.reply.').max(128),
  call: z.string().max(64),
  args: z.unknown(),
});
export type EngineRequestMessage = z.infer<typeof engineRequest>;

const engineReply = z.union([
  z.object({
    id: z.number().int(),
    epoch: z.number(),
    done: z.literal(true),
    value: z.unknown().optional(),
  }),
  z.object({
    id: z.number().int(),
    epoch: z.number(),
    refused: z.object({
      name: z.enum(errorNames),
      values: z.record(z.string(), z.union([z.string(), z.number()])),
    }),
  }),
  z.object({ id: z.number().int(), epoch: z.number(), failed: z.literal(true) }),
]);
export type EngineReplyMessage = z.infer<typeof engineReply>;

const engineAlive = z.object({ epoch: z.number() });
export type EngineAliveMessage = z.infer<typeof engineAlive>;

const sessionsEnded = z.object({
  id: z.string(),
  from: z.string(),
  tokenHashes: z.array(z.string()),
});
export type SessionsEndedMessage = z.infer<typeof sessionsEnded>;

const sessionsEndedAck = z.object({ id: z.string() });
export type SessionsEndedAckMessage = z.infer<typeof sessionsEndedAck>;

/** The process whose operator changed the catalogue, which has read it already. */
const catalogueChanged = z.object({ origin: z.string() });
export type CatalogueChangedMessage = z.infer<typeof catalogueChanged>;

const wireTick = z.object({
  code: z.string(),
  mid: z.string(),
  at: z.number(),
  volume: z.number(),
});
export type WireTick = z.infer<typeof wireTick>;

/** A gateway's word that a trader's alerts changed, for the alert watcher to read them again. */
const alertsChanged = z.object({ userId: z.number().int().positive() });
export type AlertsChangedMessage = z.infer<typeof alertsChanged>;

/** Exact channel names first, then the families named by their start. */
const exact: ReadonlyMap<string, z.ZodType> = new Map<string, z.ZodType>([
  [Topic.dayMarket, dayMarketFrame],
  ['engine.command', engineRequest],
  ['engine.alive', engineAlive],
  ['sessions.ended', sessionsEnded],
  ['market.catalogue', catalogueChanged],
  ['market.ticks', z.array(wireTick)],
  ['alerts.changed', alertsChanged],
]);
const families: readonly [start: string, schema: z.ZodType][] = [
  [klineTopicPrefix, klineMessage],
  ['user.', userFrame],
  ['engine.reply.', engineReply],
  ['sessions.ended.ack.', sessionsEndedAck],
];

/** The schema of what a channel carries; none for a name that is no channel of the bus. */
export function busMessageSchema(channel: string): z.ZodType | undefined {
  const schema = exact.get(channel);
  if (schema) return schema;
  return families.find(([start]) => channel.startsWith(start))?.[1];
}
