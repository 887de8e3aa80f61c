import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AlertList } from '@tp/contract/alerts';
import type { Notification } from '@tp/contract/notifications';
import { Decimal } from '@tp/domain/decimal';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualPriceSource } from '../apps/server/src/market/price-source.ts';
import { openChromium, phoneContext, shown, textOf } from './support/chromium.ts';
import { type E2ePlatform, startE2ePlatform } from './support/e2e-platform.ts';
import { stopAfterFirstFailure } from './support/journey-steps.ts';
import { midOf, moveMid } from './support/market-moves.ts';
import { apiGet, envelope, nextAnswer } from './support/page-api.ts';
import { tryDemoFromTrade } from './support/trader-app.ts';

/** The persisted session the web app reads at start: no one signed in, English. */
const englishSession = JSON.stringify({
  state: { token: null, user: null, lang: 'en' },
  version: 0,
});

/** With SHOTS_DIR set, the sheet and the list are kept as pictures to look at. */
const shotsDir = process.env.SHOTS_DIR;

/**
 * On a 390×844 phone, in English: a demo trader taps the bell beside the trade screen's price,
 * sets an alert above it (the sheet opens on the live price), a price pushed across it shows the
 * banner, the alerts page lists it as triggered, and it fires once: the price back under and over
 * again tells nothing more. Then the sheet and the list in German.
 */
describe('a price alert set on the trade screen', () => {
  const prices = new ManualPriceSource();
  let env: E2ePlatform;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let _eurusdId = 0;
  let precision = 5;
  let token = '';
  let level = '';

  beforeAll(async () => {
    env = await startE2ePlatform({ priceSource: prices });
    const eurusd = env.platform.market.instrumentByCode('EURUSD');
    if (!eurusd) throw new Error('EURUSD is missing from the catalogue');
    _eurusdId = eurusd.id;
    precision = eurusd.terms.pricePrecision;
    browser = await openChromium();
    context = await phoneContext(browser, env.baseUrl);
    await context.addInitScript((session) => {
      if (!localStorage.getItem('tp.session')) localStorage.setItem('tp.session', session);
    }, englishSession);
    page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    if (shotsDir) mkdirSync(shotsDir, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  stopAfterFirstFailure('alerts', () => page);

  const shot = async (name: string) => {
    if (!shotsDir) return;
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(shotsDir, `${name}.png`) });
  };

  const mid = (): Decimal => midOf(env, 'EURUSD');

  async function pushEurusd(price: Decimal): Promise<void> {
    await moveMid(env, prices, 'EURUSD', price);
    await env.platform.localAlerts()?.settled();
  }

  const alertNotices = async () =>
    (await apiGet<{ data: Notification[] }>(page, '/api/notice/list', token)).data.data.filter(
      (item) => item.kind === 'price_alert',
    );

  async function openTrade(): Promise<void> {
    await page.goto('/trade');
    await shown(page, 'buy-button').waitFor({ timeout: 30_000 });
  }

  it('starts a demo account in English on /trade', async () => {
    await openTrade();
    token = (await tryDemoFromTrade(page)).token;
  });

  it('the bell opens a sheet on the live price; an alert at it is refused at its field, one above is set', async () => {
    await openTrade();
    await shown(page, 'alert-bell').tap();
    const sheet = shown(page, 'alert-sheet');
    await sheet.waitFor();
    const live = mid().toFixed(precision);
    expect(await shown(page, 'alert-price').inputValue()).toBe(live);
    expect(await textOf(shown(page, 'alert-current-price'))).toBe(live);
    await shown(page, 'alert-save').tap();
    expect(await textOf(shown(page, 'alert-error'))).toBe(
      `Set a price above the current price ${live}`,
    );
    level = mid().plus('0.00200').toFixed(precision);
    await shown(page, 'alert-price').fill(level);
    await shot('alert-sheet-en');
    const added = nextAnswer(page, '/api/alert/add');
    await shown(page, 'alert-save').tap();
    const answer = await envelope<AlertList>(added);
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data.data.map((alert) => alert.price)).toEqual([Number(level)]);
    await sheet.waitFor({ state: 'detached' });
    await env.platform.localAlerts()?.settled();
  });

  it('a price across the level shows the banner with the figures', async () => {
    const crossed = new Decimal(level).plus('0.00010');
    await pushEurusd(crossed);
    const banner = shown(page, 'notice-banner');
    await banner.waitFor({ timeout: 20_000 });
    expect(await textOf(shown(page, 'notice-banner-body'))).toBe(
      `EUR/USD rose to ${crossed.toFixed(precision)} (your alert at ${level})`,
    );
  });

  it('the alerts page lists it as triggered, and it fired once', async () => {
    await page.goto('/user');
    await shown(page, 'menu-alerts').tap();
    const row = shown(page, 'alert-row');
    await row.waitFor({ timeout: 20_000 });
    await expect.poll(() => textOf(shown(page, 'alert-state'))).toMatch(/^Triggered /);
    expect(await row.textContent()).toContain(`Rises to ${level} · Once`);
    expect(await row.getAttribute('data-active')).toBe('0');
    await shot('alert-list-en');
    // Back under the level and over it again: a one-off alert tells nothing more.
    await pushEurusd(new Decimal(level).minus('0.00100'));
    await pushEurusd(new Decimal(level).plus('0.00100'));
    expect(await alertNotices()).toHaveLength(1);
  });

  it('removes it after a confirmation', async () => {
    const removed = nextAnswer(page, '/api/alert/remove');
    await shown(page, 'alert-remove').tap();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).tap();
    expect((await envelope<AlertList>(removed)).data.data).toEqual([]);
    await shown(page, 'alerts-empty').waitFor();
  });

  it('in German: the sheet and the list', async () => {
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('tp.session') ?? '{}');
      stored.state.lang = 'de';
      localStorage.setItem('tp.session', JSON.stringify(stored));
    });
    await openTrade();
    await shown(page, 'alert-bell').tap();
    await shown(page, 'alert-sheet').waitFor();
    await shown(page, 'alert-below').tap();
    await shown(page, 'alert-repeat').tap();
    const below = mid().minus('0.00150').toFixed(precision);
    await shown(page, 'alert-price').fill(below);
    await shot('alert-sheet-de');
    const added = nextAnswer(page, '/api/alert/add');
    await shown(page, 'alert-save').tap();
    expect((await envelope<AlertList>(added)).code).toBe(1);
    await page.goto('/mine/alerts');
    const row = shown(page, 'alert-row');
    await row.waitFor({ timeout: 20_000 });
    await expect
      .poll(() => row.textContent())
      .toContain(`Fällt auf ${below} · Bei jedem Durchkreuzen`);
    await shot('alert-list-de');
  });
});
