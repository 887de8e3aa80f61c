import type { ReconciliationPage, ReconciliationReport } from '@tp/contract/admin-reconciliation';
import { ErrorCatalogue } from '@tp/contract/errors';
import { reconciliationCsv } from '@tp/contract/reconciliation-csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bindCoinAddress,
  fundAccount,
  operatorCall,
} from '../funds/test-support/funds-admin-kit.ts';
import { type FundsChannels, seedFundsChannels } from '../funds/test-support/funds-fixtures.ts';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import { callApi } from '../test-support/api-test-client.ts';
import { newRealUser, type TestUser } from '../test-support/funds-test-kit.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';
import { reconciliationJobName } from './reconciliation-job.ts';
import { latestReconciliationDifferences } from './reconciliation-reports.ts';
import { runReconciliation } from './reconciliation-run.ts';

let platform: TestPlatform;
let channels: FundsChannels;
let admin: AdminTestClient;
let gold: number;
let first: TestUser;
let second: TestUser;

const runAt = '2026-12-10T12:00:00Z';

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
  channels = await seedFundsChannels(platform);
  admin = new AdminTestClient(platform);
  await admin.token();
  gold = platform.market.instrumentByCode('XAUUSD')?.id ?? 0;
  await writeScriptedBooks();
});

afterAll(async () => {
  await platform?.close();
});

/** Gold's spread is 0.30: bid = mid − 0.15, ask = mid + 0.15. */
async function goldAt(mid: string): Promise<void> {
  platform.prices.push('XAUUSD', mid);
  await platform.engine.settled();
}

/** 0.1 lot of gold (10 ounces) at 100×: margin = 10 × price / 100, fee 0.70. */
async function submit(user: TestUser, params: Record<string, unknown>): Promise<number> {
  const answer = await callApi(
    platform.app,
    'submit',
    { cont: 0.1, forex_id: gold, multiple: 100, ...params },
    { token: user.token },
  );
  expect(answer.code, answer.msg).toBe(1);
  return answer.data.Id;
}

/**
 * Two real traders and a demo one on 10 December, before the run at 12:00.
 * First: deposit 1,000; buy at 2,000.15 (margin 200.015, fee 0.70), sold at 2,010.00 (+98.50);
 * buy again at 2,000.15 and hold; a buy limit at 1,900 (reserve 190 + 0.70); a withdrawal of
 * 50 paid and one of 100 under review. Balance 556.385, lock 200.015 + 190.70 + 100 = 490.715.
 * Second: deposit 500; sell at 1,999.85 (margin 199.985, fee 0.70) and hold. Balance 299.315,
 * lock 199.985. Gold ends at a mid of 1,990: the first's buy is worth (1,989.85 − 2,000.15) × 10
 * = −103.00, the second's sell (1,999.85 − 1,990.15) × 10 = +97.00.
 */
async function writeScriptedBooks(): Promise<void> {
  platform.clock.set(new Date('2026-12-10T08:00:00Z'));
  admin.forget('admin');
  await admin.token();
  first = await newRealUser(platform);
  second = await newRealUser(platform);
  await fundAccount(platform, admin, channels, first, 1000);
  await fundAccount(platform, admin, channels, second, 500);
  await goldAt('2000');
  const round = await submit(first, { type: 1, status: 1 });
  await goldAt('2010.15');
  const closed = await callApi(platform.app, 'close', { id: round }, { token: first.token });
  expect(closed.data.FactProfits).toBe(98.5);
  await goldAt('2000');
  await submit(first, { type: 1, status: 1 });
  await submit(first, { type: 1, status: 0, target_price: 1900 });
  await submit(second, { type: 2, status: 1 });
  const method = await bindCoinAddress(platform, channels, first);
  const paid = await callApi(
    platform.app,
    'withdraw',
    { draw_method_id: method, number: 50 },
    { token: first.token },
  );
  expect(paid.code, paid.msg).toBe(1);
  const payment = await operatorCall(admin, '/admin-api/withdrawals/pay', {
    id: paid.data.id,
    realNumber: 49,
  });
  expect(payment.code, payment.msg).toBe(1);
  const held = await callApi(
    platform.app,
    'withdraw',
    { draw_method_id: method, number: 100 },
    { token: first.token },
  );
  expect(held.code, held.msg).toBe(1);
  const demo = await callApi(platform.app, 'createDemoAccount', { demo_id: crypto.randomUUID() });
  expect(demo.code, demo.msg).toBe(1);
  await goldAt('1990');
  platform.clock.set(new Date(runAt));
}

