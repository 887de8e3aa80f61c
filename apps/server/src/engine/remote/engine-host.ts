import type { Logger } from 'pino';
import type { ManagedBus } from '../../realtime/bus.ts';
import { type EngineApi, isEngineCall } from '../engine-api.ts';
import { EngineRefusal } from '../engine-refusal.ts';
import {
  type EngineAlive,
  type EngineReply,
  type EngineRequest,
  engineAliveChannel,
  engineAliveIntervalMs,
  engineCommandChannel,
  engineReplyPrefix,
} from './engine-link.ts';
import { fromWire, toWire } from './wire-values.ts';

/** A reply channel is the prefix and an id; anything longer is not one of ours. */
const replyChannelLengthMax = engineReplyPrefix.length + 64;

/**
 * Serves the engine that leads to the gateways of the scaled shape: takes requests from the
 * bus, calls the engine, and publishes each answer on the asking gateway's reply channel;
 * says every second that it is there.
 */
export class EngineHost {
  private leave: (() => void) | undefined;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly engine: EngineApi,
    private readonly bus: ManagedBus,
    private readonly epoch: number,
    private readonly log: Pick<Logger, 'warn' | 'error'>,
  ) {}

  /** Takes requests from now on; resolves once the subscription is in effect and announced. */
  async start(): Promise<void> {
    this.leave ??= this.bus.subscribe(engineCommandChannel, (message) => this.serve(message));
    await this.bus.settled();
    this.announce();
    this.heartbeat ??= setInterval(() => this.announce(), engineAliveIntervalMs);
    this.heartbeat.unref();
  }

  /** Takes no more requests; those under way are still answered. */
  stop(): void {
    this.leave?.();
    this.leave = undefined;
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  private announce(): void {
    const alive: EngineAlive = { epoch: this.epoch };
    this.bus.publish(engineAliveChannel, alive);
  }

  private serve(message: unknown): void {
    const request = asRequest(message);
    if (!request) {
      this.log.warn({ message }, 'engine request not understood');
      return;
    }
    const { id } = request;
    const epoch = this.epoch;
    this.call(request).then(
      (value) => this.reply(request, { id, epoch, done: true, value: toWire(value) }),
      (error: unknown) => {
        if (error instanceof EngineRefusal) {
          const refused = { name: error.errorName, values: error.values };
          this.reply(request, { id, epoch, refused });
          return;
        }
        this.log.error({ err: error, call: request.call }, 'engine request failed');
        this.reply(request, { id, epoch, failed: true });
      },
    );
  }

  private async call(request: EngineRequest): Promise<unknown> {
    const method = this.engine[request.call] as (...args: unknown[]) => Promise<unknown>;
    return method.apply(this.engine, fromWire(request.args) as unknown[]);
  }

  private reply(request: EngineRequest, reply: EngineReply): void {
    this.bus.publish(request.replyTo, reply);
  }
}

function asRequest(message: unknown): EngineRequest | undefined {
  const request = message as Partial<EngineRequest> | null;
  if (
    !Number.isSafeInteger(request?.id) ||
    typeof request?.replyTo !== 'string' ||
    !request.replyTo.startsWith(engineReplyPrefix) ||
    request.replyTo.length > replyChannelLengthMax ||
    !isEngineCall(request.call) ||
    !Array.isArray(request.args)
  ) {
    return undefined;
  }
  return request as EngineRequest;
}
