import type { Order, Session } from '@tp/contract/entities';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerMemo, LedgerType } from '../apps/server/src/engine/ledger-type.ts';
import { ManualPriceSource } from '../apps/server/src/market/price-source.ts';
import { retailLossJobName } from '../apps/server/src/risk/retail-loss-job.ts';
import { openChromium, phoneContext, shown, textOf } from './support/chromium.ts';
import { type E2ePlatform, startE2ePlatform } from './support/e2e-platform.ts';
import { stopAfterFirstFailure } from './support/journey-steps.ts';
import { envelope, nextAnswer } from './support/page-api.ts';
import { setSetting } from './support/platform-data.ts';

const englishSession = JSON.stringify({
  state: { token: null, user: null, lang: 'en' },
  version: 0,
});

/**
 * At a phone's size under the eu_retail risk profile: the sign-up page carries ESMA's warning
 * with the platform's own figure, the trade screen a short line of it and only the leverage
 * the cap allows (EUR/USD: ×10 and ×20 of 10–200); a demo trader buys at ×20 and sees the
 * position's stop-out price under the chart, as a line on the chart and on the orders page.
 */
describe('risk profile and stop-out price (phone)', () => {
  const prices = new ManualPriceSource();
  let env: E2ePlatform;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let eurusdId = 0;
  let position: Order | undefined;

  beforeAll(async () => {
    env = await startE2ePlatform({ priceSource: prices });
    const eurusd = env.platform.market.instrumentByCode('EURUSD');
    if (!eurusd) throw new Error('EURUSD is missing from the catalogue');
    eurusdId = eurusd.id;
    prices.push('EURUSD', '1.10000');
    await setSetting(env.platform, 'risk_profile', 'eu_retail');
    await env.platform.market.reloadInstruments();
    // A book of seven real accounts, five of which lost money this year: the job's 71 %.
    const at = new Date(env.clock.now().getTime() - 30 * 86_400_000);
    for (let i = 0; i < 7; i++) {
      const user = await env.platform.db
        .insertInto('users')
        .values({
          uid: `risk${i}`,
          email: null,
          password_hash: null,
          is_demo: false,
          demo_id: null,
          invite_code: `RISK${i}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await env.platform.db
        .insertInto('ledger_entries')
        .values({
          // Far above the ids the engine hands out, which it counts on its own.
          id: 9_000_000 + i,
          user_id: user.id,
          amount: i < 5 ? '-100' : '100',
          balance_after: '0',
          type: LedgerType.realisedPnl,
          memo: LedgerMemo.realisedPnl,
          order_id: null,
          created_at: at,
        })
        .execute();
    }
    await env.platform.runJob(retailLossJobName);
    browser = await openChromium();
    context = await phoneContext(browser, env.baseUrl);
    await context.addInitScript(
      ({ session, instrumentId }) => {
        if (localStorage.getItem('tp.session')) return;
        localStorage.setItem('tp.session', session);
        localStorage.setItem(
          'tp.instrument',
          JSON.stringify({ state: { instrumentId }, version: 0 }),
        );
      },
      { session: englishSession, instrumentId: eurusdId },
    );
    page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  });

  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  stopAfterFirstFailure('risk-profile', () => page);

  it('shows the standard risk warning with the platform’s figure on the sign-up page', async () => {
    await page.goto('/register');
    expect(await textOf(shown(page, 'risk-warning'))).toContain(
      '71% of retail investor accounts lose money when trading CFDs with this provider.',
    );
  });

  it('shows a short warning line and only the capped leverage on the trade screen', async () => {
    await page.goto('/trade');
    await shown(page, 'buy-button').waitFor({ timeout: 30_000 });
    expect(await textOf(shown(page, 'risk-warning'))).toBe(
      '71% of retail CFD accounts lose money.',
    );
    const offered = await page
      .locator('[data-testid^="leverage-"]')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-testid')));
    expect(offered).toEqual(['leverage-10', 'leverage-20']);
    // The warning does not cover the trade bar.
    const warning = await shown(page, 'risk-warning').boundingBox();
    const buy = await shown(page, 'buy-button').boundingBox();
    expect(warning && buy && warning.y + warning.height <= buy.y).toBe(true);
  });

  it('buys at ×20 as a demo trader and sees the stop-out price under the chart and on it', async () => {
    const tryDemo = shown(page, 'try-demo');
    if (!(await tryDemo.isVisible())) await shown(page, 'buy-button').tap();
    const demo = nextAnswer(page, '/api/user/createAccountDemoForU');
    await shown(page, 'try-demo').tap();
    expect((await envelope<Session>(demo)).code).toBe(1);
    await page.goto('/trade');
    await shown(page, 'mode-market').tap();
    await shown(page, 'lots-input').fill('1');
    await shown(page, 'leverage-20').tap();
    const submit = nextAnswer(page, '/v1/api/forex/submit');
    await shown(page, 'buy-button').tap();
    await shown(page, 'confirm-ok').tap();
    const answer = await envelope<Order>(submit);
    expect(answer.code, answer.msg).toBe(1);
    position = answer.data;
    const stopOut = shown(page, `order-stop-out-${position.Id}`);
    await expect.poll(() => textOf(stopOut), { timeout: 20_000 }).toMatch(/^Stop-out at/);
    const price = Number((await textOf(stopOut)).replace(/[^\d.]/g, ''));
    // 10 000 USD against 5 500 of margin: the account reaches 50 % far below the entry.
    expect(price).toBeGreaterThan(0);
    expect(price).toBeLessThan(position.OriginPrice);
    const line = page.locator(`[data-testid="chart-line-${position.Id}:stopOut"]`);
    await expect
      .poll(() => line.getAttribute('data-price'), { timeout: 15_000 })
      .toBe(String(price));
  });

  it('shows the stop-out price on the orders page and the stop-out equity in the summary', async () => {
    if (!position) throw new Error('no position');
    await page.goto('/order?type=1');
    const stopOut = shown(page, `order-stop-out-${position.Id}`);
    await expect.poll(() => textOf(stopOut), { timeout: 20_000 }).toMatch(/^Stop-out at \S+/);
    await expect
      .poll(() => textOf(shown(page, 'stop-out-equity')), { timeout: 20_000 })
      .not.toBe('--');
  });
});
