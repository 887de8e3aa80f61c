import type { Session } from '@tp/contract/entities';
import type { Page } from 'playwright-core';
import type { Platform } from '../../apps/server/src/platform-types.ts';
import { publicArea } from '../../apps/web/src/i18n/en/public.ts';
import { shown, textOf } from './chromium.ts';
import { apiPost, envelope, nextAnswer } from './page-api.ts';
import { latestCodeSentTo } from './platform-data.ts';

export type TraderCredentials = { email: string; password: string };

/** Switches the trader's app to English through the language page; the browser keeps the choice. */
export async function useEnglish(page: Page): Promise<void> {
  await page.goto('/language');
  await shown(page, 'lang-en').tap();
  await page.waitForFunction(() => document.documentElement.lang === 'en');
}

/**
 * Opens a demo account as a visitor on the trade screen does: the offer shown there, or the one
 * a tap on Buy leads to (a visitor who tries to trade is sent to sign in, where the demo is
 * offered). Answers the new session; a refusal fails the step.
 */
export async function tryDemoFromTrade(page: Page): Promise<Session> {
  // The ticket first: tapped before the trade screen stood, Buy led to a sign-in page whose
  // offer never became tappable.
  await shown(page, 'buy-button').waitFor({ timeout: 30_000 });
  const tryDemo = shown(page, 'try-demo');
  if (!(await tryDemo.isVisible())) {
    await shown(page, 'buy-button').tap();
    await tryDemo.waitFor({ timeout: 15_000 });
  }
  const demo = nextAnswer(page, '/api/user/createAccountDemoForU');
  await tryDemo.tap();
  const answer = await envelope<Session>(demo);
  if (answer.code !== 1) throw new Error(`demo account refused: ${answer.msg}`);
  return answer.data;
}

/**
 * Waits for the banner of a notification just pushed and closes it, as a trader does to reach
 * the tabs it covers (left alone, it stays 8 s); answers its sentence.
 */
export async function closeNoticeBanner(page: Page): Promise<string> {
  const banner = shown(page, 'notice-banner');
  await banner.waitFor({ timeout: 20_000 });
  const sentence = await textOf(banner.getByTestId('notice-banner-body'));
  await banner.getByRole('button', { name: publicArea.close, exact: true }).tap();
  await banner.waitFor({ state: 'detached' });
  return sentence;
}

/** The toasts on screen now. */
export function toasts(page: Page): Promise<string[]> {
  return page.locator('[data-testid="toast"]').allTextContents();
}

/**
 * Opens a real account by e-mail through the API, with the code the platform kept in its outbox,
 * and signs it in. Needs `verify_reg_type` 1 (a sent code), not the default picture code.
 */
export async function registerByEmail(
  page: Page,
  platform: Platform,
  trader: TraderCredentials,
): Promise<Session> {
  const sent = await apiPost<unknown>(
    page,
    '/api/notify/send_email',
    '',
    { to: trader.email, type: 1 },
    'json',
  );
  if (sent.code !== 1) throw new Error(`send_email refused: ${sent.msg}`);
  const registered = await apiPost<null>(page, '/api/user/register', '', {
    type: 1,
    account: trader.email,
    password: trader.password,
    re_password: trader.password,
    agree_terms: 1,
    sms_code: await latestCodeSentTo(platform, trader.email),
  });
  if (registered.code !== 1) throw new Error(`register refused: ${registered.msg}`);
  const session = await apiPost<Session>(page, '/api/user/loginForU', '', {
    account: trader.email,
    password: trader.password,
    login_type: 1,
  });
  if (session.code !== 1) throw new Error(`loginForU refused: ${session.msg}`);
  return session.data;
}

/** Signs in through the app's login page and waits for the home page it leads to. */
export async function signInOnPhone(page: Page, trader: TraderCredentials): Promise<void> {
  await page.goto('/login');
  await shown(page, 'login-account').fill(trader.email);
  await shown(page, 'login-password').fill(trader.password);
  await shown(page, 'login-submit').tap();
  await page.waitForURL((url) => url.pathname === '/');
}
