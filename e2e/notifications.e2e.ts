import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Order } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualPriceSource } from '../apps/server/src/market/price-source.ts';
import { openChromium, phoneContext, shown, textOf } from './support/chromium.ts';
import { type E2ePlatform, startE2ePlatform } from './support/e2e-platform.ts';
import { stopAfterFirstFailure } from './support/journey-steps.ts';
import { midOf, moveMid } from './support/market-moves.ts';
import { apiPost, envelope, nextAnswer } from './support/page-api.ts';
import { englishSession } from './support/phone-journey.ts';
import { tryDemoFromTrade } from './support/trader-app.ts';

/** With SHOTS_DIR set, the banner and the list are kept as pictures to look at. */
const shotsDir = process.env.SHOTS_DIR;

/**
 * On a 390×844 phone, in English: a demo trader places a pending buy limit, the price pushed
 * through its target fills it on the server, a banner says so with the figures, and the
 * notification waits in the user centre's list, unread until opened. Then in German: the same
 * notification reads in German, and a second fill's banner too.
 */
describe('a notification of a pending order the server filled', () => {
  const prices = new ManualPriceSource();
  let env: E2ePlatform;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let eurusdId = 0;
  let precision = 5;
  let token = '';
  let target = '';

  beforeAll(async () => {
    env = await startE2ePlatform({ priceSource: prices });
    const eurusd = env.platform.market.instrumentByCode('EURUSD');
    if (!eurusd) throw new Error('EURUSD is missing from the catalogue');
    eurusdId = eurusd.id;
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

  stopAfterFirstFailure('notifications', () => page);

  const shot = async (name: string) => {
    if (!shotsDir) return;
    // The banner slides in over 0.2 s: the picture shows it once it stands.
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(shotsDir, `${name}.png`) });
  };

  const mid = (): Decimal => midOf(env, 'EURUSD');

  async function pushEurusd(price: Decimal): Promise<void> {
    await moveMid(env, prices, 'EURUSD', price);
  }

  async function openTrade(): Promise<void> {
    await page.goto('/trade');
    await shown(page, 'buy-button').waitFor({ timeout: 30_000 });
  }

  async function tapBuy(): Promise<Order> {
    const submit = nextAnswer(page, '/v1/api/forex/submit');
    await shown(page, 'buy-button').tap();
    // The ticket asks for a confirmation (one-tap trading is off by default).
    await shown(page, 'confirm-ok').tap();
    const answer = await envelope<Order>(submit);
    expect(answer.code, answer.msg).toBe(1);
    return answer.data;
  }

  it('starts a demo account in English on /trade', async () => {
    await openTrade();
    token = (await tryDemoFromTrade(page)).token;
  });

  it('places a pending buy limit below the price through the form', async () => {
    await openTrade();
    await shown(page, 'mode-pending').tap();
    target = mid().times(0.99).toFixed(precision);
    await shown(page, 'target-price-input').fill(target);
    await shown(page, 'lots-input').fill('0.10');
    const placed = await tapBuy();
    expect(placed.Status).toBe(0);
  });

  it('a price through the target fills it, and a banner says so with the figures', async () => {
    await pushEurusd(new Decimal(target).times(0.995).toDecimalPlaces(precision));
    const banner = shown(page, 'notice-banner');
    await banner.waitFor({ timeout: 20_000 });
    expect(await textOf(shown(page, 'notice-banner-body'))).toBe(
      `EUR/USD buy 0.10 lot filled at ${target}`,
    );
    await shot('banner-en');
  });

  it('the user centre counts it unread; the list shows it, and opening it marks it read', async () => {
    await page.goto('/user');
    await expect.poll(() => textOf(shown(page, 'notices-unread')), { timeout: 20_000 }).toBe('1');
    await shown(page, 'menu-notifications').tap();
    const row = shown(page, 'notice-row');
    await row.waitFor({ timeout: 20_000 });
    expect(await row.getAttribute('data-unread')).toBe('1');
    expect(await row.textContent()).toContain(`EUR/USD buy 0.10 lot filled at ${target}`);
    expect(await row.textContent()).toContain('Pending order filled');
    await shot('list-en');
    const read = nextAnswer(page, '/api/notice/read');
    await row.tap();
    expect((await envelope<{ count: number }>(read)).data).toEqual({ count: 0 });
    await expect.poll(() => row.getAttribute('data-unread')).toBe('0');
    await page.goto('/user');
    await shown(page, 'menu-notifications').waitFor();
    expect(await page.locator('[data-testid="notices-unread"]').count()).toBe(0);
  });

  it('in German, the same notification reads in German, and a new fill’s banner too', async () => {
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('tp.session') ?? '{}');
      stored.state.lang = 'de';
      localStorage.setItem('tp.session', JSON.stringify(stored));
    });
    await page.goto('/mine/notifications');
    const row = shown(page, 'notice-row');
    await row.waitFor({ timeout: 20_000 });
    const germanTarget = target.replace('.', ',');
    await expect
      .poll(() => row.textContent())
      .toContain(`EUR/USD Kauf 0,10 Lot zu ${germanTarget} ausgeführt`);

    const second = mid().times(0.99).toDecimalPlaces(precision);
    const placed = await apiPost<Order>(
      page,
      '/v1/api/forex/submit',
      token,
      {
        forex_id: eurusdId,
        type: 1,
        status: 0,
        cont: 0.2,
        multiple: 100,
        target_price: second.toFixed(precision),
      },
      'json',
    );
    expect(placed.code, placed.msg).toBe(1);
    await pushEurusd(second.times(0.995).toDecimalPlaces(precision));
    await shown(page, 'notice-banner').waitFor({ timeout: 20_000 });
    expect(await textOf(shown(page, 'notice-banner-body'))).toBe(
      `EUR/USD Kauf 0,20 Lot zu ${second.toFixed(precision).replace('.', ',')} ausgeführt`,
    );
    await shot('banner-de');
    await expect.poll(() => page.locator('[data-testid="notice-row"]').count()).toBe(2);
    await shot('list-de');
  });
});
