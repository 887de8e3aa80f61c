import type { Order, Session } from '@tp/contract/entities';
import { formatBalance } from '@tp/domain/money';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user as englishUserTexts } from '../apps/web/src/i18n/en/user.ts';
import { openChromium, phoneContext, shown, textOf } from './support/chromium.ts';
import { type E2ePlatform, startE2ePlatform } from './support/e2e-platform.ts';
import { stopAfterFirstFailure } from './support/journey-steps.ts';
import { apiGet, envelope, nextAnswer } from './support/page-api.ts';
import { latestCodeSentTo, setSetting } from './support/platform-data.ts';
import { toasts, useEnglish } from './support/trader-app.ts';

type Balance = { balance: number; lock_balance: number };

/** The session the app keeps in the browser. */
async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('tp.session');
    return raw
      ? ((JSON.parse(raw) as { state: { token: string | null } }).state.token ?? null)
      : null;
  });
}

/**
 * A visitor on a phone opens a real account by e-mail (the code read from the platform's
 * outbox, as no mail server is set up), signs in, changes the password, logs out, and signs in
 * again with the new password while the old one is refused.
 */
describe('a real account on a phone', () => {
  let env: E2ePlatform;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = `trader-${Date.now()}@example.com`;
  const firstPassword = 'first password 1';
  const newPassword = 'second password 2';

  beforeAll(async () => {
    env = await startE2ePlatform();
    // A sent code instead of the default picture code, so the test reads it from the outbox.
    await setSetting(env.platform, 'verify_reg_type', '1');
    browser = await openChromium();
    context = await phoneContext(browser, env.baseUrl);
    page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    await useEnglish(page);
  });

  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  stopAfterFirstFailure('accounts', () => page);

  it('registers by e-mail with the code the platform sent', async () => {
    await page.goto('/login');
    await shown(page, 'link-register').tap();
    await page.waitForURL((url) => url.pathname === '/register');
    await shown(page, 'register-email').fill(email);
    const sent = nextAnswer(page, '/api/notify/send_email');
    await shown(page, 'register-send-code').tap();
    expect((await envelope<{ resend_after: number }>(sent)).code).toBe(1);
    const button = shown(page, 'register-send-code');
    await expect.poll(() => textOf(button)).toMatch(/Resend in \d+ s/);
    expect(await button.isDisabled()).toBe(true);

    await shown(page, 'register-password').fill(firstPassword);
    await shown(page, 'register-repassword').fill(firstPassword);
    await shown(page, 'register-code').fill(await latestCodeSentTo(env.platform, email));
    // Without the risk disclosure and terms consent the form sends nothing.
    await shown(page, 'register-submit').tap();
    expect(await textOf(shown(page, 'register-error'))).toBe(
      'Please accept the risk disclosure and the terms of service',
    );
    await shown(page, 'register-consent').tap();
    const registered = nextAnswer(page, '/api/user/register');
    await shown(page, 'register-submit').tap();
    const answer = await envelope<null>(registered);
    expect(answer.code, answer.msg).toBe(1);
    await page.waitForURL((url) => url.pathname === '/login');
    // The sign-in page opens with the new account's e-mail filled in.
    expect(await shown(page, 'login-account').inputValue()).toBe(email);
  });

  it('signs in and comes back to the page it asked for', async () => {
    await page.goto('/user');
    await page.waitForURL((url) => url.pathname === '/login' && url.search === '?from=%2Fuser');
    await shown(page, 'login-account').fill(email);
    await shown(page, 'login-password').fill(firstPassword);
    const login = nextAnswer(page, '/api/user/loginForU');
    await shown(page, 'login-submit').tap();
    const session = await envelope<Session>(login);
    expect(session.code, session.msg).toBe(1);
    expect(session.data.user.is_demo).toBe(0);
    await page.waitForURL((url) => url.pathname === '/user');
    expect(await textOf(shown(page, 'account-label'))).toBe(email);
  });

  it('changes the password and stays signed in', async () => {
    await shown(page, 'menu-password').tap();
    await page.waitForURL((url) => url.pathname === '/mine/password');
    await shown(page, 'password-submit').tap();
    expect(await textOf(shown(page, 'password-error'))).toBe(englishUserTexts.enterOldPassword);
    await shown(page, 'password-current').fill(firstPassword);
    await shown(page, 'password-new').fill(newPassword);
    await shown(page, 'password-repeat').fill(`${newPassword}x`);
    await shown(page, 'password-submit').tap();
    expect(await textOf(shown(page, 'password-error'))).toBe(englishUserTexts.passwordMismatch);
    await shown(page, 'password-repeat').fill(newPassword);
    const amend = nextAnswer(page, '/api/user/amend_password');
    await shown(page, 'password-submit').tap();
    const answer = await envelope<null>(amend);
    expect(answer.code, answer.msg).toBe(1);
    await page.waitForURL((url) => url.pathname === '/user');
    expect(await toasts(page)).toContain(answer.msg);
    expect(await textOf(shown(page, 'account-label'))).toBe(email);
    const token = await storedToken(page);
    expect((await apiGet<Balance>(page, '/v1/api/main/wallet/getBalance', token ?? '')).code).toBe(
      1,
    );
  });

  it('logs out after confirmation', async () => {
    const token = await storedToken(page);
    await shown(page, 'menu-other').tap();
    await page.waitForURL((url) => url.pathname === '/mine/system');
    await shown(page, 'logout').tap();
    const logout = nextAnswer(page, '/api/user/logout');
    await shown(page, 'confirm-ok').tap();
    expect((await envelope<null>(logout)).code).toBe(1);
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => storedToken(page)).toBeNull();
    // The server ended the session too: the old token is refused.
    expect((await apiGet<Balance>(page, '/v1/api/main/wallet/getBalance', token ?? '')).code).toBe(
      999,
    );
  });

  it('refuses the old password and signs in with the new one', async () => {
    await page.goto('/login');
    await shown(page, 'login-account').fill(email);
    await shown(page, 'login-password').fill(firstPassword);
    const refused = nextAnswer(page, '/api/user/loginForU');
    await shown(page, 'login-submit').tap();
    const refusal = await envelope<null>(refused);
    expect(refusal.code).not.toBe(1);
    await expect.poll(() => toasts(page)).toContain(refusal.msg);

    await shown(page, 'login-password').fill(newPassword);
    const accepted = nextAnswer(page, '/api/user/loginForU');
    await shown(page, 'login-submit').tap();
    expect((await envelope<Session>(accepted)).code).toBe(1);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedToken(page)).not.toBeNull();
  });

  it('asks a stranger’s phone for the picture code after three failures, while the owner’s phone signs straight in', async () => {
    const stranger = await phoneContext(browser, env.baseUrl);
    try {
      const guesser = await stranger.newPage();
      await useEnglish(guesser);
      await guesser.goto('/login');
      await shown(guesser, 'login-account').fill(email);
      for (let i = 0; i < 3; i += 1) {
        await shown(guesser, 'login-password').fill(`guess ${i}`);
        const refused = nextAnswer(guesser, '/api/user/loginForU');
        await shown(guesser, 'login-submit').tap();
        expect((await envelope<null>(refused)).code).toBe(9001);
      }
      expect(await guesser.locator('[data-testid="login-captcha"]:visible').count()).toBe(0);
      // The next try from this address waits a moment first, then the picture code is asked for.
      let answer = { code: 0, msg: '' };
      for (let tries = 0; tries < 5 && answer.code !== 1128; tries += 1) {
        const next = nextAnswer(guesser, '/api/user/loginForU');
        await shown(guesser, 'login-submit').tap();
        answer = await envelope<null>(next);
        const seconds = /wait (\d+) s/.exec(answer.msg)?.[1];
        if (seconds) await guesser.waitForTimeout(Number(seconds) * 1_000 + 200);
      }
      expect(answer.code).toBe(1128);
      const picture = shown(guesser, 'login-captcha').locator('img');
      await expect
        .poll(async () => (await picture.getAttribute('src')) ?? '')
        .toMatch(/^data:image\/png;base64,/);
      expect(await textOf(shown(guesser, 'login-captcha-hint'))).toBe(
        'Several sign-ins to this account have failed. To keep it safe, type the characters in the picture.',
      );
    } finally {
      await stranger.close();
    }

    // The owner's phone signed in before: it is asked for nothing but the password.
    await page.goto('/user');
    await shown(page, 'menu-other').tap();
    await shown(page, 'logout').tap();
    await shown(page, 'confirm-ok').tap();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/login');
    await shown(page, 'login-account').fill(email);
    await shown(page, 'login-password').fill(newPassword);
    const accepted = nextAnswer(page, '/api/user/loginForU');
    await shown(page, 'login-submit').tap();
    expect((await envelope<Session>(accepted)).code).toBe(1);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.locator('[data-testid="login-captcha"]').count()).toBe(0);
  });
});

