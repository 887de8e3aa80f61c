import type { Decimal } from './decimal.ts';
import type { Quote } from './quote.ts';
import { Side } from './side.ts';

/** A limit waits for a better price than now; a stop waits for the price to break through. */
export const PendingKind = { limit: 'limit', stop: 'stop' } as const;
export type PendingKind = (typeof PendingKind)[keyof typeof PendingKind];

/** A pending order rests above the price it would open at now (the ask for a buy, the bid for a sell). */
export const restsAbove = (
  side: Side,
  target: Decimal,
  quote: Pick<Quote, 'bid' | 'ask'>,
): boolean => target.gt(side === Side.buy ? quote.ask : quote.bid);

/** A buy below the ask and a sell above the bid are limits; a buy above and a sell below are stops. */
export const pendingKind = (
  side: Side,
  target: Decimal,
  quote: Pick<Quote, 'bid' | 'ask'>,
): PendingKind =>
  (side === Side.buy) !== restsAbove(side, target, quote) ? PendingKind.limit : PendingKind.stop;
