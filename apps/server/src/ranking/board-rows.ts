import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** A line of the computed board with what it is shown under. */
export type StoredBoardRow = {
  user_id: number;
  uid: string;
  is_demo: boolean;
  nickname: string | null;
  listed: boolean;
  score: string;
  period_rate: string;
  period_profit: string;
  win_rate: string;
  max_drawdown: string;
  total_rate: string;
  period_closed: number;
  total_closed: number;
  risk_score: number;
  leverage: number;
  code: string | null;
  show_code: string | null;
  /** The place among the rows the query kept, from 1. */
  place: number;
};

/** Who traders may see: demo accounts, and real traders listed under a name; never a hidden one. */
const shownToTraders = sql<boolean>`
  (r.is_demo OR (coalesce(p.listed, false) AND p.nickname IS NOT NULL))
  AND NOT EXISTS (SELECT 1 FROM ranking_hidden h WHERE h.user_id = r.user_id)`;

/** The board's order, the job's (boardOrder) as SQL. */
const boardOrder = sql`r.score DESC, r.period_rate DESC, r.period_closed DESC, r.user_id`;

export type BoardFilter = {
  /** Only what traders may see (else every row computed, as operators see it). */
  shownOnly: boolean;
  /** Only demo (true) or only real (false) traders. */
  demo?: boolean;
};

const filterOf = (filter: BoardFilter) =>
  sql.join(
    [
      filter.shownOnly ? shownToTraders : sql<boolean>`true`,
      filter.demo === undefined ? sql<boolean>`true` : sql<boolean>`r.is_demo = ${filter.demo}`,
    ],
    sql` AND `,
  );

/** The board's lines in order, numbered among those the filter keeps. */
function boardQuery(filter: BoardFilter) {
  return sql`
    SELECT r.user_id, u.uid, r.is_demo, p.nickname,
      (r.is_demo OR (coalesce(p.listed, false) AND p.nickname IS NOT NULL)) AS listed,
      r.score::text AS score, r.period_rate::text AS period_rate,
      r.period_profit::text AS period_profit, r.win_rate::text AS win_rate,
      r.max_drawdown::text AS max_drawdown, r.total_rate::text AS total_rate,
      r.period_closed, r.total_closed, r.risk_score, r.leverage, i.code, i.show_code,
      row_number() OVER (ORDER BY ${boardOrder})::int AS place
    FROM trader_rankings r
    JOIN users u ON u.id = r.user_id
    LEFT JOIN ranking_profiles p ON p.user_id = r.user_id
    LEFT JOIN instruments i ON i.id = r.instrument_id
    WHERE ${filterOf(filter)}`;
}

/** One page of the board. The board is at most rankedTradersMax lines, so numbering it all is cheap. */
export async function boardPage(
  db: Db,
  filter: BoardFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: StoredBoardRow[]; total: number }> {
  const { rows } = await sql<StoredBoardRow>`
    SELECT * FROM (${boardQuery(filter)}) board
    ORDER BY place LIMIT ${page.limit} OFFSET ${page.offset}
  `.execute(db);
  const { rows: counted } = await sql<{ total: number }>`
    SELECT count(*)::int AS total FROM trader_rankings r
    LEFT JOIN ranking_profiles p ON p.user_id = r.user_id
    WHERE ${filterOf(filter)}
  `.execute(db);
  return { rows: rows.map(numbered), total: counted[0]?.total ?? 0 };
}

/** These traders' lines, numbered as the filter numbers them. */
export async function boardRowsOf(
  db: Db,
  filter: BoardFilter,
  userIds: readonly number[],
): Promise<Map<number, StoredBoardRow>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await sql<StoredBoardRow>`
    SELECT * FROM (${boardQuery(filter)}) board WHERE user_id IN (${sql.join(userIds)})
  `.execute(db);
  return new Map(rows.map((row) => [Number(row.user_id), numbered(row)]));
}

const numbered = (row: StoredBoardRow): StoredBoardRow => ({
  ...row,
  user_id: Number(row.user_id),
  place: Number(row.place),
});

/** When the board was last computed: the ranking job's last recorded run. */
export async function boardComputedAt(db: Db, jobName: string): Promise<Date | null> {
  const row = await db
    .selectFrom('job_runs')
    .select('last_run_at')
    .where('name', '=', jobName)
    .executeTakeFirst();
  return row?.last_run_at ?? null;
}
