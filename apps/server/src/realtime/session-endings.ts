import { randomBytes } from 'node:crypto';
import type { Bus } from './bus.ts';

/** Every gateway listens here for the sessions another one ended. */
export const sessionsEndedChannel = 'sessions.ended' as const;
/** Where the gateways that applied an ending answer the one that announced it. */
export const sessionsEndedAckChannel = (processId: string) =>
  `sessions.ended.ack.${processId}` as const;

/** Hashes in one message, so that ending thousands of sessions stays a few small messages. */
const hashesPerMessageMax = 500;
const tokenHash = /^[0-9a-f]{64}$/;

type EndedMessage = { id: string; from: string; tokenHashes: string[] };

export type SessionEndingsOptions = {
  bus: Bus;
  /** Ends the sessions' sockets in this process (and forgets the sessions it has cached). */
  apply: (tokenHashes: readonly string[]) => void;
  /** The longest an announcement waits for the other gateways before it gives up on them. */
  ackWaitMs: number;
  onError: (error: unknown) => void;
};

/**
 * Ends sessions in every gateway of a deployment at once. An announcement is applied here,
 * then published by the hashes of the sessions (never their tokens); each gateway applies it
 * and answers, and the announcement resolves once as many answers came back as Redis counted
 * receivers, so the call that ended the sessions answers only when no gateway can still send
 * their users anything. In-process, all of that happens before `announce` returns.
 */
export class SessionEndings {
  private readonly processId = randomBytes(8).toString('hex');
  private readonly waiting = new Map<string, { acks: number; needed?: number; done: () => void }>();
  private readonly leaves: (() => void)[] = [];

  constructor(private readonly options: SessionEndingsOptions) {}

  start(): void {
    const { bus } = this.options;
    this.leaves.push(
      bus.subscribe(sessionsEndedChannel, (message) => this.received(message)),
      bus.subscribe(sessionsEndedAckChannel(this.processId), (message) => this.acked(message)),
    );
  }

  /** Stops listening; announcements still waiting resolve at once. */
  stop(): void {
    for (const leave of this.leaves.splice(0)) leave();
    for (const entry of this.waiting.values()) entry.done();
    this.waiting.clear();
  }

  async announce(tokenHashes: readonly string[]): Promise<void> {
    this.options.apply(tokenHashes);
    const parts: Promise<void>[] = [];
    for (let start = 0; start < tokenHashes.length; start += hashesPerMessageMax) {
      parts.push(this.broadcast(tokenHashes.slice(start, start + hashesPerMessageMax)));
    }
    await Promise.all(parts);
  }

  private async broadcast(tokenHashes: string[]): Promise<void> {
    const id = randomBytes(8).toString('hex');
    let done = () => {};
    const finished = new Promise<void>((resolve) => {
      done = resolve;
    });
    const entry: { acks: number; needed?: number; done: () => void } = { acks: 0, done };
    this.waiting.set(id, entry);
    const timer = setTimeout(done, this.options.ackWaitMs);
    try {
      const message: EndedMessage = { id, from: this.processId, tokenHashes };
      entry.needed = await this.options.bus.publishCounted(sessionsEndedChannel, message);
      if (entry.acks >= entry.needed) done();
    } catch (error) {
      this.options.onError(error);
      done();
    }
    await finished;
    clearTimeout(timer);
    this.waiting.delete(id);
  }

  private received(value: unknown): void {
    const message = endedMessage(value);
    if (!message) return;
    this.options.apply(message.tokenHashes);
    this.options.bus.publish(sessionsEndedAckChannel(message.from), { id: message.id });
  }

  private acked(value: unknown): void {
    const id = (value as { id?: unknown } | null)?.id;
    const entry = typeof id === 'string' ? this.waiting.get(id) : undefined;
    if (!entry) return;
    entry.acks += 1;
    if (entry.needed !== undefined && entry.acks >= entry.needed) entry.done();
  }
}

/** The message as sent, or undefined for anything else on the channel. */
function endedMessage(value: unknown): EndedMessage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, from, tokenHashes } = value as Record<string, unknown>;
  if (typeof id !== 'string' || typeof from !== 'string' || !/^[0-9a-f]{16}$/.test(from)) {
    return undefined;
  }
  if (!Array.isArray(tokenHashes) || tokenHashes.length > hashesPerMessageMax) return undefined;
  if (!tokenHashes.every((hash) => typeof hash === 'string' && tokenHash.test(hash))) {
    return undefined;
  }
  return { id, from, tokenHashes };
}
