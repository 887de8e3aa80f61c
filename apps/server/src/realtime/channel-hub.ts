import type { Bus } from './bus.ts';
import type { SocketChannel } from './bus-channels.ts';

/** A message from the bus as the sockets see it: `{type, data}`, serialised at most once. */
export class HubMessage {
  private json: string | undefined;

  constructor(
    readonly type: string,
    readonly data: unknown,
    private readonly value: unknown,
  ) {}

  text(): string {
    this.json ??= JSON.stringify(this.value);
    return this.json;
  }
}

export type HubListener = (message: HubMessage) => void;

/**
 * Shares one bus subscription per channel among every socket that wants it, so a bus message
 * is read and serialised once however many clients receive it. The bus subscription lives
 * exactly as long as the channel has a listener.
 */
export class ChannelHub {
  private readonly channels = new Map<
    SocketChannel,
    { listeners: Set<HubListener>; leave: () => void }
  >();

  constructor(
    private readonly bus: Bus,
    private readonly onError: (error: unknown) => void,
  ) {}

  join(channel: SocketChannel, listener: HubListener): () => void {
    let entry = this.channels.get(channel);
    if (!entry) {
      const listeners = new Set<HubListener>();
      const leave = this.bus.subscribe(channel, (value) => this.dispatch(listeners, value));
      entry = { listeners, leave };
      this.channels.set(channel, entry);
    }
    entry.listeners.add(listener);
    const own = entry;
    return () => {
      if (!own.listeners.delete(listener) || own.listeners.size > 0) return;
      if (this.channels.get(channel) === own) this.channels.delete(channel);
      own.leave();
    };
  }

  get channelCount(): number {
    return this.channels.size;
  }

  private dispatch(listeners: ReadonlySet<HubListener>, value: unknown): void {
    if (typeof value !== 'object' || value === null) return;
    const { type, data } = value as { type?: unknown; data?: unknown };
    if (typeof type !== 'string') return;
    const message = new HubMessage(type, data, value);
    for (const listener of listeners) {
      try {
        listener(message);
      } catch (error) {
        this.onError(error);
      }
    }
  }
}
