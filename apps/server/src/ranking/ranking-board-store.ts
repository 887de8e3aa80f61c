import type { Db } from '../db/database.ts';
import type { BoardRow } from './compute-ranking.ts';
import { rowsPerInsert } from './ranking-limits.ts';

/** Decimals as the numeric(36,18) columns keep them: never in exponent form. */
const stored = (value: { toFixed: (places: number) => string }) => value.toFixed(18);

/**
 * Puts the newly computed board in place of the last one, in one transaction: a reader sees
 * the old board or the new one, never half of each, and the write holds the database once.
 */
export async function replaceBoard(
  db: Db,
  rows: readonly BoardRow[],
  computedAt: Date,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('trader_rankings').execute();
    for (let start = 0; start < rows.length; start += rowsPerInsert) {
      await tx
        .insertInto('trader_rankings')
        .values(
          rows.slice(start, start + rowsPerInsert).map((row) => ({
            user_id: row.userId,
            is_demo: row.isDemo,
            score: stored(row.figures.score),
            period_rate: stored(row.figures.rate),
            period_profit: stored(row.figures.profit),
            win_rate: stored(row.figures.winRate),
            max_drawdown: stored(row.figures.maxDrawdown),
            total_rate: stored(row.figures.totalRate),
            period_closed: row.figures.closedPositions,
            total_closed: row.totalClosed,
            risk_score: row.figures.riskScore,
            leverage: row.figures.leverage,
            instrument_id: row.instrumentId,
            computed_at: computedAt,
          })),
        )
        .execute();
    }
  });
}
