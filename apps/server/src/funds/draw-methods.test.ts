import { ErrorCatalogue } from '@tp/contract/errors';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, newDemoUser } from '../test-support/api-test-client.ts';
import { newRealUser, type TestUser } from '../test-support/funds-test-kit.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import {
  bankAccountForm,
  type FundsChannels,
  seedFundsChannels,
} from './test-support/funds-fixtures.ts';

let platform: TestPlatform;
let channels: FundsChannels;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
  channels = await seedFundsChannels(platform);
});

afterAll(async () => {
  await platform?.close();
});

const bind = (user: TestUser, form: Record<string, unknown>) =>
  callApi(platform.app, 'bindDrawMethod', form, { token: user.token });
const list = (user: TestUser, params: Record<string, unknown> = {}) =>
  callApi(platform.app, 'drawMethods', params, { token: user.token });
const methodCount = async () =>
  (
    await platform.db
      .selectFrom('draw_methods')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('bound withdrawal methods', () => {
  it('binds a coin address and a bank account, and lists them by type and currency', async () => {
    const user = await newRealUser(platform);
    const coin = await bind(user, {
      type: 1,
      draw_id: channels.coinCurrencyId,
      dc_address: 'TXYZabc123',
    });
    expect(coin).toMatchObject({
      code: 1,
      msg: 'Payment account saved',
      data: { type: 1, dc_address: 'TXYZabc123', draw_currency: { code: 'USDT', fee: 2 } },
    });
    const bank = await bind(user, {
      type: 2,
      draw_id: channels.bankCurrencyId,
      ...bankAccountForm,
    });
    expect(bank.data).toMatchObject({
      type: 2,
      bank_name: 'Hang Seng Bank',
      payee_account: '024-123456-001',
      // Defaults to the currency's code when not given.
      beneficiary_currency: 'HKD',
      dc_address: '',
    });

    expect((await list(user)).data.map((m) => m.type)).toEqual([2, 1]);
    expect((await list(user, { draw_type: 1 })).data.map((m) => m.id)).toEqual([coin.data.id]);
    expect((await list(user, { draw_id: channels.bankCurrencyId })).data.map((m) => m.id)).toEqual([
      bank.data.id,
    ]);
    expect((await list(user, { draw_type: 9 })).code).toBe(ErrorCatalogue.invalidDrawType.code);
  });

  it('asks to fill in completely and refuses unknown types and currencies, writing nothing', async () => {
    const user = await newRealUser(platform);
    const before = await methodCount();
    const cases: [Record<string, unknown>, keyof typeof ErrorCatalogue][] = [
      [{ type: 1, draw_id: channels.coinCurrencyId }, 'fillCompletely'],
      [{ type: 1, draw_id: channels.coinCurrencyId, dc_address: '  ' }, 'fillCompletely'],
      [
        { type: 2, draw_id: channels.bankCurrencyId, ...bankAccountForm, payee_name: '' },
        'fillCompletely',
      ],
      [
        { type: 2, draw_id: channels.bankCurrencyId, ...bankAccountForm, bank_name: undefined },
        'fillCompletely',
      ],
      [{ draw_id: channels.coinCurrencyId, dc_address: 'T1' }, 'invalidDrawType'],
      [{ type: 5, draw_id: channels.coinCurrencyId, dc_address: 'T1' }, 'invalidDrawType'],
      [{ type: 1, dc_address: 'T1' }, 'drawCurrencyNotFound'],
      [
        { type: 1, draw_id: channels.disabledCoinCurrencyId, dc_address: 'T1' },
        'drawCurrencyNotFound',
      ],
      // A bank currency is not bound as a coin address.
      [{ type: 1, draw_id: channels.bankCurrencyId, dc_address: 'T1' }, 'drawCurrencyNotFound'],
      [{ type: 1, draw_id: channels.coinCurrencyId, dc_address: 'T\u00001' }, 'invalidField'],
      [{ type: 1, draw_id: 'abc', dc_address: 'T1' }, 'invalidField'],
    ];
    for (const [form, error] of cases) {
      const answer = await bind(user, form);
      expect(answer.code, `${error}: ${answer.msg}`).toBe(ErrorCatalogue[error].code);
    }
    expect((await bind(user, { type: 1, draw_id: channels.coinCurrencyId })).msg).toBe(
      'Please fill in completely',
    );
    expect(await methodCount()).toBe(before);
  });

  it('never shows or deletes another user’s methods', async () => {
    const owner = await newRealUser(platform);
    const other = await newRealUser(platform);
    const bound = await bind(owner, {
      type: 1,
      draw_id: channels.coinCurrencyId,
      dc_address: 'TOwnerAddress',
    });
    expect((await list(other)).data).toEqual([]);
    const refused = await callApi(
      platform.app,
      'deleteDrawMethod',
      { id: bound.data.id },
      { token: other.token },
    );
    expect(refused).toEqual({ code: 3306, msg: 'This payment account was not found', data: null });
    expect((await list(owner)).data).toHaveLength(1);

    const deleted = await callApi(
      platform.app,
      'deleteDrawMethod',
      { id: bound.data.id },
      { token: owner.token },
    );
    expect(deleted).toEqual({ code: 1, msg: 'Payment account deleted', data: null });
    expect((await list(owner)).data).toEqual([]);
    const again = await callApi(
      platform.app,
      'deleteDrawMethod',
      { id: bound.data.id },
      { token: owner.token },
    );
    expect(again.code).toBe(3306);
  });

  it('refuses demo users and answers 999 without a session', async () => {
    const demo = await newDemoUser(platform.app);
    expect((await callApi(platform.app, 'drawMethods', {}, { token: demo.token })).code).toBe(1102);
    expect(
      (
        await callApi(
          platform.app,
          'bindDrawMethod',
          { type: 1, draw_id: channels.coinCurrencyId, dc_address: 'T' },
          { token: demo.token },
        )
      ).code,
    ).toBe(1102);
    expect(
      (await callApi(platform.app, 'deleteDrawMethod', { id: 1 }, { token: demo.token })).code,
    ).toBe(1102);
    expect((await callApi(platform.app, 'drawMethods', {})).code).toBe(999);
  });
});
