/**
 * Publish/subscribe between the parts of the server that make live data (market, engine)
 * and the socket gateway. In-process in the embedded shape; the same interface runs over
 * Redis in the scaled shape.
 *
 * Channels: `DAY_MARKET`, `KLINE.{code}` (market data for everyone) and
 * `user.{userId}` (FOREX_TRADE and FOREX_CLOSED messages for one user's sockets).
 */
export type BusHandler = (message: unknown) => void;

export interface Bus {
  publish(channel: string, message: unknown): void;
  subscribe(channel: string, handler: BusHandler): () => void;
}

export const userChannel = (userId: number) => `user.${userId}`;

export class InProcessBus implements Bus {
  private readonly handlers = new Map<string, Set<BusHandler>>();

  publish(channel: string, message: unknown): void {
    const handlers = this.handlers.get(channel);
    if (!handlers) return;
    for (const handler of handlers) handler(message);
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
      if (handlers.size === 0) this.handlers.delete(channel);
    };
  }
}
