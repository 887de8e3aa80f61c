import type { WithdrawalReview } from '@tp/contract/admin-endpoints';
import { recordPageSize } from '@tp/contract/endpoints';
import { ErrorCatalogue } from '@tp/contract/errors';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerType } from '../engine/ledger-type.ts';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import { callApi, ledgerCheck, newDemoUser } from '../test-support/api-test-client.ts';
import { newRealUser, type TestUser } from '../test-support/funds-test-kit.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { bindCoinAddress, fundAccount, operatorCall } from './test-support/funds-admin-kit.ts';
import {
  bankAccountForm,
  type FundsChannels,
  seedFundsChannels,
} from './test-support/funds-fixtures.ts';

let platform: TestPlatform;
let channels: FundsChannels;
let admin: AdminTestClient;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
  channels = await seedFundsChannels(platform);
  admin = new AdminTestClient(platform);
});

afterAll(async () => {
  await platform?.close();
});

/** A real user with `usd` credited and a USDT address bound. */
async function fundedUser(usd: number): Promise<{ user: TestUser; methodId: number }> {
  const user = await newRealUser(platform);
  await fundAccount(platform, admin, channels, user, usd);
  return { user, methodId: await bindCoinAddress(platform, channels, user) };
}

const withdraw = (user: TestUser, form: Record<string, unknown>, lang = 'en') =>
  callApi(platform.app, 'withdraw', form, { token: user.token, headers: { lang } });
const detail = async (user: TestUser) =>
  (await callApi(platform.app, 'accountDetail', {}, { token: user.token })).data;
const entriesOf = (withdrawalId: number) =>
  platform.db
    .selectFrom('ledger_entries')
    .select(['amount', 'type', 'memo'])
    .where('withdrawal_id', '=', withdrawalId)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, amount: Number(r.amount) })));
