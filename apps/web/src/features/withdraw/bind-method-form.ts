import { DrawKind } from '@tp/contract/codes';
import type { CallParams } from '../../api/api-client.ts';
import type { DrawKindValue } from './draw-kind.ts';

/** The fields of a bound method, by their wire names. */
export type BindField =
  | 'dc_address'
  | 'bank_name'
  | 'branch_name'
  | 'bank_address'
  | 'bank_swift'
  | 'payee_name'
  | 'payee_account'
  | 'beneficiary_currency'
  | 'remark';

export type BindFieldSpec = {
  field: BindField;
  labelKey:
    | 'withdraw.dcAddress'
    | 'bank.bankName'
    | 'bank.branchName'
    | 'bank.bankAddress'
    | 'bank.bankSwift'
    | 'bank.payeeName'
    | 'bank.payeeAccount'
    | 'bank.beneficiaryCurrency'
    | 'bank.remark';
  required: boolean;
  maxLength: number;
};

/** What each kind asks for (spec §2, §5); lengths are the contract's. */
export const bindFieldSpecs: Readonly<Record<DrawKindValue, readonly BindFieldSpec[]>> = {
  [DrawKind.coin]: [
    { field: 'dc_address', labelKey: 'withdraw.dcAddress', required: true, maxLength: 256 },
  ],
  [DrawKind.bank]: [
    { field: 'bank_name', labelKey: 'bank.bankName', required: true, maxLength: 128 },
    { field: 'branch_name', labelKey: 'bank.branchName', required: false, maxLength: 128 },
    { field: 'bank_address', labelKey: 'bank.bankAddress', required: true, maxLength: 256 },
    { field: 'bank_swift', labelKey: 'bank.bankSwift', required: true, maxLength: 32 },
    { field: 'payee_name', labelKey: 'bank.payeeName', required: true, maxLength: 128 },
    { field: 'payee_account', labelKey: 'bank.payeeAccount', required: true, maxLength: 64 },
    {
      field: 'beneficiary_currency',
      labelKey: 'bank.beneficiaryCurrency',
      required: true,
      maxLength: 16,
    },
    { field: 'remark', labelKey: 'bank.remark', required: false, maxLength: 200 },
  ],
};

export type BindFields = {
  currencyId: number | null;
  values: Partial<Record<BindField, string>>;
};

/** Spec §5: every required field of the kind, or 'please fill in completely'. */
export function bindMethodError(
  kind: DrawKindValue,
  fields: BindFields,
): 'chooseCurrency' | 'fillCompletely' | null {
  if (fields.currencyId === null) return 'chooseCurrency';
  const missing = bindFieldSpecs[kind].some(
    (spec) => spec.required && (fields.values[spec.field] ?? '').trim() === '',
  );
  return missing ? 'fillCompletely' : null;
}

/** The fields that are empty and required, so each can be marked. */
export const missingBindFields = (kind: DrawKindValue, fields: BindFields): BindField[] =>
  bindFieldSpecs[kind]
    .filter((spec) => spec.required && (fields.values[spec.field] ?? '').trim() === '')
    .map((spec) => spec.field);

/** bind_draw_method: the kind, the currency as draw_id and the kind's fields, trimmed. */
export function bindMethodRequest(
  kind: DrawKindValue,
  fields: BindFields,
): CallParams<'bindDrawMethod'> {
  const request: CallParams<'bindDrawMethod'> = { type: kind, draw_id: fields.currencyId ?? 0 };
  for (const spec of bindFieldSpecs[kind]) {
    const value = (fields.values[spec.field] ?? '').trim();
    if (value !== '') request[spec.field] = value;
  }
  return request;
}
