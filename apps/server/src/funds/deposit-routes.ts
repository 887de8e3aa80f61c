import { recordPageSize } from '@tp/contract/endpoints';
import { DepositKind } from '@tp/contract/entities';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ApiError } from '../http/api-error.ts';
import { type RouteDeps, route } from '../http/route.ts';
import { printableText } from '../identity/printable-text.ts';
import { requireRealUser } from '../identity/real-user.ts';
import type { Uploads } from '../uploads/uploads.ts';
import { depositMinimum } from './deposit-minimum.ts';
import { depositRecordView } from './deposit-view.ts';
import { pageOffset } from './paging.ts';
import { submitCoinDeposit, submitWireDeposit } from './submit-deposit.ts';

export type DepositDeps = RouteDeps & { uploads: Uploads };

const depositKinds: readonly number[] = Object.values(DepositKind);

/** quickCharge: the channels the operator set up, deposit submission and the trader's records. */
export function registerDepositRoutes(app: FastifyInstance, deps: DepositDeps): void {
  const { db } = deps;
  const submitDeps = { db, store: deps.uploads.store, now: deps.now };

  route(app, deps, 'depositInfo', async ({ user }) => {
    requireRealUser(user);
    const networks = await db
      .selectFrom('deposit_networks')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('enabled', '=', true)
      .executeTakeFirstOrThrow();
    const coins = await db
      .selectFrom('wire_options')
      .select('bank_coin')
      .distinct()
      .where('enabled', '=', true)
      .orderBy('bank_coin')
      .execute();
    return {
      coin_enabled: networks.n > 0 ? 1 : 0,
      bank_enabled: coins.length > 0 ? 1 : 0,
      bank_coins: coins.map((row) => row.bank_coin),
      min_number: (await depositMinimum(db)).toNumber(),
    };
  });

  route(app, deps, 'depositNetworks', async ({ user }) => {
    requireRealUser(user);
    return db
      .selectFrom('deposit_networks')
      .select(['id', 'currency_code', 'protocol_code', 'address'])
      .where('enabled', '=', true)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  });

  route(app, deps, 'wireOptions', async ({ params, user }) => {
    requireRealUser(user);
    let query = db
      .selectFrom('wire_options')
      .select([
        'id',
        'bank_name',
        'bank_address',
        'bank_swift',
        'payee_name',
        'payee_account',
        'bank_remark',
        'bank_coin',
      ])
      .where('enabled', '=', true);
    if (params.bank_coin) {
      query = query.where('bank_coin', '=', printableText(params.bank_coin, 'bank_coin'));
    }
    return query.orderBy('sort').orderBy('id').execute();
  });

  route(app, deps, 'coinDeposit', async ({ params, user, setMessage }) => {
    requireRealUser(user);
    const record = await submitCoinDeposit(submitDeps, user.id, params);
    setMessage('financial.depositSubmitted');
    return record;
  });

  route(app, deps, 'wireDeposit', async ({ params, user, setMessage }) => {
    requireRealUser(user);
    const record = await submitWireDeposit(submitDeps, user.id, params);
    setMessage('financial.depositSubmitted');
    return record;
  });

  route(app, deps, 'depositRecords', async ({ params, user }) => {
    requireRealUser(user);
    if (params.type !== undefined && !depositKinds.includes(params.type)) {
      throw new ApiError('invalidField', { field: 'type' });
    }
    const offset = pageOffset(params.page, recordPageSize);
    let query = db.selectFrom('deposits').where('user_id', '=', user.id);
    if (params.type !== undefined) query = query.where('kind', '=', params.type);
    const { total } = await query
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy('id', 'desc')
      .limit(recordPageSize)
      .offset(offset)
      .execute();
    return { data: rows.map(depositRecordView), total };
  });
}
