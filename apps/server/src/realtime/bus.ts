/**
 * Publish/subscribe between the parts of the server that make live data (market, engine)
 * and the socket gateway. In-process in the embedded shape; the same interface runs over
 * Redis in the scaled shape.
 *
 * Channels: `DAY_MARKET`, `KLINE.{code}` (market data for everyone) and
 * `user.{userId}` (FOREX_TRADE, FOREX_CLOSED and NOTICE messages for one user's sockets).
 */
export type BusHandler = (message: unknown) => void;

export interface Bus {
  publish(channel: string, message: unknown): void;
  /**
   * Publishes and answers how many subscribers received the message: local handlers
   * in-process (each has handled it by then), processes subscribed to the channel over Redis.
   */
  publishCounted(channel: string, message: unknown): Promise<number>;
  subscribe(channel: string, handler: BusHandler): () => void;
}

export const userChannel = (userId: number) => `user.${userId}`;

/** A bus the platform owns: it counts its handlers (leak checks) and is closed with the platform. */
export interface ManagedBus extends Bus {
  /** Local handlers on one channel, or on every channel without an argument. */
  handlerCount(channel?: string): number;
  /** Resolves once every subscription made so far is in effect (at once in-process). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export class InProcessBus implements ManagedBus {
  private readonly handlers = new Map<string, Set<BusHandler>>();

  /** A failing handler is reported here, so it cannot break the publisher or the other handlers. */
  constructor(private readonly onError: (error: unknown) => void = reportBusError) {}

  publish(channel: string, message: unknown): void {
    this.deliver(channel, message);
  }

  async publishCounted(channel: string, message: unknown): Promise<number> {
    return this.deliver(channel, message);
  }

  private deliver(channel: string, message: unknown): number {
    const handlers = this.handlers.get(channel);
    if (!handlers) return 0;
    const count = handlers.size;
    for (const handler of handlers) {
      try {
        handler(message);
      } catch (error) {
        this.onError(error);
      }
    }
    return count;
  }

  subscribe(channel: string, handler: BusHandler): () => void {
    let handlers = this.handlers.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(channel, handlers);
    }
    handlers.add(handler);
    return () => {
      handlers.delete(handler);
      // A second call after the channel emptied must not remove a newer set of handlers.
      if (handlers.size === 0 && this.handlers.get(channel) === handlers)
        this.handlers.delete(channel);
    };
  }

  handlerCount(channel?: string): number {
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
