import { adminPageSize } from '@tp/contract/admin-operations';
import { CloseReason, OrderStatus } from '@tp/contract/entities';
import { bookAmount } from '@tp/domain/money';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { endUserSessions } from '../http/auth.ts';
import { stopOutsOf } from '../stop-outs/stop-out-store.ts';
import { adminRoute } from './admin-route.ts';
import { audit } from './audit.ts';
import type { BackOfficeEngine } from './back-office-engine.ts';
import {
  accountView,
  adminOrderView,
  adminStopOutView,
  ledgerRowView,
  type UserListRow,
  userRowView,
} from './user-views.ts';

export type UserRouteDeps = { db: Db; now: () => Date; engine: BackOfficeEngine };

/** Largest adjustment in one go, in USD: a typo of a few zeros is refused, not booked. */
export const adjustmentMax = 1_000_000_000;

const likeAnywhere = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const pageOf = (page: number | undefined) => Math.max(1, page ?? 1);

/** Text an operator writes into a trader's statement: no control characters, not blank. */
const isWritten = (text: string): boolean =>
  text.trim().length > 0 &&
  [...text].every((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code >= 0x20 && code !== 0x7f;
  });

function userQuery(db: Db) {
  return db
    .selectFrom('users as u')
    .leftJoin('accounts as a', 'a.user_id', 'u.id')
    .leftJoin('kyc_submissions as k', 'k.user_id', 'u.id')
    .select([
      'u.id',
      'u.uid',
      'u.email',
      'u.mobile',
      'u.area_code',
      'u.is_demo',
      'u.sign_in_frozen',
      'u.trading_frozen',
      'u.created_at',
      'a.balance',
      sql<number>`coalesce(k.review_status, 0)`.as('kyc_status'),
    ]);
}

async function userRow(db: Db, userId: number): Promise<UserListRow> {
  const row = await userQuery(db).where('u.id', '=', userId).executeTakeFirst();
  if (!row) throw new ApiError('userNotFound');
  return row;
}

/** Search, a user's account, orders and ledger; freezes, balance adjustments and closes. */
export function registerUserRoutes(app: FastifyInstance, deps: UserRouteDeps): void {
  registerUserReads(app, deps);
  registerUserActions(app, deps);
}

function registerUserReads(app: FastifyInstance, deps: UserRouteDeps): void {
  const { db, engine } = deps;

  adminRoute(app, deps, 'adminUsers', async ({ params }) => {
    let query = db.selectFrom('users as u').leftJoin('accounts as a', 'a.user_id', 'u.id');
    if (params.query) {
      const pattern = likeAnywhere(params.query);
      query = query.where((eb) =>
        eb.or([
          eb('u.email', 'ilike', pattern),
          eb('u.mobile', 'ilike', pattern),
          eb(sql<string>`coalesce(u.area_code, '') || coalesce(u.mobile, '')`, 'ilike', pattern),
          eb('u.uid', 'ilike', pattern),
        ]),
      );
    }
    if (params.kind === 1) query = query.where('u.is_demo', '=', false);
    if (params.kind === 2) query = query.where('u.is_demo', '=', true);
    const { total } = await query
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    const direction = params.order ?? 'desc';
    const sortColumn =
      params.sort === 'balance'
        ? sql`coalesce(a.balance, 0)`
        : params.sort === 'uid'
          ? sql`u.uid`
          : sql`u.created_at`;
    const page = await query
      .select('u.id')
      .orderBy(sortColumn, direction)
      .orderBy('u.id', direction)
      .limit(adminPageSize)
      .offset((pageOf(params.page) - 1) * adminPageSize)
      .execute();
    if (page.length === 0) return { items: [], total };
    const rows = await userQuery(db)
      .where(
        'u.id',
        'in',
        page.map((row) => row.id),
      )
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const items = page.flatMap((row) => {
      const user = byId.get(row.id);
      return user ? [userRowView(user)] : [];
    });
    return { items, total };
  });

  adminRoute(app, deps, 'adminUser', async ({ params }) => {
    const row = await userRow(db, params.userId);
    const extra = await db
      .selectFrom('users as u')
      .leftJoin('users as r', 'r.id', 'u.referrer_id')
      .select(['u.invite_code', 'r.uid as referrer_uid', 'u.terms_version', 'u.terms_accepted_at'])
      .where('u.id', '=', params.userId)
      .executeTakeFirstOrThrow();
    return {
      user: userRowView(row),
      inviteCode: extra.invite_code,
      referrerUid: extra.referrer_uid ?? '',
      account: accountView(await engine.accountFigures(params.userId)),
      consent:
        extra.terms_version !== null && extra.terms_accepted_at !== null
          ? {
              version: extra.terms_version,
              acceptedAt: extra.terms_accepted_at.toISOString(),
            }
          : null,
    };
  });

  adminRoute(app, deps, 'adminUserOrders', async ({ params }) => {
    await userRow(db, params.userId);
    let query = db
      .selectFrom('orders as o')
      .innerJoin('instruments as i', 'i.id', 'o.instrument_id')
      .where('o.user_id', '=', params.userId);
    if (params.status !== undefined) query = query.where('o.status', '=', params.status);
    const { total } = await query
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .selectAll('o')
      .select('i.code')
      .orderBy('o.id', 'desc')
      .limit(adminPageSize)
      .offset((pageOf(params.page) - 1) * adminPageSize)
      .execute();
    const live = new Map(
      (await engine.livePositions(params.userId)).map((position) => [position.orderId, position]),
    );
    return { items: rows.map((row) => adminOrderView(row, live.get(row.id))), total };
  });

  adminRoute(app, deps, 'adminUserLedger', async ({ params, lang }) => {
    await userRow(db, params.userId);
    const query = db.selectFrom('ledger_entries').where('user_id', '=', params.userId);
    const { total } = await query
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy('id', 'desc')
      .limit(adminPageSize)
      .offset((pageOf(params.page) - 1) * adminPageSize)
      .execute();
    return { items: rows.map((row) => ledgerRowView(row, lang)), total };
  });

  adminRoute(app, deps, 'adminUserStopOuts', async ({ params }) => {
    await userRow(db, params.userId);
    const { rows, total } = await stopOutsOf(
      db,
      params.userId,
      adminPageSize,
      (pageOf(params.page) - 1) * adminPageSize,
    );
    return { items: rows.map(adminStopOutView), total };
  });
}

