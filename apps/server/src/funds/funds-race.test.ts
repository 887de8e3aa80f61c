import type { AddressInfo } from 'node:net';
import { endpoints } from '@tp/contract/endpoints';
import { FundsStatus } from '@tp/contract/entities';
import { ErrorCatalogue } from '@tp/contract/errors';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminTestClient } from '../test-support/admin-test-client.ts';
import { newRealUser } from '../test-support/funds-test-kit.ts';
import {
  startTestPlatform,
  type TestPlatform,
  testDatabase,
} from '../test-support/test-platform.ts';
import {
  bindCoinAddress,
  fundAccount,
  operatorCall,
  submitCoinDeposit,
} from './test-support/funds-admin-kit.ts';
import { expectFundsBooksOf } from './test-support/funds-books.ts';
import { type FundsChannels, seedFundsChannels } from './test-support/funds-fixtures.ts';

/**
 * Races on money over real connections. Meaningful on PostgreSQL (TEST_DATABASE_URL), where
 * requests run on a pool of connections; on the embedded database they still check the
 * engine's ordering.
 */
let platform: TestPlatform;
let channels: FundsChannels;
let admin: AdminTestClient;
let baseUrl: string;

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 1_000_000 });
  channels = await seedFundsChannels(platform);
  admin = new AdminTestClient(platform);
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await platform?.close();
});

const creditEntries = async (depositId: number) =>
  (
    await platform.db
      .selectFrom('ledger_entries')
      .select('amount')
      .where('deposit_id', '=', depositId)
      .execute()
  ).length;

describe('one account, many requests at once', () => {
  it('accepts exactly one of 100 withdrawals of the whole free margin', async () => {
    const user = await newRealUser(platform);
    await fundAccount(platform, admin, channels, user, 750);
    const methodId = await bindCoinAddress(platform, channels, user);
    const answers = await Promise.all(
      Array.from({ length: 100 }, async () => {
        const res = await fetch(`${baseUrl}${endpoints.withdraw.path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            authorization: user.token,
            lang: 'en',
          },
          body: new URLSearchParams({ draw_method_id: String(methodId), number: '750' }).toString(),
        });
        expect(res.status).toBe(200);
        return (await res.json()) as { code: number };
      }),
    );
    const accepted = answers.filter((a) => a.code === 1);
    expect(accepted).toHaveLength(1);
    expect(
      answers
        .filter((a) => a.code !== 1)
        .every((a) => a.code === ErrorCatalogue.aboveFreeMargin.code),
    ).toBe(true);
    const held = await platform.db
      .selectFrom('withdrawals')
      .select(['amount', 'status'])
      .where('user_id', '=', user.userId)
      .execute();
    expect(held.map((w) => [Number(w.amount), w.status])).toEqual([[750, FundsStatus.unchecked]]);
    await expectFundsBooksOf(platform.db, user.userId, platform.engine);
    const balance = await platform.engine.balance(user.userId);
    expect([balance.balance.toNumber(), balance.lockBalance.toNumber()]).toEqual([0, 750]);
  });

  it('credits once when two operators finish the same deposit at once', async () => {
    const user = await newRealUser(platform);
    const id = await submitCoinDeposit(platform, channels, user, 320);
    const token = await admin.token();
    const answers = await Promise.all(
      Array.from({ length: 2 }, () =>
        operatorCall(admin, '/admin-api/deposits/finish', { id }, token),
      ),
    );
    expect(answers.map((a) => a.code).sort()).toEqual([1, 3401]);
    expect(await creditEntries(id)).toBe(1);
    expect((await platform.engine.balance(user.userId)).balance.toNumber()).toBe(320);
    await expectFundsBooksOf(platform.db, user.userId, platform.engine);
  });
});

/**
 * Two whole platforms (two engines) on one PostgreSQL schema: both read the deposit as unchecked
 * while another connection holds its row, so both commits reach the guarded update; the first
 * to get the row credits, the other's transaction is rolled back and its operator told so.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two engines on one database', () => {
  // The second engine claims the books when it starts: whatever the first one decides is
  // refused inside the database, so the deposit is credited once, by the second.
  it('credits a deposit once when both finish it at the same moment', async () => {
    const database = await testDatabase();
    const url = database.location.kind === 'postgres' ? database.location.url : '';
    const first = await startTestPlatform({ database: database.location });
    const second = await startTestPlatform({ database: database.location });
    const blocker = new pg.Client({ connectionString: url });
    try {
      const shared = await seedFundsChannels(first);
      const admins = [new AdminTestClient(first), new AdminTestClient(second)] as const;
      // Operator sessions live in the shared database: one session works on both.
      const token = await admins[0].token();
      const user = await newRealUser(second);
      const id = await submitCoinDeposit(second, shared, user, 80);
      await blocker.connect();
      await blocker.query('BEGIN');
      await blocker.query('SELECT id FROM deposits WHERE id = $1 FOR UPDATE', [id]);
      const racing = admins.map((client) =>
        operatorCall(client, '/admin-api/deposits/finish', { id }, token),
      );
      // Both engines have read the record as unchecked and wait on its row when it is let go.
      await waitForWaiters(blocker, 2);
      await blocker.query('COMMIT');
      const answers = await Promise.all(racing);
      // The replaced engine fails at its epoch, or first finds the deposit finished already.
      expect([ErrorCatalogue.internal.code, ErrorCatalogue.recordAlreadyReviewed.code]).toContain(
        answers[0]?.code,
      );
      expect(answers[1]?.code).toBe(1);
      const credits = await first.db
        .selectFrom('ledger_entries')
        .select('amount')
        .where('deposit_id', '=', id)
        .execute();
      expect(credits.map((c) => Number(c.amount))).toEqual([80]);
      await expectFundsBooksOf(second.db, user.userId, second.engine);
    } finally {
      await blocker.end().catch(() => undefined);
      await second.close();
      await first.close();
      await database.drop();
    }
  });
});

/** Waits until `count` sessions wait, directly or in a queue, on a lock the blocker holds. */
async function waitForWaiters(blocker: pg.Client, count: number): Promise<void> {
  const { rows: self } = await blocker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const blockerPid = self[0]?.pid;
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const { rows } = await blocker.query<{ pid: number; blockers: number[] }>(
      'SELECT pid, pg_blocking_pids(pid) AS blockers FROM pg_stat_activity WHERE cardinality(pg_blocking_pids(pid)) > 0',
    );
    const waiting = new Set<number>();
    let grew = true;
    while (grew) {
      grew = false;
      for (const row of rows) {
        const behind = row.blockers.some((pid) => pid === blockerPid || waiting.has(pid));
        if (behind && !waiting.has(row.pid)) {
          waiting.add(row.pid);
          grew = true;
        }
      }
    }
    if (waiting.size >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} sessions waited on the held row`);
}
