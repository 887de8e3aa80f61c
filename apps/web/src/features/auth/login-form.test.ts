import { describe, expect, it } from 'vitest';
import {
  cameFromRegistration,
  emptyLoginFields,
  initialLoginFields,
  loginFormError,
  loginParams,
} from './login-form.ts';
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

  it('sends login_type 1 with the e-mail, 2 with the phone number, and the browser’s id', () => {
    const extras = { deviceId: 'dev-1', captchaKey: null };
    expect(
      loginParams(
        { ...emptyLoginFields, account: ' a@b.c ', password: ' p w ', captcha: 'ABCD' },
        '+852',
        extras,
      ),
    ).toEqual({
      account: 'a@b.c',
      password: ' p w ',
      login_type: 1,
      device_id: 'dev-1',
    });
    const byPhone = {
      kind: 2,
      account: '6123-4567',
      areaId: 1,
      password: 'secret',
      captcha: '',
    } as const;
    expect(loginParams(byPhone, '+852', extras)).toMatchObject({
      account: '+852 61234567',
      login_type: 2,
    });
    expect(loginParams(byPhone, undefined, extras)).toMatchObject({ account: '61234567' });
  });

  it('sends the picture code with its id once one is shown', () => {
    const fields = { ...emptyLoginFields, account: 'a@b.c', password: 'secret', captcha: ' x7k2 ' };
    expect(loginParams(fields, undefined, { deviceId: 'dev-1', captchaKey: 'cap-1' })).toEqual({
      account: 'a@b.c',
      password: 'secret',
      login_type: 1,
      device_id: 'dev-1',
      captcha_key: 'cap-1',
      captcha_code: 'x7k2',
    });
  });

  it('asks for the picture code last, and only while it is shown', () => {
    const filled = { ...emptyLoginFields, account: 'a@b.c', password: 'secret' };
    expect(loginFormError(filled, true)).toBe('auth.enterCaptcha');
    expect(loginFormError({ ...filled, password: '' }, true)).toBe('auth.enterPassword');
    expect(loginFormError(filled, false)).toBeNull();
    expect(loginFormError({ ...filled, captcha: 'AB12' }, true)).toBeNull();
  });

  it('goes on only to a path of this app', () => {
    expect(safeFrom('/order?type=3')).toBe('/order?type=3');
    expect(safeFrom(null)).toBe('/');
    expect(safeFrom('https://evil.example')).toBe('/');
    expect(safeFrom('//evil.example')).toBe('/');
    expect(safeFrom('/\\evil.example')).toBe('/');
  });

  it('opens with the account a registration hands over, and ignores any other state', () => {
    expect(
      initialLoginFields({ registered: { kind: 1, account: 'new@example.com', areaId: null } }),
    ).toEqual({ ...emptyLoginFields, account: 'new@example.com' });
    expect(initialLoginFields({ registered: { kind: 2, account: '91234567', areaId: 2 } })).toEqual(
      { ...emptyLoginFields, kind: 2, account: '91234567', areaId: 2 },
    );
    for (const state of [null, undefined, 'x', {}, { registered: { account: 42 } }])
      expect(initialLoginFields(state)).toBe(emptyLoginFields);
    expect(cameFromRegistration({ registered: { kind: 1, account: 'a@b.co' } })).toBe(true);
    expect(cameFromRegistration(null)).toBe(false);
  });
});
