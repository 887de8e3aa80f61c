import type {
  AdminLedgerRow,
  AdminOrder,
  UserAccountView,
  UserDetail,
  UserRow,
} from '@tp/contract/admin-operations';
import { CloseReason, OrderStatus } from '@tp/contract/entities';
import { legalDocumentsVersion } from '@tp/contract/legal-documents';
import { Decimal } from '@tp/domain/decimal';
import { Side } from '@tp/domain/side';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import { callApi, ledgerCheck, newDemoUser, rowCounts } from '../test-support/api-test-client.ts';
import { realTrader } from '../test-support/back-office-fixtures.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

let platform: TestPlatform;
let client: AdminTestClient;
let admin: string;
let finance: string;
let support: string;
let risk: string;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
  client = new AdminTestClient(platform);
  admin = await client.token();
  finance = (await client.operatorWithRole('finance')).token;
  support = (await client.operatorWithRole('support')).token;
  risk = (await client.operatorWithRole('risk')).token;
  platform.prices.push('EURUSD', '1.10000');
});

afterAll(async () => {
  await platform?.close();
});

type Page<T> = { items: T[]; total: number };

const get = <T>(url: string, token = support) => client.call<T>('GET', url, { token });
const post = <T>(url: string, body: Record<string, unknown>, token: string, lang = 'en') =>
  client.call<T>('POST', url, { token, body, lang });

const eurusd = () => {
  const record = platform.market.instrumentByCode('EURUSD');
  if (!record) throw new Error('EURUSD is seeded');
  return record;
};

async function openBuy(userId: number, lots = '0.1') {
  const record = eurusd();
  return platform.engine.placeOrder({
    userId,
    instrumentId: record.id,
    side: Side.buy,
    lots: new Decimal(lots),
    leverage: record.terms.leverageOptions[0],
  });
}

const auditOf = (target: string) =>
  platform.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target', '=', target)
    .orderBy('id')
    .execute();

describe('user search', () => {
  it('finds users by part of the e-mail, phone or uid, whatever the case', async () => {
    const alice = await realTrader(platform, { email: 'Alice.Search@Example.com', balance: '500' });
    const bob = await realTrader(platform, {
      email: 'bob.search@example.com',
      mobile: '61230001',
      areaCode: '+852',
      balance: '1500',
    });
    const byEmail = await get<Page<UserRow>>('/admin-api/users?query=alice.SEARCH');
    expect(byEmail.data.items.map((u) => u.id)).toEqual([alice.userId]);
    expect(byEmail.data.items[0]).toMatchObject({
      uid: alice.uid,
      email: 'Alice.Search@Example.com',
      isDemo: false,
      signInFrozen: false,
      tradingFrozen: false,
      kycStatus: 0,
      balance: 500,
    });
    const byPhone = await get<Page<UserRow>>('/admin-api/users?query=1230001');
    expect(byPhone.data.items.map((u) => [u.id, u.mobile])).toEqual([[bob.userId, '+85261230001']]);
    expect((await get<Page<UserRow>>('/admin-api/users?query=%2B8526123')).data.total).toBe(1);
    const byUid = await get<Page<UserRow>>(`/admin-api/users?query=${bob.uid}`);
    expect(byUid.data.items.map((u) => u.id)).toEqual([bob.userId]);
    // LIKE wildcards are matched as themselves.
    expect((await get<Page<UserRow>>('/admin-api/users?query=%25')).data.total).toBe(0);
    expect((await get<Page<UserRow>>('/admin-api/users?query=_')).data.total).toBe(0);
  });

  it('filters real and demo, sorts, and pages with the total', async () => {
    await newDemoUser(platform.app);
    const all = await platform.db.selectFrom('users').select(['id', 'is_demo']).execute();
    const real = await get<Page<UserRow>>('/admin-api/users?kind=1');
    expect(real.data.total).toBe(all.filter((u) => !u.is_demo).length);
    expect(real.data.items.every((u) => !u.isDemo)).toBe(true);
    const demo = await get<Page<UserRow>>('/admin-api/users?kind=2');
    expect(demo.data.total).toBe(all.filter((u) => u.is_demo).length);

    const byBalance = await get<Page<UserRow>>('/admin-api/users?kind=1&sort=balance&order=asc');
    const balances = byBalance.data.items.map((u) => u.balance);
    expect(balances).toEqual([...balances].sort((a, b) => a - b));
    const newest = await get<Page<UserRow>>('/admin-api/users');
    expect(newest.data.total).toBe(all.length);
    const createdAt = newest.data.items.map((u) => u.createdAt);
    expect(createdAt).toEqual([...createdAt].sort().reverse());
    expect((await get<Page<UserRow>>('/admin-api/users?page=2')).data.items).toEqual([]);
    expect((await get('/admin-api/users?sort=email')).code).toBe(1001);
  });
});

