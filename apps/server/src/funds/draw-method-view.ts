import type { DrawMethod } from '@tp/contract/entities';
import type { Selectable } from 'kysely';
import type { DrawMethodsTable } from '../db/schema.ts';
import { type DrawCurrencyRow, drawCurrencyView } from './draw-currency-view.ts';

export type DrawMethodRow = Selectable<DrawMethodsTable>;

export const drawMethodView = (row: DrawMethodRow, currency: DrawCurrencyRow): DrawMethod => ({
  id: row.id,
  type: row.kind,
  dc_address: row.dc_address,
  bank_name: row.bank_name,
  branch_name: row.branch_name,
  bank_address: row.bank_address,
  bank_swift: row.bank_swift,
  payee_name: row.payee_name,
  payee_account: row.payee_account,
  beneficiary_currency: row.beneficiary_currency,
  remark: row.remark,
  draw_currency: drawCurrencyView(currency),
});

/** The whole destination on one line, as the operator who pays it reads it. */
export function destinationLine(row: DrawMethodRow): string {
  if (row.dc_address) return row.dc_address;
  return [
    [row.bank_name, row.branch_name].filter(Boolean).join(' '),
    row.bank_address,
    row.bank_swift && `SWIFT ${row.bank_swift}`,
    [row.payee_name, row.payee_account].filter(Boolean).join(' '),
    row.beneficiary_currency,
    row.remark,
  ]
    .filter(Boolean)
    .join(' · ');
}
