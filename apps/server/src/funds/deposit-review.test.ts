import type { DepositReview } from '@tp/contract/admin-endpoints';
import { ErrorCatalogue } from '@tp/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerType } from '../engine/ledger-type.ts';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import { callApi, ledgerCheck } from '../test-support/api-test-client.ts';
import {
  fetchLink,
  newRealUser,
  type TestUser,
  uploadedLink,
} from '../test-support/funds-test-kit.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { operatorCall, submitCoinDeposit } from './test-support/funds-admin-kit.ts';
import { type FundsChannels, seedFundsChannels } from './test-support/funds-fixtures.ts';

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

const review = (url: string, body: Record<string, unknown>, token?: string) =>
  operatorCall<DepositReview>(admin, url, body, token);

const balanceOf = async (user: TestUser) =>
  (await callApi(platform.app, 'balance', {}, { token: user.token })).data;

const depositEntries = (depositId: number) =>
  platform.db
    .selectFrom('ledger_entries')
    .select(['user_id', 'amount', 'type', 'memo'])
    .where('deposit_id', '=', depositId)
    .execute();

describe('finishing a deposit', () => {
  it('credits the balance through the ledger at the network’s USD price', async () => {
    const user = await newRealUser(platform);
    const id = await submitCoinDeposit(platform, channels, user, '150.5');
    const answer = await review('/admin-api/deposits/finish', { id });
    expect(answer.code).toBe(1);
    expect(answer.data).toMatchObject({ id, status: 1, credited: 150.5, userId: user.userId });
    expect(await balanceOf(user)).toEqual({ balance: 150.5, lock_balance: 0 });
    expect(await depositEntries(id)).toEqual([
      {
        user_id: user.userId,
        amount: expect.stringMatching(/^150\.50*$/),
        type: LedgerType.deposit,
        memo: 'financial.ledgerDeposit',
      },
    ]);
    const { balance, ledgerSum } = await ledgerCheck(platform.db, user.userId);
    expect(balance.toString()).toBe(ledgerSum.toString());

    const records = await callApi(platform.app, 'depositRecords', {}, { token: user.token });
    expect(records.data.data[0]).toMatchObject({ id, status: 1, credited: 150.5 });
    const log = await callApi(
      platform.app,
      'accountLog',
      {},
      { token: user.token, headers: { lang: 'hk' } },
    );
    expect(log.data.data[0]).toMatchObject({
      Value: 150.5,
      Type: LedgerType.deposit,
      Memo: 'financial.ledgerDeposit',
      MemoTran: '充值',
      BalanceAfter: 150.5,
    });
  });

  it('credits a wire at the option’s price, or the operator’s own figure', async () => {
    const user = await newRealUser(platform);
    const proofImg = await uploadedLink(platform, user.token);
    const wire = await callApi(
      platform.app,
      'wireDeposit',
      { number: 7800, proofImg, wire_id: channels.wireId },
      { token: user.token },
    );
    expect((await review('/admin-api/deposits/finish', { id: wire.data.id })).data.credited).toBe(
      998.4,
    );
    const other = await submitCoinDeposit(platform, channels, user, 100);
    expect(
      (await review('/admin-api/deposits/finish', { id: other, credited: 99.25 })).data.credited,
    ).toBe(99.25);
    expect((await balanceOf(user)).balance).toBe(1097.65);
  });

  it('refuses a credit that is not above zero, changing nothing', async () => {
    const user = await newRealUser(platform);
    const id = await submitCoinDeposit(platform, channels, user, 10);
    for (const credited of [0, -5, 1e13]) {
      const answer = await review('/admin-api/deposits/finish', { id, credited });
      expect(answer).toEqual({ code: 1001, msg: 'Invalid value for credited', data: null });
    }
    expect((await review('/admin-api/deposits/finish', { id, credited: 'lots' })).code).toBe(1001);
    expect(await depositEntries(id)).toEqual([]);
    expect((await balanceOf(user)).balance).toBe(0);
  });
});

