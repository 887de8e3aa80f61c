import type { Order, Session } from '@tp/contract/entities';
import { formatPrice } from '@tp/domain/money';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canvasHasDrawing, openChromium, phoneContext, shown, textOf } from './support/chromium.ts';
import { type E2ePlatform, startE2ePlatform } from './support/e2e-platform.ts';
import { stopAfterFirstFailure } from './support/journey-steps.ts';
import { envelope, nextAnswer } from './support/page-api.ts';
import { useEnglish } from './support/trader-app.ts';

/** The element lies wholly inside the window, as the page stands (no scrolling asked for). */
async function inWindow(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  return (
    box.y >= 0 && box.x >= 0 && box.y + box.height <= size.height && box.x + box.width <= size.width
  );
}

/**
 * The trade screen on a phone (390×844) and a desktop (1440×900): Buy and Sell with their prices
 * and the spread are on screen without scrolling; a trade is confirmed and its fill shown; when
 * the device goes offline both buttons turn off and say why, the market list marks its prices as
 * not live, and both come back with the connection.
 */
describe('the trade screen', () => {
  let env: E2ePlatform;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    env = await startE2ePlatform();
    browser = await openChromium();
    context = await phoneContext(browser, env.baseUrl);
    page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  });

  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  stopAfterFirstFailure('trade screen', () => page);

  it('a demo trader sees Buy, Sell, their prices and the spread without scrolling', async () => {
    await useEnglish(page);
    await page.goto('/login');
    const demo = nextAnswer(page, '/api/user/createAccountDemoForU');
    await shown(page, 'try-demo').tap();
    expect((await envelope<Session>(demo)).code).toBe(1);
    await page.goto('/trade');
    const buy = shown(page, 'buy-button');
    const sell = shown(page, 'sell-button');
    await expect.poll(() => buy.isEnabled(), { timeout: 20_000 }).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await inWindow(page, buy)).toBe(true);
    expect(await inWindow(page, sell)).toBe(true);
    expect(await inWindow(page, shown(page, 'spread'))).toBe(true);
    expect(await textOf(buy)).toMatch(/Buy long\s*1\.\d{5}/);
    expect(await textOf(sell)).toMatch(/Sell short\s*1\.\d{5}/);
    expect(await textOf(shown(page, 'spread'))).toMatch(/^Spread \d+\.\d$/);
  });

  it('buys from the bar after a confirmation and shows the fill price', async () => {
    const submit = nextAnswer(page, '/v1/api/forex/submit');
    await shown(page, 'buy-button').tap();
    await shown(page, 'order-confirm').waitFor();
    expect(await textOf(shown(page, 'confirm-lots'))).toContain('0.01');
    await shown(page, 'confirm-ok').tap();
    const answer = await envelope<Order>(submit);
    expect(answer.code, answer.msg).toBe(1);
    const filled = formatPrice(answer.data.OriginPrice, answer.data.ForexTradeLists.PricePrecision);
    await expect
      .poll(() => textOf(shown(page, 'last-order-title')))
      .toBe(`Bought 0.01 lots EUR/USD at ${filled}`);
    expect(await inWindow(page, shown(page, 'buy-button'))).toBe(true);
  });

  it('the chart over the whole screen carries its periods: one chosen there stays chosen after', async () => {
    await shown(page, 'chart-full').tap();
    await shown(page, 'chart-exit-full').waitFor();
    const panel = shown(page, 'chart-panel');
    const box = await panel.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    // The page's own period bar is covered: each period names one button, the panel's.
    expect(await page.locator('[data-testid="period-5min"]').count()).toBe(1);
    expect(await panel.getByTestId('period-5min').count()).toBe(1);
    const kline = nextAnswer(page, '/v1/api/forex/kline', { period: '5min' });
    await shown(page, 'period-5min').tap();
    expect((await envelope<unknown[]>(kline)).data.length).toBeGreaterThan(0);
    expect(await shown(page, 'period-5min').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => canvasHasDrawing(page, 'chart')).toBe(true);
    if (process.env.SHOTS_DIR) {
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/chart-full-en.png` });
    }
    // The phone turned: every period fits beside the instrument's name.
    await page.setViewportSize({ width: 844, height: 390 });
    expect(await inWindow(page, shown(page, 'period-1day'))).toBe(true);
    expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: 844, height: 390 });
    if (process.env.SHOTS_DIR) {
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/chart-full-landscape-en.png` });
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await shown(page, 'chart-exit-full').tap();
    await shown(page, 'chart-full').waitFor();
    expect(await shown(page, 'period-5min').getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('[data-testid="period-5min"]').count()).toBe(1);
  });

  it('offline: Buy and Sell turn off with the reason, and come back when the device does', async () => {
    await context.setOffline(true);
    const buy = shown(page, 'buy-button');
    await expect.poll(() => buy.isDisabled(), { timeout: 10_000 }).toBe(true);
    expect(await shown(page, 'sell-button').isDisabled()).toBe(true);
    expect(await textOf(shown(page, 'buy-reason'))).toBe('You are offline');
    expect(await shown(page, 'connection-banner').getAttribute('data-state')).toBe('offline');
    // The market list marks its prices as not live.
    await shown(page, 'tab-market').tap();
    const eurusdRow = page.locator('.market-row:visible', {
      has: shown(page, 'market-row-EURUSD'),
    });
    await expect.poll(() => eurusdRow.getAttribute('data-stale')).toBe('true');
    expect(await textOf(shown(page, 'stale-EURUSD'))).toBe('Price is not updating');

    await context.setOffline(false);
    await expect
      .poll(() => page.locator('[data-testid="connection-banner"]').getAttribute('data-state'), {
        timeout: 20_000,
      })
      .toBe('restored');
    await expect
      .poll(() => eurusdRow.getAttribute('data-stale'), { timeout: 20_000 })
      .toBe('false');
    await shown(page, 'tab-trading').tap();
    await expect.poll(() => buy.isEnabled(), { timeout: 20_000 }).toBe(true);
    expect(await page.locator('[data-testid="buy-reason"]').count()).toBe(0);
  });

  it('on a desktop the ticket and its buttons sit beside the chart, on screen', async () => {
    const desktop = await browser.newContext({
      baseURL: env.baseUrl,
      viewport: { width: 1440, height: 900 },
      locale: 'en-US',
    });
    try {
      const wide = await desktop.newPage();
      await wide.goto('/language');
      await shown(wide, 'lang-en').click();
      await wide.goto('/trade');
      const buy = shown(wide, 'buy-button');
      await buy.waitFor({ timeout: 20_000 });
      const chart = await shown(wide, 'chart').boundingBox();
      const button = await buy.boundingBox();
      expect(await inWindow(wide, buy)).toBe(true);
      expect(chart && button && button.x > chart.x + chart.width).toBe(true);
    } finally {
      await desktop.close();
    }
  });
});
