import type { DataOf, EndpointName } from '@tp/contract/endpoints';
import { endpoints } from '@tp/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export type Answer<T> = { code: number; msg: string; data: T };
export type CallOptions = { token?: string; ip?: string; lang?: string };

/**
 * Calls an endpoint as the spec's client does: GET in the query string, POST form-encoded
 * (register, login, forget and amend) or JSON (send_email, send_sms, logout). `ip` is the
 * client's address, the socket's as the server sees it.
 */
export async function call<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  params: Record<string, string | number | undefined> = {},
  options: CallOptions = {},
): Promise<Answer<DataOf<N>>> {
  const endpoint = endpoints[name];
  const remoteAddress = options.ip ?? '192.0.2.1';
  const headers: Record<string, string> = {
    lang: options.lang ?? 'en',
    ...(options.token ? { authorization: options.token } : {}),
  };
  const fields = Object.fromEntries(
    Object.entries(params)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
  const res =
    endpoint.method === 'GET'
      ? await app.inject({
          method: 'GET',
          url: endpoint.path,
          query: fields,
          headers,
          remoteAddress,
        })
      : endpoint.encoding === 'form'
        ? await app.inject({
            method: 'POST',
            url: endpoint.path,
            remoteAddress,
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams(fields).toString(),
          })
        : await app.inject({
            method: 'POST',
            url: endpoint.path,
            headers,
            payload: params,
            remoteAddress,
          });
  if (res.statusCode !== 200)
    throw new Error(`${name} answered HTTP ${res.statusCode}: ${res.body}`);
  return res.json() as Answer<DataOf<N>>;
}

export async function setSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** The id of an area_list entry by ISO code. */
export async function areaId(db: Db, code: string): Promise<number> {
  const row = await db
    .selectFrom('area_codes')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Rows a refused request must leave as they were. */
export async function accountRowCounts(db: Db) {
  const count = async (
    table: 'users' | 'user_sessions' | 'accounts' | 'verification_codes' | 'outbox_messages',
  ) =>
    (
      await db
        .selectFrom(table)
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  return {
    users: await count('users'),
    sessions: await count('user_sessions'),
    accounts: await count('accounts'),
    codes: await count('verification_codes'),
    outbox: await count('outbox_messages'),
  };
}

let ipCounter = 0;
/** A client address of its own, so one test's limits leave the others alone. */
export const freshIp = (): string => {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};
