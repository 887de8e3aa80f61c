import { ExpireType } from '@tp/domain/order-expiry';
import { describe, expect, it } from 'vitest';
import { ticketAfter, ticketContext } from '../../test-support/order-ticket.ts';
import {
  expiryError,
  expiryMoment,
  expiryParams,
  localExpiry,
  localInputValue,
  suggestedExpiry,
} from './order-expiry-input.ts';
import { getOrderFormErrors } from './order-form-errors.ts';
import {
  type OrderFormAction,
  type OrderFormState,
  OrderMode,
  orderFormReducer,
} from './order-form-state.ts';
import { orderRequest } from './order-request.ts';

/** The instrument as the ticket sends it. */
const eurusd = { id: 1, fixedMargin: false, pricePrecision: 5 };
const context = ticketContext();
const { now } = context;
const run = ticketAfter;

/** A pending buy at 1.08 with the given expiry actions applied. */
const pending = (...actions: OrderFormAction[]): OrderFormState =>
  run(
    { type: 'modeChosen', mode: OrderMode.pending },
    { type: 'targetPriceTyped', price: '1.08' },
    ...actions,
  );

/** The same moment as the `datetime-local` input of this machine's zone writes it. */
const localText = (iso: string) => localInputValue(new Date(iso));

describe('expiry in the order form', () => {
  it('starts good till cancelled and sends no expiry', () => {
    const state = pending();
    expect(state).toMatchObject({ expireType: ExpireType.goodTillCancelled, expireAt: '' });
    const request = orderRequest(state, eurusd, 'id-1');
    expect(request).not.toHaveProperty('expire_type');
    expect(request).not.toHaveProperty('expire_time');
  });

  it('sends end of day as type 1 without a time', () => {
    const state = pending({ type: 'expireTypeChosen', expireType: ExpireType.endOfDay });
    expect(orderRequest(state, eurusd, 'id-1')).toMatchObject({ expire_type: 1 });
    expect(orderRequest(state, eurusd, 'id-1')).not.toHaveProperty('expire_time');
    expect(expiryMoment(state, now)).toEqual(new Date('2026-11-19T00:00:00Z'));
  });

  it('sends a date picked in local time as UTC on the wire', () => {
    const state = pending(
      { type: 'expireTypeChosen', expireType: ExpireType.date },
      { type: 'expireAtTyped', at: localText('2026-11-20T08:30:00Z') },
    );
    expect(orderRequest(state, eurusd, 'id-1')).toMatchObject({
      expire_type: 2,
      expire_time: '2026-11-20 08:30:00',
    });
  });

  it('sends no expiry with a market order, whatever was chosen in pending mode', () => {
    const state = run(
      { type: 'modeChosen', mode: OrderMode.pending },
      { type: 'expireTypeChosen', expireType: ExpireType.endOfDay },
      { type: 'modeChosen', mode: OrderMode.market },
    );
    expect(orderRequest(state, eurusd, 'id-1')).not.toHaveProperty('expire_type');
    expect(getOrderFormErrors(state, context)).toEqual([]);
  });

  it('fills an empty date with the suggestion when the date is chosen, and keeps a typed one', () => {
    const chosen = pending({
      type: 'expireTypeChosen',
      expireType: ExpireType.date,
      suggested: '2026-11-19T12:00',
    });
    expect(chosen.expireAt).toBe('2026-11-19T12:00');
    const typed = orderFormReducer(chosen, { type: 'expireAtTyped', at: '2026-11-21T09:00' });
    const back = run(
      { type: 'expireAtTyped', at: '2026-11-21T09:00' },
      { type: 'expireTypeChosen', expireType: ExpireType.date, suggested: '2026-11-19T12:00' },
    );
    expect(typed.expireAt).toBe('2026-11-21T09:00');
    expect(back.expireAt).toBe('2026-11-21T09:00');
    expect(suggestedExpiry(now)).toBe(localText('2026-11-19T12:00:00Z'));
  });

  it('makes a changed expiry a new order: the idempotency id goes', () => {
    const made = pending({ type: 'intentMade', id: 'id-1' });
    const changed = orderFormReducer(made, {
      type: 'expireTypeChosen',
      expireType: ExpireType.endOfDay,
    });
    expect(changed.intentId).toBeNull();
    expect(orderFormReducer(made, { type: 'expireAtTyped', at: '' }).intentId).toBeNull();
    // Choosing what is already chosen changes nothing.
    const same = orderFormReducer(made, {
      type: 'expireTypeChosen',
      expireType: ExpireType.goodTillCancelled,
    });
    expect(same).toBe(made);
  });

  it.each([
    ['a date left blank', '', 'expiryTimeRequired'],
    ['a date not complete', '2026-11-20', 'expiryTimeRequired'],
    ['a date in the past', localText('2026-11-18T11:59:00Z'), 'expiryInPast'],
    ['a date more than a year ahead', localText('2027-11-18T12:01:00Z'), 'expiryTooFar'],
    ['a date within the year', localText('2027-11-18T12:00:00Z'), undefined],
  ])('checks %s by the domain rule, at the expiry field', (_name, at, error) => {
    const state = pending(
      { type: 'expireTypeChosen', expireType: ExpireType.date },
      { type: 'expireAtTyped', at },
    );
    expect(expiryError(state, now)).toBe(error);
    expect(getOrderFormErrors(state, context)).toEqual(error ? [error] : []);
  });

  it('reads a datetime-local value as local time and writes it back the same', () => {
    const text = '2026-11-20T08:30';
    const at = localExpiry(text);
    expect(at).toEqual(new Date(2026, 10, 20, 8, 30));
    expect(at && localInputValue(at)).toBe(text);
    expect(localExpiry('')).toBeUndefined();
    expect(localExpiry('20/11/2026 08:30')).toBeUndefined();
    expect(expiryParams({ expireType: ExpireType.date, expireAt: '' })).toEqual({ expire_type: 2 });
  });
});
