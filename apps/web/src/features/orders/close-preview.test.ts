import type { Order } from '@tp/contract/entities';
import { CloseScope } from '@tp/domain/close-scope';
import { dec } from '@tp/domain/decimal';
import { describe, expect, it } from 'vitest';
import { closeAllPreview, closePreview } from './close-preview.ts';

const position = (over: Partial<Order>): Order =>
  ({
    Id: 1,
    ForexId: 1,
    Quantity: 0.1,
    CautionMoney: 110.006,
    TradeFee: 0.7,
    FactProfits: 8.8,
    ...over,
  }) as Order;

const terms = { minLots: dec('0.01'), lotStep: dec('0.01') };

describe('closePreview', () => {
  it('previews 0.03 of 0.10 lots as the engine books it', () => {
    const preview = closePreview(position({}), terms, '0.03');
    expect(preview?.whole).toBe(false);
    expect(preview?.pnlRealised.toFixed()).toBe('2.64');
    expect(preview?.marginReleased.toFixed()).toBe('33.0018');
    expect(preview?.keptLots.toFixed()).toBe('0.07');
  });

  it('every lot is a full close; off the step, too many or blank is none', () => {
    expect(closePreview(position({}), terms, '0.1')).toMatchObject({ whole: true });
    expect(closePreview(position({}), terms, '0.035')).toBeUndefined();
    expect(closePreview(position({}), terms, '0.2')).toBeUndefined();
    expect(closePreview(position({}), terms, '')).toBeUndefined();
    expect(closePreview(position({}), undefined, '0.05')).toBeUndefined();
  });
});

describe('closeAllPreview', () => {
  const orders = [
    position({ Id: 1, ForexId: 1, FactProfits: 5 }),
    position({ Id: 2, ForexId: 2, FactProfits: -3.5 }),
    position({ Id: 3, ForexId: 1, FactProfits: -1 }),
  ];
  it.each([
    [CloseScope.all, undefined, [1, 2, 3], '0.5'],
    [CloseScope.winners, undefined, [1], '5'],
    [CloseScope.losers, undefined, [2, 3], '-4.5'],
    [CloseScope.instrument, 1, [1, 3], '4'],
  ])('scope %s (%s) takes %o, total %s', (scope, instrumentId, ids, profit) => {
    const preview = closeAllPreview(orders, scope, instrumentId);
    expect(preview.ids).toEqual(ids);
    expect(preview.profit.toFixed()).toBe(profit);
  });
});
