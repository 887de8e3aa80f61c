import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualPriceSource } from '../apps/server/src/market/price-source.ts';
import {
  canvasDigest,
  canvasHasDrawing,
  openChromium,
  phoneContext,
  shown,
  textOf,
} from './support/chromium.ts';
import { type E2ePlatform, startE2ePlatform } from './support/e2e-platform.ts';
import { stopAfterFirstFailure } from './support/journey-steps.ts';
import { useEnglish } from './support/trader-app.ts';

/**
 * On a 390×844 phone, in English, prices standing still: the trader turns on the simple moving
 * average, sets its period to 5 candles, and the chart draws another line; a period the bounds
 * refuse is marked and draws nothing new; the period is there again after a reload. MACD's
 * three periods likewise, the fast one kept shorter than the slow.
 */
describe('an indicator’s period set in the chart chooser', () => {
  let env: E2ePlatform;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    env = await startE2ePlatform({ priceSource: new ManualPriceSource() });
    browser = await openChromium();
    context = await phoneContext(browser, env.baseUrl);
    page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  });

  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  stopAfterFirstFailure('chart-indicators', () => page);

  /** The chart's pixels once two readings 300 ms apart agree. */
  async function settledChart(): Promise<string> {
    let before = await canvasDigest(page, 'chart');
    for (let tries = 0; tries < 20; tries += 1) {
      await page.waitForTimeout(300);
      const now = await canvasDigest(page, 'chart');
      if (now === before) return now;
      before = now;
    }
    throw new Error('the chart never stood still');
  }

  let withDefault = '';
  let withFive = '';

  it('turns on the SMA at its default period', async () => {
    await useEnglish(page);
    await page.goto('/trade');
    await expect.poll(() => canvasHasDrawing(page, 'chart'), { timeout: 30_000 }).toBe(true);
    const bare = await settledChart();
    await shown(page, 'chart-chooser').tap();
    await shown(page, 'indicator-sma').tap();
    expect(await textOf(shown(page, 'indicator-sma'))).toBe('SMA 20');
    expect(await shown(page, 'indicator-period-sma').inputValue()).toBe('20');
    // The chart names the line it draws.
    expect(await textOf(shown(page, 'chart-legend'))).toBe('SMA 20');
    withDefault = await settledChart();
    expect(withDefault).not.toBe(bare);
  });

  it('a period of 5 redraws the line and names it', async () => {
    await shown(page, 'indicator-period-sma').fill('5');
    expect(await textOf(shown(page, 'indicator-sma'))).toBe('SMA 5');
    expect(await textOf(shown(page, 'chart-legend'))).toBe('SMA 5');
    withFive = await settledChart();
    expect(withFive).not.toBe(withDefault);
  });

  it('a period out of bounds is marked and draws nothing new', async () => {
    await shown(page, 'indicator-period-sma').fill('500');
    expect(await textOf(shown(page, 'indicator-period-sma-error'))).toBe(
      'Enter a whole number of candles from 2 to 200',
    );
    expect(await textOf(shown(page, 'indicator-sma'))).toBe('SMA 5');
    expect(await settledChart()).toBe(withFive);
  });

  it('after a reload the SMA is drawn over 5 candles still', async () => {
    await page.reload();
    await expect.poll(() => canvasHasDrawing(page, 'chart'), { timeout: 30_000 }).toBe(true);
    await shown(page, 'chart-chooser').tap();
    expect(await textOf(shown(page, 'indicator-sma'))).toBe('SMA 5');
    expect(await shown(page, 'indicator-period-sma').inputValue()).toBe('5');
    await shown(page, 'indicator-bollinger').tap();
    await page.keyboard.press('Escape');
    await shown(page, 'chart-chooser-menu').waitFor({ state: 'detached' });
    expect(await shown(page, 'chart-legend').locator('li').allTextContents()).toEqual([
      'SMA 5',
      'Bollinger bands 20, 2',
    ]);
    if (process.env.SHOTS_DIR) {
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/chart-legend-en.png` });
    }
  });

  it('MACD over 5 and 13 candles draws its pane again; a slow one under the fast is refused', async () => {
    await shown(page, 'chart-chooser').tap();
    await shown(page, 'indicator-macd').tap();
    const standard = await settledChart();
    await shown(page, 'indicator-period-macd-fast').fill('5');
    await shown(page, 'indicator-period-macd-slow').fill('13');
    expect(await textOf(shown(page, 'indicator-macd'))).toBe('MACD 5, 13, 9');
    const shorter = await settledChart();
    expect(shorter).not.toBe(standard);
    await shown(page, 'indicator-period-macd-slow').fill('4');
    expect(await textOf(shown(page, 'indicator-period-macd-slow-error'))).toBe(
      'The fast period must be shorter than the slow one',
    );
    expect(await settledChart()).toBe(shorter);
    if (process.env.SHOTS_DIR) {
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/chart-macd-en.png` });
    }
  });
});
