import { describe, expect, it } from 'vitest';
import { loginFormError } from './login-form.ts';
import { safeFrom } from './use-sign-in.ts';

describe('login form', () => {
  it('asks for the e-mail first, then the password', () => {
    expect(loginFormError({ account: ' ', password: '' })).toBe('auth.enterEmail');
    expect(loginFormError({ account: 'a@b.c', password: '' })).toBe('auth.enterPassword');
    expect(loginFormError({ account: 'a@b.c', password: 'secret' })).toBeNull();
  });

  it('goes on only to a path of this app', () => {
    expect(safeFrom('/order?type=3')).toBe('/order?type=3');
    expect(safeFrom(null)).toBe('/');
    expect(safeFrom('https://evil.example')).toBe('/');
    expect(safeFrom('//evil.example')).toBe('/');
  });
});