/** A demo trader on a phone: the real-money pages are closed, and a reset restores the balance. */
describe('a demo account on a phone', () => {
  let env: E2ePlatform;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token = '';
  let startingBalance = 0;

  beforeAll(async () => {
    env = await startE2ePlatform();
    browser = await openChromium();
    context = await phoneContext(browser, env.baseUrl);
    page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    await useEnglish(page);
  });

  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  stopAfterFirstFailure('demo', () => page);

  it('runs as a phone client and starts a demo account', async () => {
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('desktop'))).toBe(
      false,
    );
    const demo = nextAnswer(page, '/api/user/createAccountDemoForU');
    await shown(page, 'try-demo').tap();
    const session = await envelope<Session>(demo);
    expect(session.code, session.msg).toBe(1);
    expect(session.data.user.is_demo).toBe(1);
    token = session.data.token;
    startingBalance = (await apiGet<Balance>(page, '/v1/api/main/wallet/getBalance', token)).data
      .balance;
    expect(startingBalance).toBeGreaterThan(0);
  });

  it('taps deposit and is told to use a real account', async () => {
    await page.goto('/user');
    await shown(page, 'deposit').tap();
    await expect.poll(() => toasts(page)).toContain(englishUserTexts.demoRestricted);
    expect(new URL(page.url()).pathname).toBe('/user');
  });

  it('trades, which changes the balance', async () => {
    await page.goto('/');
    await shown(page, 'market-row-EURUSD').waitFor({ timeout: 30_000 });
    await shown(page, 'market-row-EURUSD').tap();
    await page.waitForURL((url) => url.pathname === '/trade');
    await shown(page, 'lots-input').fill('0.01');
    const submit = nextAnswer(page, '/v1/api/forex/submit');
    await shown(page, 'buy-button').tap();
    // The ticket asks for a confirmation (one-tap trading is off by default).
    await shown(page, 'confirm-ok').tap();
    const order = await envelope<Order>(submit);
    expect(order.code, order.msg).toBe(1);
    const after = await apiGet<Balance>(page, '/v1/api/main/wallet/getBalance', token);
    expect(after.data.balance).toBeLessThan(startingBalance);
  });

  it('resets the demo account after confirmation, back to the starting balance', async () => {
    await page.goto('/user');
    await shown(page, 'reset-demo').tap();
    const reset = nextAnswer(page, '/v1/api/main/user/resetForexDemoAccount');
    await shown(page, 'confirm-ok').tap();
    const answer = await envelope<Balance>(reset);
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data.balance).toBe(startingBalance);
    await expect
      .poll(async () => (await textOf(shown(page, 'user-balance'))).replace(/[^\d.-]/g, ''))
      .toBe(formatBalance(startingBalance));
    const positions = await apiGet<{ total: number }>(page, '/v1/api/forex/my_deal', token, {
      status: 1,
      page: 1,
    });
    expect(positions.data.total).toBe(0);
  });
});
