import { AmendKind } from '@tp/contract/codes';
import { passwordLengthMin } from '@tp/contract/routes';
import type { CallParams } from '../../api/api-client.ts';

export type PasswordFields = { current: string; next: string; repeat: string };

export type PasswordError =
  | 'user.enterOldPassword'
  | 'user.pleaseComplete'
  | 'auth.passwordTooShort'
  | 'user.passwordMismatch';

export const emptyPasswordFields: PasswordFields = { current: '', next: '', repeat: '' };

/**
 * Spec §5, change password: the current password; both new fields ('Please complete');
 * the two the same ('password mismatch'). Empty means the form may be sent.
 */
export function passwordErrors(fields: PasswordFields): PasswordError[] {
  const errors: PasswordError[] = [];
  if (fields.current === '') errors.push('user.enterOldPassword');
  if (fields.next === '' || fields.repeat === '') errors.push('user.pleaseComplete');
  else if (fields.next !== fields.repeat) errors.push('user.passwordMismatch');
  if (fields.next !== '' && fields.next.length < passwordLengthMin)
    errors.push('auth.passwordTooShort');
  return errors;
}

/** amend_password with the current password (type 1). */
export function passwordParams(fields: PasswordFields): CallParams<'amendPassword'> {
  return {
    new_password: fields.next,
    auth_code: fields.current,
    type: AmendKind.currentPassword,
  };
}
