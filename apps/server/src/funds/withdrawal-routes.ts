import { recordPageSize } from '@tp/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { type RouteDeps, route } from '../http/route.ts';
import { requireRealUser } from '../identity/real-user.ts';
import { enabledDrawCurrencies } from './draw-currencies.ts';
import { drawCurrencyView } from './draw-currency-view.ts';
import { drawKindOf } from './draw-kind.ts';
import type { FundsEngine } from './funds-engine.ts';
import { pageOffset } from './paging.ts';
import { requestWithdrawal } from './request-withdrawal.ts';
import { withdrawRecordView } from './withdrawal-view.ts';

export type WithdrawalDeps = RouteDeps & { engine: FundsEngine };

/** draw_symbol_list, draw and draw_list. */
export function registerWithdrawalRoutes(app: FastifyInstance, deps: WithdrawalDeps): void {
  const { db } = deps;

  route(app, deps, 'drawCurrencies', async ({ params, user }) => {
    requireRealUser(user);
    const rows = await enabledDrawCurrencies(db, drawKindOf(params.type));
    return rows.map(drawCurrencyView);
  });

  route(app, deps, 'withdraw', async ({ params, user, lang, setMessage }) => {
    requireRealUser(user);
    const id = await requestWithdrawal(deps, user.id, params);
    const row = await db
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    setMessage('withdraw.submitted');
    return withdrawRecordView(row, lang);
  });

  route(app, deps, 'withdrawRecords', async ({ params, user, lang }) => {
    requireRealUser(user);
    const offset = pageOffset(params.page, recordPageSize);
    let query = db.selectFrom('withdrawals').where('user_id', '=', user.id);
    if (params.type !== undefined) query = query.where('kind', '=', drawKindOf(params.type));
    const { total } = await query
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy('id', 'desc')
      .limit(recordPageSize)
      .offset(offset)
      .execute();
    return { data: rows.map((row) => withdrawRecordView(row, lang)), total };
  });
}
