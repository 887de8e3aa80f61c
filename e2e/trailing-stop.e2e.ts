import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CloseReason, type Order, type OrderList } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualPriceSource } from '../apps/server/src/market/price-source.ts';
import { order as englishOrderTexts } from '../apps/web/src/i18n/en/order.ts';
import { openChromium, phoneContext, shown, textOf } from './support/chromium.ts';
import { type E2ePlatform, startE2ePlatform } from './support/e2e-platform.ts';
import { stopAfterFirstFailure } from './support/journey-steps.ts';
import { moveMid } from './support/market-moves.ts';
import { apiGet, envelope, nextAnswer } from './support/page-api.ts';
import { closeNoticeBanner, tryDemoFromTrade } from './support/trader-app.ts';

const englishSession = JSON.stringify({
  state: { token: null, user: null, lang: 'en' },
  version: 0,
});

/**
 * A trailing stop on a phone, in English: typed in pips in the stop sheet, it follows pushed
 * prices up on the server (the detail shows the stop-loss moving), and a gap down closes the
 * position, which history names "Trailing stop".
 */
/** Where the pictures of the ticket's trailing stop go, when asked for. */
const shotsDir = process.env.SHOTS_DIR;

describe('a trailing stop set in the stop sheet, and on the ticket', () => {
  const prices = new ManualPriceSource();
  let env: E2ePlatform;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let eurusdId = 0;
  let token = '';
  let positionId = 0;
  const pip = new Decimal('0.0001');

  beforeAll(async () => {
    env = await startE2ePlatform({ priceSource: prices });
    const eurusd = env.platform.market.instrumentByCode('EURUSD');
    if (!eurusd) throw new Error('EURUSD is missing from the catalogue');
    eurusdId = eurusd.id;
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

  stopAfterFirstFailure('trailing-stop', () => page);

  const shot = async (name: string) => {
    if (!shotsDir) return;
    mkdirSync(shotsDir, { recursive: true });
    // A sheet slides in over 180 ms: the picture is of where it settles.
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(shotsDir, `${name}.png`) });
  };

  const bid = (): Decimal => {
    const quote = env.platform.market.quote(eurusdId);
    if (!quote) throw new Error('EURUSD has no quote');
    return quote.bid;
  };

  async function pushEurusd(mid: Decimal): Promise<void> {
    await moveMid(env, prices, 'EURUSD', mid);
  }

  async function holding(): Promise<Order | undefined> {
    const list = await apiGet<OrderList>(page, '/v1/api/forex/my_deal', token, {
      status: 1,
      page: 1,
    });
    return list.data.data.find((order) => order.Id === positionId);
  }

  async function openDetail(): Promise<void> {
    const row = shown(page, `order-row-${positionId}`);
    await row.waitFor({ timeout: 20_000 });
    await row.locator('button').first().tap();
    await shown(page, 'order-detail').waitFor();
  }

  it('starts a demo account and buys at the market', async () => {
    await page.goto('/trade');
    token = (await tryDemoFromTrade(page)).token;
    await page.goto('/trade');
    await shown(page, 'buy-button').waitFor({ timeout: 30_000 });
    await shown(page, 'mode-market').tap();
    await shown(page, 'lots-input').fill('0.01');
    const submit = nextAnswer(page, '/v1/api/forex/submit');
    await shown(page, 'buy-button').tap();
    await shown(page, 'confirm-ok').tap();
    const answer = await envelope<Order>(submit);
    expect(answer.code, answer.msg).toBe(1);
    positionId = answer.data.Id;
  });

  it('sets a trailing stop of 20 pips, the sheet showing where the stop-loss starts', async () => {
    await page.goto('/order?type=1');
    await openDetail();
    await shown(page, 'detail-stops').tap();
    await shown(page, 'stops-trailing-input').fill('20');
    const start = bid().minus(pip.times(20)).toFixed(5);
    expect(await textOf(shown(page, 'stops-trailing-hint'))).toContain(start);
    const set = nextAnswer(page, '/v1/api/forex/set_stop_price');
    await shown(page, 'stops-save').tap();
    const answer = await envelope<Order>(set);
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data).toMatchObject({ TargetLossPrice: Number(start), TrailingDistance: 0.002 });
    await shown(page, 'stops-sheet').waitFor({ state: 'detached', timeout: 15_000 });
  });

  it('follows the price up on the server: the detail shows the tightened stop-loss', async () => {
    const up = env.platform.market.quote(eurusdId)?.mid.plus(pip.times(50)) ?? new Decimal(0);
    await pushEurusd(up);
    const tightened = bid().minus(pip.times(20)).toFixed(5);
    await expect.poll(async () => (await holding())?.TargetLossPrice).toBe(Number(tightened));
    await page.goto('/order?type=1');
    await openDetail();
    await expect
      .poll(() => textOf(shown(page, 'detail-stop-loss')), { timeout: 15_000 })
      .toContain(tightened);
  });

  it('a gap down closes it, and history names the trailing stop', async () => {
    const down = env.platform.market.quote(eurusdId)?.mid.minus(pip.times(100)) ?? new Decimal(0);
    await pushEurusd(down);
    await shown(page, 'order-detail').waitFor({ state: 'detached', timeout: 15_000 });
    // A trailing stop's notice is the stop-loss's, as a banner over the top of the page.
    expect(await closeNoticeBanner(page)).toMatch(/^Stop-loss closed EUR\/USD buy 0\.01 lot at /);
    await shown(page, 'tab-history').tap();
    await openDetail();
    expect(await textOf(shown(page, 'detail-close-reason'))).toContain(
      englishOrderTexts.reasonTrailingStop,
    );
    const history = await apiGet<OrderList>(page, '/v1/api/forex/my_deal', token, {
      status: 3,
      page: 1,
    });
    const closed = history.data.data.find((order) => order.Id === positionId);
    expect(closed?.CloseReason).toBe(CloseReason.trailingStop);
    expect(closed?.UpdatePrice).toBe(bid().toNumber());
  });

  it('a trailing stop asked for on the ticket: the order opens with its stop-loss already behind', async () => {
    await page.goto('/trade');
    await shown(page, 'buy-button').waitFor({ timeout: 30_000 });
    await shown(page, 'trailing-toggle').tap();
    await shown(page, 'trailing-input').fill('15');
    const start = bid().minus(pip.times(15)).toFixed(5);
    expect(await textOf(shown(page, 'trailing-hint'))).toContain(start);
    await shot('ticket-trailing-en');
    const submit = nextAnswer(page, '/v1/api/forex/submit');
    await shown(page, 'buy-button').tap();
    expect(await textOf(shown(page, 'confirm-trailing'))).toContain('15');
    // The stop-loss the order gets at once, and the sentence the ticket showed.
    expect(await textOf(shown(page, 'confirm-stop-loss'))).toContain(start);
    expect(await textOf(shown(page, 'confirm-trailing-note'))).toContain(start);
    await shot('confirm-trailing-en');
    await shown(page, 'confirm-ok').tap();
    const answer = await envelope<Order>(submit);
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data).toMatchObject({ TargetLossPrice: Number(start), TrailingDistance: 0.0015 });
  });

  it('pictures the ticket in Japanese too, when pictures are asked for', async () => {
    if (!shotsDir) return;
    await page.goto('/language');
    await shown(page, 'lang-jp').tap();
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    await page.goto('/trade');
    await shown(page, 'trailing-toggle').tap();
    await shown(page, 'trailing-input').fill('15');
    await shown(page, 'trailing-hint').waitFor();
    await shot('ticket-trailing-jp');
    await shown(page, 'buy-button').tap();
    await shown(page, 'confirm-trailing-note').waitFor();
    await shot('confirm-trailing-jp');
    await shown(page, 'confirm-cancel').tap();
  });
});
