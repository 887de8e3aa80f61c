import type { Order } from '@tp/contract/entities';
import { parseWireTime } from '@tp/contract/wire-time';
import { endOfDay } from '@tp/domain/order-expiry';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualPriceSource } from '../apps/server/src/market/price-source.ts';
import { trade as englishTradeTexts } from '../apps/web/src/i18n/en/trade.ts';
import { openChromium, phoneContext, shown, textOf } from './support/chromium.ts';
import { type E2ePlatform, startE2ePlatform } from './support/e2e-platform.ts';
import { stopAfterFirstFailure } from './support/journey-steps.ts';
import { envelope, nextAnswer } from './support/page-api.ts';
import { englishSession } from './support/phone-journey.ts';
import { tryDemoFromTrade } from './support/trader-app.ts';

/**
 * On a phone, in English: a pending buy limit placed with the expiry "end of day" names it in
 * the confirmation, is answered with the next 00:00 UTC, and shows that expiry in its detail.
 */
describe('a pending order that expires at the end of the day', () => {
  const prices = new ManualPriceSource();
  let env: E2ePlatform;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let orderId = 0;
  let expires = '';

  beforeAll(async () => {
    env = await startE2ePlatform({ priceSource: prices });
    prices.push('EURUSD', '1.10000');
    browser = await openChromium();
    context = await phoneContext(browser, env.baseUrl);
    await context.addInitScript((session) => {
      if (!localStorage.getItem('tp.session')) localStorage.setItem('tp.session', session);
    }, englishSession);
    page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  });

  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  stopAfterFirstFailure('pending-expiry', () => page);

  it('starts a demo account on /trade', async () => {
    await page.goto('/trade');
    await tryDemoFromTrade(page);
  });

  it('places a pending buy limit with "end of day", the confirmation naming it', async () => {
    await page.goto('/trade');
    await shown(page, 'mode-pending').tap();
    await shown(page, 'target-price-input').fill('1.09000');
    await shown(page, 'lots-input').fill('0.01');
    await shown(page, 'expiry-day').tap();
    expect(await shown(page, 'expiry-day').getAttribute('aria-pressed')).toBe('true');
    const submit = nextAnswer(page, '/v1/api/forex/submit');
    await shown(page, 'buy-button').tap();
    // The confirmation is asked for unless one-tap was turned on, which this account never did.
    await shown(page, 'confirm-ok').waitFor({ timeout: 10_000 });
    expect(await textOf(shown(page, 'confirm-expiry'))).toContain(englishTradeTexts.expiryEndOfDay);
    await shown(page, 'confirm-ok').tap();
    const answer = await envelope<Order>(submit);
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data.Status).toBe(0);
    const placedAt = parseWireTime(answer.data.CreateTimeHandler);
    if (!placedAt) throw new Error(`no placement time: ${answer.data.CreateTimeHandler}`);
    expires = answer.data.ExpireTimeHandler;
    expect(parseWireTime(expires)).toEqual(endOfDay(placedAt));
    orderId = answer.data.Id;
  });

  it('its detail on the pending tab shows when it expires', async () => {
    await page.goto('/order?type=0');
    const row = shown(page, `order-row-${orderId}`);
    await row.waitFor({ timeout: 20_000 });
    await row.locator('button').first().tap();
    await shown(page, 'order-detail').waitFor();
    // Shown in the trader's local time, as every time of the app is.
    const local = await page.evaluate((wire) => {
      const at = new Date(`${wire.replace(' ', 'T')}Z`);
      return new Intl.DateTimeFormat('en', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }).format(at);
    }, expires);
    const shownExpiry = await textOf(shown(page, 'detail-expiry'));
    expect(shownExpiry).toContain('Expires');
    expect(shownExpiry).toContain(local);
  });
});
