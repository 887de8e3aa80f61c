import { type AdminRankRow, adminRankPageSize } from '@tp/contract/admin-endpoints';
import { TraderType } from '@tp/contract/entities';
import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../admin/admin-route.ts';
import { audit } from '../admin/audit.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { boardComputedAt, boardPage, boardRowsOf, type StoredBoardRow } from './board-rows.ts';
import { displayName, percent, usd } from './rank-item-view.ts';
import { rankingJobName } from './ranking-limits.ts';

export type RankingAdminDeps = { db: Db; now: () => Date };

type HiddenRow = { user_id: number; reason: string; hidden_at: Date };

/** Text an operator writes: not blank, no control characters. */
const isWritten = (text: string): boolean =>
  text.trim().length > 0 &&
  [...text].every((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code >= 0x20 && code !== 0x7f;
  });

function adminRankRow(
  row: StoredBoardRow | undefined,
  hidden: HiddenRow | undefined,
  who: { userId: number; uid: string; isDemo: boolean; nickname: string | null },
): AdminRankRow {
  return {
    rank: row?.place ?? 0,
    userId: who.userId,
    uid: who.uid,
    displayName: displayName({ is_demo: who.isDemo, nickname: who.nickname, uid: who.uid }),
    type: who.isDemo ? TraderType.demo : TraderType.real,
    listed: row?.listed ?? false,
    hidden: hidden !== undefined,
    hiddenReason: hidden?.reason ?? '',
    hiddenAt: hidden ? hidden.hidden_at.toISOString() : null,
    figures: row
      ? {
          threeWeekRate: percent(row.period_rate),
          threeWeekWin: percent(row.win_rate),
          threeWeekProfit: usd(row.period_profit),
          threeWeekTradeNum: row.period_closed,
          totalRate: percent(row.total_rate),
          totalTradeNum: row.total_closed,
          maxDrawdown: percent(row.max_drawdown),
          riskScore: row.risk_score,
          multiple: row.leverage,
          code: row.code ?? '',
          score: percent(row.score),
        }
      : null,
  };
}

async function hiddenOf(db: Db, userIds: readonly number[]): Promise<Map<number, HiddenRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ranking_hidden')
    .select(['user_id', 'reason', 'hidden_at'])
    .where('user_id', 'in', [...userIds])
    .execute();
  return new Map(
    rows.map((row) => [Number(row.user_id), { ...row, user_id: Number(row.user_id) }]),
  );
}

/** The board every trader computed, in order (hidden ones marked), or the traders operators hid. */
async function readAdminBoard(db: Db, view: 'board' | 'hidden', page: number) {
  const offset = (page - 1) * adminRankPageSize;
  if (view === 'board') {
    const { rows, total } = await boardPage(
      db,
      { shownOnly: false },
      { offset, limit: adminRankPageSize },
    );
    const hidden = await hiddenOf(
      db,
      rows.map((row) => row.user_id),
    );
    const items = rows.map((row) =>
      adminRankRow(row, hidden.get(row.user_id), {
        userId: row.user_id,
        uid: row.uid,
        isDemo: row.is_demo,
        nickname: row.nickname,
      }),
    );
    return { items, total };
  }
  const hiddenRows = await db
    .selectFrom('ranking_hidden as h')
    .innerJoin('users as u', 'u.id', 'h.user_id')
    .leftJoin('ranking_profiles as p', 'p.user_id', 'h.user_id')
    .select(['h.user_id', 'h.reason', 'h.hidden_at', 'u.uid', 'u.is_demo', 'p.nickname'])
    .orderBy('h.hidden_at', 'desc')
    .orderBy('h.user_id')
    .limit(adminRankPageSize)
    .offset(offset)
    .execute();
  const total = await db
    .selectFrom('ranking_hidden')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await boardRowsOf(
    db,
    { shownOnly: false },
    hiddenRows.map((row) => Number(row.user_id)),
  );
  const items = hiddenRows.map((row) => {
    const userId = Number(row.user_id);
    return adminRankRow(
      rows.get(userId),
      { user_id: userId, reason: row.reason, hidden_at: row.hidden_at },
      { userId, uid: row.uid, isDemo: row.is_demo, nickname: row.nickname },
    );
  });
  return { items, total: Number(total.n) };
}

/** The back office's board, and hiding a trader from it or restoring them, each audited. */
export function registerRankingAdminRoutes(app: FastifyInstance, deps: RankingAdminDeps): void {
  const { db } = deps;

  adminRoute(app, deps, 'adminRanking', async ({ params }) => {
    const page = Math.max(1, params.page ?? 1);
    const board = await readAdminBoard(db, params.view ?? 'board', page);
    const computedAt = await boardComputedAt(db, rankingJobName);
    return { ...board, updatedAt: computedAt ? computedAt.toISOString() : null };
  });

  adminRoute(app, deps, 'adminRankingHide', async ({ params, operator }) => {
    const reason = params.reason?.trim() ?? '';
    if (!isWritten(reason)) throw new ApiError('rankHideReasonRequired');
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', params.userId)
      .executeTakeFirst();
    if (!user) throw new ApiError('userNotFound');
    const at = deps.now();
    await db.transaction().execute(async (tx) => {
      const before = await tx
        .selectFrom('ranking_hidden')
        .select(['reason', 'hidden_at'])
        .where('user_id', '=', params.userId)
        .executeTakeFirst();
      await tx
        .insertInto('ranking_hidden')
        .values({ user_id: params.userId, operator_id: operator.id, reason, hidden_at: at })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ operator_id: operator.id, reason, hidden_at: at }),
        )
        .execute();
      await audit(tx, {
        operatorId: operator.id,
        action: 'ranking.hide',
        target: `user:${params.userId}`,
        before: before ? { hidden: true, reason: before.reason } : { hidden: false },
        after: { hidden: true, reason },
        at,
      });
    });
    return null;
  });

  adminRoute(app, deps, 'adminRankingRestore', async ({ params, operator }) => {
    const at = deps.now();
    await db.transaction().execute(async (tx) => {
      const removed = await tx
        .deleteFrom('ranking_hidden')
        .where('user_id', '=', params.userId)
        .returning('reason')
        .executeTakeFirst();
      // Restoring a trader who is not hidden changes nothing, and so is not a row of the trail.
      if (!removed) return;
      await audit(tx, {
        operatorId: operator.id,
        action: 'ranking.restore',
        target: `user:${params.userId}`,
        before: { hidden: true, reason: removed.reason },
        after: { hidden: false },
        at,
      });
    });
    return null;
  });
}
