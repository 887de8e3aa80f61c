import { OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerType } from '../engine/ledger-type.ts';
import { callApi, ledgerCheck, newDemoUser } from '../test-support/api-test-client.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

// Races need a pool of real connections: PGlite has one connection and serialises everything,
// so these tests only prove something on PostgreSQL and are skipped without TEST_DATABASE_URL.
describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent trading on PostgreSQL', () => {
  let platform: TestPlatform;
  let eurusdId: number;

  beforeAll(async () => {
    platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
    eurusdId = platform.market.instrumentByCode('EURUSD')?.id ?? 0;
    platform.prices.push('EURUSD', '1.10000');
  });

  afterAll(async () => {
    await platform?.close();
  });

  const order = (extra: Record<string, unknown> = {}) => ({
    type: 1,
    cont: '0.01',
    forex_id: eurusdId,
    status: 1,
    multiple: 100,
    ...extra,
  });

  it('books 50 concurrent submits exactly, each once', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => callApi(platform.app, 'submit', order(), { token })),
    );
    expect(answers.every((a) => a.code === 1)).toBe(true);
    expect(new Set(answers.map((a) => a.data.Id)).size).toBe(50);
    const spent = answers.reduce(
      (sum, a) => sum.plus(a.data.CautionMoney).plus(a.data.TradeFee),
      new Decimal(0),
    );
    const { balance, ledgerSum } = await ledgerCheck(platform.db, userId);
    expect(balance).toEqual(new Decimal(10000).minus(spent));
    expect(ledgerSum).toEqual(balance);
  });

  it('makes exactly one order of one client_order_id retried 10 times at once', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        callApi(platform.app, 'submit', order({ client_order_id: 'same-key' }), { token }),
      ),
    );
    expect(answers.every((a) => a.code === 1)).toBe(true);
    expect(new Set(answers.map((a) => a.data.Id)).size).toBe(1);
    const rows = await platform.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(rows).toHaveLength(1);
    const fees = await platform.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('user_id', '=', userId)
      .where('type', '=', LedgerType.fee)
      .execute();
    expect(fees).toHaveLength(1);
  });

  it('closes one order once when 10 closes arrive at once', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    const opened = await callApi(platform.app, 'submit', order({ cont: 1 }), { token });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        callApi(platform.app, 'close', { id: opened.data.Id }, { token }),
      ),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 2202)).toHaveLength(9);
    const releases = await platform.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('user_id', '=', userId)
      .where('type', '=', LedgerType.marginRelease)
      .execute();
    expect(releases).toHaveLength(1);
    const row = await platform.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', opened.data.Id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(OrderStatus.closed);
    const { balance, ledgerSum } = await ledgerCheck(platform.db, userId);
    expect(balance).toEqual(ledgerSum);
  });

  it('keeps many users trading at once apart', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => newDemoUser(platform.app)));
    await Promise.all(
      users.flatMap((user) =>
        Array.from({ length: 5 }, () =>
          callApi(platform.app, 'submit', order(), { token: user.token }),
        ),
      ),
    );
    for (const user of users) {
      const { balance, ledgerSum } = await ledgerCheck(platform.db, user.userId);
      expect(balance).toEqual(ledgerSum);
      const held = await callApi(platform.app, 'myDeal', { status: 1 }, { token: user.token });
      expect(held.data.total).toBe(5);
    }
  });
});
