import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Order } from '@tp/contract/entities';
import type { StopOutRecord } from '@tp/contract/stop-outs';
import { Decimal } from '@tp/domain/decimal';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualPriceSource } from '../apps/server/src/market/price-source.ts';
import { enrolOperator } from './support/back-office.ts';
import { desktopContext, openChromium, phoneContext, shown, textOf } from './support/chromium.ts';
import { type E2ePlatform, startE2ePlatform } from './support/e2e-platform.ts';
import { stopAfterFirstFailure } from './support/journey-steps.ts';
import { moveMid } from './support/market-moves.ts';
import { apiGet, apiPost } from './support/page-api.ts';
import { tryDemoFromTrade } from './support/trader-app.ts';

const englishSession = JSON.stringify({
  state: { token: null, user: null, lang: 'en' },
  version: 0,
});

/** With SHOTS_DIR set, the record is kept as pictures to look at. */
const shotsDir = process.env.SHOTS_DIR;

/**
 * On a 390×844 phone: a demo trader holds two EURUSD buys, a price pushed far below stops the
 * account out, and the stop-out's notification opens its record: the risk rate, the balance
 * before and after, the negative balance protection, and both closes in order. Then in German.
 */
describe('a stop-out’s record, opened from its notification', () => {
  const prices = new ManualPriceSource();
  let env: E2ePlatform;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let eurusdId = 0;
  let token = '';
  let userId = 0;
  let record: StopOutRecord | undefined;

  beforeAll(async () => {
    env = await startE2ePlatform({ priceSource: prices });
    eurusdId = env.platform.market.instrumentByCode('EURUSD')?.id ?? 0;
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

  stopAfterFirstFailure('stop-out-record', () => page);

  const shot = async (name: string) => {
    if (!shotsDir) return;
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(shotsDir, `${name}.png`) });
  };

  async function pushEurusd(mid: string): Promise<void> {
    await moveMid(env, prices, 'EURUSD', new Decimal(mid));
  }

  it('starts a demo account holding two buys', async () => {
    await pushEurusd('1.1');
    await page.goto('/trade');
    await shown(page, 'buy-button').waitFor({ timeout: 30_000 });
    const session = await tryDemoFromTrade(page);
    token = session.token;
    userId = session.user.id;
    for (const lots of [5, 2]) {
      const placed = await apiPost<Order>(
        page,
        '/v1/api/forex/submit',
        token,
        { forex_id: eurusdId, type: 1, status: 1, cont: lots, multiple: 100 },
        'json',
      );
      expect(placed.code, placed.msg).toBe(1);
    }
  });

  it('a price far below stops the account out and its notification opens the record', async () => {
    await pushEurusd('1.08');
    await expect
      .poll(async () => (await apiGet<{ total: number }>(page, '/api/stop_out/list', token)).data)
      .toMatchObject({ total: 1 });
    record = (await apiGet<{ data: StopOutRecord[] }>(page, '/api/stop_out/list', token)).data
      .data[0];
    expect(record?.positions).toHaveLength(2);
    expect(record?.balance_after).toBe('0.00');
    await page.goto('/mine/notifications');
    const rows = page.locator('[data-testid="notice-row"]');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(2);
    await rows.first().tap();
    const sheet = shown(page, 'stop-out-sheet');
    await shown(page, 'stop-out-closes').waitFor({ timeout: 20_000 });
    expect(await textOf(shown(page, 'stop-out-risk-rate'))).toBe(
      `${record?.risk_rate.replace('-', '−')} %`,
    );
    expect(await textOf(shown(page, 'stop-out-balance-before'))).toBe(record?.balance_before);
    expect(await textOf(shown(page, 'stop-out-balance-after'))).toBe('0.00');
    expect(await textOf(shown(page, 'stop-out-correction'))).toBe(record?.correction);
    expect(await sheet.locator('[data-testid="stop-out-close"]').count()).toBe(2);
    await shot('stop-out-en');
  });

  it('reads in German with its decimal commas', async () => {
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('tp.session') ?? '{}');
      stored.state.lang = 'de';
      localStorage.setItem('tp.session', JSON.stringify(stored));
    });
    await page.goto('/mine/notifications');
    const rows = page.locator('[data-testid="notice-row"]');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(2);
    await rows.first().tap();
    await shown(page, 'stop-out-closes').waitFor({ timeout: 20_000 });
    expect(await textOf(shown(page, 'stop-out-balance-before'))).toBe(
      record?.balance_before.replace('.', ','),
    );
    expect(await textOf(page.locator('.sheet__title'))).toBe('Stop-Out im Detail');
    await shot('stop-out-de');
  });

  it('the back office shows it on the user’s page, in English and in Traditional Chinese', async () => {
    const desk = await desktopContext(browser, env.baseUrl);
    page = await desk.newPage();
    await enrolOperator(page, () => env.clock.now().getTime());
    await page.goto(`/admin/users/${userId}`);
    await page.getByRole('tab', { name: 'Stop-outs' }).click();
    const table = page.getByTestId('stop-outs-table');
    await table.locator('.ant-table-row').first().waitFor({ timeout: 20_000 });
    expect(await table.locator('.ant-table-row').first().textContent()).toContain(
      `${record?.risk_rate}%`,
    );
    await table.locator('.ant-table-row-expand-icon').first().click();
    const positions = page.getByTestId(`stop-out-positions-${record?.id}`);
    await positions.waitFor();
    expect(await positions.locator('.ant-table-row').count()).toBe(2);
    expect(await positions.locator('.ant-table-row').first().textContent()).toContain('-10060.00');
    await shot('admin-stop-outs-en');
    await page.evaluate(() => localStorage.setItem('tp-admin-lang', 'hk'));
    await page.reload();
    await page.getByRole('tab', { name: '強平記錄' }).click();
    await table.locator('.ant-table-row-expand-icon').first().click();
    await page.getByTestId(`stop-out-positions-${record?.id}`).waitFor();
    await shot('admin-stop-outs-hk');
  });
});
