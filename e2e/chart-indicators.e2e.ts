import { describe, expect, it } from 'vitest';
import { ManualPriceSource } from '../apps/server/src/market/price-source.ts';
import { canvasDigest, canvasHasDrawing, shown, textOf } from './support/chromium.ts';
import { phoneJourney } from './support/phone-journey.ts';
import { useEnglish } from './support/trader-app.ts';

/**
 * On a 390×844 phone, in English, prices standing still: the trader turns on the simple moving
 * average, sets its period to 5 candles, and the chart draws another line; a period the bounds
 * refuse is marked and draws nothing new; the period is there again after a reload. MACD's
 * three periods likewise, the fast one kept shorter than the slow.
 */
describe('an indicator’s period set in the chart chooser', () => {
  const journey = phoneJourney('chart-indicators', { priceSource: new ManualPriceSource() });

  /** The chart's pixels once two readings 300 ms apart agree. */
  async function settledChart(): Promise<string> {
    let before = await canvasDigest(journey.page, 'chart');
    for (let tries = 0; tries < 20; tries += 1) {
      await journey.page.waitForTimeout(300);
      const now = await canvasDigest(journey.page, 'chart');
      if (now === before) return now;
      before = now;
    }
    throw new Error('the chart never stood still');
  }

  let withDefault = '';
  let withFive = '';

  it('turns on the SMA at its default period', async () => {
    await useEnglish(journey.page);
    await journey.page.goto('/trade');
    await expect
      .poll(() => canvasHasDrawing(journey.page, 'chart'), { timeout: 30_000 })
      .toBe(true);
    const bare = await settledChart();
    await shown(journey.page, 'chart-chooser').tap();
    await shown(journey.page, 'indicator-sma').tap();
    expect(await textOf(shown(journey.page, 'indicator-sma'))).toBe('SMA 20');
    expect(await shown(journey.page, 'indicator-period-sma').inputValue()).toBe('20');
    // The chart names the line it draws.
    expect(await textOf(shown(journey.page, 'chart-legend'))).toBe('SMA 20');
    withDefault = await settledChart();
    expect(withDefault).not.toBe(bare);
  });

  it('a period of 5 redraws the line and names it', async () => {
    await shown(journey.page, 'indicator-period-sma').fill('5');
    expect(await textOf(shown(journey.page, 'indicator-sma'))).toBe('SMA 5');
    expect(await textOf(shown(journey.page, 'chart-legend'))).toBe('SMA 5');
    withFive = await settledChart();
    expect(withFive).not.toBe(withDefault);
  });

  it('a period out of bounds is marked and draws nothing new', async () => {
    await shown(journey.page, 'indicator-period-sma').fill('500');
    expect(await textOf(shown(journey.page, 'indicator-period-sma-error'))).toBe(
      'Enter a whole number of candles from 2 to 200',
    );
    expect(await textOf(shown(journey.page, 'indicator-sma'))).toBe('SMA 5');
    expect(await settledChart()).toBe(withFive);
  });

  it('after a reload the SMA is drawn over 5 candles still', async () => {
    await journey.page.reload();
    await expect
      .poll(() => canvasHasDrawing(journey.page, 'chart'), { timeout: 30_000 })
      .toBe(true);
    await shown(journey.page, 'chart-chooser').tap();
    expect(await textOf(shown(journey.page, 'indicator-sma'))).toBe('SMA 5');
    expect(await shown(journey.page, 'indicator-period-sma').inputValue()).toBe('5');
    await shown(journey.page, 'indicator-bollinger').tap();
    await journey.page.keyboard.press('Escape');
    await shown(journey.page, 'chart-chooser-menu').waitFor({ state: 'detached' });
    expect(await shown(journey.page, 'chart-legend').locator('li').allTextContents()).toEqual([
      'SMA 5',
      'Bollinger bands 20, 2',
    ]);
    await journey.shot('chart-legend-en');
  });

  it('MACD over 5 and 13 candles draws its pane again; a slow one under the fast is refused', async () => {
    await shown(journey.page, 'chart-chooser').tap();
    await shown(journey.page, 'indicator-macd').tap();
    const standard = await settledChart();
    await shown(journey.page, 'indicator-period-macd-fast').fill('5');
    await shown(journey.page, 'indicator-period-macd-slow').fill('13');
    expect(await textOf(shown(journey.page, 'indicator-macd'))).toBe('MACD 5, 13, 9');
    const shorter = await settledChart();
    expect(shorter).not.toBe(standard);
    await shown(journey.page, 'indicator-period-macd-slow').fill('4');
    expect(await textOf(shown(journey.page, 'indicator-period-macd-slow-error'))).toBe(
      'The fast period must be shorter than the slow one',
    );
    expect(await settledChart()).toBe(shorter);
    await journey.shot('chart-macd-en');
  });
});
