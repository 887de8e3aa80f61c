import { CloseReason, type Order, type OrderList } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualPriceSource } from '../apps/server/src/market/price-source.ts';
import { order as englishOrderTexts } from '../apps/web/src/i18n/en/order.ts';
import { openChromium, phoneContext, shown, textOf } from './support/chromium.ts';
import { type E2ePlatform, startE2ePlatform } from './support/e2e-platform.ts';
import { stopAfterFirstFailure } from './support/journey-steps.ts';
import { midOf, moveMid } from './support/market-moves.ts';
import { apiGet, envelope, nextAnswer } from './support/page-api.ts';
import { englishSession } from './support/phone-journey.ts';
import { closeNoticeBanner, tryDemoFromTrade } from './support/trader-app.ts';

/**
 * Prices pushed by hand on a phone, in English: a pending buy limit fills at its target when the
 * price falls through it, and a stop-loss set through the stop sheet closes its position with
 * the reason stop-loss. The steps run in order and share one page and one demo account.
 */
describe('pending orders and stops triggered by pushed prices', () => {
  const prices = new ManualPriceSource();
  let env: E2ePlatform;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let precision = 5;
  let token = '';
  let pendingId = 0;
  let target = '';
  let positionId = 0;
  let stopLoss = '';

  beforeAll(async () => {
    env = await startE2ePlatform({ priceSource: prices });
    const eurusd = env.platform.market.instrumentByCode('EURUSD');
    if (!eurusd) throw new Error('EURUSD is missing from the catalogue');
    precision = eurusd.terms.pricePrecision;
    browser = await openChromium();
    context = await phoneContext(browser, env.baseUrl);
    // Only a first visit gets English: later pages keep the session the app stored.
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

  stopAfterFirstFailure('triggers', () => page);

  const mid = (): Decimal => midOf(env, 'EURUSD');

  /** Moves EURUSD's mid to `price` and waits until the market holds it. */
  async function pushEurusd(price: Decimal): Promise<void> {
    await moveMid(env, prices, 'EURUSD', price);
  }

  async function openTrade(): Promise<void> {
    await page.goto('/trade');
    await shown(page, 'buy-button').waitFor({ timeout: 30_000 });
  }

  /** Taps buy and confirms the order; resolves with the submit answer. */
  async function tapBuy(): Promise<Order> {
    const submit = nextAnswer(page, '/v1/api/forex/submit');
    await shown(page, 'buy-button').tap();
    // The ticket asks for a confirmation (one-tap trading is off by default).
    await shown(page, 'confirm-ok').tap();
    const answer = await envelope<Order>(submit);
    expect(answer.code, answer.msg).toBe(1);
    return answer.data;
  }

  async function openDetail(orderId: number): Promise<void> {
    const row = shown(page, `order-row-${orderId}`);
    await row.waitFor({ timeout: 20_000 });
    await row.locator('button').first().tap();
    await shown(page, 'order-detail').waitFor();
  }

  it('starts a demo account in English on /trade', async () => {
    await openTrade();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    const session = await tryDemoFromTrade(page);
    expect(session.user.is_demo).toBe(1);
    token = session.token;
  });

  it('places a pending buy limit below the price through the form', async () => {
    await openTrade();
    await shown(page, 'mode-pending').tap();
    target = mid().times(0.99).toFixed(precision);
    await shown(page, 'target-price-input').fill(target);
    await shown(page, 'lots-input').fill('0.01');
    const placed = await tapBuy();
    expect(placed.Status).toBe(0);
    expect(placed.Price).toBe(Number(target));
    pendingId = placed.Id;

    await page.goto('/order?type=0');
    await shown(page, 'tab-pending').tap();
    await shown(page, `order-row-${pendingId}`).waitFor({ timeout: 20_000 });
  });

  it('a price through the target takes it off the pending tab', async () => {
    await pushEurusd(new Decimal(target).times(0.995).toDecimalPlaces(precision));
    await shown(page, `order-row-${pendingId}`).waitFor({ state: 'detached', timeout: 15_000 });
  });

  it('the filled order is under holding, opened at the target', async () => {
    await shown(page, 'tab-holding').tap();
    await openDetail(pendingId);
    await expect
      .poll(() => textOf(shown(page, 'detail-open-price')), { timeout: 15_000 })
      .toContain(target);
    const holding = await apiGet<OrderList>(page, '/v1/api/forex/my_deal', token, {
      status: 1,
      page: 1,
    });
    const filled = holding.data.data.find((order) => order.Id === pendingId);
    expect(filled?.Status).toBe(1);
    expect(filled?.OriginPrice).toBe(Number(target));
  });

  it('opens a market buy and sets a stop-loss below it through the stop sheet', async () => {
    await openTrade();
    await shown(page, 'mode-market').tap();
    await shown(page, 'lots-input').fill('0.01');
    const bought = await tapBuy();
    expect(bought.Status).toBe(1);
    positionId = bought.Id;
    stopLoss = new Decimal(bought.OriginPrice).times(0.99).toFixed(precision);

    await page.goto('/order?type=1');
    await openDetail(positionId);
    await shown(page, 'detail-stops').tap();
    await shown(page, 'stops-loss-input').fill(stopLoss);
    const set = nextAnswer(page, '/v1/api/forex/set_stop_price');
    await shown(page, 'stops-save').tap();
    const answer = await envelope<Order>(set);
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data.TargetLossPrice).toBe(Number(stopLoss));
    await shown(page, 'stops-sheet').waitFor({ state: 'detached', timeout: 15_000 });
    await expect
      .poll(() => textOf(shown(page, 'detail-stop-loss')), { timeout: 15_000 })
      .toContain(stopLoss);
  });

  it('a price below the stop-loss closes the position and takes it off holding', async () => {
    await pushEurusd(new Decimal(stopLoss).times(0.995).toDecimalPlaces(precision));
    // The open detail of a closed order goes away with its row.
    await shown(page, 'order-detail').waitFor({ state: 'detached', timeout: 15_000 });
    await shown(page, `order-row-${positionId}`).waitFor({ state: 'detached', timeout: 15_000 });
    // Its notice comes as a banner over the top of the page.
    expect(await closeNoticeBanner(page)).toMatch(/^Stop-loss closed EUR\/USD buy 0\.01 lot at /);
  });

  it('the history tab shows it closed with the reason stop-loss', async () => {
    await shown(page, 'tab-history').tap();
    await openDetail(positionId);
    expect(await textOf(shown(page, 'detail-status'))).toContain(englishOrderTexts.statusClosed);
    expect(await textOf(shown(page, 'detail-close-reason'))).toContain(
      englishOrderTexts.reasonStopLoss,
    );
    const history = await apiGet<OrderList>(page, '/v1/api/forex/my_deal', token, {
      status: 3,
      page: 1,
    });
    const closed = history.data.data.find((order) => order.Id === positionId);
    expect(closed?.Status).toBe(3);
    expect(closed?.CloseReason).toBe(CloseReason.stopLoss);
  });
});
