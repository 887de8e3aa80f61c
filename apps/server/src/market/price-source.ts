import { Decimal } from '@tp/domain/decimal';
import { type Clock, systemClock } from '../clock.ts';

/** One price from a source: the mid of one instrument (by code) at a moment, with its traded volume. */
export type PriceTick = { code: string; mid: Decimal; at: Date; volume: number };

/** Where prices come from: the simulated feed, a CSV replay, or a test pushing them by hand. */
export interface PriceSource {
  start(emit: (ticks: readonly PriceTick[]) => void): void;
  stop(): void;
  /** The market service hands its clock over, so ticks carry the platform's time. */
  useClock?(clock: Clock): void;
}

/** A source the caller drives: each push emits one tick at once (once started). */
export class ManualPriceSource implements PriceSource {
  private emit: ((ticks: readonly PriceTick[]) => void) | undefined;
  private clock: Clock;

  constructor(clock: Clock = systemClock) {
    this.clock = clock;
  }

  useClock(clock: Clock): void {
    this.clock = clock;
  }

  start(emit: (ticks: readonly PriceTick[]) => void): void {
    this.emit = emit;
  }

  stop(): void {
    this.emit = undefined;
  }

  push(code: string, mid: Decimal.Value, at?: Date, volume = 1): void {
    this.emit?.([{ code, mid: new Decimal(mid), at: at ?? this.clock.now(), volume }]);
  }
}
