import type { Order } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { beforeAll, describe, expect, it } from 'vitest';
import { ManualPriceSource } from '../apps/server/src/market/price-source.ts';
import { shown, textOf } from './support/chromium.ts';
import { midOf, moveMid } from './support/market-moves.ts';
import { apiPost, envelope, nextAnswer } from './support/page-api.ts';
import { phoneJourney } from './support/phone-journey.ts';
import { tryDemoFromTrade } from './support/trader-app.ts';

/**
 * On a 390×844 phone, in English: a demo trader places a pending buy limit, the price pushed
 * through its target fills it on the server, a banner says so with the figures, and the
 * notification waits in the user centre's list, unread until opened. Then in German: the same
 * notification reads in German, and a second fill's banner too.
 */
describe('a notification of a pending order the server filled', () => {
  const prices = new ManualPriceSource();
  const journey = phoneJourney('notifications', { priceSource: prices });
  let eurusdId = 0;
  let precision = 5;
  let token = '';
  let target = '';

  beforeAll(() => {
    const eurusd = journey.env.platform.market.instrumentByCode('EURUSD');
    if (!eurusd) throw new Error('EURUSD is missing from the catalogue');
    eurusdId = eurusd.id;
    precision = eurusd.terms.pricePrecision;
  });

  const shot = (name: string) => journey.shot(name);

  const mid = (): Decimal => midOf(journey.env, 'EURUSD');

  async function pushEurusd(price: Decimal): Promise<void> {
    await moveMid(journey.env, prices, 'EURUSD', price);
  }

  async function openTrade(): Promise<void> {
    await journey.page.goto('/trade');
    await shown(journey.page, 'buy-button').waitFor({ timeout: 30_000 });
  }

  async function tapBuy(): Promise<Order> {
    const submit = nextAnswer(journey.page, '/v1/api/forex/submit');
    await shown(journey.page, 'buy-button').tap();
    // The ticket asks for a confirmation (one-tap trading is off by default).
    await shown(journey.page, 'confirm-ok').tap();
    const answer = await envelope<Order>(submit);
    expect(answer.code, answer.msg).toBe(1);
    return answer.data;
  }

  it('starts a demo account in English on /trade', async () => {
    await openTrade();
    token = (await tryDemoFromTrade(journey.page)).token;
  });

  it('places a pending buy limit below the price through the form', async () => {
    await openTrade();
    await shown(journey.page, 'mode-pending').tap();
    target = mid().times(0.99).toFixed(precision);
    await shown(journey.page, 'target-price-input').fill(target);
    await shown(journey.page, 'lots-input').fill('0.10');
    const placed = await tapBuy();
    expect(placed.Status).toBe(0);
  });

  it('a price through the target fills it, and a banner says so with the figures', async () => {
    await pushEurusd(new Decimal(target).times(0.995).toDecimalPlaces(precision));
    const banner = shown(journey.page, 'notice-banner');
    await banner.waitFor({ timeout: 20_000 });
    expect(await textOf(shown(journey.page, 'notice-banner-body'))).toBe(
      `EUR/USD buy 0.10 lot filled at ${target}`,
    );
    await shot('banner-en');
  });

  it('the user centre counts it unread; the list shows it, and opening it marks it read', async () => {
    await journey.page.goto('/user');
    await expect
      .poll(() => textOf(shown(journey.page, 'notices-unread')), { timeout: 20_000 })
      .toBe('1');
    await shown(journey.page, 'menu-notifications').tap();
    const row = shown(journey.page, 'notice-row');
    await row.waitFor({ timeout: 20_000 });
    expect(await row.getAttribute('data-unread')).toBe('1');
    expect(await row.textContent()).toContain(`EUR/USD buy 0.10 lot filled at ${target}`);
    expect(await row.textContent()).toContain('Pending order filled');
    await shot('list-en');
    const read = nextAnswer(journey.page, '/api/notice/read');
    await row.tap();
    expect((await envelope<{ count: number }>(read)).data).toEqual({ count: 0 });
    await expect.poll(() => row.getAttribute('data-unread')).toBe('0');
    await journey.page.goto('/user');
    await shown(journey.page, 'menu-notifications').waitFor();
    expect(await journey.page.locator('[data-testid="notices-unread"]').count()).toBe(0);
  });

  it('in German, the same notification reads in German, and a new fill’s banner too', async () => {
    await journey.page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('tp.session') ?? '{}');
      stored.state.lang = 'de';
      localStorage.setItem('tp.session', JSON.stringify(stored));
    });
    await journey.page.goto('/mine/notifications');
    const row = shown(journey.page, 'notice-row');
    await row.waitFor({ timeout: 20_000 });
    const germanTarget = target.replace('.', ',');
    await expect
      .poll(() => row.textContent())
      .toContain(`EUR/USD Kauf 0,10 Lot zu ${germanTarget} ausgeführt`);

    const second = mid().times(0.99).toDecimalPlaces(precision);
    const placed = await apiPost<Order>(
      journey.page,
      '/v1/api/forex/submit',
      token,
      {
        forex_id: eurusdId,
        type: 1,
        status: 0,
        cont: 0.2,
        multiple: 100,
        target_price: second.toFixed(precision),
      },
      'json',
    );
    expect(placed.code, placed.msg).toBe(1);
    await pushEurusd(second.times(0.995).toDecimalPlaces(precision));
    await shown(journey.page, 'notice-banner').waitFor({ timeout: 20_000 });
    expect(await textOf(shown(journey.page, 'notice-banner-body'))).toBe(
      `EUR/USD Kauf 0,20 Lot zu ${second.toFixed(precision).replace('.', ',')} ausgeführt`,
    );
    await shot('banner-de');
    await expect.poll(() => journey.page.locator('[data-testid="notice-row"]').count()).toBe(2);
    await shot('list-de');
  });
});
