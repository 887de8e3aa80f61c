import { OrderStatus } from '@tp/contract/entities';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export type Candidate = { userId: number; isDemo: boolean };

/**
 * The next traders, by id after `afterUserId`, who may be ranked: a demo account, or a real
 * trader who chose to be listed under a name; with at least `minPositions` positions closed
 * in the period. Read a page at a time along the index of closed orders by trader.
 */
export async function rankingCandidates(
  db: Db,
  options: { from: Date; to: Date; minPositions: number; afterUserId: number; limit: number },
): Promise<Candidate[]> {
  const { rows } = await sql<{ user_id: number; is_demo: boolean }>`
    SELECT o.user_id, u.is_demo
    FROM orders o
    JOIN users u ON u.id = o.user_id
    LEFT JOIN ranking_profiles p ON p.user_id = o.user_id
    WHERE o.status = ${OrderStatus.closed}
      AND o.closed_at >= ${options.from}
      AND o.closed_at <= ${options.to}
      AND o.user_id > ${options.afterUserId}
      AND (u.is_demo OR (p.listed AND p.nickname IS NOT NULL))
    GROUP BY o.user_id, u.is_demo
    HAVING count(*) >= ${options.minPositions}
    ORDER BY o.user_id
    LIMIT ${options.limit}
  `.execute(db);
  return rows.map((row) => ({ userId: Number(row.user_id), isDemo: row.is_demo }));
}
