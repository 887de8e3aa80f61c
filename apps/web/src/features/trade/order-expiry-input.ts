import { formatWireTime } from '@tp/contract/wire-time';
import { ExpireType, type ExpiryError, endOfDay, orderExpiry } from '@tp/domain/order-expiry';

/** The expiry refusals the ticket can show; a market order sends no expiry at all. */
export type ExpiryFormError = Exclude<ExpiryError, 'expiryOnMarketOrder'>;

const localInputPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * The moment a `datetime-local` value names: the trader's own local time, as the browser
 * shows it (a date-time without a zone is local time in JavaScript). Undefined when blank.
 */
export function localExpiry(text: string): Date | undefined {
  if (!localInputPattern.test(text)) return undefined;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

const two = (n: number): string => String(n).padStart(2, '0');

/** A moment as a `datetime-local` value in the trader's local time, to the minute. */
export function localInputValue(at: Date): string {
  return (
    `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}` +
    `T${two(at.getHours())}:${two(at.getMinutes())}`
  );
}

/** What a date choice starts from: this time tomorrow, on the minute. */
export function suggestedExpiry(now: Date): string {
  return localInputValue(new Date(now.getTime() + 86_400_000));
}

type ExpiryState = { expireType: ExpireType; expireAt: string };

/** Why the pending order's expiry cannot go out, by the domain's rule at `now`; undefined if it can. */
export function expiryError(state: ExpiryState, now: Date): ExpiryFormError | undefined {
  const outcome = orderExpiry({
    request: { type: state.expireType, at: localExpiry(state.expireAt) },
    pending: true,
    now,
  });
  if (!('error' in outcome) || outcome.error === 'expiryOnMarketOrder') return undefined;
  return outcome.error;
}

/** When the order would expire if placed at `now` (undefined: good till cancelled, or no valid date). */
export function expiryMoment(state: ExpiryState, now: Date): Date | undefined {
  if (state.expireType === ExpireType.endOfDay) return endOfDay(now);
  if (state.expireType === ExpireType.date) return localExpiry(state.expireAt);
  return undefined;
}

/** submit's expiry parameters: none for good till cancelled, the date in UTC on the wire. */
export function expiryParams(state: ExpiryState): {
  expire_type?: number;
  expire_time?: string;
} {
  if (state.expireType === ExpireType.goodTillCancelled) return {};
  if (state.expireType === ExpireType.endOfDay) return { expire_type: ExpireType.endOfDay };
  const at = localExpiry(state.expireAt);
  return { expire_type: ExpireType.date, ...(at ? { expire_time: formatWireTime(at) } : {}) };
}
