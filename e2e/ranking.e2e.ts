import { Decimal } from '@tp/domain/decimal';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualPriceSource } from '../apps/server/src/market/price-source.ts';
import { rankingJobName } from '../apps/server/src/ranking/ranking-limits.ts';
import { copyTrading as rankTexts } from '../apps/web/src/i18n/en/copy-trading.ts';
import {
  openChromium,
  phoneContext,
  shown,
  textOf,
  watchCspViolations,
} from './support/chromium.ts';
import { type E2ePlatform, startE2ePlatform } from './support/e2e-platform.ts';
import { stopAfterFirstFailure } from './support/journey-steps.ts';
import { setSetting } from './support/platform-data.ts';
import { registerByEmail, signInOnPhone, toasts, useEnglish } from './support/trader-app.ts';

/**
 * A real trader on a phone chooses to be on the ranking under a display name in the user
 * centre; their trading (scripted through the API at set gold prices) is computed onto the board
 * by the ranking job; /rank shows them with the figures worked out by hand, and tapping them
 * says copy trading is coming soon. The steps run in order.
 */
describe('the trader ranking on a phone', () => {
  let env: E2ePlatform;
  let browser: Browser;
  let page: Page;
  let cspViolations: string[] = [];
  const prices = new ManualPriceSource();
  const account = { email: `rank-${Date.now()}@example.com`, password: 'ranking password 1' };
  let token = '';
  let userId = 0;

  beforeAll(async () => {
    // No generated history: the candles the job reads for each position's worst price hold
    // only the prices pushed here.
    env = await startE2ePlatform({ priceSource: prices, backfill: false });
    await setSetting(env.platform, 'verify_reg_type', '1');
    browser = await openChromium();
    page = await (await phoneContext(browser, env.baseUrl)).newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    cspViolations = watchCspViolations(page);
    await useEnglish(page);
    const session = await registerByEmail(page, env.platform, account);
    token = session.token;
    userId = session.user.id;
  });

  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  stopAfterFirstFailure('ranking', () => page);

  async function api(method: 'GET' | 'POST', url: string, payload?: object) {
    const res = await env.platform.app.inject({
      method,
      url,
      headers: { lang: 'en', authorization: token },
      ...(payload ? { payload } : {}),
    });
    return res.json() as { code: number; msg: string; data: { Id: number } };
  }

  async function goldAt(mid: string): Promise<void> {
    prices.push('XAUUSD', mid);
    await env.platform.engine.settled();
  }

  it('the trader chooses to be on the ranking in the user centre', async () => {
    await signInOnPhone(page, account);
    await page.goto('/user');
    await shown(page, 'ranking-listed').tap();
    await shown(page, 'ranking-nickname').fill('Harbour Gold');
    await shown(page, 'ranking-save').tap();
    await expect
      .poll(() => textOf(shown(page, 'ranking-status')), { timeout: 15_000 })
      .toContain('You will appear after the next update');
  });

  it('their trading is computed onto the board by the ranking job', async () => {
    // 10,000 credited, then five round trips of 0.1 lot of gold at 100×: bought at the ask of
    // 2,000 (2,000.15), sold at the bid of 2,010.15 (2,010.00): +98.50 each, less a 0.70 fee.
    await env.platform.engine.adjustBalance({
      userId,
      amount: new Decimal(10_000),
      memo: 'Welcome credit',
    });
    const gold = env.platform.market.instrumentByCode('XAUUSD')?.id ?? 0;
    for (let i = 0; i < 5; i++) {
      await goldAt('2000');
      const opened = await api('POST', '/v1/api/forex/submit', {
        type: 1,
        cont: 0.1,
        forex_id: gold,
        status: 1,
        multiple: 100,
      });
      expect(opened.code, opened.msg).toBe(1);
      await goldAt('2010.15');
      const closed = await api('POST', '/v1/api/forex/close', { id: opened.data.Id });
      expect(closed.code, closed.msg).toBe(1);
    }
    await env.platform.market.flush();
    await env.platform.runJob(rankingJobName);
  });

  it('/rank shows the trader with the figures worked out by hand', async () => {
    await page.goto('/rank');
    const card = shown(page, 'trader-1');
    await card.waitFor({ timeout: 15_000 });
    expect(await textOf(card.getByTestId('trader-name'))).toBe('Harbour Gold');
    expect(await textOf(card.getByTestId('trader-type'))).toBe(rankTexts.realLabel);
    // 5 × 97.80 on 10,000: the credit is money in, not return.
    expect(await textOf(card.getByTestId('trader-rate'))).toBe('+4.89%');
    expect(await textOf(card.getByTestId('trader-win'))).toBe('100.00%');
    expect(await textOf(card.getByTestId('trader-profit'))).toBe('+489.00');
    // The worst moment: 10,000 − 0.70 − 3.00 (a buy at 2,000.15 valued at the bid of 2,000).
    expect(await textOf(card.getByTestId('trader-drawdown'))).toBe('0.04%');
    expect(await card.getByRole('img', { name: 'Risk 7 of 10' }).count()).toBe(1);
    const text = await textOf(card);
    expect(text).toContain('XAU/USD');
    expect(text).toContain('100×');
    expect(text).toContain('Closed 5 / total 5');
    expect(text).not.toContain(account.email);
  });

  it('tapping the trader says copy trading is coming soon', async () => {
    await shown(page, 'trader-1').tap();
    await expect.poll(() => toasts(page)).toContain(rankTexts.comingSoon);
  });

  it('broke no rule of the pages’ Content-Security-Policy on the way', () => {
    expect(cspViolations).toEqual([]);
  });
});
