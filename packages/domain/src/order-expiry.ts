/**
 * How long a pending order rests: until cancelled (0), until the end of the day it was placed
 * (1), or until a time the trader picks (2). A market order fills at once and has none.
 */
export const ExpireType = { goodTillCancelled: 0, endOfDay: 1, date: 2 } as const;
export type ExpireType = (typeof ExpireType)[keyof typeof ExpireType];

export const isExpireType = (value: number): value is ExpireType =>
  value === ExpireType.goodTillCancelled ||
  value === ExpireType.endOfDay ||
  value === ExpireType.date;

const dayMs = 86_400_000;

/**
 * The end of the platform's day: the first 00:00 UTC after `at`, the boundary of the daily
 * candle. One boundary for every instrument, crypto included (it never closes), so "end of
 * day" means the same moment for every order placed on the same date; an order placed at
 * exactly 00:00 rests the whole day.
 */
export const endOfDay = (at: Date): Date =>
  new Date((Math.floor(at.getTime() / dayMs) + 1) * dayMs);

/** The latest expiry a trader may pick: the same moment one calendar year (UTC) after `now`. */
export function latestExpiry(now: Date): Date {
  const latest = new Date(now.getTime());
  latest.setUTCFullYear(latest.getUTCFullYear() + 1);
  return latest;
}

export type ExpiryError =
  | 'expiryOnMarketOrder'
  | 'expiryTimeRequired'
  | 'expiryInPast'
  | 'expiryTooFar';

/** What the trader asked for: the type and, for a date, the moment. */
export type ExpiryRequest = { type: ExpireType; at?: Date | undefined };

/**
 * When an order expires (null: it rests until cancelled), or why it cannot be placed. A date
 * must lie after `now` and no more than a year ahead; an expiry on a market order is refused,
 * since it would never rest. A time sent with another type than a date is the caller's to
 * refuse as a malformed request.
 */
export function orderExpiry({
  request,
  pending,
  now,
}: {
  request: ExpiryRequest;
  pending: boolean;
  now: Date;
}): { expiresAt: Date | null } | { error: ExpiryError } {
  if (request.type === ExpireType.goodTillCancelled) return { expiresAt: null };
  if (!pending) return { error: 'expiryOnMarketOrder' };
  if (request.type === ExpireType.endOfDay) return { expiresAt: endOfDay(now) };
  const at = request.at;
  if (at === undefined || Number.isNaN(at.getTime())) return { error: 'expiryTimeRequired' };
  if (at.getTime() <= now.getTime()) return { error: 'expiryInPast' };
  if (at.getTime() > latestExpiry(now).getTime()) return { error: 'expiryTooFar' };
  return { expiresAt: at };
}

/** Whether an order with this expiry has expired at `now` (an expiry is inclusive: due at its time). */
export const isExpired = (expiresAt: Date | null, now: Date): boolean =>
  expiresAt !== null && expiresAt.getTime() <= now.getTime();
