import type { Decimal } from './decimal.ts';
import { exitPrice, type Quote } from './quote.ts';
import { Side } from './side.ts';

export type TrailingStopError = 'invalidTrailingDistance';

type Trail = { side: Side; stopLoss: Decimal | undefined; distance: Decimal; quote: Quote };

/**
 * A trailing distance must be a positive price distance below the price it trails: a buy's stop
 * at the bid less a distance at or above it would sit at zero or below, which is no level.
 */
export const trailingDistanceErrors = ({
  side,
  distance,
  quote,
}: Omit<Trail, 'stopLoss'>): TrailingStopError[] =>
  distance.isFinite() && distance.gt(0) && distance.lt(exitPrice(side, quote))
    ? []
    : ['invalidTrailingDistance'];

/**
 * The stop-loss after the price moved to `quote`: a buy's is max(stop, bid − distance), a sell's
 * min(stop, ask + distance), so it only ever tightens and stays the distance behind the price it
 * closes at. Without a stop yet the trail sets one; a level at or below zero is none.
 */
export const trailedStop = ({ side, stopLoss, distance, quote }: Trail): Decimal | undefined => {
  const price = exitPrice(side, quote);
  if (side === Side.buy) {
    const candidate = price.minus(distance);
    if (!candidate.gt(0)) return stopLoss;
    return stopLoss === undefined || candidate.gt(stopLoss) ? candidate : stopLoss;
  }
  const candidate = price.plus(distance);
  return stopLoss === undefined || candidate.lt(stopLoss) ? candidate : stopLoss;
};

/**
 * The price past which the trail next tightens the stop: a buy's bid above stop + distance, a
 * sell's ask below stop − distance. The engine rests it as a level, so a tick that does not move
 * the stop costs nothing.
 */
export const trailFrom = ({
  side,
  stopLoss,
  distance,
}: Omit<Trail, 'quote' | 'stopLoss'> & { stopLoss: Decimal }): Decimal =>
  side === Side.buy ? stopLoss.plus(distance) : stopLoss.minus(distance);
