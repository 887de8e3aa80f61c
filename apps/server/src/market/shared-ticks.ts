import { Decimal } from '@tp/domain/decimal';
import type { Bus } from '../realtime/bus.ts';
import type { PriceSource, PriceTick } from './price-source.ts';

/**
 * Ticks shared by the feed of the scaled shape with every other process, so the engine and the
 * gateways quote, chart and fill at the very prices the feed made.
 */
export const marketTicksChannel = 'market.ticks';

type WireTick = { code: string; mid: string; at: number; volume: number };

export function ticksToWire(ticks: readonly PriceTick[]): WireTick[] {
  return ticks.map((tick) => ({
    code: tick.code,
    mid: tick.mid.toString(),
    at: tick.at.getTime(),
    volume: tick.volume,
  }));
}

/** The ticks of a message; anything not shaped like a tick is left out. */
export function ticksFromWire(message: unknown): PriceTick[] {
  if (!Array.isArray(message)) return [];
  const ticks: PriceTick[] = [];
  for (const item of message as Partial<WireTick>[]) {
    if (
      typeof item?.code !== 'string' ||
      typeof item.mid !== 'string' ||
      !Number.isFinite(item.at) ||
      !Number.isFinite(item.volume)
    ) {
      continue;
    }
    let mid: Decimal;
    try {
      mid = new Decimal(item.mid);
    } catch {
      continue;
    }
    ticks.push({
      code: item.code,
      mid,
      at: new Date(item.at as number),
      volume: item.volume as number,
    });
  }
  return ticks;
}

/** The price source of a process that follows the feed: the ticks it shares on the bus. */
export class SharedTicksSource implements PriceSource {
  private leave: (() => void) | undefined;

  constructor(private readonly bus: Bus) {}

  start(emit: (ticks: readonly PriceTick[]) => void): void {
    this.leave ??= this.bus.subscribe(marketTicksChannel, (message) => {
      const ticks = ticksFromWire(message);
      if (ticks.length > 0) emit(ticks);
    });
  }

  stop(): void {
    this.leave?.();
    this.leave = undefined;
  }
}
