import type { Order, OrderList } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { formatBalance } from '@tp/domain/money';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order as englishOrderTexts } from '../apps/web/src/i18n/en/order.ts';
import { order as chineseOrderTexts } from '../apps/web/src/i18n/hk/order.ts';
import { trade as chineseTradeTexts } from '../apps/web/src/i18n/hk/trade.ts';
import {
  canvasHasDrawing,
  openChromium,
  phoneContext,
  shown,
  textOf,
  watchCspViolations,
} from './support/chromium.ts';
import { type E2ePlatform, startE2ePlatform } from './support/e2e-platform.ts';
import { stopAfterFirstFailure } from './support/journey-steps.ts';
import { apiGet, envelope, nextAnswer } from './support/page-api.ts';
import { tryDemoFromTrade } from './support/trader-app.ts';

/**
 * A new visitor on a phone: browses the market, opens EURUSD's chart, starts a demo account,
 * buys 0.01 lot, watches the position's P&L move, closes it and finds the balance changed by
 * exactly the fee and the realised P&L; then cancels a pending order, getting its reserve back,
 * and sets a stop-loss through the stop sheet. The steps run in order and share one page.
 */
describe('trader journey on a phone', () => {
  let env: E2ePlatform;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let eurusdId = 0;
  let token = '';
  let uid = '';
  let balanceBefore = new Decimal(0);
  let orderId = 0;
  let closedOrder: Order | undefined;
  let pendingId = 0;
  let cspViolations: string[] = [];

  beforeAll(async () => {
    env = await startE2ePlatform();
    const eurusd = env.platform.market.instrumentByCode('EURUSD');
    if (!eurusd) throw new Error('EURUSD is missing from the catalogue');
    eurusdId = eurusd.id;
    browser = await openChromium();
    context = await phoneContext(browser, env.baseUrl);
    page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    cspViolations = watchCspViolations(page);
  });

  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  stopAfterFirstFailure('trader', () => page);

  async function openEurusdFromHome(): Promise<void> {
    await page.goto('/');
    const row = shown(page, 'market-row-EURUSD');
    await row.waitFor({ timeout: 30_000 });
    await row.tap();
    await page.waitForURL((url) => url.pathname === '/trade');
  }

  it('home shows the market rows', async () => {
    await page.goto('/');
    await shown(page, 'market-row-EURUSD').waitFor({ timeout: 30_000 });
    const rows = await page.locator('[data-testid^="market-row-"]').count();
    expect(rows).toBeGreaterThan(1);
  });

  it('tapping EURUSD opens /trade with a chart of at least 500 candles', async () => {
    const kline = nextAnswer(page, '/v1/api/forex/kline', { forex_id: String(eurusdId) });
    await shown(page, 'market-row-EURUSD').tap();
    await page.waitForURL((url) => url.pathname === '/trade');
    const candles = await envelope<unknown[]>(kline);
    expect(candles.code).toBe(1);
    expect(candles.data.length).toBeGreaterThanOrEqual(500);
    await shown(page, 'chart').waitFor();
    await expect.poll(() => canvasHasDrawing(page, 'chart'), { timeout: 20_000 }).toBe(true);
  });

  it('try demo gives a demo account', async () => {
    const session = await tryDemoFromTrade(page);
    expect(session.user.is_demo).toBe(1);
    token = session.token;
    uid = session.user.uid;
    const balance = await apiGet<{ balance: number }>(
      page,
      '/v1/api/main/wallet/getBalance',
      token,
    );
    expect(balance.code).toBe(1);
    balanceBefore = new Decimal(balance.data.balance);
    expect(balanceBefore.gt(0)).toBe(true);
  });

  it('buys 0.01 lot of EURUSD', async () => {
    if (new URL(page.url()).pathname !== '/trade') await openEurusdFromHome();
    const lots = shown(page, 'lots-input');
    await lots.waitFor({ timeout: 15_000 });
    await lots.fill('0.01');
    await expect.poll(() => textOf(shown(page, 'est-margin'))).toMatch(/\d/);
    await expect.poll(() => textOf(shown(page, 'est-fee'))).toMatch(/\d/);

    const submit = nextAnswer(page, '/v1/api/forex/submit');
    await shown(page, 'buy-button').tap();
    // The ticket asks for a confirmation (one-tap trading is off by default).
    await shown(page, 'confirm-ok').tap();
    const order = await envelope<Order>(submit);
    expect(order.code, order.msg).toBe(1);
    expect(order.data.Status).toBe(1);
    expect(order.data.OrderType).toBe(1);
    expect(order.data.Quantity).toBe(0.01);
    orderId = order.data.Id;
  });

  it('the holding tab shows the position with a P&L that moves', async () => {
    await page.goto('/order?type=1');
    await shown(page, 'tab-holding').tap();
    await shown(page, `order-row-${orderId}`).waitFor({ timeout: 20_000 });
    const pnl = shown(page, `order-pnl-${orderId}`);
    await expect.poll(() => textOf(pnl), { timeout: 15_000 }).toMatch(/\d/);
    const first = await textOf(pnl);
    await expect.poll(() => textOf(pnl), { timeout: 60_000, interval: 500 }).not.toBe(first);
  });

  it('closes the position after confirmation', async () => {
    const close = nextAnswer(page, '/v1/api/forex/close');
    await shown(page, `close-${orderId}`).tap();
    // The close sheet opens on all the position's lots: confirming closes it whole.
    await shown(page, 'close-confirm').tap();
    const closed = await envelope<Order>(close);
    expect(closed.code, closed.msg).toBe(1);
    expect(closed.data.Status).toBe(3);
    await shown(page, `order-row-${orderId}`).waitFor({ state: 'detached', timeout: 15_000 });
  });

  it('the history tab shows it with the status closed', async () => {
    await shown(page, 'tab-history').tap();
    const row = shown(page, `order-row-${orderId}`);
    await row.waitFor({ timeout: 20_000 });
    await row.locator('button').first().tap();
    const detail = shown(page, 'order-detail');
    await detail.waitFor();
    const htmlLang = await page.evaluate(() => document.documentElement.lang);
    const texts = htmlLang.startsWith('zh') ? chineseOrderTexts : englishOrderTexts;
    expect(await textOf(detail)).toContain(texts.statusClosed);

    const history = await apiGet<OrderList>(page, '/v1/api/forex/my_deal', token, {
      status: 3,
      page: 1,
    });
    expect(history.code).toBe(1);
    closedOrder = history.data.data.find((order) => order.Id === orderId);
    expect(closedOrder?.Status).toBe(3);
  });

  it('the balance moved by exactly −fee + realised P&L', async () => {
    if (!closedOrder) throw new Error('the closed order was not found in the history');
    const balance = await apiGet<{ balance: number }>(
      page,
      '/v1/api/main/wallet/getBalance',
      token,
    );
    const balanceAfter = new Decimal(balance.data.balance);
    const expected = balanceBefore.minus(closedOrder.TradeFee).plus(closedOrder.FactProfits);
    expect(balanceAfter.toFixed()).toBe(expected.toFixed());

    await page.goto('/user');
    const balanceShown = shown(page, 'user-balance');
    await balanceShown.waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => (await textOf(balanceShown)).replace(/[^\d.-]/g, ''))
      .toBe(formatBalance(balanceAfter));
    expect(await textOf(shown(page, 'user-uid'))).toContain(uid);
  });

  it('places a pending buy limit below the price and cancels it, the reserve returned', async () => {
    const before = await apiGet<{ balance: number }>(page, '/v1/api/main/wallet/getBalance', token);
    await openEurusdFromHome();
    // The sell button shows the bid until the ticket is switched to a pending order.
    const bid = Number((await textOf(shown(page, 'sell-button'))).replace(/[^\d.]/g, ''));
    await shown(page, 'mode-pending').tap();
    await shown(page, 'target-price-input').fill((bid * 0.9).toFixed(5));
    await shown(page, 'lots-input').fill('0.01');
    // The journey runs in the app's default language, Traditional Chinese.
    expect(await textOf(shown(page, 'buy-button'))).toContain(chineseTradeTexts.buyLimit);
    const submit = nextAnswer(page, '/v1/api/forex/submit');
    await shown(page, 'buy-button').tap();
    await shown(page, 'confirm-ok').tap();
    const placed = await envelope<Order>(submit);
    expect(placed.code, placed.msg).toBe(1);
    expect(placed.data.Status).toBe(0);
    pendingId = placed.data.Id;

    await page.goto('/order?type=0');
    await shown(page, `order-row-${pendingId}`).waitFor({ timeout: 20_000 });
    const cancel = nextAnswer(page, '/v1/api/forex/cancel_trade');
    await shown(page, `cancel-${pendingId}`).tap();
    await shown(page, 'confirm-ok').tap();
    const cancelled = await envelope<Order>(cancel);
    expect(cancelled.code, cancelled.msg).toBe(1);
    await shown(page, `order-row-${pendingId}`).waitFor({ state: 'detached', timeout: 15_000 });
    const after = await apiGet<{ balance: number }>(page, '/v1/api/main/wallet/getBalance', token);
    expect(new Decimal(after.data.balance).toFixed()).toBe(
      new Decimal(before.data.balance).toFixed(),
    );
  });

  it('sets a stop-loss on a holding position through the sheet', async () => {
    await openEurusdFromHome();
    await shown(page, 'mode-market').tap();
    await shown(page, 'lots-input').fill('0.01');
    const submit = nextAnswer(page, '/v1/api/forex/submit');
    await shown(page, 'buy-button').tap();
    await shown(page, 'confirm-ok').tap();
    const bought = await envelope<Order>(submit);
    expect(bought.code, bought.msg).toBe(1);

    await page.goto('/order?type=1');
    const row = shown(page, `order-row-${bought.data.Id}`);
    await row.waitFor({ timeout: 20_000 });
    await row.locator('button').first().tap();
    await shown(page, 'detail-stops').tap();
    const stopLoss = (bought.data.OriginPrice * 0.5).toFixed(5);
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

  it('broke no rule of the pages’ Content-Security-Policy on the way', () => {
    expect(cspViolations).toEqual([]);
  });
});
