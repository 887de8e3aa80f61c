import { Redis } from 'ioredis';
import type { z } from 'zod';
import { type BusHandler, type ChannelOf, type ManagedBus, reportBusError } from './bus.ts';
import { type BusChannels, busMessageSchema } from './bus-channels.ts';

export type RedisBusOptions = {
  url: string;
  /** Prepended to every channel, so several platforms can share one Redis. */
  prefix?: string;
  onError?: (error: unknown) => void;
  /**
   * What each channel carries (by default the platform's `busMessageSchema`): a message read
   * from Redis that does not match, or arrives on a channel without one, reaches no handler.
   */
  schemaOf?: (channel: string) => z.ZodType | undefined;
};

/**
 * The bus of the scaled shape: messages travel as JSON through Redis pub/sub on exact channels.
 * One connection publishes and one subscribes; a channel is subscribed in Redis while this
 * process has at least one local handler on it. A published message comes back through Redis
 * to the local handlers too, so every process sees the same order. Whatever reaches Redis may
 * have come from anything that can reach it, so what is read is checked against its channel's
 * schema before a handler sees it.
 */
export class RedisBus<Channels = BusChannels> implements ManagedBus<Channels> {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly handlers = new Map<string, Set<BusHandler<never>>>();
  private readonly prefix: string;
  private readonly onError: (error: unknown) => void;
  private readonly schemaOf: (channel: string) => z.ZodType | undefined;
  /** The last SUBSCRIBE/UNSUBSCRIBE sent; Redis answers them in order. */
  private lastCommand: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(options: RedisBusOptions) {
    this.prefix = options.prefix ?? '';
    this.onError = options.onError ?? reportBusError;
    this.schemaOf = options.schemaOf ?? busMessageSchema;
    // Messages published in one turn of the event loop (the answers of one engine batch, a
    // gateway's requests) go to Redis in one write rather than one write each.
    this.publisher = new Redis(options.url, { enableAutoPipelining: true });
    this.subscriber = new Redis(options.url);
    this.publisher.on('error', this.onError);
    this.subscriber.on('error', this.onError);
    this.subscriber.on('message', (channel: string, text: string) => this.deliver(channel, text));
  }

  publish<C extends ChannelOf<Channels>>(channel: C, message: Channels[C]): void {
    if (this.closed) return;
    this.publisher.publish(this.prefix + channel, JSON.stringify(message)).catch(this.onError);
  }

  /** Redis answers PUBLISH with the number of connections subscribed to the channel. */
  async publishCounted<C extends ChannelOf<Channels>>(
    channel: C,
    message: Channels[C],
  ): Promise<number> {
    if (this.closed) return 0;
    return this.publisher.publish(this.prefix + channel, JSON.stringify(message));
  }

  subscribe<C extends ChannelOf<Channels>>(
    channel: C,
    handler: BusHandler<Channels[C]>,
  ): () => void {
    let handlers = this.handlers.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(channel, handlers);
      this.command(this.subscriber.subscribe(this.prefix + channel));
    }
    handlers.add(handler as BusHandler<never>);
    const own = handlers;
    return () => {
      if (
        !own.delete(handler as BusHandler<never>) ||
        own.size > 0 ||
        this.handlers.get(channel) !== own
      )
        return;
      this.handlers.delete(channel);
      if (!this.closed) this.command(this.subscriber.unsubscribe(this.prefix + channel));
    };
  }

  handlerCount(channel?: ChannelOf<Channels>): number {
    if (channel !== undefined) return this.handlers.get(channel)?.size ?? 0;
    let count = 0;
    for (const handlers of this.handlers.values()) count += handlers.size;
    return count;
  }

  /**
   * The channels starting with `start` that some process subscribes to, as this bus names them
   * (without the prefix): what every gateway's sockets listen to.
   */
  async channelsWithListeners(start: string): Promise<string[]> {
    const pattern = `${globEscaped(this.prefix + start)}*`;
    const channels = (await this.publisher.pubsub('CHANNELS', pattern)) as string[];
    return channels.map((channel) => channel.slice(this.prefix.length));
  }

  /** Resolves once Redis has confirmed every subscription change made so far. */
  async settled(): Promise<void> {
    await this.lastCommand;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.handlers.clear();
    await Promise.all([quit(this.publisher), quit(this.subscriber)]);
  }

  private command(sent: Promise<unknown>): void {
    this.lastCommand = sent.catch((error: unknown) => this.onError(error));
  }

  private deliver(prefixedChannel: string, text: string): void {
    const channel = prefixedChannel.slice(this.prefix.length);
    const handlers = this.handlers.get(channel);
    if (!handlers) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch (error) {
      this.onError(error);
      return;
    }
    const schema = this.schemaOf(channel);
    const checked = schema?.safeParse(message);
    if (!checked?.success) {
      this.onError(
        new Error(`bus message on ${channel} refused: ${checked?.error.message ?? 'no schema'}`),
      );
      return;
    }
    // The message as sent is delivered (the schema only checks it), as in-process.
    for (const handler of handlers) {
      try {
        (handler as BusHandler<unknown>)(message);
      } catch (error) {
        this.onError(error);
      }
    }
  }
}

/** Text matched literally by a Redis glob pattern. */
function globEscaped(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}

async function quit(connection: Redis): Promise<void> {
  try {
    await connection.quit();
  } catch {
    connection.disconnect();
  }
}
