import { describe, expect, it } from 'vitest';
import { emptyLoginFields, loginFormError, loginParams } from './login-form.ts';
import { safeFrom } from './use-sign-in.ts';

describe('login form', () => {
  it('asks for the e-mail first, then the password', () => {
    expect(loginFormError({ ...emptyLoginFields, account: ' ' })).toBe('auth.enterEmail');
    expect(loginFormError({ ...emptyLoginFields, account: 'a@b.c' })).toBe('auth.enterPassword');
    expect(
      loginFormError({ ...emptyLoginFields, account: 'a@b.c', password: 'secret' }),
    ).toBeNull();
  });

  it('asks for the phone number on the phone tab', () => {
    expect(loginFormError({ ...emptyLoginFields, kind: 2 })).toBe('auth.enterPhone');
    expect(loginFormError({ ...emptyLoginFields, kind: 2, account: '6123 4567' })).toBe(
      'auth.enterPassword',
    );
  });

  it('sends login_type 1 with the e-mail, 2 with the phone number', () => {
    expect(
      loginParams({ ...emptyLoginFields, account: ' a@b.c ', password: ' p w ' }, '+852'),
    ).toEqual({
      account: 'a@b.c',
      password: ' p w ',
      login_type: 1,
    });
    const byPhone = { kind: 2, account: '6123-4567', areaId: 1, password: 'secret' } as const;
    expect(loginParams(byPhone, '+852')).toMatchObject({
      account: '+852 61234567',
      login_type: 2,
    });
    expect(loginParams(byPhone, undefined)).toMatchObject({ account: '61234567' });
  });

  it('goes on only to a path of this app', () => {
    expect(safeFrom('/order?type=3')).toBe('/order?type=3');
    expect(safeFrom(null)).toBe('/');
    expect(safeFrom('https://evil.example')).toBe('/');
    expect(safeFrom('//evil.example')).toBe('/');
    expect(safeFrom('/\\evil.example')).toBe('/');
  });
});
