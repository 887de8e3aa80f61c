import { randomUUID } from 'node:crypto';
import { ErrorCatalogue, type ErrorName } from '@tp/contract/errors';
import type { ManagedBus } from '../../realtime/bus.ts';
import { type EngineApi, type EngineCall, engineCalls } from '../engine-api.ts';
import { EngineRefusal } from '../engine-refusal.ts';
import {
  type EngineAlive,
  type EngineReply,
  type EngineRequest,
  engineAliveChannel,
  engineAliveTimeoutMs,
  engineCommandChannel,
  engineReplyPrefix,
} from './engine-link.ts';
import { fromWire, toWire } from './wire-values.ts';

/** How long a gateway waits for the engine's answer before it tells the trader it has none. */
export const engineRequestTimeoutMs = 5_000;

type Waiting = {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  timer: NodeJS.Timeout;
  /** The epoch of the engine that led when the request was sent, if one had been heard. */
  epoch: number | undefined;
};

export type RemoteEngineOptions = {
  timeoutMs?: number;
  /** Milliseconds of a monotonic clock (tests move it). */
  nowMs?: () => number;
};

/**
 * The engine as a gateway of the scaled shape reaches it: each call is a request over the bus,
 * answered by the engine that leads (engine-host.ts). A call the engine does not answer in
 * time, or made while no engine has been heard for a while, fails with engineUnavailable:
 * the trader is told to check their orders, as the command may still have been carried out.
 * When another engine takes over, the requests sent to the one before fail at once the same
 * way: that engine will answer none of them.
 */
export class RemoteEngine {
  readonly api: EngineApi;
  private readonly replyTo = `${engineReplyPrefix}${randomUUID()}` as const;
  private readonly waiting = new Map<number, Waiting>();
  private readonly leave: (() => void)[];
  private readonly timeoutMs: number;
  private readonly nowMs: () => number;
  private nextId = 1;
  /** When an engine last said it leads, and its epoch; undefined until one has. */
  private heardAtMs: number | undefined;
  private epoch: number | undefined;
  private closed = false;

  constructor(
    private readonly bus: ManagedBus,
    options: RemoteEngineOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? engineRequestTimeoutMs;
    this.nowMs = options.nowMs ?? (() => performance.now());
    this.leave = [
      bus.subscribe(this.replyTo, (message) => this.answer(message)),
      bus.subscribe(engineAliveChannel, (message) => this.heard(message)),
    ];
    const calls = engineCalls.map((call) => [
      call,
      (...args: unknown[]) => this.request(call, args),
    ]);
    this.api = Object.fromEntries(calls) as EngineApi;
  }

  /** Resolves once answers can reach this gateway: its reply channel is subscribed. */
  ready(): Promise<void> {
    return this.bus.settled();
  }

  /** Calls waiting for their answer (benchmarks, leak checks). */
  get waitingCount(): number {
    return this.waiting.size;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const leave of this.leave) leave();
    for (const id of [...this.waiting.keys()]) this.giveUp(id);
  }

  private request(call: EngineCall, args: unknown[]): Promise<unknown> {
    if (this.closed || this.engineQuiet()) {
      return Promise.reject(new EngineRefusal('engineUnavailable'));
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.giveUp(id), this.timeoutMs);
      this.waiting.set(id, { resolve, reject, timer, epoch: this.epoch });
      const request: EngineRequest = { id, replyTo: this.replyTo, call, args: toWire(args) };
      this.bus.publish(engineCommandChannel, request);
    });
  }

  private heard(message: unknown): void {
    this.heardAtMs = this.nowMs();
    this.leads((message as Partial<EngineAlive> | null)?.epoch);
  }

  /**
   * An engine of this epoch leads, as its heartbeat or an answer says. A newer one has replaced
   * the engine the waiting requests were sent to, which will answer none of them. An older one
   * is an answer that was on its way when the engine was replaced: it changes nothing.
   */
  private leads(epoch: unknown): void {
    if (typeof epoch !== 'number' || (this.epoch !== undefined && epoch <= this.epoch)) return;
    this.epoch = epoch;
    for (const [id, waiting] of this.waiting) {
      if (waiting.epoch !== undefined && waiting.epoch !== epoch) this.giveUp(id);
    }
  }

  /** An engine was heard and has gone quiet: nobody would take the request, so fail at once. */
  private engineQuiet(): boolean {
    return this.heardAtMs !== undefined && this.nowMs() - this.heardAtMs > engineAliveTimeoutMs;
  }

  private giveUp(id: number): void {
    const waiting = this.waiting.get(id);
    if (!waiting) return;
    this.waiting.delete(id);
    clearTimeout(waiting.timer);
    waiting.reject(new EngineRefusal('engineUnavailable'));
  }

  private answer(message: unknown): void {
    const reply = message as Partial<EngineReply> | null;
    if (typeof reply?.id !== 'number') return;
    // The answer settles its own request first: the engine that gave it carried it out.
    this.settle(reply.id, reply);
    this.leads(reply.epoch);
  }

  private settle(id: number, reply: Partial<EngineReply>): void {
    const waiting = this.waiting.get(id);
    // Answered after the gateway gave up on it: the trader was told to check their orders.
    if (!waiting) return;
    this.waiting.delete(id);
    clearTimeout(waiting.timer);
    if ('done' in reply) waiting.resolve(fromWire(reply.value));
    else if ('refused' in reply && reply.refused && isErrorName(reply.refused.name)) {
      waiting.reject(new EngineRefusal(reply.refused.name, reply.refused.values));
    } else waiting.reject(new EngineRefusal('internal'));
  }
}

function isErrorName(name: unknown): name is ErrorName {
  return typeof name === 'string' && Object.hasOwn(ErrorCatalogue, name);
}