const withdrawalCount = async () =>
  (
    await platform.db
      .selectFrom('withdrawals')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('requesting a withdrawal', () => {
  it('holds the amount: balance to lock_balance, with the fee and expected receipt', async () => {
    const { user, methodId } = await fundedUser(1000);
    const answer = await withdraw(user, { draw_method_id: methodId, number: 100, memo: 'rent' });
    expect(answer).toEqual({
      code: 1,
      msg: 'Withdrawal requested, waiting for review',
      data: {
        id: expect.any(Number),
        number: 100,
        real_number: 0,
        expected_number: 98,
        draw_currency: { code: 'USDT', protocol: 'TRC20' },
        fee: 2,
        status: 0,
        status_name: 'Unchecked',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        type: 1,
        address: `T${user.uid}`,
        payee_account: '',
        notes: 'rent',
        remark: '',
      },
    });
    expect(await detail(user)).toEqual({
      balance: 900,
      lock_balance: 100,
      equity: 900,
      free_margin: 900,
      withdrawing: 100,
    });
    expect(await entriesOf(answer.data.id)).toEqual([
      { amount: -100, type: LedgerType.withdrawalHold, memo: 'financial.ledgerWithdrawalHold' },
    ]);
    const stored = await platform.db
      .selectFrom('accounts')
      .select(['balance', 'lock_balance'])
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect([Number(stored.balance), Number(stored.lock_balance)]).toEqual([900, 100]);
    const { balance, ledgerSum } = await ledgerCheck(platform.db, user.userId);
    expect(balance.toString()).toBe(ledgerSum.toString());
  });

  it('takes a rate fee for a bank account and converts at the draw rate', async () => {
    const user = await newRealUser(platform);
    await fundAccount(platform, admin, channels, user, 500);
    const bank = await callApi(
      platform.app,
      'bindDrawMethod',
      { type: 2, draw_id: channels.bankCurrencyId, ...bankAccountForm },
      { token: user.token },
    );
    const answer = await withdraw(user, { draw_method_id: bank.data.id, number: 200 }, 'hk');
    expect(answer.data).toMatchObject({
      number: 200,
      fee: 2,
      expected_number: 1544.4,
      type: 2,
      payee_account: '024-123456-001',
      draw_currency: { code: 'HKD' },
      status_name: '未審核',
    });
  });

  it('asks to bind a method first, then to select one', async () => {
    const user = await newRealUser(platform);
    await fundAccount(platform, admin, channels, user, 50);
    expect(await withdraw(user, { number: 20 })).toEqual({
      code: 3301,
      msg: 'Please set up a payment account first',
      data: null,
    });
    await bindCoinAddress(platform, channels, user);
    expect((await withdraw(user, { number: 20 })).code).toBe(ErrorCatalogue.selectAddress.code);
  });

  it('refuses each wrong request with its message, moving nothing', async () => {
    const { user, methodId } = await fundedUser(300);
    const stranger = await fundedUser(300);
    await platform.db
      .insertInto('draw_methods')
      .values({
        user_id: user.userId,
        kind: 1,
        draw_currency_id: channels.disabledCoinCurrencyId,
        dc_address: '0xold',
        created_at: new Date(),
      })
      .execute();
    const disabledMethod = (
      await platform.db
        .selectFrom('draw_methods')
        .select('id')
        .where('dc_address', '=', '0xold')
        .executeTakeFirstOrThrow()
    ).id;
    const before = { count: await withdrawalCount(), detail: await detail(user) };
    const cases: [Record<string, unknown>, keyof typeof ErrorCatalogue, string?][] = [
      [{ draw_method_id: stranger.methodId, number: 20 }, 'drawMethodNotFound'],
      [{ draw_method_id: 999_999, number: 20 }, 'drawMethodNotFound'],
      [
        { draw_method_id: methodId, draw_currency_id: channels.bankCurrencyId, number: 20 },
        'drawMethodNotFound',
      ],
      [{ draw_method_id: disabledMethod, number: 20 }, 'drawCurrencyNotFound'],
      [{ draw_method_id: methodId }, 'enterWithdrawAmount', 'Please enter the amount'],
      [{ draw_method_id: methodId, number: 0 }, 'enterWithdrawAmount'],
      [{ draw_method_id: methodId, number: -10 }, 'enterWithdrawAmount'],
      [
        { draw_method_id: methodId, number: 9.99 },
        'drawBelowMinimum',
        'The amount must be at least 10',
      ],
      [
        { draw_method_id: methodId, number: 300.01 },
        'aboveFreeMargin',
        'The amount is more than your free margin (300.00)',
      ],
      [{ draw_method_id: methodId, number: 'all' }, 'invalidField'],
      [{ draw_method_id: methodId, number: 20, memo: 'a\u0000b' }, 'invalidField'],
    ];
    for (const [form, error, msg] of cases) {
      const answer = await withdraw(user, form);
      expect(answer.code, `${error}: ${answer.msg}`).toBe(ErrorCatalogue[error].code);
      if (msg) expect(answer.msg).toBe(msg);
    }
    expect(await withdrawalCount()).toBe(before.count);
    expect(await detail(user)).toEqual(before.detail);
  });

  it('counts earlier holds: a second withdrawal of the whole balance is refused', async () => {
    const { user, methodId } = await fundedUser(100);
    expect((await withdraw(user, { draw_method_id: methodId, number: 100 })).code).toBe(1);
    const second = await withdraw(user, { draw_method_id: methodId, number: 10 });
    expect(second.msg).toBe('The amount is more than your free margin (0.00)');
    expect(await detail(user)).toMatchObject({ balance: 0, lock_balance: 100, withdrawing: 100 });
  });

  it('refuses demo users', async () => {
    const demo = await newDemoUser(platform.app);
    expect(
      (await callApi(platform.app, 'withdraw', { number: 5 }, { token: demo.token })).code,
    ).toBe(1102);
    expect((await callApi(platform.app, 'withdrawRecords', {}, { token: demo.token })).code).toBe(
      1102,
    );
  });
});

describe('the operator pays or rejects', () => {
  const pay = (id: number, realNumber: unknown, token?: string) =>
    operatorCall<WithdrawalReview>(admin, '/admin-api/withdrawals/pay', { id, realNumber }, token);
  const reject = (id: number, remark?: string, token?: string) =>
    operatorCall<WithdrawalReview>(
      admin,
      '/admin-api/withdrawals/reject',
      { id, ...(remark === undefined ? {} : { remark }) },
      token,
    );

  it('pays: the paid figure is recorded, the lock released, the money gone', async () => {
    const { user, methodId } = await fundedUser(400);
    const { data } = await withdraw(user, { draw_method_id: methodId, number: 150 });
    const paid = await pay(data.id, 148);
    expect(paid.data).toMatchObject({
      status: 1,
      realNumber: 148,
      expectedNumber: 148,
      number: 150,
    });
    expect(await detail(user)).toEqual({
      balance: 250,
      lock_balance: 0,
      equity: 250,
      free_margin: 250,
      withdrawing: 0,
    });
    expect(await entriesOf(data.id)).toEqual([
      { amount: -150, type: LedgerType.withdrawalHold, memo: 'financial.ledgerWithdrawalHold' },
      { amount: 0, type: LedgerType.withdrawalPaid, memo: 'financial.ledgerWithdrawalPaid' },
    ]);
    const records = await callApi(platform.app, 'withdrawRecords', {}, { token: user.token });
    expect(records.data.data[0]).toMatchObject({
      id: data.id,
      status: 1,
      real_number: 148,
      status_name: 'Finished',
    });
    expect((await pay(data.id, 148)).code).toBe(3401);
    expect((await reject(data.id, 'late')).code).toBe(3401);
  });

  it('rejects with a remark: the held amount returns to the balance', async () => {
    const { user, methodId } = await fundedUser(400);
    const { data } = await withdraw(user, { draw_method_id: methodId, number: 150 });
    expect((await reject(data.id)).code).toBe(ErrorCatalogue.enterRemark.code);
    const rejected = await reject(data.id, 'Address on a sanctions list');
    expect(rejected.data).toMatchObject({
      status: 2,
      remark: 'Address on a sanctions list',
      realNumber: 0,
    });
    expect(await detail(user)).toMatchObject({ balance: 400, lock_balance: 0, withdrawing: 0 });
    expect(await entriesOf(data.id)).toEqual([
      { amount: -150, type: LedgerType.withdrawalHold, memo: 'financial.ledgerWithdrawalHold' },
      {
        amount: 150,
        type: LedgerType.withdrawalRelease,
        memo: 'financial.ledgerWithdrawalRelease',
      },
    ]);
    const records = await callApi(platform.app, 'withdrawRecords', {}, { token: user.token });
    expect(records.data.data[0]).toMatchObject({
      status: 2,
      remark: 'Address on a sanctions list',
    });
    expect((await pay(data.id, 1)).code).toBe(3401);
  });

  it('refuses a paid figure below zero and unknown records', async () => {
    const { user, methodId } = await fundedUser(100);
    const { data } = await withdraw(user, { draw_method_id: methodId, number: 50 });
    expect(await pay(data.id, -1)).toEqual({
      code: 1001,
      msg: 'Invalid value for realNumber',
      data: null,
    });
    expect((await pay(data.id, 'x')).code).toBe(1001);
    expect((await pay(123_456_789, 1)).code).toBe(1002);
    expect((await reject(123_456_789, 'no')).code).toBe(1002);
    expect(await detail(user)).toMatchObject({ lock_balance: 50 });
  });

  it('pays once when two operators pay at once', async () => {
    const { user, methodId } = await fundedUser(100);
    const { data } = await withdraw(user, { draw_method_id: methodId, number: 60 });
    const token = await admin.token();
    const answers = await Promise.all([pay(data.id, 58, token), pay(data.id, 58, token)]);
    expect(answers.map((a) => a.code).sort()).toEqual([1, 3401]);
    expect((await entriesOf(data.id)).map((e) => e.type)).toEqual([
      LedgerType.withdrawalHold,
      LedgerType.withdrawalPaid,
    ]);
  });

  it('keeps the destination when the bound method is deleted while under review', async () => {
    const { user, methodId } = await fundedUser(100);
    const { data } = await withdraw(user, { draw_method_id: methodId, number: 30 });
    const deleted = await callApi(
      platform.app,
      'deleteDrawMethod',
      { id: methodId },
      { token: user.token },
    );
    expect(deleted.code).toBe(1);
    const list = await operatorCall<{ items: WithdrawalReview[] }>(
      admin,
      `/admin-api/withdrawals?status=0&user=${user.uid}`,
    );
    expect(list.data.items).toEqual([
      expect.objectContaining({ id: data.id, destination: `T${user.uid}`, currencyCode: 'USDT' }),
    ]);
    expect((await pay(data.id, 28)).data).toMatchObject({ status: 1, destination: `T${user.uid}` });
  });

  it('refuses trader tokens', async () => {
    const { user, methodId } = await fundedUser(100);
    const { data } = await withdraw(user, { draw_method_id: methodId, number: 30 });
    expect((await pay(data.id, 28, user.token)).code).toBe(999);
    expect((await reject(data.id, 'x', user.token)).code).toBe(999);
    expect((await operatorCall(admin, '/admin-api/withdrawals', undefined, user.token)).code).toBe(
      999,
    );
    expect(await detail(user)).toMatchObject({ lock_balance: 30 });
  });
});

describe('records and the account log', () => {
  it('pages the user’s own withdrawals and ledger, newest first, never another user’s', async () => {
    const { user, methodId } = await fundedUser(1000);
    const other = await fundedUser(1000);
    for (let i = 1; i <= recordPageSize + 1; i += 1) {
      await withdraw(user, { draw_method_id: methodId, number: 10 + i });
    }
    await withdraw(other.user, { draw_method_id: other.methodId, number: 99 });
    const first = await callApi(platform.app, 'withdrawRecords', {}, { token: user.token });
    expect(first.data.total).toBe(recordPageSize + 1);
    expect(first.data.data[0]?.number).toBe(10 + recordPageSize + 1);
    const second = await callApi(
      platform.app,
      'withdrawRecords',
      { page: 2 },
      { token: user.token },
    );
    expect(second.data.data.map((r) => r.number)).toEqual([11]);
    const banks = await callApi(
      platform.app,
      'withdrawRecords',
      { type: 2 },
      { token: user.token },
    );
    expect(banks.data).toEqual({ data: [], total: 0 });

    const log = await callApi(platform.app, 'accountLog', {}, { token: user.token });
    expect(log.data.total).toBe(recordPageSize + 2);
    expect(log.data.data[0]).toMatchObject({
      Value: -(10 + recordPageSize + 1),
      Type: LedgerType.withdrawalHold,
      Memo: 'financial.ledgerWithdrawalHold',
      MemoTran: 'Withdrawal requested',
    });
    const last = await callApi(platform.app, 'accountLog', { page: 2 }, { token: user.token });
    expect(last.data.data).toEqual([
      expect.objectContaining({ Value: -11, Type: LedgerType.withdrawalHold }),
      expect.objectContaining({
        Value: 1000,
        Type: LedgerType.deposit,
        MemoTran: 'Deposit',
        BalanceAfter: 1000,
      }),
    ]);
    const theirs = await callApi(platform.app, 'accountLog', {}, { token: other.user.token });
    expect(theirs.data.data.map((e) => e.Value)).toEqual([-99, 1000]);
    expect(
      (await callApi(platform.app, 'accountLog', { page: -1 }, { token: user.token })).code,
    ).toBe(1001);
  });

  it('shows a demo user its own ledger and figures', async () => {
    const demo = await newDemoUser(platform.app);
    const log = await callApi(platform.app, 'accountLog', {}, { token: demo.token });
    expect(log.data).toMatchObject({
      total: 1,
      data: [{ Value: 10_000, MemoTran: 'Demo account credit' }],
    });
    const figures = await callApi(platform.app, 'accountDetail', {}, { token: demo.token });
    expect(figures.data).toEqual({
      balance: 10_000,
      lock_balance: 0,
      equity: 10_000,
      free_margin: 10_000,
      withdrawing: 0,
    });
    expect((await callApi(platform.app, 'accountDetail', {})).code).toBe(999);
  });
});
