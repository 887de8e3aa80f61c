import { AccountKind } from '@tp/contract/entities';
import type { CallParams } from '../../api/api-client.ts';
import { phoneDigits } from './phone-fields.ts';
import type { AccountKindValue } from './register-form.ts';

export type LoginFields = {
  kind: AccountKindValue;
  /** The e-mail, or the phone number on the phone tab. */
  account: string;
  areaId: number | null;
  password: string;
};
export type LoginFieldError = 'auth.enterEmail' | 'auth.enterPhone' | 'auth.enterPassword';

export const emptyLoginFields: LoginFields = {
  kind: AccountKind.email,
  account: '',
  areaId: null,
  password: '',
};

/** Spec §5: the account (the e-mail, or the phone) and the password, checked in that order. */
export function loginFormError(fields: LoginFields): LoginFieldError | null {
  if (fields.account.trim() === '')
    return fields.kind === AccountKind.phone ? 'auth.enterPhone' : 'auth.enterEmail';
  if (fields.password === '') return 'auth.enterPassword';
  return null;
}

/**
 * loginForU's form: login_type 1 with the e-mail; 2 with the phone, sent as `+852 91234567`
 * when a calling code is chosen (the national number alone matches it under any code).
 */
export function loginParams(
  fields: LoginFields,
  globalCode: string | undefined,
): CallParams<'login'> {
  const byPhone = fields.kind === AccountKind.phone;
  const phone = phoneDigits(fields.account);
  return {
    account: byPhone ? (globalCode ? `${globalCode} ${phone}` : phone) : fields.account.trim(),
    password: fields.password,
    login_type: fields.kind,
  };
}
