import type { DrawCurrency } from '@tp/contract/entities';
import type { Selectable } from 'kysely';
import type { DrawCurrenciesTable } from '../db/schema.ts';

export type DrawCurrencyRow = Selectable<DrawCurrenciesTable>;

export const drawCurrencyView = (row: DrawCurrencyRow): DrawCurrency => ({
  id: row.id,
  code: row.code,
  protocol: row.protocol,
  draw_rate: Number(row.draw_rate),
  fee_type: row.fee_type,
  fee: Number(row.fee),
  usd_price: Number(row.usd_price),
  type: row.kind,
  min_number: Number(row.min_number),
});
