import type { MarginAlert } from '@tp/contract/alerts';
import type { Decimal } from '@tp/domain/decimal';
import { describe, expect, it } from 'vitest';
import { ManualPriceSource } from '../apps/server/src/market/price-source.ts';
import { userAlerts as japanese } from '../apps/web/src/i18n/jp/user-alerts.ts';
import { shown, textOf } from './support/chromium.ts';
import { midOf, moveMid } from './support/market-moves.ts';
import { apiPost, envelope, nextAnswer } from './support/page-api.ts';
import { phoneJourney } from './support/phone-journey.ts';
import { tryDemoFromTrade } from './support/trader-app.ts';

/**
 * On a 390×844 phone, in English: a demo trader holding a position sets a margin alert on the
 * alerts page (a level under the stop-out is refused at its field, nothing sent), the price falls
 * until the risk rate is under the level and the banner tells it with the figures, then the
 * trader turns the alert off. Then the card in Japanese.
 */
describe('a margin alert set on the alerts page', () => {
  const prices = new ManualPriceSource();
  const journey = phoneJourney('margin-alert', { priceSource: prices });
  let eurusdId = 0;
  let token = '';
  let userId = 0;
  let level = 0;

  const riskRate = async (): Promise<number> =>
    (await journey.env.platform.engine.accountSummary(userId)).HazardRate;

  const mid = (): Decimal => midOf(journey.env, 'EURUSD');

  async function pushEurusd(price: Decimal): Promise<void> {
    await moveMid(journey.env, prices, 'EURUSD', price);
    await journey.env.platform.engine.settled();
    await journey.env.platform.localAlerts()?.settled();
  }

  it('starts a demo account in English and buys a lot of EURUSD', async () => {
    eurusdId = journey.env.platform.market.instrumentByCode('EURUSD')?.id ?? 0;
    await journey.page.goto('/trade');
    const session = await tryDemoFromTrade(journey.page);
    token = session.token;
    userId = session.user.id;
    const bought = await apiPost(
      journey.page,
      '/v1/api/forex/submit',
      token,
      { forex_id: eurusdId, cont: 1, multiple: 100, status: 1, type: 1 },
      'json',
    );
    expect(bought.code, bought.msg).toBe(1);
    expect(await riskRate()).toBeGreaterThan(100);
  });

  it('the card is off; a level under the stop-out is refused at its field and nothing is sent', async () => {
    await journey.page.goto('/mine/alerts');
    const card = shown(journey.page, 'margin-alert');
    await card.waitFor({ timeout: 20_000 });
    expect(await textOf(shown(journey.page, 'margin-alert-state'))).toBe('Off');
    let sent = 0;
    journey.page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/alert/margin_set') sent += 1;
    });
    await shown(journey.page, 'margin-alert-level').fill('40');
    await shown(journey.page, 'margin-alert-save').tap();
    expect(await textOf(shown(journey.page, 'margin-alert-error'))).toBe(
      'Enter a level above the stop-out level of 50%, at most 10000%',
    );
    await journey.page.waitForTimeout(300);
    expect(sent).toBe(0);
    expect(await textOf(shown(journey.page, 'margin-alert-state'))).toBe('Off');
  });

  it('a level above the stop-out is saved and shown as on', async () => {
    // A little under today's risk rate, so that a fall of the price crosses it.
    level = Math.floor((await riskRate()) * 0.9);
    await shown(journey.page, 'margin-alert-level').fill(String(level));
    const saved = nextAnswer(journey.page, '/api/alert/margin_set');
    await shown(journey.page, 'margin-alert-save').tap();
    const answer = await envelope<MarginAlert>(saved);
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data).toEqual({ level, stop_out_level: 50 });
    await expect
      .poll(() => textOf(shown(journey.page, 'margin-alert-state')))
      .toBe(`On at ${level}%`);
    expect(await textOf(shown(journey.page, 'toast'))).toBe('Margin alert saved');
    await shown(journey.page, 'margin-alert-error').waitFor({ state: 'detached' });
    await journey.shot('margin-alert-en');
  });

  it('the price falls until the risk rate is under the level: the banner tells it with the figures', async () => {
    let price = mid();
    for (let step = 0; step < 40 && (await riskRate()) >= level; step += 1) {
      price = price.minus('0.00200');
      await pushEurusd(price);
    }
    const rate = await riskRate();
    expect(rate).toBeLessThan(level);
    expect(rate).toBeGreaterThan(50);
    const banner = shown(journey.page, 'notice-banner');
    await banner.waitFor({ timeout: 20_000 });
    expect(await textOf(shown(journey.page, 'notice-banner-body'))).toBe(
      `Your risk rate is ${rate.toFixed(2)}%, below your alert level of ${level}.00%. ` +
        'Add funds or reduce positions to avoid a stop-out.',
    );
    await journey.shot('margin-alert-banner-en');
  });

  it('turns the alert off', async () => {
    const cleared = nextAnswer(journey.page, '/api/alert/margin_set');
    await shown(journey.page, 'margin-alert-clear').tap();
    expect((await envelope<MarginAlert>(cleared)).data).toEqual({ level: 0, stop_out_level: 50 });
    await expect.poll(() => textOf(shown(journey.page, 'margin-alert-state'))).toBe('Off');
    await shown(journey.page, 'margin-alert-clear').waitFor({ state: 'detached' });
  });

  it('in Japanese: the card and its refusal', async () => {
    await journey.page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('tp.session') ?? '{}');
      stored.state.lang = 'jp';
      localStorage.setItem('tp.session', JSON.stringify(stored));
    });
    await journey.page.goto('/mine/alerts');
    await shown(journey.page, 'margin-alert').waitFor({ timeout: 20_000 });
    expect(await textOf(shown(journey.page, 'margin-alert').locator('h2'))).toBe(
      japanese.marginAlertTitle,
    );
    expect(await textOf(shown(journey.page, 'margin-alert-state'))).toBe(japanese.marginAlertOff);
    await shown(journey.page, 'margin-alert-level').fill('10');
    await shown(journey.page, 'margin-alert-save').tap();
    expect(await textOf(shown(journey.page, 'margin-alert-error'))).toBe(
      japanese.marginAlertInvalid.replace('{{level}}', '50').replace('{{max}}', '10000'),
    );
    await journey.shot('margin-alert-jp');
  });
});
