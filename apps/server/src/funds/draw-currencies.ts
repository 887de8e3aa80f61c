import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { DrawCurrencyRow } from './draw-currency-view.ts';

/** The enabled withdrawal currencies of one kind, in the operator's order. */
export function enabledDrawCurrencies(db: Db, kind: number): Promise<DrawCurrencyRow[]> {
  return db
    .selectFrom('draw_currencies')
    .selectAll()
    .where('kind', '=', kind)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** An enabled withdrawal currency (of the kind, when given), or drawCurrencyNotFound. */
export async function enabledDrawCurrency(
  db: Db,
  id: number | undefined,
  kind?: number,
): Promise<DrawCurrencyRow> {
  const row =
    id === undefined
      ? undefined
      : await db
          .selectFrom('draw_currencies')
          .selectAll()
          .where('id', '=', id)
          .where('enabled', '=', true)
          .executeTakeFirst();
  if (!row || (kind !== undefined && row.kind !== kind)) throw new ApiError('drawCurrencyNotFound');
  return row;
}
