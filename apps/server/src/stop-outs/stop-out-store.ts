import { type StopOutRecord, stopOutPageSize, stopOutPagesMax } from '@tp/contract/stop-outs';
import { Decimal } from '@tp/domain/decimal';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { wireTime } from '../engine/views/wire-time.ts';
import { ApiError } from '../http/api-error.ts';
import { money } from '../notifications/notice-draft.ts';
import type { StopOutDraft } from './stop-out-draft.ts';

/** numeric(36,18) keeps 18 places: the unrounded risk rate is cut there, never rounded up. */
const storedRate = (rate: Decimal): string =>
  rate.toDecimalPlaces(18, Decimal.ROUND_DOWN).toFixed();

/** Stores the records in the caller's transaction, so one exists exactly when its closes do. */
export async function insertStopOuts(
  tx: Kysely<Database>,
  drafts: readonly StopOutDraft[],
): Promise<void> {
  if (drafts.length === 0) return;
  await tx
    .insertInto('stop_outs')
    .values(
      drafts.map((draft) => ({
        user_id: draft.userId,
        created_at: draft.createdAt,
        risk_rate_pct: storedRate(draft.riskRatePct),
        stop_out_level_pct: draft.stopOutLevelPct.toFixed(),
        balance_before: draft.balanceBefore.toFixed(),
        balance_after: draft.balanceAfter.toFixed(),
        correction: draft.correction.toFixed(),
        positions: JSON.stringify(draft.positions),
      })),
    )
    .execute();
}

/** A stored record as read. */
export type StopOutRow = {
  id: number;
  created_at: Date;
  risk_rate_pct: string;
  stop_out_level_pct: string;
  balance_before: string;
  balance_after: string;
  correction: string;
  positions: unknown;
};

const percentText = (value: string): string =>
  new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/** A stored record as the wire carries it: the risk rate as the summary shows it (2 places). */
export function stopOutView(row: StopOutRow): StopOutRecord {
  return {
    id: row.id,
    created_at: wireTime(row.created_at),
    risk_rate: percentText(row.risk_rate_pct),
    stop_out_level: percentText(row.stop_out_level_pct),
    balance_before: money(new Decimal(row.balance_before)),
    balance_after: money(new Decimal(row.balance_after)),
    correction: money(new Decimal(row.correction)),
    positions: (typeof row.positions === 'string'
      ? JSON.parse(row.positions)
      : row.positions) as StopOutRecord['positions'],
  };
}

const columns = [
  'id',
  'created_at',
  'risk_rate_pct',
  'stop_out_level_pct',
  'balance_before',
  'balance_after',
  'correction',
  'positions',
] as const;

/** `limit` of a user's stop-outs from `offset`, newest first, and how many they have. */
export async function stopOutsOf(
  db: Db,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: StopOutRow[]; total: number }> {
  const rows = await db
    .selectFrom('stop_outs')
    .select(columns)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const counted = await db
    .selectFrom('stop_outs')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(counted.total) };
}

/** One page of a user's stop-outs, newest first. */
export async function listStopOuts(
  db: Db,
  userId: number,
  page: number | undefined,
): Promise<{ data: StopOutRecord[]; total: number }> {
  const wanted = page ?? 1;
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > stopOutPagesMax) {
    throw new ApiError('invalidField', { field: 'page' });
  }
  const { rows, total } = await stopOutsOf(
    db,
    userId,
    stopOutPageSize,
    (wanted - 1) * stopOutPageSize,
  );
  return { data: rows.map(stopOutView), total: Math.min(total, stopOutPageSize * stopOutPagesMax) };
}

/**
 * The user's stop-out that closed `orderId`. Another user's order, or one no stop-out closed, is
 * answered "not found", the same either way.
 */
export async function stopOutOfOrder(
  db: Db,
  userId: number,
  orderId: number,
): Promise<StopOutRecord> {
  if (!Number.isSafeInteger(orderId) || orderId < 1) {
    throw new ApiError('invalidField', { field: 'order_id' });
  }
  const row = await db
    .selectFrom('stop_outs')
    .select(columns)
    .where('user_id', '=', userId)
    .where(sql<boolean>`positions @> ${JSON.stringify([{ order_id: orderId }])}::jsonb`)
    .executeTakeFirst();
  if (!row) throw new ApiError('notFound');
  return stopOutView(row);
}