type Logged = { level: 'info' | 'error'; details: object; message: string };

function reconcileNow(logged: Logged[] = []): Promise<ReconciliationReport> {
  return runReconciliation(
    {
      db: platform.db,
      market: platform.market,
      now: () => platform.clock.now(),
      log: {
        info: (details, message) => logged.push({ level: 'info', details, message }),
        error: (details, message) => logged.push({ level: 'error', details, message }),
      },
    },
    { trigger: 'schedule' },
  );
}

describe('the reconciliation of the books', () => {
  it('finds no difference in clean books, with totals worked out by hand', async () => {
    const logged: Logged[] = [];
    const report = await reconcileNow(logged);
    expect(report.differences).toEqual([]);
    expect(report.differenceCount).toBe(0);
    expect(report).toMatchObject({
      trigger: 'schedule',
      startedAt: '2026-12-10T12:00:00.000Z',
      periodFrom: '2026-12-09T12:00:00.000Z',
      periodTo: '2026-12-10T12:00:00.000Z',
      accountsChecked: 3,
    });
    expect(report.totals).toEqual({
      accounts: 3,
      realAccounts: 2,
      clientBalance: '855.7',
      clientLocked: '690.7',
      clientMoney: '1546.4',
      clientFloatingPnl: '-6',
      brokerFloatingPnl: '6',
      // Four fees booked (the pending order's is held in its reserve, refunded if cancelled).
      fees: '2.8',
      clientRealisedPnl: '98.5',
      brokerRealisedPnl: '-95.7',
      negativeBalanceCorrections: { count: 0, amount: '0' },
      deposits: { count: 2, amount: '1500' },
      withdrawals: { count: 1, amount: '50' },
      exposure: [
        {
          instrumentId: gold,
          code: 'XAUUSD',
          buyLots: 0.1,
          sellLots: 0.1,
          netLots: 0,
          brokerPnl: 6,
        },
      ],
    });
    expect(logged.map((line) => line.level)).toEqual(['info']);
    expect(await latestReconciliationDifferences(platform.db)).toBe(0);
  });

  it('names a tampered ledger row and a tampered lock: account, expected, found', async () => {
    const entry = await platform.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('user_id', '=', second.userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await platform.db
      .updateTable('ledger_entries')
      .set((eb) => ({ amount: eb('amount', '+', '1') }))
      .where('id', '=', entry.id)
      .execute();
    await platform.db
      .updateTable('accounts')
      .set({ lock_balance: '480.715' })
      .where('user_id', '=', first.userId)
      .execute();
    const logged: Logged[] = [];
    const report = await reconcileNow(logged);
    expect(report.differenceCount).toBe(2);
    expect(report.differences).toEqual([
      {
        userId: first.userId,
        uid: first.uid,
        isDemo: false,
        check: 'lock',
        expected: '490.715',
        found: '480.715',
      },
      {
        userId: second.userId,
        uid: second.uid,
        isDemo: false,
        check: 'balance',
        expected: '300.315',
        found: '299.315',
      },
    ]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 'error',
      details: { reconciliationId: report.id, differences: 2 },
    });
    expect(await latestReconciliationDifferences(platform.db)).toBe(2);

    // The report as stored, and as the back office downloads it.
    const stored = await operatorCall<ReconciliationReport>(
      admin,
      `/admin-api/reconciliation/report?id=${report.id}`,
    );
    expect(stored.data).toEqual(report);
    const rows = parseCsv(reconciliationCsv(report));
    expect(rows[0]).toEqual(['section', 'name', 'user_id', 'uid', 'expected', 'found', 'value']);
    expect(rows.filter((row) => row[0] === 'difference')).toEqual([
      ['difference', 'lock', String(first.userId), first.uid, '490.715', '480.715', ''],
      ['difference', 'balance', String(second.userId), second.uid, '300.315', '299.315', ''],
    ]);
    expect(rows).toContainEqual(['total', 'client_floating_pnl', '', '', '', '', '-6']);

    // Put back, so the next runs are clean again.
    await platform.db
      .updateTable('ledger_entries')
      .set((eb) => ({ amount: eb('amount', '-', '1') }))
      .where('id', '=', entry.id)
      .execute();
    await platform.db
      .updateTable('accounts')
      .set({ lock_balance: '490.715' })
      .where('user_id', '=', first.userId)
      .execute();
  });

  it('runs as the daily job', async () => {
    const before = await reportCount();
    await platform.runJob(reconciliationJobName);
    const page = await operatorCall<ReconciliationPage>(admin, '/admin-api/reconciliation');
    expect(page.data.latest).toMatchObject({ trigger: 'schedule', differenceCount: 0 });
    expect(page.data.items[0]).toEqual(page.data.latest);
    expect(page.data.total).toBe(before + 1);
  });
});

