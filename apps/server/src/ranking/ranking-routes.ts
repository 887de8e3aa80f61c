import { rankPageSize, rankPagesMax } from '@tp/contract/endpoints';
import { TraderType } from '@tp/contract/entities';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.ts';
import { wireTime } from '../engine/views/wire-time.ts';
import { ApiError } from '../http/api-error.ts';
import { type RouteDeps, route } from '../http/route.ts';
import { boardComputedAt, boardPage } from './board-rows.ts';
import { rankItemView } from './rank-item-view.ts';
import { rankingJobName, rankingPeriodDays } from './ranking-limits.ts';
import { readRankingSetting, saveRankingSetting } from './ranking-setting.ts';

export type RankingRouteDeps = RouteDeps & { config: Pick<Config, 'rankingMinPositions'> };

/** The board filtered to one kind of trader, from the `type` a client sent. */
function demoFilter(type: number | undefined): boolean | undefined {
  if (type === undefined) return undefined;
  if (type === TraderType.real) return false;
  if (type === TraderType.demo) return true;
  throw new ApiError('invalidField', { field: 'type' });
}

/** `follow/list`, which only reads the board the ranking job computed, and a trader's own choice. */
export function registerRankingRoutes(app: FastifyInstance, deps: RankingRouteDeps): void {
  const { db } = deps;

  route(app, deps, 'followList', async ({ params }) => {
    const page = params.page ?? 1;
    if (page < 1 || page > rankPagesMax)
      throw new ApiError('rankPageInvalid', { max: rankPagesMax });
    const demo = demoFilter(params.type);
    const { rows, total } = await boardPage(
      db,
      { shownOnly: true, demo },
      { offset: (page - 1) * rankPageSize, limit: rankPageSize },
    );
    const computedAt = await boardComputedAt(db, rankingJobName);
    return {
      data: rows.map(rankItemView),
      total,
      updated_at: computedAt ? wireTime(computedAt) : '',
      period_days: rankingPeriodDays,
      min_positions: deps.config.rankingMinPositions,
    };
  });

  route(app, deps, 'followSetting', async ({ user }) => {
    if (user.isDemo) throw new ApiError('demoRestricted');
    return readRankingSetting(db, user.id);
  });

  route(app, deps, 'saveFollowSetting', async ({ user, params, setMessage }) => {
    if (user.isDemo) throw new ApiError('demoRestricted');
    await saveRankingSetting(db, user.id, params, deps.now());
    setMessage('copy-trading.settingSaved');
    return readRankingSetting(db, user.id);
  });
}