function registerUserActions(app: FastifyInstance, deps: UserRouteDeps): void {
  const { db, engine } = deps;

  adminRoute(app, deps, 'adminFreezeUser', async ({ operator, params }) => {
    const { before, after } = await db.transaction().execute(async (tx) => {
      const before = await tx
        .selectFrom('users')
        .select(['sign_in_frozen', 'trading_frozen'])
        .where('id', '=', params.userId)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw new ApiError('userNotFound');
      const after = {
        sign_in_frozen: params.signInFrozen ?? before.sign_in_frozen,
        trading_frozen: params.tradingFrozen ?? before.trading_frozen,
      };
      await tx.updateTable('users').set(after).where('id', '=', params.userId).execute();
      await audit(tx, {
        operatorId: operator.id,
        action: 'user.freeze',
        target: `user:${params.userId}`,
        before: { signInFrozen: before.sign_in_frozen, tradingFrozen: before.trading_frozen },
        after: { signInFrozen: after.sign_in_frozen, tradingFrozen: after.trading_frozen },
        at: deps.now(),
      });
      return { before, after };
    });
    // Sessions end at once; a frozen trader's next call answers 999 and sign-in is refused.
    if (after.sign_in_frozen && !before.sign_in_frozen) await endUserSessions(db, params.userId);
    await engine.setTradingFrozen(params.userId, after.trading_frozen);
    return userRowView(await userRow(db, params.userId));
  });

  adminRoute(app, deps, 'adminAdjustBalance', async ({ operator, params }) => {
    const amount = params.amount;
    if (amount.isZero() || !bookAmount(amount).eq(amount) || amount.abs().gt(adjustmentMax)) {
      throw new ApiError('invalidField', { field: 'amount' });
    }
    const reason = params.reason.trim();
    if (!isWritten(reason)) throw new ApiError('invalidField', { field: 'reason' });
    await userRow(db, params.userId);
    const figures = await engine.adjustBalance({ userId: params.userId, amount, memo: reason });
    const after = accountView(figures.after);
    await audit(db, {
      operatorId: operator.id,
      action: 'user.adjustBalance',
      target: `user:${params.userId}`,
      before: accountView(figures.before),
      after: { ...after, amount: amount.toNumber(), reason },
      at: deps.now(),
    });
    return after;
  });

  adminRoute(app, deps, 'adminClosePosition', async ({ operator, params }) => {
    const reason = params.reason.trim();
    if (!isWritten(reason)) throw new ApiError('invalidField', { field: 'reason' });
    const readOrder = () =>
      db
        .selectFrom('orders as o')
        .innerJoin('instruments as i', 'i.id', 'o.instrument_id')
        .selectAll('o')
        .select('i.code')
        .where('o.id', '=', params.orderId)
        .executeTakeFirst();
    const row = await readOrder();
    if (!row) throw new ApiError('orderNotFound');
    if (row.status !== OrderStatus.holding) throw new ApiError('orderNotOpen');
    const live = (await engine.livePositions(row.user_id)).find((p) => p.orderId === row.id);
    const before = adminOrderView(row, live);
    await engine.closePosition({
      userId: row.user_id,
      orderId: row.id,
      reason: CloseReason.operator,
    });
    const closed = await readOrder();
    if (!closed) throw new ApiError('orderNotFound');
    const after = adminOrderView(closed, undefined);
    await audit(db, {
      operatorId: operator.id,
      action: 'order.close',
      target: `order:${row.id}`,
      before,
      after: { ...after, reason },
      at: deps.now(),
    });
    return after;
  });
}
