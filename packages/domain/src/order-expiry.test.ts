import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExpireType, endOfDay, isExpired, latestExpiry, orderExpiry } from './order-expiry.ts';

const utc = (text: string): Date => new Date(`${text}Z`);

/** Any moment between 2000 and 2100, to the millisecond. */
const moment = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
  .map((ms) => new Date(ms));

describe('end of day', () => {
  it.each([
    ['Wednesday noon', '2026-11-18T12:00:00', '2026-11-19T00:00:00'],
    ['a second before midnight', '2026-11-18T23:59:59.999', '2026-11-19T00:00:00'],
    ['exactly midnight: the whole day ahead', '2026-11-19T00:00:00', '2026-11-20T00:00:00'],
    ['the last day of a year', '2026-12-31T08:30:00', '2027-01-01T00:00:00'],
    ['a leap day', '2028-02-29T10:00:00', '2028-03-01T00:00:00'],
    ['a Saturday, when forex is closed', '2026-11-21T12:00:00', '2026-11-22T00:00:00'],
  ])('%s', (_name, at, expected) => {
    expect(endOfDay(utc(at))).toEqual(utc(expected));
  });

  it('is the first 00:00 UTC after the moment, never more than a day ahead', () => {
    fc.assert(
      fc.property(moment, (at) => {
        const end = endOfDay(at);
        expect(end.getTime()).toBeGreaterThan(at.getTime());
        expect(end.getTime() - at.getTime()).toBeLessThanOrEqual(86_400_000);
        expect(end.toISOString().slice(11, 23)).toBe('00:00:00.000');
        // Every moment of the same UTC date ends the same day.
        expect(endOfDay(utc(`${at.toISOString().slice(0, 10)}T00:00:00`))).toEqual(end);
      }),
    );
  });
});

describe('latest expiry', () => {
  it('is one calendar year ahead', () => {
    expect(latestExpiry(utc('2026-11-18T12:00:00'))).toEqual(utc('2027-11-18T12:00:00'));
    expect(latestExpiry(utc('2028-02-29T12:00:00'))).toEqual(utc('2029-03-01T12:00:00'));
  });
});

describe('order expiry', () => {
  const now = utc('2026-11-18T12:00:00');
  const pending = (type: ExpireType, at?: string) =>
    orderExpiry({ request: { type, at: at ? utc(at) : undefined }, pending: true, now });

  it.each([
    ['good till cancelled rests without an expiry', pending(0), { expiresAt: null }],
    [
      'end of day expires at the next 00:00 UTC',
      pending(1),
      { expiresAt: utc('2026-11-19T00:00:00') },
    ],
    [
      'a date expires at that moment',
      pending(2, '2026-11-20T08:00:00'),
      { expiresAt: utc('2026-11-20T08:00:00') },
    ],
    [
      'a date a second ahead',
      pending(2, '2026-11-18T12:00:01'),
      { expiresAt: utc('2026-11-18T12:00:01') },
    ],
    [
      'a date exactly a year ahead',
      pending(2, '2027-11-18T12:00:00'),
      { expiresAt: utc('2027-11-18T12:00:00') },
    ],
    ['a date without a time', pending(2), { error: 'expiryTimeRequired' }],
    ['a date that is now', pending(2, '2026-11-18T12:00:00'), { error: 'expiryInPast' }],
    ['a date in the past', pending(2, '2026-11-17T12:00:00'), { error: 'expiryInPast' }],
    ['a date more than a year ahead', pending(2, '2027-11-18T12:00:01'), { error: 'expiryTooFar' }],
  ])('%s', (_name, outcome, expected) => {
    expect(outcome).toEqual(expected);
  });

  it('refuses any expiry on a market order, and lets one without an expiry through', () => {
    const market = (type: ExpireType) =>
      orderExpiry({ request: { type, at: utc('2026-11-20T00:00:00') }, pending: false, now });
    expect(market(ExpireType.endOfDay)).toEqual({ error: 'expiryOnMarketOrder' });
    expect(market(ExpireType.date)).toEqual({ error: 'expiryOnMarketOrder' });
    expect(market(ExpireType.goodTillCancelled)).toEqual({ expiresAt: null });
  });

  it('accepts a date exactly when it lies after now and within a year', () => {
    fc.assert(
      fc.property(
        moment,
        fc.integer({ min: -400 * 86_400_000, max: 400 * 86_400_000 }),
        (at, ahead) => {
          const expiry = new Date(at.getTime() + ahead);
          const outcome = orderExpiry({
            request: { type: ExpireType.date, at: expiry },
            pending: true,
            now: at,
          });
          const fits = ahead > 0 && expiry.getTime() <= latestExpiry(at).getTime();
          expect('expiresAt' in outcome).toBe(fits);
          // Whatever is accepted has not expired when placed, and has once its time comes.
          if ('expiresAt' in outcome) {
            expect(isExpired(outcome.expiresAt, at)).toBe(false);
            expect(isExpired(outcome.expiresAt, expiry)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('is expired', () => {
  it('never for good till cancelled; from the expiry on for the others', () => {
    const at = utc('2026-11-19T00:00:00');
    expect(isExpired(null, utc('2100-01-01T00:00:00'))).toBe(false);
    expect(isExpired(at, utc('2026-11-18T23:59:59.999'))).toBe(false);
    expect(isExpired(at, at)).toBe(true);
    expect(isExpired(at, utc('2026-11-19T00:00:01'))).toBe(true);
  });
});
