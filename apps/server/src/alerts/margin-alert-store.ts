import type { MarginAlert } from '@tp/contract/alerts';
import { Decimal } from '@tp/domain/decimal';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/** A trader's margin alert as the watcher keeps it. */
export type StoredMarginAlert = {
  userId: number;
  levelPct: Decimal;
  /** The risk rate was last seen at or above the level (or no position was held). */
  armed: boolean;
};

/** Every margin alert, or one trader's. */
export async function marginAlerts(db: Db, userId?: number): Promise<StoredMarginAlert[]> {
  let query = db.selectFrom('margin_alerts').select(['user_id', 'level_pct', 'armed']);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return (await query.execute()).map((row) => ({
    userId: row.user_id,
    levelPct: new Decimal(row.level_pct),
    armed: row.armed,
  }));
}

export async function readMarginAlert(
  db: Db,
  userId: number,
  stopOutLevelPct: number,
): Promise<MarginAlert> {
  const row = await db
    .selectFrom('margin_alerts')
    .select('level_pct')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    level: row ? new Decimal(row.level_pct).toNumber() : 0,
    stop_out_level: stopOutLevelPct,
  };
}

/** Sets the trader's level (armed: a rate already under it is told at once), or clears it. */
export async function setMarginAlert(
  db: Db,
  userId: number,
  levelPct: Decimal | undefined,
  at: Date,
): Promise<void> {
  if (levelPct === undefined) {
    await db.deleteFrom('margin_alerts').where('user_id', '=', userId).execute();
    return;
  }
  const level = levelPct.toFixed(2);
  await db
    .insertInto('margin_alerts')
    .values({ user_id: userId, level_pct: level, armed: true, updated_at: at })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ level_pct: level, armed: true, updated_at: at }),
    )
    .execute();
}

/**
 * The risk rate fell under the level: told once, until it has gone back above. Only an alert
 * still armed at this level changes, so the fall is told once whoever saw it.
 */
export async function markMarginAlertFired(
  tx: Kysely<Database>,
  alert: StoredMarginAlert,
  at: Date,
): Promise<boolean> {
  const row = await tx
    .updateTable('margin_alerts')
    .set({ armed: false, fired_at: at })
    .where('user_id', '=', alert.userId)
    .where('level_pct', '=', alert.levelPct.toFixed(2))
    .where('armed', '=', true)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markMarginAlertArmed(
  tx: Kysely<Database>,
  alert: StoredMarginAlert,
): Promise<void> {
  await tx
    .updateTable('margin_alerts')
    .set({ armed: true })
    .where('user_id', '=', alert.userId)
    .where('level_pct', '=', alert.levelPct.toFixed(2))
    .where('armed', '=', false)
    .execute();
}
