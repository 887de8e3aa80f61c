import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import { type RouteDeps, route } from '../http/route.ts';
import { requireRealUser } from '../identity/real-user.ts';
import { bindDrawMethod } from './bind-draw-method.ts';
import { drawKindOf } from './draw-kind.ts';
import { drawMethodView } from './draw-method-view.ts';

/** get_draw_method, bind_draw_method and del_draw_method: a user's own payment accounts only. */
export function registerDrawMethodRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;

  route(app, deps, 'drawMethods', async ({ params, user }) => {
    requireRealUser(user);
    let query = db
      .selectFrom('draw_methods as m')
      .innerJoin('draw_currencies as c', 'c.id', 'm.draw_currency_id')
      .selectAll('m')
      .select([
        'c.id as c_id',
        'c.code as c_code',
        'c.protocol as c_protocol',
        'c.kind as c_kind',
        'c.draw_rate as c_draw_rate',
        'c.fee_type as c_fee_type',
        'c.fee as c_fee',
        'c.usd_price as c_usd_price',
        'c.min_number as c_min_number',
        'c.enabled as c_enabled',
        'c.sort as c_sort',
      ])
      .where('m.user_id', '=', user.id);
    if (params.draw_type !== undefined) {
      query = query.where('m.kind', '=', drawKindOf(params.draw_type));
    }
    if (params.draw_id !== undefined)
      query = query.where('m.draw_currency_id', '=', params.draw_id);
    const rows = await query.orderBy('m.id', 'desc').execute();
    return rows.map((row) =>
      drawMethodView(row, {
        id: row.c_id,
        code: row.c_code,
        protocol: row.c_protocol,
        kind: row.c_kind,
        draw_rate: row.c_draw_rate,
        fee_type: row.c_fee_type,
        fee: row.c_fee,
        usd_price: row.c_usd_price,
        min_number: row.c_min_number,
        enabled: row.c_enabled,
        sort: row.c_sort,
      }),
    );
  });

  route(app, deps, 'bindDrawMethod', async ({ params, user, setMessage }) => {
    requireRealUser(user);
    const method = await bindDrawMethod(deps, user.id, params);
    setMessage('withdraw.methodBound');
    return method;
  });

  /** Withdrawals keep their own copy of the destination, so one under review does not stop this. */
  route(app, deps, 'deleteDrawMethod', async ({ params, user, setMessage }) => {
    requireRealUser(user);
    const deleted = await db
      .deleteFrom('draw_methods')
      .where('id', '=', params.id)
      .where('user_id', '=', user.id)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw new ApiError('drawMethodNotFound');
    setMessage('withdraw.methodDeleted');
    return null;
  });
}