describe('a user’s account, orders and ledger', () => {
  it('shows the account figures from the engine’s live state', async () => {
    const trader = await realTrader(platform, { balance: '2000' });
    await openBuy(trader.userId);
    platform.prices.push('EURUSD', '1.10500');
    const detail = await get<UserDetail>(`/admin-api/users/detail?userId=${trader.userId}`, risk);
    expect(detail.code, detail.msg).toBe(1);
    const summary = await platform.engine.accountSummary(trader.userId);
    expect(detail.data.account).toEqual({
      balance: summary.Balance,
      lockBalance: summary.CautionMoneyAll,
      equity: summary.Equity,
      freeMargin: summary.FreeMargin,
      margin: summary.CautionMoneyAll,
      floatingPnl: summary.ProfitsTotal,
      riskRate: summary.HazardRate,
    });
    expect(detail.data.account.floatingPnl).toBeGreaterThan(0);
    expect(detail.data.user.uid).toBe(trader.uid);
    expect(detail.data.inviteCode).toMatch(/^R/);
    expect(detail.data.referrerUid).toBe('');
    expect(detail.data.consent).toBeNull();
    expect((await get(`/admin-api/users/detail?userId=987654`)).code).toBe(4010);
  });

  it('shows the consent the trader gave at registration: the documents’ version and when', async () => {
    const at = new Date('2026-11-20T08:15:30.000Z');
    const trader = await realTrader(platform, {
      consent: { version: legalDocumentsVersion, at },
    });
    const detail = await get<UserDetail>(`/admin-api/users/detail?userId=${trader.userId}`);
    expect(detail.data.consent).toEqual({
      version: legalDocumentsVersion,
      acceptedAt: '2026-11-20T08:15:30.000Z',
    });

    // Not to the trader's own token, nor to no token; a broken id is refused as a field.
    const own = await newDemoUser(platform.app);
    const url = `/admin-api/users/detail?userId=${trader.userId}`;
    for (const token of [own.token, '']) {
      expect(await client.call('GET', url, { token })).toEqual({
        code: 999,
        msg: 'Please log in',
        data: null,
      });
    }
    for (const userId of ['abc', '99999999999999999999', '', '-']) {
      expect((await get(`/admin-api/users/detail?userId=${userId}`)).code).toBe(1001);
    }
  });

  it('lists orders by status with the live mark, and the ledger in the operator’s language', async () => {
    const trader = await realTrader(platform);
    const first = await openBuy(trader.userId, '0.01');
    await openBuy(trader.userId, '0.02');
    await platform.engine.closePosition({
      userId: trader.userId,
      orderId: first.Id,
      reason: CloseReason.user,
    });
    platform.prices.push('EURUSD', '1.10200');
    const holding = await get<Page<AdminOrder>>(
      `/admin-api/users/orders?userId=${trader.userId}&status=${OrderStatus.holding}`,
    );
    expect(holding.data.total).toBe(1);
    const live = (await platform.engine.accountSummary(trader.userId)).TransOrder[0];
    expect(holding.data.items[0]).toMatchObject({
      code: 'EURUSD',
      side: 1,
      lots: 0.02,
      status: OrderStatus.holding,
      price: live?.UpdatePrice,
      pnl: live?.FactProfits,
      closedAt: null,
    });
    const all = await get<Page<AdminOrder>>(`/admin-api/users/orders?userId=${trader.userId}`);
    expect(all.data.items.map((o) => o.status)).toEqual([OrderStatus.holding, OrderStatus.closed]);
    expect(all.data.items[1]?.closeReason).toBe(CloseReason.user);

    const ledger = await get<Page<AdminLedgerRow>>(
      `/admin-api/users/ledger?userId=${trader.userId}`,
      finance,
    );
    const rows = await platform.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('user_id', '=', trader.userId)
      .execute();
    expect(ledger.data.total).toBe(rows.length);
    expect(ledger.data.items.at(-1)).toMatchObject({ amount: 1000, memo: 'Deposit' });
    const hk = await client.call<Page<AdminLedgerRow>>(
      'GET',
      `/admin-api/users/ledger?userId=${trader.userId}`,
      { token: finance, lang: 'hk' },
    );
    expect(hk.data.items.at(-1)?.memo).toBe('充值');
    expect((await get(`/admin-api/users/ledger?userId=987654`)).code).toBe(4010);
  });
});

