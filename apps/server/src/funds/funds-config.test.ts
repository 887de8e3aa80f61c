import { ErrorCatalogue } from '@tp/contract/errors';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import { callApi, newDemoUser } from '../test-support/api-test-client.ts';
import { newRealUser, type TestUser } from '../test-support/funds-test-kit.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

let platform: TestPlatform;
let admin: AdminTestClient;
let trader: TestUser;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
  admin = new AdminTestClient(platform);
  trader = await newRealUser(platform);
});

afterAll(async () => {
  await platform?.close();
});

const save = async (path: string, body: Record<string, unknown>) =>
  admin.call<Record<string, unknown>>('POST', `/admin-api/config/${path}/save`, {
    token: await admin.token(),
    body,
  });

const rowCount = async (table: 'deposit_networks' | 'wire_options' | 'draw_currencies') =>
  (
    await platform.db
      .selectFrom(table)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('deposit networks', () => {
  it('are created and changed by the operator, and only enabled ones reach the trader', async () => {
    const created = await save('deposit-networks', {
      currencyCode: 'USDT',
      protocolCode: 'TRC20',
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      usdPrice: 1,
    });
    expect(created).toMatchObject({
      code: 1,
      data: { currencyCode: 'USDT', protocolCode: 'TRC20', usdPrice: 1, enabled: true, sort: 0 },
    });
    const id = (created.data as { id: number }).id;
    const hidden = await save('deposit-networks', {
      currencyCode: 'BTC',
      protocolCode: 'BTC',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      usdPrice: 65000,
      enabled: false,
    });
    expect(hidden.code).toBe(1);

    const symbols = await callApi(platform.app, 'depositNetworks', {}, { token: trader.token });
    expect(symbols.data).toEqual([
      {
        id,
        currency_code: 'USDT',
        protocol_code: 'TRC20',
        address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      },
    ]);

    const changed = await save('deposit-networks', {
      id,
      currencyCode: 'USDT',
      protocolCode: 'TRC20',
      address: 'TNewAddress000000000000000000000001',
    });
    expect(changed.data).toMatchObject({
      id,
      address: 'TNewAddress000000000000000000000001',
      usdPrice: 1,
    });
    const list = await admin.call<unknown[]>('GET', '/admin-api/config/deposit-networks', {
      token: await admin.token(),
    });
    expect(list.data).toHaveLength(2);
  });

  it('refuses incomplete or wrong values, writing nothing', async () => {
    const before = await rowCount('deposit_networks');
    const good = { currencyCode: 'ETH', protocolCode: 'ERC20', address: '0xabc', usdPrice: 3000 };
    for (const [body, field] of [
      [{ ...good, currencyCode: '' }, 'currencyCode'],
      [{ ...good, protocolCode: 'ERC 20' }, 'protocolCode'],
      [{ ...good, address: '   ' }, 'address'],
      [{ ...good, address: 'x'.repeat(257) }, 'address'],
      [{ ...good, usdPrice: 0 }, 'usdPrice'],
      [{ ...good, usdPrice: -3 }, 'usdPrice'],
      [{ ...good, sort: 1.5 }, 'sort'],
      [{ ...good, usdPrice: 'many' }, 'usdPrice'],
    ] as const) {
      const answer = await save('deposit-networks', body);
      expect(answer, field).toEqual({
        code: ErrorCatalogue.invalidField.code,
        msg: `Invalid value for ${field}`,
        data: null,
      });
    }
    expect((await save('deposit-networks', { ...good, id: 999_999 })).code).toBe(1002);
    expect(await rowCount('deposit_networks')).toBe(before);
  });
});

describe('wire options', () => {
  it('are saved by the operator and read by currency', async () => {
    const usd = await save('wire-options', {
      bankName: 'HSBC Hong Kong',
      bankAddress: '1 Queen’s Road Central',
      bankSwift: 'HSBCHKHHHKH',
      payeeName: 'Broker Ltd',
      payeeAccount: '004-123-456789-001',
      bankCoin: 'USD',
    });
    expect(usd.code).toBe(1);
    await save('wire-options', {
      bankName: 'Bank of China (HK)',
      bankAddress: '',
      bankSwift: 'BKCHHKHH',
      payeeName: 'Broker Ltd',
      payeeAccount: '012-875-0-001234-5',
      bankCoin: 'HKD',
      bankRemark: 'FPS accepted',
    });
    expect(
      (
        await save('wire-options', {
          bankName: 'X',
          bankAddress: '',
          bankSwift: '',
          payeeName: '',
          payeeAccount: '1',
          bankCoin: 'USD',
        })
      ).code,
    ).toBe(ErrorCatalogue.invalidField.code);

    const info = await callApi(platform.app, 'depositInfo', {}, { token: trader.token });
    expect(info.data).toEqual({
      coin_enabled: 1,
      bank_enabled: 1,
      bank_coins: ['HKD', 'USD'],
      min_number: 0,
    });
    const hkd = await callApi(
      platform.app,
      'wireOptions',
      { bank_coin: 'HKD' },
      { token: trader.token },
    );
    expect(hkd.data).toEqual([
      expect.objectContaining({
        bank_name: 'Bank of China (HK)',
        bank_remark: 'FPS accepted',
        bank_coin: 'HKD',
      }),
    ]);
    const all = await callApi(platform.app, 'wireOptions', {}, { token: trader.token });
    expect(all.data).toHaveLength(2);
  });
});

describe('withdrawal currencies', () => {
  it('are saved with their fee rule and listed by kind', async () => {
    const coin = await save('draw-currencies', {
      code: 'USDT',
      protocol: 'TRC20',
      type: 1,
      drawRate: 1,
      feeType: 1,
      fee: 2,
      usdPrice: 1,
      minNumber: 20,
    });
    expect(coin.data).toMatchObject({ type: 1, feeType: 1, fee: 2, minNumber: 20, enabled: true });
    const bank = await save('draw-currencies', {
      code: 'HKD',
      protocol: '',
      type: 2,
      drawRate: 7.8,
      feeType: 2,
      fee: 0.01,
      usdPrice: 0.128,
    });
    expect(bank.data).toMatchObject({ type: 2, feeType: 2, fee: 0.01, minNumber: 0 });

    const coins = await callApi(
      platform.app,
      'drawCurrencies',
      { type: 1 },
      { token: trader.token },
    );
    expect(coins.data).toEqual([
      {
        id: (coin.data as { id: number }).id,
        code: 'USDT',
        protocol: 'TRC20',
        draw_rate: 1,
        fee_type: 1,
        fee: 2,
        usd_price: 1,
        type: 1,
        min_number: 20,
      },
    ]);
    const banks = await callApi(
      platform.app,
      'drawCurrencies',
      { type: 2 },
      { token: trader.token },
    );
    expect(banks.data.map((c) => c.code)).toEqual(['HKD']);
    expect(
      (await callApi(platform.app, 'drawCurrencies', { type: 3 }, { token: trader.token })).code,
    ).toBe(ErrorCatalogue.invalidDrawType.code);
  });

  it('refuses a rate of 100 % or more, an unknown kind or fee type, and a change of kind', async () => {
    const good = {
      code: 'ETH',
      protocol: 'ERC20',
      type: 1,
      drawRate: 0.0003,
      feeType: 2,
      fee: 0.01,
      usdPrice: 3000,
    };
    const before = await rowCount('draw_currencies');
    for (const [body, field] of [
      [{ ...good, fee: 1 }, 'fee'],
      [{ ...good, fee: -1, feeType: 1 }, 'fee'],
      [{ ...good, type: 0 }, 'type'],
      [{ ...good, feeType: 7 }, 'feeType'],
      [{ ...good, drawRate: 0 }, 'drawRate'],
      [{ ...good, minNumber: -5 }, 'minNumber'],
    ] as const) {
      expect((await save('draw-currencies', body)).msg, field).toBe(`Invalid value for ${field}`);
    }
    expect(await rowCount('draw_currencies')).toBe(before);
    const created = await save('draw-currencies', good);
    const id = (created.data as { id: number }).id;
    expect((await save('draw-currencies', { ...good, id, type: 2 })).msg).toBe(
      'Invalid value for type',
    );
  });
});

describe('access', () => {
  it('refuses trader tokens on every configuration call', async () => {
    for (const path of ['deposit-networks', 'wire-options', 'draw-currencies']) {
      const list = await admin.call('GET', `/admin-api/config/${path}`, { token: trader.token });
      expect(list.code).toBe(999);
      const saved = await admin.call('POST', `/admin-api/config/${path}/save`, {
        token: trader.token,
        body: { currencyCode: 'X' },
      });
      expect(saved.code).toBe(999);
    }
  });

  it('bars demo users from the deposit and withdrawal reads', async () => {
    const demo = await newDemoUser(platform.app);
    for (const name of ['depositInfo', 'depositNetworks', 'wireOptions'] as const) {
      expect((await callApi(platform.app, name, {}, { token: demo.token })).code).toBe(1102);
    }
    expect(
      (await callApi(platform.app, 'drawCurrencies', { type: 1 }, { token: demo.token })).code,
    ).toBe(1102);
  });
});
