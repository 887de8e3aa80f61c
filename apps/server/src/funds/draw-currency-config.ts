import type { AdminParamsOf, DrawCurrencyConfig } from '@tp/contract/admin-endpoints';
import { DrawFeeType, DrawKind } from '@tp/contract/entities';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DrawCurrenciesTable } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { configCode, configNumber, configSort } from './config-checks.ts';

export const drawCurrencyConfigView = (
  row: Selectable<DrawCurrenciesTable>,
): DrawCurrencyConfig => ({
  id: row.id,
  code: row.code,
  protocol: row.protocol,
  type: row.kind,
  drawRate: Number(row.draw_rate),
  feeType: row.fee_type,
  fee: Number(row.fee),
  usdPrice: Number(row.usd_price),
  minNumber: Number(row.min_number),
  enabled: row.enabled,
  sort: row.sort,
});

export async function drawCurrencyConfigs(db: Db): Promise<DrawCurrencyConfig[]> {
  const rows = await db
    .selectFrom('draw_currencies')
    .selectAll()
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(drawCurrencyConfigView);
}

const drawKinds: readonly number[] = Object.values(DrawKind);
const feeTypes: readonly number[] = Object.values(DrawFeeType);

function feeOf(params: AdminParamsOf<'adminSaveDrawCurrency'>): string {
  const fee = configNumber(params.fee, 'fee', true);
  // A rate of 1 or more would keep the whole amount as the fee.
  if (params.feeType !== DrawFeeType.fixed && fee.gte(1)) {
    throw new ApiError('invalidField', { field: 'fee' });
  }
  return fee.toFixed();
}

/** Creates a withdrawal currency (no id) or changes one. */
export async function saveDrawCurrency(
  db: Db,
  params: AdminParamsOf<'adminSaveDrawCurrency'>,
): Promise<{ before: DrawCurrencyConfig | null; after: DrawCurrencyConfig }> {
  if (!drawKinds.includes(params.type)) throw new ApiError('invalidField', { field: 'type' });
  if (!feeTypes.includes(params.feeType)) throw new ApiError('invalidField', { field: 'feeType' });
  const values = {
    code: configCode(params.code, 'code'),
    protocol: configCode(params.protocol, 'protocol', true),
    kind: params.type,
    draw_rate: configNumber(params.drawRate, 'drawRate').toFixed(),
    fee_type: params.feeType,
    fee: feeOf(params),
    usd_price: configNumber(params.usdPrice, 'usdPrice').toFixed(),
    ...(params.minNumber === undefined
      ? {}
      : { min_number: configNumber(params.minNumber, 'minNumber', true).toFixed() }),
    ...(params.enabled === undefined ? {} : { enabled: params.enabled }),
    ...(params.sort === undefined ? {} : { sort: configSort(params.sort) }),
  };
  if (params.id === undefined) {
    const row = await db
      .insertInto('draw_currencies')
      .values({ min_number: '0', ...values })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { before: null, after: drawCurrencyConfigView(row) };
  }
  return db.transaction().execute(async (tx) => {
    const before = await tx
      .selectFrom('draw_currencies')
      .selectAll()
      .where('id', '=', params.id ?? 0)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new ApiError('notFound');
    // Bound methods are of the currency's kind: changing the kind would orphan them.
    if (before.kind !== values.kind) throw new ApiError('invalidField', { field: 'type' });
    const row = await tx
      .updateTable('draw_currencies')
      .set(values)
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { before: drawCurrencyConfigView(before), after: drawCurrencyConfigView(row) };
  });
}
