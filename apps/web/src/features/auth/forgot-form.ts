import { AccountKind } from '@tp/contract/codes';
import { passwordLengthMin } from '@tp/contract/routes';
import type { CallParams } from '../../api/api-client.ts';
import { codeAddressError } from './code-address.ts';
import { phoneDigits } from './phone-fields.ts';
import type { AccountKindValue } from './register-form.ts';

export type ForgotFields = {
  kind: AccountKindValue;
  email: string;
  phone: string;
  areaId: number | null;
  newPassword: string;
  repeatPassword: string;
  code: string;
};

export type ForgotError =
  | 'auth.enterEmail'
  | 'auth.chooseArea'
  | 'auth.enterPhone'
  | 'forgot.enterNewPassword'
  | 'auth.passwordTooShort'
  | 'forgot.enterRepeatPassword'
  | 'auth.passwordMismatch'
  | 'auth.enterCode';

export const emptyForgotFields: ForgotFields = {
  kind: AccountKind.email,
  email: '',
  phone: '',
  areaId: null,
  newPassword: '',
  repeatPassword: '',
  code: '',
};

/** Spec §5 (forgot: new password, repeat, code), in the order of the form; empty means send. */
export function forgotErrors(fields: ForgotFields): ForgotError[] {
  const errors: ForgotError[] = [];
  const address = codeAddressError(fields);
  if (address) errors.push(address);
  if (fields.newPassword === '') errors.push('forgot.enterNewPassword');
  else if (fields.newPassword.length < passwordLengthMin) errors.push('auth.passwordTooShort');
  if (fields.repeatPassword === '') errors.push('forgot.enterRepeatPassword');
  else if (fields.newPassword !== '' && fields.repeatPassword !== fields.newPassword)
    errors.push('auth.passwordMismatch');
  if (fields.code.trim() === '') errors.push('auth.enterCode');
  return errors;
}

export function forgotParams(fields: ForgotFields): CallParams<'forgetPassword'> {
  const byPhone = fields.kind === AccountKind.phone;
  return {
    type: fields.kind,
    area_id: byPhone && fields.areaId !== null ? fields.areaId : undefined,
    account: byPhone ? phoneDigits(fields.phone) : fields.email.trim(),
    new_password: fields.newPassword,
    secondary_password: fields.repeatPassword,
    auth_code: fields.code.trim(),
  };
}