describe('freezing', () => {
  it('ends the trader’s sessions at once and refuses sign-in until thawed', async () => {
    const trader = await realTrader(platform);
    const login = () =>
      callApi(platform.app, 'login', { account: trader.email, password: trader.password });
    const session = await login();
    expect(session.code).toBe(1);
    const token = session.data.token;
    expect((await callApi(platform.app, 'userInfo', {}, { token })).code).toBe(1);

    const frozen = await post<UserRow>(
      '/admin-api/users/freeze',
      { userId: trader.userId, signInFrozen: true },
      support,
    );
    expect(frozen.data).toMatchObject({ signInFrozen: true, tradingFrozen: false });
    expect((await callApi(platform.app, 'userInfo', {}, { token })).code).toBe(999);
    expect((await login()).code).toBe(1127);

    expect(
      (await post('/admin-api/users/freeze', { userId: trader.userId, signInFrozen: false }, risk))
        .code,
    ).toBe(1);
    expect((await login()).code).toBe(1);
    const rows = await auditOf(`user:${trader.userId}`);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      [
        'user.freeze',
        { signInFrozen: false, tradingFrozen: false },
        { signInFrozen: true, tradingFrozen: false },
      ],
      [
        'user.freeze',
        { signInFrozen: true, tradingFrozen: false },
        { signInFrozen: false, tradingFrozen: false },
      ],
    ]);
  });

  it('refuses new orders while trading is frozen, still lets positions close', async () => {
    const trader = await newDemoUser(platform.app);
    const record = eurusd();
    const submit = () =>
      callApi(
        platform.app,
        'submit',
        {
          type: 1,
          cont: 0.01,
          forex_id: record.id,
          status: 1,
          multiple: record.terms.leverageOptions[0],
        },
        { token: trader.token },
      );
    const open = await submit();
    expect(open.code).toBe(1);
    expect(
      (await post('/admin-api/users/freeze', { userId: trader.userId, tradingFrozen: true }, risk))
        .data,
    ).toMatchObject({ tradingFrozen: true, signInFrozen: false });
    const counts = await rowCounts(platform.db);
    expect(await submit()).toEqual({
      code: 2111,
      msg: 'Trading is suspended on this account: please contact customer service',
      data: null,
    });
    expect(await rowCounts(platform.db)).toEqual(counts);
    const closed = await callApi(
      platform.app,
      'close',
      { id: open.data.Id },
      { token: trader.token },
    );
    expect(closed.code, closed.msg).toBe(1);

    await post('/admin-api/users/freeze', { userId: trader.userId, tradingFrozen: false }, risk);
    expect((await submit()).code).toBe(1);
  });

  it('answers userNotFound and forbiddenRole without changing anything', async () => {
    expect(
      (await post('/admin-api/users/freeze', { userId: 987654, tradingFrozen: true }, risk)).code,
    ).toBe(4010);
    expect(
      (await post('/admin-api/users/freeze', { userId: 1, tradingFrozen: true }, finance)).code,
    ).toBe(4004);
  });
});

