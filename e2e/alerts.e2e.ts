import type { AlertList } from '@tp/contract/alerts';
import type { Notification } from '@tp/contract/notifications';
import { Decimal } from '@tp/domain/decimal';
import { describe, expect, it } from 'vitest';
import { ManualPriceSource } from '../apps/server/src/market/price-source.ts';
import { shown, textOf } from './support/chromium.ts';
import { midOf, moveMid } from './support/market-moves.ts';
import { apiGet, envelope, nextAnswer } from './support/page-api.ts';
import { phoneJourney } from './support/phone-journey.ts';
import { tryDemoFromTrade } from './support/trader-app.ts';

/**
 * On a 390×844 phone, in English: a demo trader taps the bell beside the trade screen's price,
 * sets an alert above it (the sheet opens on the live price), a price pushed across it shows the
 * banner, the alerts page lists it as triggered, and it fires once: the price back under and over
 * again tells nothing more. Then the sheet and the list in German.
 */
describe('a price alert set on the trade screen', () => {
  const prices = new ManualPriceSource();
  const journey = phoneJourney('alerts', { priceSource: prices });
  let precision = 5;
  let token = '';
  let level = '';

  const mid = (): Decimal => midOf(journey.env, 'EURUSD');

  async function pushEurusd(price: Decimal): Promise<void> {
    await moveMid(journey.env, prices, 'EURUSD', price);
    await journey.env.platform.localAlerts()?.settled();
  }

  const alertNotices = async () =>
    (
      await apiGet<{ data: Notification[] }>(journey.page, '/api/notice/list', token)
    ).data.data.filter((item) => item.kind === 'price_alert');

  async function openTrade(): Promise<void> {
    await journey.page.goto('/trade');
    await shown(journey.page, 'buy-button').waitFor({ timeout: 30_000 });
  }

  it('starts a demo account in English on /trade', async () => {
    precision = journey.env.platform.market.instrumentByCode('EURUSD')?.terms.pricePrecision ?? 5;
    await openTrade();
    token = (await tryDemoFromTrade(journey.page)).token;
  });

  it('the bell opens a sheet on the live price; an alert at it is refused at its field, one above is set', async () => {
    await openTrade();
    await shown(journey.page, 'alert-bell').tap();
    const sheet = shown(journey.page, 'alert-sheet');
    await sheet.waitFor();
    const live = mid().toFixed(precision);
    expect(await shown(journey.page, 'alert-price').inputValue()).toBe(live);
    expect(await textOf(shown(journey.page, 'alert-current-price'))).toBe(live);
    await shown(journey.page, 'alert-save').tap();
    expect(await textOf(shown(journey.page, 'alert-error'))).toBe(
      `Set a price above the current price ${live}`,
    );
    level = mid().plus('0.00200').toFixed(precision);
    await shown(journey.page, 'alert-price').fill(level);
    await journey.shot('alert-sheet-en');
    const added = nextAnswer(journey.page, '/api/alert/add');
    await shown(journey.page, 'alert-save').tap();
    const answer = await envelope<AlertList>(added);
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data.data.map((alert) => alert.price)).toEqual([Number(level)]);
    await sheet.waitFor({ state: 'detached' });
    await journey.env.platform.localAlerts()?.settled();
  });

  it('a price across the level shows the banner with the figures', async () => {
    const crossed = new Decimal(level).plus('0.00010');
    await pushEurusd(crossed);
    const banner = shown(journey.page, 'notice-banner');
    await banner.waitFor({ timeout: 20_000 });
    expect(await textOf(shown(journey.page, 'notice-banner-body'))).toBe(
      `EUR/USD rose to ${crossed.toFixed(precision)} (your alert at ${level})`,
    );
  });

  it('the alerts journey.page lists it as triggered, and it fired once', async () => {
    await journey.page.goto('/user');
    await shown(journey.page, 'menu-alerts').tap();
    const row = shown(journey.page, 'alert-row');
    await row.waitFor({ timeout: 20_000 });
    await expect.poll(() => textOf(shown(journey.page, 'alert-state'))).toMatch(/^Triggered /);
    expect(await row.textContent()).toContain(`Rises to ${level} · Once`);
    expect(await row.getAttribute('data-active')).toBe('0');
    await journey.shot('alert-list-en');
    // Back under the level and over it again: a one-off alert tells nothing more.
    await pushEurusd(new Decimal(level).minus('0.00100'));
    await pushEurusd(new Decimal(level).plus('0.00100'));
    expect(await alertNotices()).toHaveLength(1);
  });

  it('removes it after a confirmation', async () => {
    const removed = nextAnswer(journey.page, '/api/alert/remove');
    await shown(journey.page, 'alert-remove').tap();
    await journey.page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).tap();
    expect((await envelope<AlertList>(removed)).data.data).toEqual([]);
    await shown(journey.page, 'alerts-empty').waitFor();
  });

  it('in German: the sheet and the list', async () => {
    await journey.page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('tp.session') ?? '{}');
      stored.state.lang = 'de';
      localStorage.setItem('tp.session', JSON.stringify(stored));
    });
    await openTrade();
    await shown(journey.page, 'alert-bell').tap();
    await shown(journey.page, 'alert-sheet').waitFor();
    await shown(journey.page, 'alert-below').tap();
    await shown(journey.page, 'alert-repeat').tap();
    const below = mid().minus('0.00150').toFixed(precision);
    await shown(journey.page, 'alert-price').fill(below);
    await journey.shot('alert-sheet-de');
    const added = nextAnswer(journey.page, '/api/alert/add');
    await shown(journey.page, 'alert-save').tap();
    expect((await envelope<AlertList>(added)).code).toBe(1);
    await journey.page.goto('/mine/alerts');
    const row = shown(journey.page, 'alert-row');
    await row.waitFor({ timeout: 20_000 });
    await expect
      .poll(() => row.textContent())
      .toContain(`Fällt auf ${below} · Bei jedem Durchkreuzen`);
    await journey.shot('alert-list-de');
  });
});
