import type { AddressInfo } from 'node:net';
import { type DataOf, type EndpointName, endpoints } from '@tp/contract/endpoints';
import { OrderStatus } from '@tp/contract/entities';
import { ErrorCatalogue } from '@tp/contract/errors';
import { Decimal } from '@tp/domain/decimal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerType } from '../engine/ledger-type.ts';
import { type Answer, ledgerCheck, newDemoUser } from '../test-support/api-test-client.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

/**
 * Fifty submits and closes racing on ONE account, over real HTTP connections: free margin is
 * never overspent (no ledger entry leaves the balance below zero, refusals are "insufficient
 * margin") and no order is closed twice. Meaningful on PostgreSQL, where requests run on a
 * pool of connections; on the embedded database it still checks the engine's ordering.
 */
describe('fifty submits and closes at once on one account', () => {
  let platform: TestPlatform;
  let baseUrl: string;
  let eurusdId: number;

  beforeAll(async () => {
    platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
    eurusdId = platform.market.instrumentByCode('EURUSD')?.id ?? 0;
    platform.prices.push('EURUSD', '1.10000');
    await platform.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await platform?.close();
  });

  async function post<N extends EndpointName>(
    name: N,
    body: Record<string, unknown>,
    token: string,
  ): Promise<Answer<DataOf<N>>> {
    const res = await fetch(`${baseUrl}${endpoints[name].path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token, lang: 'en' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as Answer<DataOf<N>>;
  }

  // 1.8 lots of EURUSD at 1:100 needs 1,980 USD of margin: a 10,000 USD account holds five.
  const bigBuy = () => ({ type: 1, cont: '1.8', forex_id: eurusdId, status: 1, multiple: 100 });

  it('never overspends free margin and never closes an order twice', async () => {
    const { token, userId } = await newDemoUser(platform.app);
    const opened: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await post('submit', bigBuy(), token);
      expect(answer.code).toBe(1);
      opened.push(answer.data.Id);
    }
    const costOf = (o: { CautionMoney: number; TradeFee: number }) =>
      new Decimal(o.CautionMoney).plus(o.TradeFee);

    // Every fifth request is a close, so closes free margin while submits still arrive.
    const requests = Array.from({ length: 50 }, (_, i) =>
      i % 5 === 4
        ? { kind: 'close' as const, answer: post('close', { id: opened[i % 3] }, token) }
        : { kind: 'submit' as const, answer: post('submit', bigBuy(), token) },
    );
    const settled = await Promise.all(
      requests.map(async (r) => ({ kind: r.kind, answer: await r.answer })),
    );
    const submitAnswers = settled.filter((r) => r.kind === 'submit').map((r) => r.answer);
    const closeAnswers = settled.filter((r) => r.kind === 'close').map((r) => r.answer);

    const accepted = submitAnswers.filter((a) => a.code === 1);
    const refused = submitAnswers.filter((a) => a.code !== 1);
    expect(refused.every((a) => a.code === ErrorCatalogue.insufficientMargin.code)).toBe(true);
    // Free margin is equity less margin: after three positions (and their spread) one more fits.
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    // Even with every close first, five positions of this size at most fit in 10,000 USD.
    expect(accepted.length).toBeLessThanOrEqual(5);

    // Each of the three orders closed exactly once; the other closes were told it is not open.
    expect(closeAnswers.filter((a) => a.code === 1)).toHaveLength(3);
    expect(
      closeAnswers.filter((a) => a.code === ErrorCatalogue.orderNotOpen.code).map((a) => a.code),
    ).toHaveLength(7);

    const ledger = await platform.db
      .selectFrom('ledger_entries')
      .select(['id', 'amount', 'balance_after', 'type', 'order_id'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    // The balance is what is free of margin: no entry, in commit order, took it below zero.
    for (const entry of ledger) {
      expect(new Decimal(entry.balance_after).isNegative(), `entry ${entry.id}`).toBe(false);
    }
    const releasesPerOrder = new Map<number, number>();
    for (const entry of ledger) {
      if (entry.type !== LedgerType.marginRelease || entry.order_id === null) continue;
      releasesPerOrder.set(entry.order_id, (releasesPerOrder.get(entry.order_id) ?? 0) + 1);
    }
    expect([...releasesPerOrder.values()].every((n) => n === 1)).toBe(true);
    expect([...releasesPerOrder.keys()].sort()).toEqual([...opened].sort());

    const holding = await platform.db
      .selectFrom('orders')
      .select(['id', 'margin'])
      .where('user_id', '=', userId)
      .where('status', '=', OrderStatus.holding)
      .execute();
    expect(holding.map((o) => o.id).sort()).toEqual(accepted.map((a) => a.data.Id).sort());
    const account = await platform.db
      .selectFrom('accounts')
      .select(['balance', 'lock_balance'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const heldMargin = holding.reduce((sum, o) => sum.plus(o.margin), new Decimal(0));
    expect(new Decimal(account.lock_balance)).toEqual(heldMargin);
    expect(new Decimal(account.balance).isNegative()).toBe(false);
    const { balance, ledgerSum } = await ledgerCheck(platform.db, userId);
    expect(balance).toEqual(ledgerSum);
    // Every accepted order's cost came out of the balance once.
    const acceptedCost = accepted.reduce((sum, a) => sum.plus(costOf(a.data)), new Decimal(0));
    expect(acceptedCost.lessThanOrEqualTo(new Decimal(10_000))).toBe(true);
  });
});