describe('rejecting and invalidating', () => {
  it('rejects with the remark the trader sees; nothing is credited', async () => {
    const user = await newRealUser(platform);
    const id = await submitCoinDeposit(platform, channels, user, 40);
    expect((await review('/admin-api/deposits/reject', { id })).code).toBe(
      ErrorCatalogue.enterRemark.code,
    );
    const answer = await review('/admin-api/deposits/reject', { id, remark: 'No such transfer' });
    expect(answer.data).toMatchObject({ status: 2, remark: 'No such transfer', credited: 0 });
    const records = await callApi(platform.app, 'depositRecords', {}, { token: user.token });
    expect(records.data.data[0]).toMatchObject({ id, status: 2, remark: 'No such transfer' });
    expect(await depositEntries(id)).toEqual([]);
    expect((await balanceOf(user)).balance).toBe(0);
  });

  it('marks invalid without a remark', async () => {
    const user = await newRealUser(platform);
    const id = await submitCoinDeposit(platform, channels, user, 40);
    expect((await review('/admin-api/deposits/invalid', { id })).data).toMatchObject({ status: 3 });
    expect(await depositEntries(id)).toEqual([]);
  });
});

describe('each deposit changes state once', () => {
  it('refuses any second decision', async () => {
    const user = await newRealUser(platform);
    const finished = await submitCoinDeposit(platform, channels, user, 25);
    await review('/admin-api/deposits/finish', { id: finished });
    const rejected = await submitCoinDeposit(platform, channels, user, 25);
    await review('/admin-api/deposits/reject', { id: rejected, remark: 'duplicate' });
    for (const [url, id] of [
      ['/admin-api/deposits/finish', finished],
      ['/admin-api/deposits/reject', finished],
      ['/admin-api/deposits/invalid', finished],
      ['/admin-api/deposits/finish', rejected],
    ] as const) {
      const answer = await review(url, { id, remark: 'again' });
      expect(answer).toEqual({
        code: 3401,
        msg: 'This record has already been reviewed',
        data: null,
      });
    }
    expect((await balanceOf(user)).balance).toBe(25);
    expect(await depositEntries(finished)).toHaveLength(1);
  });

  it('credits once when two operators finish the same deposit at once', async () => {
    const user = await newRealUser(platform);
    const id = await submitCoinDeposit(platform, channels, user, 60);
    const token = await admin.token();
    const answers = await Promise.all([
      review('/admin-api/deposits/finish', { id }, token),
      review('/admin-api/deposits/finish', { id }, token),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([1, 3401]);
    expect(await depositEntries(id)).toHaveLength(1);
    expect((await balanceOf(user)).balance).toBe(60);
  });

  it('answers notFound for a deposit that does not exist', async () => {
    expect((await review('/admin-api/deposits/finish', { id: 987_654 })).code).toBe(1002);
  });
});

describe('the operator’s list', () => {
  it('filters by status and user, with a working link to the proof', async () => {
    const user = await newRealUser(platform);
    const waiting = await submitCoinDeposit(platform, channels, user, 11);
    const done = await submitCoinDeposit(platform, channels, user, 12);
    await review('/admin-api/deposits/finish', { id: done });
    const list = await operatorCall<{ items: DepositReview[]; total: number }>(
      admin,
      `/admin-api/deposits?status=0&user=${user.email}`,
    );
    expect(list.data.total).toBe(1);
    expect(list.data.items[0]).toMatchObject({
      id: waiting,
      uid: user.uid,
      email: user.email,
      channel: 'TRC20',
    });
    expect((await fetchLink(platform, list.data.items[0]?.proofUrl ?? '')).statusCode).toBe(200);
    const all = await operatorCall<{ items: DepositReview[] }>(
      admin,
      `/admin-api/deposits?user=${user.uid}`,
    );
    expect(all.data.items.map((d) => d.id)).toEqual([done, waiting]);
    const trail = await platform.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('target', '=', `deposit:${done}`)
      .execute();
    expect(trail).toEqual([{ action: 'deposit.finish' }]);
  });

  it('refuses trader tokens', async () => {
    const user = await newRealUser(platform);
    const id = await submitCoinDeposit(platform, channels, user, 13);
    for (const url of [
      '/admin-api/deposits/finish',
      '/admin-api/deposits/reject',
      '/admin-api/deposits/invalid',
    ]) {
      expect((await review(url, { id, remark: 'x' }, user.token)).code).toBe(999);
    }
    expect((await operatorCall(admin, '/admin-api/deposits', undefined, user.token)).code).toBe(
      999,
    );
    expect((await balanceOf(user)).balance).toBe(0);
  });
});
