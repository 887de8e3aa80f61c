import { describe, expect, it } from 'vitest';
import { codeAddressError } from './code-address.ts';
import { emptyForgotFields, type ForgotFields, forgotErrors, forgotParams } from './forgot-form.ts';

const filled: ForgotFields = {
  ...emptyForgotFields,
  email: 'me@example.com',
  newPassword: 'new secret',
  repeatPassword: 'new secret',
  code: '654321',
};

describe('forgot password messages (spec §5)', () => {
  it('asks for the e-mail, the new password, the repeat and the code', () => {
    expect(forgotErrors(emptyForgotFields)).toEqual([
      'auth.enterEmail',
      'forgot.enterNewPassword',
      'forgot.enterRepeatPassword',
      'auth.enterCode',
    ]);
    expect(forgotErrors(filled)).toEqual([]);
  });

  it('wants the repeat to match and the new password long enough', () => {
    expect(forgotErrors({ ...filled, repeatPassword: 'new secreT' })).toEqual([
      'auth.passwordMismatch',
    ]);
    expect(forgotErrors({ ...filled, newPassword: 'abc', repeatPassword: 'abc' })).toEqual([
      'auth.passwordTooShort',
    ]);
  });

  it('needs the address before a code can be sent', () => {
    expect(codeAddressError({ ...filled, email: ' ' })).toBe('auth.enterEmail');
    expect(codeAddressError(filled)).toBeNull();
    const byPhone: ForgotFields = { ...filled, kind: 2 };
    expect(codeAddressError(byPhone)).toBe('auth.chooseArea');
    expect(codeAddressError({ ...byPhone, areaId: 2 })).toBe('auth.enterPhone');
    expect(codeAddressError({ ...byPhone, areaId: 2, phone: '612 345' })).toBeNull();
  });
});

describe('forget_password call', () => {
  it('sends the e-mail, both passwords and the code', () => {
    expect(forgotParams({ ...filled, email: ' me@example.com ', code: ' 654321 ' })).toEqual({
      type: 1,
      area_id: undefined,
      account: 'me@example.com',
      new_password: 'new secret',
      secondary_password: 'new secret',
      auth_code: '654321',
    });
  });

  it('sends a phone with its calling code', () => {
    expect(forgotParams({ ...filled, kind: 2, areaId: 4, phone: '(612) 345' })).toMatchObject({
      type: 2,
      area_id: 4,
      account: '612345',
    });
  });
});
