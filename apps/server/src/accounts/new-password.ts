import { passwordLengthMin } from '@tp/contract/endpoints';
import type { ErrorName } from '@tp/contract/errors';
import { ApiError } from '../http/api-error.ts';

/**
 * A new password and its repetition, in the form's order: present, repeated, the same, long
 * enough. No rule on its composition: length is what makes a password strong.
 */
export function checkNewPassword(
  password: string | undefined,
  repeated: string | undefined,
  missing: ErrorName,
): string {
  if (!password) throw new ApiError(missing);
  if (!repeated) throw new ApiError('enterRePassword');
  if (password !== repeated) throw new ApiError('passwordMismatch');
  if ([...password].length < passwordLengthMin)
    throw new ApiError('passwordTooShort', { min: passwordLengthMin });
  return password;
}
