import { adminEndpoints } from '@tp/contract/admin-endpoints';
import { describe, expect, it } from 'vitest';
import { recordParams } from './config-fields.ts';
import { depositNetworkFields } from './deposit-network-fields.ts';
import { drawCurrencyFields } from './draw-currency-fields.ts';
import { wireOptionFields } from './wire-option-fields.ts';

describe('recordParams', () => {
  it('sends a new deposit network without an id, texts trimmed', () => {
    const params = recordParams(
      {
        currencyCode: ' USDT ',
        protocolCode: 'TRC20',
        address: ' TXyz ',
        usdPrice: 1,
        enabled: true,
        sort: null,
      },
      depositNetworkFields,
      undefined,
    );
    expect(params).toEqual({
      currencyCode: 'USDT',
      protocolCode: 'TRC20',
      address: 'TXyz',
      usdPrice: 1,
      enabled: true,
    });
    expect(adminEndpoints.adminSaveDepositNetwork.params.safeParse(params).success).toBe(true);
  });

  it('keeps the id of an edited record and lets the schema refuse a missing field', () => {
    const params = recordParams({ bankName: 'HSBC', usdPrice: 0.128 }, wireOptionFields, 7);
    expect(params).toEqual({ id: 7, bankName: 'HSBC', usdPrice: 0.128 });
    const parsed = adminEndpoints.adminSaveWireOption.params.safeParse(params);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain('payeeAccount');
  });

  it('drops a blank optional text so that the server keeps its default', () => {
    const params = recordParams({ bankRemark: '   ' }, wireOptionFields, 1);
    expect(params).toEqual({ id: 1 });
  });

  it('edits every field of each kind of record', () => {
    const names = (fields: readonly { name: string }[]) => fields.map((f) => f.name).sort();
    const shape = (schema: { shape: object }) =>
      Object.keys(schema.shape)
        .filter((k) => k !== 'id')
        .sort();
    expect(names(depositNetworkFields)).toEqual(
      shape(adminEndpoints.adminSaveDepositNetwork.params),
    );
    expect(names(wireOptionFields)).toEqual(shape(adminEndpoints.adminSaveWireOption.params));
    expect(names(drawCurrencyFields)).toEqual(shape(adminEndpoints.adminSaveDrawCurrency.params));
  });
});