describe('balance adjustment', () => {
  it('credits through the engine as an adjustment with the reason, which the trader sees', async () => {
    const trader = await realTrader(platform, { balance: '100' });
    const adjusted = await post<UserAccountView>(
      '/admin-api/users/adjust-balance',
      { userId: trader.userId, amount: 25.5, reason: 'Goodwill for the outage of 3 May' },
      finance,
    );
    expect(adjusted.code, adjusted.msg).toBe(1);
    expect(adjusted.data).toMatchObject({ balance: 125.5, equity: 125.5, freeMargin: 125.5 });
    const check = await ledgerCheck(platform.db, trader.userId);
    expect(check.balance.toString()).toBe('125.5');
    expect(check.ledgerSum.eq(check.balance)).toBe(true);

    const session = await callApi(platform.app, 'login', {
      account: trader.email,
      password: trader.password,
    });
    const log = await callApi(platform.app, 'accountLog', {}, { token: session.data.token });
    expect(log.data.data[0]).toMatchObject({
      Value: 25.5,
      Type: 7,
      Memo: 'Goodwill for the outage of 3 May',
      MemoTran: 'Goodwill for the outage of 3 May',
    });

    const rows = await auditOf(`user:${trader.userId}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.action).toBe('user.adjustBalance');
    expect(rows[0]?.before).toMatchObject({ balance: 100 });
    expect(rows[0]?.after).toMatchObject({
      balance: 125.5,
      amount: 25.5,
      reason: 'Goodwill for the outage of 3 May',
    });
  });

  it('debits up to the free margin and refuses more, naming the free margin', async () => {
    const trader = await realTrader(platform, { balance: '2000' });
    await openBuy(trader.userId, '0.1');
    const free = (await get<UserDetail>(`/admin-api/users/detail?userId=${trader.userId}`)).data
      .account.freeMargin;
    const counts = await rowCounts(platform.db);
    const refused = await post(
      '/admin-api/users/adjust-balance',
      { userId: trader.userId, amount: -(free + 0.01), reason: 'Chargeback' },
      finance,
    );
    expect(refused).toEqual({
      code: 4008,
      msg: `The debit is more than the free margin (${free.toFixed(2)})`,
      data: null,
    });
    expect(await rowCounts(platform.db)).toEqual(counts);
    expect(await auditOf(`user:${trader.userId}`)).toHaveLength(0);

    const debited = await post<UserAccountView>(
      '/admin-api/users/adjust-balance',
      { userId: trader.userId, amount: -free, reason: 'Chargeback' },
      admin,
    );
    expect(debited.code, debited.msg).toBe(1);
    expect(debited.data.freeMargin).toBe(0);
  });

  it('refuses a zero, too precise or missing amount, a blank reason, and other roles', async () => {
    const trader = await realTrader(platform);
    const adjust = (body: Record<string, unknown>, token = finance) =>
      post('/admin-api/users/adjust-balance', { userId: trader.userId, ...body }, token);
    const counts = await rowCounts(platform.db);
    expect((await adjust({ amount: 0, reason: 'x' })).code).toBe(1001);
    expect((await adjust({ amount: 0.0000001, reason: 'x' })).code).toBe(1001);
    expect((await adjust({ amount: 1e10, reason: 'x' })).code).toBe(1001);
    expect((await adjust({ reason: 'x' })).code).toBe(1001);
    expect(await adjust({ amount: 5, reason: '   ' })).toEqual({
      code: 1001,
      msg: 'Invalid value for reason',
      data: null,
    });
    expect((await adjust({ amount: 5, reason: 'bad\u0000text' })).code).toBe(1001);
    expect((await adjust({ amount: 5, reason: 'x' }, support)).code).toBe(4004);
    expect((await adjust({ amount: 5, reason: 'x' }, risk)).code).toBe(4004);
    expect(
      (
        await post(
          '/admin-api/users/adjust-balance',
          { userId: 987654, amount: 5, reason: 'x' },
          finance,
        )
      ).code,
    ).toBe(4010);
    expect(await rowCounts(platform.db)).toEqual(counts);
  });
});

describe('closing as operator', () => {
  it('closes a holding position with the operator reason, audited with the operator’s words', async () => {
    const trader = await realTrader(platform);
    const order = await openBuy(trader.userId, '0.05');
    platform.prices.push('EURUSD', '1.10300');
    const closed = await post<AdminOrder>(
      '/admin-api/orders/close',
      { orderId: order.Id, reason: 'Margin call unanswered' },
      risk,
    );
    expect(closed.code, closed.msg).toBe(1);
    expect(closed.data).toMatchObject({
      id: order.Id,
      status: OrderStatus.closed,
      closeReason: CloseReason.operator,
    });
    const row = await platform.db
      .selectFrom('orders')
      .select(['status', 'close_reason', 'close_price'])
      .where('id', '=', order.Id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(OrderStatus.closed);
    expect(row.close_reason).toBe(CloseReason.operator);
    expect(Number(row.close_price)).toBe(closed.data.price);
    const check = await ledgerCheck(platform.db, trader.userId);
    expect(check.ledgerSum.eq(check.balance)).toBe(true);

    const rows = await auditOf(`order:${order.Id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.action).toBe('order.close');
    expect(rows[0]?.before).toMatchObject({ status: OrderStatus.holding });
    expect(rows[0]?.after).toMatchObject({
      status: OrderStatus.closed,
      reason: 'Margin call unanswered',
    });
  });

  it('refuses a closed or unknown order, a blank reason, and roles other than risk', async () => {
    const trader = await realTrader(platform);
    const order = await openBuy(trader.userId, '0.01');
    const close = (body: Record<string, unknown>, token = risk) =>
      post('/admin-api/orders/close', body, token);
    expect((await close({ orderId: order.Id, reason: 'x' }, finance)).code).toBe(4004);
    expect((await close({ orderId: order.Id, reason: 'x' }, support)).code).toBe(4004);
    expect((await close({ orderId: order.Id, reason: ' ' })).code).toBe(1001);
    expect((await close({ orderId: 99_999_999, reason: 'x' })).code).toBe(2201);
    expect((await close({ orderId: order.Id, reason: 'x' }, admin)).code).toBe(1);
    expect((await close({ orderId: order.Id, reason: 'again' })).code).toBe(2202);
    expect(await auditOf(`order:${order.Id}`)).toHaveLength(1);
  });
});
