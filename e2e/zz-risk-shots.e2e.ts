import type { Order, Session } from '@tp/contract/entities';
import { afterAll, describe, expect, it } from 'vitest';
import { ManualPriceSource } from '../apps/server/src/market/price-source.ts';
import { launchChromium, phoneContext, shown } from './support/chromium.ts';
import { type E2ePlatform, startE2ePlatform } from './support/e2e-platform.ts';
import { enrolOperator } from './support/back-office.ts';
import { envelope, nextAnswer } from './support/page-api.ts';
import { setSetting } from './support/platform-data.ts';

const out = '/tmp/risk/shots';
describe('shots', () => {
  let env: E2ePlatform;
  afterAll(async () => env?.close());
  it('takes them', async () => {
    const prices = new ManualPriceSource();
    env = await startE2ePlatform({ priceSource: prices });
    const eurusd = env.platform.market.instrumentByCode('EURUSD');
    if (!eurusd) throw new Error('no EURUSD');
    prices.push('EURUSD', '1.08000');
    await setSetting(env.platform, 'risk_profile', 'eu_retail');
    await env.platform.market.reloadInstruments();
    const browser = await launchChromium();
    const context = await phoneContext(browser, env.baseUrl);
    await context.addInitScript(({ id }) => {
      if (localStorage.getItem('tp.session')) return;
      localStorage.setItem('tp.session', JSON.stringify({ state: { token: null, user: null, lang: 'en' }, version: 0 }));
      localStorage.setItem('tp.instrument', JSON.stringify({ state: { instrumentId: id }, version: 0 }));
    }, { id: eurusd.id });
    const page = await context.newPage();
    await page.goto('/trade');
    await shown(page, 'buy-button').waitFor({ timeout: 30_000 });
    if (!(await shown(page, 'try-demo').isVisible())) await shown(page, 'buy-button').tap();
    const demo = nextAnswer(page, '/api/user/createAccountDemoForU');
    await shown(page, 'try-demo').tap();
    expect((await envelope<Session>(demo)).code).toBe(1);
    const trade = async (lots: string, side: 'buy-button' | 'sell-button') => {
      await page.goto('/trade');
      await shown(page, 'mode-market').tap();
      await shown(page, 'lots-input').fill(lots);
      await shown(page, 'leverage-20').tap();
      const submit = nextAnswer(page, '/v1/api/forex/submit');
      await shown(page, side).tap();
      await shown(page, 'confirm-ok').tap();
      const answer = await envelope<Order>(submit);
      expect(answer.code, answer.msg).toBe(1);
      return answer.data;
    };
    const position = await trade('1.5', 'buy-button');
    await trade('0.3', 'sell-button');
    for (const mid of ['1.0750', '1.0700', '1.0660', '1.0630', '1.0610']) {
      prices.push('EURUSD', mid);
      await page.waitForTimeout(300);
    }
    await page.goto('/trade');
    await shown(page, `order-stop-out-${position.Id}`).waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/trade-en-2.png` });
    const admin = await phoneContext(browser, env.baseUrl);
    const ap = await admin.newPage();
    await ap.addInitScript(() => localStorage.setItem('tp-admin-lang', 'en'));
    await enrolOperator(ap, () => env.clock.now().getTime());
    await ap.goto('/admin/instruments');
    await ap.waitForTimeout(2000);
    await ap.getByText('EUR/USD').first().click();
    await ap.getByTestId('instrument-class').waitFor();
    await ap.getByTestId('instrument-class').scrollIntoViewIfNeeded();
    await ap.screenshot({ path: `${out}/admin-instrument-en.png` });
    await browser.close();
  }, 240_000);
});
