import { DrawKind, type DrawMethod } from '@tp/contract/entities';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { printableText } from '../identity/printable-text.ts';
import { enabledDrawCurrency } from './draw-currencies.ts';
import { drawKindOf } from './draw-kind.ts';
import { drawMethodView } from './draw-method-view.ts';

export type DrawMethodForm = {
  type?: number | undefined;
  draw_id?: number | undefined;
  dc_address?: string | undefined;
  bank_name?: string | undefined;
  branch_name?: string | undefined;
  bank_address?: string | undefined;
  bank_swift?: string | undefined;
  payee_name?: string | undefined;
  payee_account?: string | undefined;
  beneficiary_currency?: string | undefined;
  remark?: string | undefined;
};

/** Fields a bank account cannot be paid without. */
const bankFieldsRequired = ['bank_name', 'payee_name', 'payee_account'] as const;
const bankFields = [
  'bank_name',
  'branch_name',
  'bank_address',
  'bank_swift',
  'payee_name',
  'payee_account',
  'beneficiary_currency',
  'remark',
] as const;

function destination(kind: number, form: DrawMethodForm): Record<string, string> {
  if (kind === DrawKind.coin) {
    if (!form.dc_address) throw new ApiError('fillCompletely');
    return { dc_address: printableText(form.dc_address, 'dc_address') };
  }
  if (bankFieldsRequired.some((field) => !form[field])) throw new ApiError('fillCompletely');
  return Object.fromEntries(
    bankFields.map((field) => [field, printableText(form[field] ?? '', field)]),
  );
}

/** Binds a coin address or a bank account of one withdrawal currency to the user. */
export async function bindDrawMethod(
  deps: { db: Db; now: () => Date },
  userId: number,
  form: DrawMethodForm,
): Promise<DrawMethod> {
  const kind = drawKindOf(form.type);
  const currency = await enabledDrawCurrency(deps.db, form.draw_id, kind);
  const fields = destination(kind, form);
  const row = await deps.db
    .insertInto('draw_methods')
    .values({
      user_id: userId,
      kind,
      draw_currency_id: currency.id,
      ...fields,
      ...(kind === DrawKind.bank && !fields.beneficiary_currency
        ? { beneficiary_currency: currency.code }
        : {}),
      created_at: deps.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return drawMethodView(row, currency);
}
