import type { Decimal } from '@tp/domain/decimal';
import { AlertDirection, alertReached, alertRearmed } from '@tp/domain/price-alert';
import { Cross, TriggerIndex, type TriggerLevel, Watch } from '../engine/trigger-index.ts';
import type { StoredPriceAlert } from './price-alert-store.ts';

/**
 * The active price alerts in memory, in two sorted indexes per instrument (the engine's trigger
 * index): armed alerts by the level whose reach fires them, fired repeating alerts by the level
 * whose crossing back arms them again. A tick finds what it changed by binary search, so its
 * cost grows with the alerts it reaches, not with the alerts kept.
 */
export class PriceAlertBook {
  private readonly armed = new TriggerIndex<StoredPriceAlert>();
  private readonly fired = new TriggerIndex<StoredPriceAlert>();
  private readonly byUser = new Map<number, Map<number, StoredPriceAlert>>();

  get size(): number {
    return this.armed.size + this.fired.size;
  }

  /** Replaces what is kept of one trader with their active alerts as stored. */
  replaceUser(userId: number, alerts: readonly StoredPriceAlert[]): void {
    for (const alert of this.byUser.get(userId)?.values() ?? []) this.unindex(alert);
    this.byUser.delete(userId);
    for (const alert of alerts) this.add(alert);
  }

  /** Replaces everything kept with these alerts. */
  replaceAll(alerts: readonly StoredPriceAlert[]): void {
    for (const userId of [...this.byUser.keys()]) this.replaceUser(userId, []);
    for (const alert of alerts) this.add(alert);
  }

  add(alert: StoredPriceAlert): void {
    let mine = this.byUser.get(alert.userId);
    if (!mine) {
      mine = new Map();
      this.byUser.set(alert.userId, mine);
    }
    const old = mine.get(alert.id);
    if (old) this.unindex(old);
    mine.set(alert.id, alert);
    this.index(alert);
  }

  /**
   * What a price of the instrument did: alerts it reached (taken out of the armed index; a
   * repeating one waits in the other to be armed again, a one-off one is gone) and repeating
   * alerts it took back across their level (armed again).
   */
  moved(
    instrumentId: number,
    price: Decimal,
  ): { fired: StoredPriceAlert[]; rearmed: StoredPriceAlert[] } {
    const number = price.toNumber();
    const at = { bid: number, ask: number };
    const fired = this.armed
      .fired(instrumentId, at)
      .filter((alert) => alertReached({ direction: alert.direction, level: alert.level, price }));
    const rearmed = this.fired
      .fired(instrumentId, at)
      .filter((alert) => alertRearmed({ direction: alert.direction, level: alert.level, price }));
    for (const alert of fired) {
      this.unindex(alert);
      alert.armed = false;
      if (alert.repeat) this.index(alert);
      else this.byUser.get(alert.userId)?.delete(alert.id);
    }
    for (const alert of rearmed) {
      this.unindex(alert);
      alert.armed = true;
      this.index(alert);
    }
    return { fired, rearmed };
  }

  private index(alert: StoredPriceAlert): void {
    (alert.armed ? this.armed : this.fired).add(levelOf(alert), alert);
  }

  private unindex(alert: StoredPriceAlert): void {
    (alert.armed ? this.armed : this.fired).remove(levelOf(alert), alert);
  }
}

/**
 * Where an alert sits in its index, on the `bid` side (which carries the price the app shows):
 * armed, it waits to be reached (at or above for "above"); fired, it waits for the way back
 * (at or below for "above", confirmed strictly by the caller).
 */
function levelOf(alert: StoredPriceAlert): TriggerLevel {
  const up = alert.direction === AlertDirection.above;
  return {
    instrumentId: alert.instrumentId,
    watch: Watch.bid,
    cross: up === alert.armed ? Cross.atOrAbove : Cross.atOrBelow,
    level: alert.level.toNumber(),
  };
}
