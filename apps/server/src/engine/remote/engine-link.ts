import type { ErrorName } from '@tp/contract/errors';
import type { EngineCall } from '../engine-api.ts';

/**
 * How gateways reach the one engine over the bus (Redis in the scaled shape): a request on
 * `engine.command`, its answer on the asking gateway's own reply channel, and a heartbeat by
 * which gateways know an engine is there. Every request is answered at most once; one sent
 * while no engine listens is answered by nobody, so the gateway gives up on it (see
 * RemoteEngine). Values travel through toWire/fromWire.
 */
export const engineCommandChannel = 'engine.command';
export const engineAliveChannel = 'engine.alive';
export const engineReplyPrefix = 'engine.reply.';

/** How often the leading engine says it is there, and how long gateways wait for the next. */
export const engineAliveIntervalMs = 1_000;
export const engineAliveTimeoutMs = 3_500;

export type EngineRequest = {
  id: number;
  /** The gateway's reply channel: engineReplyPrefix and an id of its own. */
  replyTo: `${typeof engineReplyPrefix}${string}`;
  call: EngineCall;
  /** toWire of the arguments. */
  args: unknown;
};

/** How the engine settled a request. */
type EngineOutcome =
  /** Done: `value` is toWire of the answer, absent for a call that answers nothing. */
  | { done: true; value?: unknown }
  /** A refusal the trader is told about, as the engine decided it. */
  | { refused: { name: ErrorName; values: Record<string, string | number> } }
  /** Anything else: the gateway answers its own internal error. */
  | { failed: true };

/**
 * Every answer names the epoch of the engine that gave it, so a gateway knows which engine
 * leads from its first answer, before the first heartbeat reaches it.
 */
export type EngineReply = { id: number; epoch: number } & EngineOutcome;

/** The engine that leads now: its epoch tells a new engine from the one before (epochs only grow). */
export type EngineAlive = { epoch: number };
