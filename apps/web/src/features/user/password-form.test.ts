import { describe, expect, it } from 'vitest';
import { emptyPasswordFields, passwordErrors, passwordParams } from './password-form.ts';

describe('change password messages (spec §5)', () => {
  it('asks for the current password and to complete the new ones', () => {
    expect(passwordErrors(emptyPasswordFields)).toEqual([
      'user.enterOldPassword',
      'user.pleaseComplete',
    ]);
  });

  it('says Please complete while either new field is empty', () => {
    expect(passwordErrors({ current: 'old secret', next: 'new secret', repeat: '' })).toEqual([
      'user.pleaseComplete',
    ]);
    expect(passwordErrors({ current: 'old secret', next: '', repeat: 'new secret' })).toEqual([
      'user.pleaseComplete',
    ]);
  });

  it('says password mismatch when the new ones differ', () => {
    expect(
      passwordErrors({ current: 'old secret', next: 'new secret', repeat: 'new secreT' }),
    ).toEqual(['user.passwordMismatch']);
  });

  it('wants a new password of at least eight characters', () => {
    expect(passwordErrors({ current: 'old secret', next: 'short', repeat: 'short' })).toEqual([
      'auth.passwordTooShort',
    ]);
  });

  it('passes a complete form and sends the current password as auth_code, type 1', () => {
    const fields = { current: 'old secret', next: 'new secret', repeat: 'new secret' };
    expect(passwordErrors(fields)).toEqual([]);
    expect(passwordParams(fields)).toEqual({
      new_password: 'new secret',
      auth_code: 'old secret',
      type: 1,
    });
  });
});
