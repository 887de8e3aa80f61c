import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolAuthenticator } from './support/back-office.ts';
import { desktopContext, openChromium, textOf } from './support/chromium.ts';
import { type E2ePlatform, startE2ePlatform } from './support/e2e-platform.ts';
import { stopAfterFirstFailure } from './support/journey-steps.ts';

/** An operator opens a deep link of the back office, signs in, reads the overview and logs out. */
describe('operator back office', () => {
  let env: E2ePlatform;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    env = await startE2ePlatform();
    browser = await openChromium();
    context = await desktopContext(browser, env.baseUrl);
    page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  });

  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  stopAfterFirstFailure('admin', () => page);

  it('asks for a login on a deep link and refuses a wrong password', async () => {
    await page.goto('/admin/users');
    await page.getByTestId('admin-username').fill('admin');
    await page.getByTestId('admin-password').fill('wrong');
    await page.getByTestId('admin-sign-in').click();
    await expect
      .poll(() => textOf(page.getByTestId('admin-login-error')))
      .toContain('Wrong username or password');
  });

  it('signs in, enrols an authenticator and stays on the requested section', async () => {
    await page.getByTestId('admin-password').fill('admin');
    await page.getByTestId('admin-sign-in').click();
    await enrolAuthenticator(page, () => env.clock.now().getTime());
    await page.getByTestId('users-table').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/users');
    expect(await textOf(page.getByTestId('admin-operator'))).toBe('admin');
  });

  it('shows the overview with every instrument and its live status', async () => {
    await page.getByRole('menuitem', { name: 'Overview' }).click();
    const status = page.getByTestId('market-status-EURUSD');
    await status.waitFor();
    expect(await textOf(status)).toBe('Open');
    const rows = await page
      .locator('[data-testid="overview-instruments"] tbody tr[data-row-key]')
      .count();
    expect(rows).toBe(env.platform.market.instruments().length);
  });

  it('keeps the session over a reload and ends it on logout', async () => {
    await page.reload();
    await page.getByTestId('market-status-EURUSD').waitFor();
    await page.getByTestId('admin-logout').click();
    await page.getByTestId('admin-logout-ok').click();
    await page.getByTestId('admin-username').waitFor();
  });
});
