import type { Decimal } from './decimal.ts';

/** An alert waits for the price to rise to its level (above) or fall to it (below). */
export const AlertDirection = { above: 1, below: 2 } as const;
export type AlertDirection = (typeof AlertDirection)[keyof typeof AlertDirection];

export const isAlertDirection = (value: number): value is AlertDirection =>
  value === AlertDirection.above || value === AlertDirection.below;

type AtPrice = { direction: AlertDirection; level: Decimal; price: Decimal };

/** The price has reached the level from the side the alert waits on: at or above it, or at or below it. */
export const alertReached = ({ direction, level, price }: AtPrice): boolean =>
  direction === AlertDirection.above ? price.gte(level) : price.lte(level);

/**
 * A repeating alert that fired waits again once the price has gone back across its level
 * (strictly), so a price resting on the level tells the trader once, not on every tick.
 */
export const alertRearmed = ({ direction, level, price }: AtPrice): boolean =>
  direction === AlertDirection.above ? price.lt(level) : price.gt(level);

/**
 * An alert fires on a crossing, so its level must lie ahead of the price: above it for an
 * "above" alert, below it for a "below" one. One already reached would never cross.
 */
export const alertLevelAhead = (at: AtPrice): boolean => alertRearmed(at);
