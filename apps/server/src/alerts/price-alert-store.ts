import { type AlertList, alertsMax, type PriceAlert } from '@tp/contract/alerts';
import { Decimal } from '@tp/domain/decimal';
import { type AlertDirection, isAlertDirection } from '@tp/domain/price-alert';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database, PriceAlertsTable } from '../db/schema.ts';
import { wireTime } from '../engine/views/wire-time.ts';
import { ApiError } from '../http/api-error.ts';

/** A price alert as the watcher keeps it. */
export type StoredPriceAlert = {
  id: number;
  userId: number;
  instrumentId: number;
  direction: AlertDirection;
  level: Decimal;
  repeat: boolean;
  /** The price was last seen ahead of the level: its next reach is a crossing. */
  armed: boolean;
};

type AlertRow = Selectable<PriceAlertsTable>;

const stored = (row: AlertRow): StoredPriceAlert | undefined =>
  isAlertDirection(row.direction)
    ? {
        id: row.id,
        userId: row.user_id,
        instrumentId: row.instrument_id,
        direction: row.direction,
        level: new Decimal(row.price),
        repeat: row.repeat,
        armed: row.armed,
      }
    : undefined;

const isStored = (alert: StoredPriceAlert | undefined): alert is StoredPriceAlert =>
  alert !== undefined;

/** The active alerts of every trader, or of one: what the watcher holds in memory. */
export async function activePriceAlerts(db: Db, userId?: number): Promise<StoredPriceAlert[]> {
  let query = db.selectFrom('price_alerts').selectAll().where('active', '=', true);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return (await query.orderBy('id').execute()).map(stored).filter(isStored);
}

/**
 * The trader's alerts, newest first, with each level in its instrument's precision; alerts of
 * instruments the operator removed from the catalogue (`precisionOf` answers undefined) are left out.
 */
export async function readPriceAlerts(
  db: Db,
  userId: number,
  precisionOf: (instrumentId: number) => number | undefined,
): Promise<AlertList> {
  const rows = await db
    .selectFrom('price_alerts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
  const data: PriceAlert[] = [];
  for (const row of rows) {
    const precision = precisionOf(row.instrument_id);
    if (precision === undefined) continue;
    data.push({
      id: row.id,
      forex_id: row.instrument_id,
      direction: row.direction,
      price: new Decimal(row.price).toDecimalPlaces(precision).toNumber(),
      repeat: row.repeat ? 1 : 0,
      active: row.active ? 1 : 0,
      fired_count: row.fired_count,
      fired_at: row.fired_at ? wireTime(row.fired_at) : '',
      created_at: wireTime(row.created_at),
    });
  }
  return { data, max: alertsMax };
}

export type NewPriceAlert = {
  userId: number;
  instrumentId: number;
  direction: AlertDirection;
  level: Decimal;
  repeat: boolean;
  at: Date;
};

/**
 * Adds an alert, armed (its level was checked to lie ahead of the price). At most `alertsMax`
 * per trader: when full, the oldest one-off alert that already fired makes room, and with none
 * the add is refused. The trader's row is locked for the count, so adds sent at once cannot
 * pass the limit together.
 */
export async function addPriceAlert(db: Db, alert: NewPriceAlert): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await sql`SELECT id FROM users WHERE id = ${alert.userId} FOR UPDATE`.execute(tx);
    const present = await tx
      .selectFrom('price_alerts')
      .select(['id', 'active'])
      .where('user_id', '=', alert.userId)
      .orderBy('id')
      .execute();
    if (present.length >= alertsMax) {
      const spent = present.find((row) => !row.active);
      if (!spent) throw new ApiError('alertsFull', { max: alertsMax });
      await tx.deleteFrom('price_alerts').where('id', '=', spent.id).execute();
    }
    await tx
      .insertInto('price_alerts')
      .values({
        user_id: alert.userId,
        instrument_id: alert.instrumentId,
        direction: alert.direction,
        price: alert.level.toFixed(),
        repeat: alert.repeat,
        created_at: alert.at,
      })
      .execute();
  });
}

/** Removes one of the trader's alerts; another trader's id is "not found", like one that never was. */
export async function removePriceAlert(db: Db, userId: number, id: number): Promise<void> {
  const removed = await db
    .deleteFrom('price_alerts')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (removed.numDeletedRows === 0n) throw new ApiError('notFound');
}

/**
 * The alert fired: a one-off one stops, a repeating one waits for the price to go back. Only an
 * alert still active and armed in the database changes, so a crossing is told once even when two
 * watchers saw it (a replaced engine's and its successor's). Answers whether it changed.
 */
export async function markPriceAlertFired(
  tx: Kysely<Database>,
  id: number,
  at: Date,
): Promise<boolean> {
  const row = await tx
    .updateTable('price_alerts')
    .set((eb) => ({
      armed: false,
      active: eb.ref('repeat'),
      fired_count: eb('fired_count', '+', 1),
      fired_at: at,
    }))
    .where('id', '=', id)
    .where('active', '=', true)
    .where('armed', '=', true)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A repeating alert's price went back across its level: its next reach is told again. */
export async function markPriceAlertArmed(tx: Kysely<Database>, id: number): Promise<void> {
  await tx
    .updateTable('price_alerts')
    .set({ armed: true })
    .where('id', '=', id)
    .where('active', '=', true)
    .where('armed', '=', false)
    .execute();
}
