import type { BusChannels } from './bus-channels.ts';

/**
 * Publish/subscribe between the parts of the server that make live data (market, engine)
 * and the socket gateway. In-process in the embedded shape; the same interface runs over
 * Redis in the scaled shape.
 *
 * Channels and what each carries are typed by `BusChannels` (`bus-channels.ts`): `DAY_MARKET`,
 * `KLINE.{code}` (market data for everyone) and `user.{userId}` (FOREX_TRADE, FOREX_CLOSED and
 * NOTICE frames for one user's sockets) carry the contract's frames; the others link processes.
 */
export type BusHandler<M> = (message: M) => void;

/** A channel name of a channel map. */
export type ChannelOf<Channels> = keyof Channels & string;

export interface Bus<Channels = BusChannels> {
  publish<C extends ChannelOf<Channels>>(channel: C, message: Channels[C]): void;
  /**
   * Publishes and answers how many subscribers received the message: local handlers
   * in-process (each has handled it by then), processes subscribed to the channel over Redis.
   */
  publishCounted<C extends ChannelOf<Channels>>(channel: C, message: Channels[C]): Promise<number>;
  subscribe<C extends ChannelOf<Channels>>(
    channel: C,
    handler: BusHandler<Channels[C]>,
  ): () => void;
}

export { userChannel } from './bus-channels.ts';

/** A bus the platform owns: it counts its handlers (leak checks) and is closed with the platform. */
export interface ManagedBus<Channels = BusChannels> extends Bus<Channels> {
  /** Local handlers on one channel, or on every channel without an argument. */
  handlerCount(channel?: ChannelOf<Channels>): number;
  /** Resolves once every subscription made so far is in effect (at once in-process). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export class InProcessBus<Channels = BusChannels> implements ManagedBus<Channels> {
  private readonly handlers = new Map<string, Set<BusHandler<never>>>();

  /** A failing handler is reported here, so it cannot break the publisher or the other handlers. */
  constructor(private readonly onError: (error: unknown) => void = reportBusError) {}

  publish<C extends ChannelOf<Channels>>(channel: C, message: Channels[C]): void {
    this.deliver(channel, message);
  }

  async publishCounted<C extends ChannelOf<Channels>>(
    channel: C,
    message: Channels[C],
  ): Promise<number> {
    return this.deliver(channel, message);
  }

  private deliver<C extends ChannelOf<Channels>>(channel: C, message: Channels[C]): number {
    const handlers = this.handlers.get(channel);
    if (!handlers) return 0;
    const count = handlers.size;
    for (const handler of handlers) {
      try {
        (handler as BusHandler<Channels[C]>)(message);
      } catch (error) {
        this.onError(error);
      }
    }
    return count;
  }

  subscribe<C extends ChannelOf<Channels>>(
    channel: C,
    handler: BusHandler<Channels[C]>,
  ): () => void {
    let handlers = this.handlers.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(channel, handlers);
    }
    handlers.add(handler as BusHandler<never>);
    return () => {
      handlers.delete(handler as BusHandler<never>);
      // A second call after the channel emptied must not remove a newer set of handlers.
      if (handlers.size === 0 && this.handlers.get(channel) === handlers)
        this.handlers.delete(channel);
    };
  }

  handlerCount(channel?: ChannelOf<Channels>): number {
    if (channel !== undefined) return this.handlers.get(channel)?.size ?? 0;
    let count = 0;
    for (const handlers of this.handlers.values()) count += handlers.size;
    return count;
  }

  async settled(): Promise<void> {}

  async close(): Promise<void> {
    this.handlers.clear();
  }
}

export function reportBusError(error: unknown): void {
  console.error('bus handler failed:', error);
}
