import { randomUUID } from 'node:crypto';
import type { DataOf, EndpointName } from '@tp/contract/endpoints';
import { endpoints } from '@tp/contract/endpoints';
import { Decimal } from '@tp/domain/decimal';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export type Answer<T> = { code: number; msg: string; data: T };

/**
 * Calls one contract endpoint through `inject` as the spec's client would: GET in the query
 * string (with `t`), POST as JSON, the token in `authorization`, messages in English.
 */
export async function callApi<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  params: Record<string, unknown>,
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<Answer<DataOf<N>>> {
  const endpoint = endpoints[name];
  const headers = {
    lang: 'en',
    ...(options.token ? { authorization: options.token } : {}),
    ...options.headers,
  };
  const query = Object.fromEntries(
    Object.entries({ ...params, t: Date.now() }).map(([k, v]) => [k, String(v)]),
  );
  const res =
    endpoint.method === 'GET'
      ? await app.inject({ method: 'GET', url: endpoint.path, query, headers })
      : await app.inject({ method: 'POST', url: endpoint.path, payload: params, headers });
  if (res.statusCode !== 200)
    throw new Error(`${name} answered HTTP ${res.statusCode}: ${res.body}`);
  return res.json() as Answer<DataOf<N>>;
}

/** A fresh demo user: its token and id. */
export async function newDemoUser(
  app: FastifyInstance,
): Promise<{ token: string; userId: number; uid: string }> {
  const answer = await callApi(app, 'createDemoAccount', { demo_id: `device-${randomUUID()}` });
  if (answer.code !== 1) throw new Error(`demo account: ${answer.msg}`);
  return { token: answer.data.token, userId: answer.data.user.id, uid: answer.data.user.uid };
}

/** How many orders and ledger entries exist: a refused request must leave both unchanged. */
export async function rowCounts(
  db: Db,
): Promise<{ orders: number; ledger: number; accounts: number }> {
  const count = async (table: 'orders' | 'ledger_entries' | 'accounts') =>
    (
      await db
        .selectFrom(table)
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  return {
    orders: await count('orders'),
    ledger: await count('ledger_entries'),
    accounts: await count('accounts'),
  };
}

/** The stored balance and the sum of the user's ledger entries, which must always agree. */
export async function ledgerCheck(
  db: Db,
  userId: number,
): Promise<{ balance: Decimal; ledgerSum: Decimal }> {
  const account = await db
    .selectFrom('accounts')
    .select('balance')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const sum = await db
    .selectFrom('ledger_entries')
    .select(sql<string | null>`sum(amount)`.as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { balance: new Decimal(account.balance), ledgerSum: new Decimal(sum.total ?? 0) };
}
