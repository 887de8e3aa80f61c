import { recordPageSize } from '@tp/contract/endpoints';
import { ErrorCatalogue } from '@tp/contract/errors';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi, newDemoUser } from '../test-support/api-test-client.ts';
import { newRealUser, type TestUser, uploadedLink } from '../test-support/funds-test-kit.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { depositMinSettingKey } from './deposit-minimum.ts';
import { type FundsChannels, seedFundsChannels } from './test-support/funds-fixtures.ts';

let platform: TestPlatform;
let channels: FundsChannels;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
  channels = await seedFundsChannels(platform);
});

afterAll(async () => {
  await platform?.close();
});

afterEach(async () => {
  await platform.db.deleteFrom('settings').where('key', '=', depositMinSettingKey).execute();
});

const depositCount = async () =>
  (
    await platform.db
      .selectFrom('deposits')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

const coin = (user: TestUser, form: Record<string, unknown>) =>
  callApi(platform.app, 'coinDeposit', form, { token: user.token });
const wire = (user: TestUser, form: Record<string, unknown>) =>
  callApi(platform.app, 'wireDeposit', form, { token: user.token });

describe('deposit submission', () => {
  it('records a coin deposit as unchecked, with its proof', async () => {
    const user = await newRealUser(platform);
    const proofImg = await uploadedLink(platform, user.token);
    const answer = await coin(user, { number: '150.5', proofImg, charge_id: channels.networkId });
    expect(answer).toEqual({
      code: 1,
      msg: 'Submitted, waiting for review',
      data: {
        id: expect.any(Number),
        number: 150.5,
        type: 0,
        currency_code: 'USDT',
        status: 0,
        created_at: '2026-11-18 12:00:00',
        remark: '',
        credited: 0,
      },
    });
    const row = await platform.db
      .selectFrom('deposits')
      .selectAll()
      .where('id', '=', answer.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: user.userId,
      network_id: channels.networkId,
      channel: 'TRC20',
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      status: 0,
    });
    // No money moves before an operator finishes it.
    const balance = await callApi(platform.app, 'balance', {}, { token: user.token });
    expect(balance.data).toEqual({ balance: 0, lock_balance: 0 });
  });

  it('records a wire deposit against a wire option', async () => {
    const user = await newRealUser(platform);
    const answer = await wire(user, {
      number: 7800,
      proofImg: await uploadedLink(platform, user.token),
      wire_id: channels.wireId,
    });
    expect(answer.data).toMatchObject({ type: 1, currency_code: 'HKD', number: 7800, status: 0 });
  });

  it('refuses each incomplete form with its message, writing nothing', async () => {
    const user = await newRealUser(platform);
    const other = await newRealUser(platform);
    const proofImg = await uploadedLink(platform, user.token);
    const othersProof = await uploadedLink(platform, other.token);
    const before = await depositCount();
    const coinCases: [Record<string, unknown>, keyof typeof ErrorCatalogue][] = [
      [{ proofImg, charge_id: channels.networkId }, 'enterRechargeAmount'],
      [{ number: 0, proofImg, charge_id: channels.networkId }, 'enterRechargeAmount'],
      [{ number: -5, proofImg, charge_id: channels.networkId }, 'enterRechargeAmount'],
      [{ number: 'ten', proofImg, charge_id: channels.networkId }, 'invalidField'],
      [{ number: 10, proofImg }, 'networkNotFound'],
      [{ number: 10, proofImg, charge_id: 999_999 }, 'networkNotFound'],
      [{ number: 10, proofImg, charge_id: channels.disabledNetworkId }, 'networkNotFound'],
      [{ number: 10, charge_id: channels.networkId }, 'uploadProof'],
      [{ number: 10, proofImg: othersProof, charge_id: channels.networkId }, 'imageNotYours'],
      [{ number: 10, proofImg, charge_id: channels.networkId, address: 'T\u0000' }, 'invalidField'],
      [{ number: 1e15, proofImg, charge_id: channels.networkId }, 'invalidField'],
    ];
    for (const [form, error] of coinCases) {
      const answer = await coin(user, form);
      expect(answer.code, `${error}: ${answer.msg}`).toBe(ErrorCatalogue[error].code);
    }
    const wireCases: [Record<string, unknown>, keyof typeof ErrorCatalogue][] = [
      [{ proofImg, wire_id: channels.wireId }, 'enterRechargeAmount'],
      [{ number: 100, proofImg }, 'noPaymentChannel'],
      [{ number: 100, proofImg, wire_id: 424_242 }, 'noPaymentChannel'],
      [{ number: 100, wire_id: channels.wireId }, 'uploadProof'],
    ];
    for (const [form, error] of wireCases) {
      const answer = await wire(user, form);
      expect(answer.code, `${error}: ${answer.msg}`).toBe(ErrorCatalogue[error].code);
    }
    expect((await wire(user, { number: 100, proofImg })).msg).toBe(
      'The fiat account has no payment channel',
    );
    expect(await depositCount()).toBe(before);
  });

  it('refuses an amount below the operator’s minimum', async () => {
    await platform.db
      .insertInto('settings')
      .values({ key: depositMinSettingKey, value: '50' })
      .execute();
    const user = await newRealUser(platform);
    const proofImg = await uploadedLink(platform, user.token);
    const answer = await coin(user, { number: 49.99, proofImg, charge_id: channels.networkId });
    expect(answer).toEqual({ code: 3202, msg: 'The amount must be at least 50', data: null });
    expect(
      (await callApi(platform.app, 'depositInfo', {}, { token: user.token })).data.min_number,
    ).toBe(50);
    expect((await coin(user, { number: 50, proofImg, charge_id: channels.networkId })).code).toBe(
      1,
    );
  });

  it('pages the trader’s own records newest first, by type, never another user’s', async () => {
    const user = await newRealUser(platform);
    const other = await newRealUser(platform);
    const proofImg = await uploadedLink(platform, user.token);
    for (let i = 1; i <= recordPageSize + 2; i += 1) {
      await coin(user, { number: i, proofImg, charge_id: channels.networkId });
    }
    await wire(user, { number: 999, proofImg, wire_id: channels.wireId });
    await coin(other, {
      number: 5,
      proofImg: await uploadedLink(platform, other.token),
      charge_id: channels.networkId,
    });

    const first = await callApi(platform.app, 'depositRecords', {}, { token: user.token });
    expect(first.data.total).toBe(recordPageSize + 3);
    expect(first.data.data).toHaveLength(recordPageSize);
    expect(first.data.data.slice(0, 3).map((r) => r.number)).toEqual([999, 22, 21]);
    const second = await callApi(
      platform.app,
      'depositRecords',
      { page: 2 },
      { token: user.token },
    );
    expect(second.data.data.map((r) => r.number)).toEqual([3, 2, 1]);
    const banks = await callApi(platform.app, 'depositRecords', { type: 1 }, { token: user.token });
    expect(banks.data).toMatchObject({ total: 1, data: [{ number: 999, type: 1 }] });
    const theirs = await callApi(platform.app, 'depositRecords', {}, { token: other.token });
    expect(theirs.data.data.map((r) => r.number)).toEqual([5]);

    for (const params of [{ page: 0 }, { page: 'x' }, { type: 4 }]) {
      const answer = await callApi(platform.app, 'depositRecords', params, { token: user.token });
      expect(answer.code, JSON.stringify(params)).toBe(ErrorCatalogue.invalidField.code);
    }
  });

  it('refuses demo users and answers 999 without a session', async () => {
    const demo = await newDemoUser(platform.app);
    for (const name of ['coinDeposit', 'wireDeposit', 'depositRecords'] as const) {
      expect((await callApi(platform.app, name, {}, { token: demo.token })).code).toBe(1102);
      expect((await callApi(platform.app, name, {})).code).toBe(999);
    }
  });
});
