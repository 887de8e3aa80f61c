export type LoginFields = { account: string; password: string };
export type LoginFieldError = 'auth.enterEmail' | 'auth.enterPassword';

/** Spec §5: the account (e-mail) and the password are both required, checked in that order. */
export function loginFormError(fields: LoginFields): LoginFieldError | null {
  if (fields.account.trim() === '') return 'auth.enterEmail';
  if (fields.password === '') return 'auth.enterPassword';
  return null;
}
