import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CloseAllResult, Order } from '@tp/contract/entities';
import { dec } from '@tp/domain/decimal';
import { formatMargin } from '@tp/domain/money';
import { splitPosition } from '@tp/domain/partial-close';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualPriceSource } from '../apps/server/src/market/price-source.ts';
import { openChromium, phoneContext, shown, textOf } from './support/chromium.ts';
import { type E2ePlatform, startE2ePlatform } from './support/e2e-platform.ts';
import { stopAfterFirstFailure } from './support/journey-steps.ts';
import { apiPost, envelope, nextAnswer } from './support/page-api.ts';
import { englishSession } from './support/phone-journey.ts';
import { tryDemoFromTrade } from './support/trader-app.ts';

/** Where the pictures of the close sheet and the close-all question go, when asked for. */
const shotsDir = process.env.SHOTS_DIR;

/**
 * On a phone: part of a position closed from the close sheet (lots in steps, the preview of
 * what it realises and releases), the rest left open; then every position closed with one
 * question from the "Close all" menu.
 */
describe('partial close and close all', () => {
  const prices = new ManualPriceSource();
  let env: E2ePlatform;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token = '';
  let eur: Order;

  beforeAll(async () => {
    env = await startE2ePlatform({ priceSource: prices });
    prices.push('EURUSD', '1.10000');
    prices.push('GBPUSD', '1.30000');
    if (shotsDir) mkdirSync(shotsDir, { recursive: true });
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

  stopAfterFirstFailure('close-tools', () => page);

  const shot = async (name: string) => {
    if (!shotsDir) return;
    // Sheets and dialogs slide in: the picture shows them once they stand.
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(shotsDir, `${name}.png`) });
  };

  const instrumentId = (code: string) => env.platform.market.instrumentByCode(code)?.id ?? 0;

  async function buy(code: string, lots: number): Promise<Order> {
    const answer = await apiPost<Order>(
      page,
      '/v1/api/forex/submit',
      token,
      { type: 1, cont: lots, forex_id: instrumentId(code), status: 1, multiple: 100 },
      'json',
    );
    expect(answer.code, answer.msg).toBe(1);
    return answer.data;
  }

  it('starts a demo account and holds two positions', async () => {
    await page.goto('/trade');
    token = (await tryDemoFromTrade(page)).token;
    eur = await buy('EURUSD', 0.1);
    await buy('GBPUSD', 0.05);
  });

  it('closes 0.03 of 0.10 lots from the close sheet, with the preview the engine books', async () => {
    await page.goto('/order');
    await shown(page, `close-${eur.Id}`).tap();
    await shown(page, 'close-sheet').waitFor();
    await shown(page, 'close-lots-input').fill('0.04');
    await shown(page, 'close-lots-minus').tap();
    expect(await shown(page, 'close-lots-input').inputValue()).toBe('0.03');
    const split = splitPosition(
      { lots: dec('0.1'), margin: dec(eur.CautionMoney), fee: dec(eur.TradeFee) },
      dec('0.03'),
    );
    expect(await textOf(shown(page, 'close-preview-margin'))).toBe(
      formatMargin(split.closed.margin),
    );
    expect(await textOf(shown(page, 'close-lots-hint'))).toBe(
      'Stays open: 0.07 lots, with its stops',
    );
    await shot('close-sheet-en');
    const close = nextAnswer(page, '/v1/api/forex/close');
    await shown(page, 'close-confirm').tap();
    const part = await envelope<Order>(close);
    expect(part.code, part.msg).toBe(1);
    expect(part.data).toMatchObject({ ParentId: eur.Id, Quantity: 0.03, Status: 3 });
    expect(part.data.CautionMoney).toBe(split.closed.margin.toNumber());
    // The rest stays in the list under its own id, with 0.07 lots.
    await page.waitForFunction(
      (id) =>
        document.querySelector(`[data-testid="order-row-${id}"]`)?.textContent?.includes('0.07'),
      eur.Id,
    );
  });

  it('closes every position with one question that counts them', async () => {
    await shown(page, 'close-all').tap();
    await shown(page, 'close-all-every').tap();
    const question = page.getByRole('alertdialog');
    await question.waitFor();
    expect(await question.textContent()).toContain('Positions: 2');
    await shot('close-all-confirm-en');
    const closeAll = nextAnswer(page, '/v1/api/forex/close_all');
    await shown(page, 'confirm-ok').tap();
    const answer = await envelope<CloseAllResult>(closeAll);
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data.closed).toHaveLength(2);
    expect(answer.data.skipped).toEqual([]);
    await shown(page, 'orders-empty').waitFor();
  });

  it('speaks the trader’s language in the close sheet and the close-all question', async () => {
    const held = await buy('EURUSD', 0.1);
    await buy('GBPUSD', 0.05);
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('tp.session') ?? '{}');
      stored.state.lang = 'de';
      localStorage.setItem('tp.session', JSON.stringify(stored));
    });
    await page.goto('/order');
    await shown(page, `close-${held.Id}`).tap();
    await shown(page, 'close-lots-input').fill('0.03');
    expect(await textOf(shown(page, 'close-confirm'))).toBe('0.03 Lots schließen');
    await shot('close-sheet-de');
    await page.keyboard.press('Escape');
    await shown(page, 'close-all').tap();
    await shown(page, 'close-all-losers').waitFor();
    await shot('close-all-menu-de');
    await shown(page, 'close-all-every').tap();
    expect(await page.getByRole('alertdialog').textContent()).toContain('Positionen: 2');
    await shot('close-all-confirm-de');
    await shown(page, 'confirm-cancel').tap();
  });

  it('offers the shown instrument’s positions as a choice on the trade screen', async () => {
    // The trade screen opens on the instrument chosen last, here EURUSD.
    await page.evaluate(
      (id) =>
        localStorage.setItem(
          'tp.instrument',
          JSON.stringify({ state: { instrumentId: id }, version: 0 }),
        ),
      instrumentId('EURUSD'),
    );
    await page.goto('/trade');
    await shown(page, 'instrument-orders').waitFor();
    await shown(page, 'close-all').scrollIntoViewIfNeeded();
    await shown(page, 'close-all').tap();
    await shown(page, 'close-all-instrument').tap();
    expect(await page.getByRole('alertdialog').textContent()).toContain('Positionen: 1');
    await shot('close-all-trade-de');
    const closeAll = nextAnswer(page, '/v1/api/forex/close_all');
    await shown(page, 'confirm-ok').tap();
    const answer = await envelope<CloseAllResult>(closeAll);
    expect(answer.data.closed.map((order) => order.ForexTradeLists.Code)).toEqual(['EURUSD']);
  });
});