describe('the back office reconciliation calls', () => {
  it('runs on demand for finance, audited, and lists the reports newest first', async () => {
    const finance = await admin.operatorWithRole('finance');
    const run = await admin.call<ReconciliationReport>('POST', '/admin-api/reconciliation/run', {
      token: finance.token,
      body: {},
    });
    expect(run.code, run.msg).toBe(1);
    expect(run.data).toMatchObject({
      trigger: 'operator',
      operatorName: finance.username,
      differenceCount: 0,
    });
    const trail = await platform.db
      .selectFrom('audit_log')
      .select(['operator_id', 'action', 'target'])
      .where('action', '=', 'reconciliation.run')
      .execute();
    expect(trail).toEqual([
      {
        operator_id: finance.id,
        action: 'reconciliation.run',
        target: `reconciliation:${run.data.id}`,
      },
    ]);
    const page = await admin.call<ReconciliationPage>('GET', '/admin-api/reconciliation?page=1', {
      token: finance.token,
    });
    expect(page.data.items.map((item) => item.id)).toEqual(
      [...page.data.items.map((item) => item.id)].sort((a, b) => b - a),
    );
    expect(page.data.latest?.id).toBe(run.data.id);
  });

  it('refuses callers who are not operators, roles that may not, and bad input', async () => {
    const noSession = await admin.call('GET', '/admin-api/reconciliation');
    expect(noSession.code).toBe(ErrorCatalogue.notLoggedIn.code);
    const trader = await admin.call('GET', '/admin-api/reconciliation', { token: first.token });
    expect(trader.code).toBe(ErrorCatalogue.notLoggedIn.code);
    const support = await admin.operatorWithRole('support');
    for (const [method, url] of [
      ['GET', '/admin-api/reconciliation'],
      ['GET', '/admin-api/reconciliation/report?id=1'],
      ['POST', '/admin-api/reconciliation/run'],
    ] as const) {
      const refused = await admin.call(method, url, { token: support.token, body: {} });
      expect(refused.code, `${method} ${url}`).toBe(ErrorCatalogue.forbiddenRole.code);
    }
    const risk = await admin.operatorWithRole('risk');
    const reads = await admin.call('GET', '/admin-api/reconciliation', { token: risk.token });
    expect(reads.code).toBe(1);
    const runs = await admin.call('POST', '/admin-api/reconciliation/run', {
      token: risk.token,
      body: {},
    });
    expect(runs.code).toBe(ErrorCatalogue.forbiddenRole.code);

    const before = await reportCount();
    for (const query of [
      'id=abc',
      'id=1.5',
      'id=',
      'id=1e400',
      'id=%00',
      'id=100000000000000000000',
    ]) {
      const bad = await admin.call('GET', `/admin-api/reconciliation/report?${query}`, {
        token: risk.token,
      });
      expect(bad.code, query).toBe(ErrorCatalogue.invalidField.code);
    }
    for (const id of ['0', '-4', '99999999']) {
      const missing = await admin.call('GET', `/admin-api/reconciliation/report?id=${id}`, {
        token: risk.token,
      });
      expect(missing.code, id).toBe(ErrorCatalogue.notFound.code);
    }
    for (const page of ['0', '-1', 'x', '1000000000000']) {
      const bad = await admin.call('GET', `/admin-api/reconciliation?page=${page}`, {
        token: risk.token,
      });
      expect(bad.code, page).toBe(ErrorCatalogue.invalidField.code);
    }
    expect(await reportCount()).toBe(before);
  });
});

async function reportCount(): Promise<number> {
  const row = await platform.db
    .selectFrom('reconciliation_reports')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** RFC 4180 read back: quoted cells, doubled quotes, CRLF between records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}
