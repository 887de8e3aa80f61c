import { DrawKind } from '@tp/contract/codes';
import { describe, expect, it } from 'vitest';
import {
  type BindFields,
  bindMethodError,
  bindMethodRequest,
  missingBindFields,
} from './bind-method-form.ts';
import { bindMethodPath, boundListPath, drawKindFromQuery } from './draw-kind.ts';

const bank: BindFields = {
  currencyId: 3,
  values: {
    bank_name: ' Harbour Bank ',
    branch_name: '',
    bank_address: '1 Queen’s Road',
    bank_swift: 'HRBKHKHH',
    payee_name: 'Chan Tai Man',
    payee_account: '987654321',
    beneficiary_currency: 'USD',
    remark: '',
  },
};

describe('binding a coin address', () => {
  it('needs a currency and the address', () => {
    expect(bindMethodError(DrawKind.coin, { currencyId: null, values: { dc_address: 'T1' } })).toBe(
      'chooseCurrency',
    );
    expect(bindMethodError(DrawKind.coin, { currencyId: 1, values: { dc_address: '  ' } })).toBe(
      'fillCompletely',
    );
    expect(
      bindMethodError(DrawKind.coin, { currencyId: 1, values: { dc_address: 'T1' } }),
    ).toBeNull();
  });

  it('sends type 1, the currency as draw_id and the trimmed address only', () => {
    expect(
      bindMethodRequest(DrawKind.coin, {
        currencyId: 1,
        values: { dc_address: ' TXyz ', bank_name: 'ignored' },
      }),
    ).toEqual({ type: 1, draw_id: 1, dc_address: 'TXyz' });
  });
});

describe('binding a bank account', () => {
  it('asks to fill in completely while a required field is empty; branch and remark are optional', () => {
    expect(bindMethodError(DrawKind.bank, bank)).toBeNull();
    const noSwift = { ...bank, values: { ...bank.values, bank_swift: '' } };
    expect(bindMethodError(DrawKind.bank, noSwift)).toBe('fillCompletely');
    expect(missingBindFields(DrawKind.bank, noSwift)).toEqual(['bank_swift']);
    expect(missingBindFields(DrawKind.bank, { currencyId: 3, values: {} })).toEqual([
      'bank_name',
      'bank_address',
      'bank_swift',
      'payee_name',
      'payee_account',
      'beneficiary_currency',
    ]);
  });

  it('sends type 2 with the bank fields, leaving out empty optional ones', () => {
    expect(bindMethodRequest(DrawKind.bank, bank)).toEqual({
      type: 2,
      draw_id: 3,
      bank_name: 'Harbour Bank',
      bank_address: '1 Queen’s Road',
      bank_swift: 'HRBKHKHH',
      payee_name: 'Chan Tai Man',
      payee_account: '987654321',
      beneficiary_currency: 'USD',
    });
  });
});

describe('draw kind paths', () => {
  it('reads the kind from ?type= and names its pages', () => {
    expect(drawKindFromQuery('2')).toBe(DrawKind.bank);
    expect(drawKindFromQuery('1')).toBe(DrawKind.coin);
    expect(drawKindFromQuery(null)).toBe(DrawKind.coin);
    expect(bindMethodPath(DrawKind.bank, 3)).toBe('/mine/withdraw-way?type=2&draw_id=3');
    expect(bindMethodPath(DrawKind.coin)).toBe('/mine/withdraw-way?type=1');
    expect(boundListPath(DrawKind.bank)).toBe('/mine/bank-card-list');
    expect(boundListPath(DrawKind.coin)).toBe('/mine/coin-address-list');
  });
});
