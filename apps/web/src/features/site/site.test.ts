import type { CompanyStatus } from '@tp/contract/entities';
import { afterEach, describe, expect, it } from 'vitest';
import {
  companyCookie,
  companyCookieMaxAgeSeconds,
  forgetCompanyChoice,
  readCompanyChoice,
  renewCompanyChoice,
  saveCompanyChoice,
} from './company-cookie.ts';
import { isMainMode, lossRedirect } from './site-status.ts';

const open: CompanyStatus = { status: 1, loss_address: 'https://away.example.com', type: 1 };

describe('site status', () => {
  it('sends the client to the loss address when status is 0', () => {
    expect(lossRedirect({ ...open, status: 0 })).toBe('https://away.example.com');
    expect(lossRedirect(open)).toBeNull();
    expect(lossRedirect(undefined)).toBeNull();
  });

  it('follows only a web address', () => {
    expect(lossRedirect({ ...open, status: 0, loss_address: '' })).toBeNull();
    expect(lossRedirect({ ...open, status: 0, loss_address: 'javascript:alert(1)' })).toBeNull();
  });

  it('is in main mode when type is 0', () => {
    expect(isMainMode({ ...open, type: 0 })).toBe(true);
    expect(isMainMode(open)).toBe(false);
    expect(isMainMode(undefined)).toBe(false);
  });
});

describe('provider choice cookie', () => {
  afterEach(() => {
    forgetCompanyChoice();
  });

  it('lasts three years for the whole site', () => {
    expect(companyCookieMaxAgeSeconds).toBe(94_608_000);
    expect(companyCookie(12)).toBe('company_id=12; Max-Age=94608000; Path=/; SameSite=Lax');
  });

  it('reads the choice among other cookies', () => {
    expect(readCompanyChoice('a=1; company_id=7; b=2')).toBe(7);
    expect(readCompanyChoice('a=1')).toBeNull();
    expect(readCompanyChoice('company_id=abc')).toBeNull();
  });

  it('is sent over HTTPS only when the page is', () => {
    expect(companyCookie(12, true)).toBe(
      'company_id=12; Max-Age=94608000; Path=/; SameSite=Lax; Secure',
    );
  });

  it('is written again with a fresh lifetime at each visit, since browsers cap it below three years', () => {
    const jar = { cookie: 'lang=hk; company_id=9' };
    renewCompanyChoice(jar, true);
    expect(jar.cookie).toBe('company_id=9; Max-Age=94608000; Path=/; SameSite=Lax; Secure');
    const empty = { cookie: 'lang=hk' };
    renewCompanyChoice(empty, false);
    expect(empty.cookie).toBe('lang=hk');
  });

  it('is kept by the browser', () => {
    saveCompanyChoice(42);
    expect(readCompanyChoice(document.cookie)).toBe(42);
    saveCompanyChoice(43);
    expect(readCompanyChoice(document.cookie)).toBe(43);
  });
});
