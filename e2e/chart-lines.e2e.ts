import type { Order, OrderList, Session } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualPriceSource } from '../apps/server/src/market/price-source.ts';
import { openChromium, phoneContext, shown, textOf } from './support/chromium.ts';
import { type E2ePlatform, startE2ePlatform } from './support/e2e-platform.ts';
import { stopAfterFirstFailure } from './support/journey-steps.ts';
import { midOf } from './support/market-moves.ts';
import { apiGet, envelope, nextAnswer } from './support/page-api.ts';

const englishSession = JSON.stringify({
  state: { token: null, user: null, lang: 'en' },
  version: 0,
});

const sizes = [
  ['phone', 390, 844],
  ['desktop', 1440, 900],
] as const;

/**
 * On /trade, at a phone's and a desktop's size: a demo trader buys, sets a stop-loss from the
 * instrument's orders under the chart, sees its line on the chart, drags it to a new price and
 * confirms, and the server holds the new stop; a stop dragged past the price is refused and
 * goes back; a pending order's line dragged moves the order. Prices stay where the test put them.
 */
describe.each(sizes)('order lines on the chart (%s)', (size, width, height) => {
  const prices = new ManualPriceSource();
  let env: E2ePlatform;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let eurusdId = 0;
  let precision = 5;
  let token = '';
  let position: Order | undefined;
  let pendingOrder: Order | undefined;

  beforeAll(async () => {
    env = await startE2ePlatform({ priceSource: prices });
    const eurusd = env.platform.market.instrumentByCode('EURUSD');
    if (!eurusd) throw new Error('EURUSD is missing from the catalogue');
    eurusdId = eurusd.id;
    precision = eurusd.terms.pricePrecision;
    browser = await openChromium();
    context =
      size === 'phone'
        ? await phoneContext(browser, env.baseUrl)
        : await browser.newContext({ baseURL: env.baseUrl, viewport: { width, height } });
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

  stopAfterFirstFailure(`chart-lines-${size}`, () => page);

  /** A tap on the phone, a click on the desktop. */
  const press = (testId: string) =>
    size === 'phone' ? shown(page, testId).tap() : shown(page, testId).click();

  const mid = (): Decimal => midOf(env, 'EURUSD');

  async function openTrade(): Promise<void> {
    await page.goto('/trade');
    await shown(page, 'buy-button').waitFor({ timeout: 30_000 });
  }

  async function tapBuy(): Promise<Order> {
    const submit = nextAnswer(page, '/v1/api/forex/submit');
    await press('buy-button');
    // The ticket asks for a confirmation (one-tap trading is off by default).
    await press('confirm-ok');
    const answer = await envelope<Order>(submit);
    expect(answer.code, answer.msg).toBe(1);
    return answer.data;
  }

  async function ordersOf(status: number): Promise<Order[]> {
    const list = await apiGet<OrderList>(page, '/v1/api/forex/my_deal', token, {
      status,
      page: 1,
    });
    return list.data.data;
  }

  /** The chart's line as text (what a screen reader hears), and its price. */
  const lineItem = (id: string) => page.locator(`[data-testid="chart-line-${id}"]`);

  /**
   * Where the line is: the mouse moves down the chart in 2-pixel steps until the chart offers to
   * take that line (it marks the line under the pointer), as a trader finds it by the cursor.
   * Each move takes the browser a frame, so a sweep down the chart in 8-pixel steps first notes
   * where the chart marks the line, and the 2-pixel steps are walked from just above there (from
   * the top if the sweep stepped over the line).
   */
  async function findLine(id: string): Promise<{ x: number; y: number }> {
    // In the middle of the screen, clear of the header that stays over the page's top.
    await shown(page, 'chart').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await shown(page, 'chart').boundingBox();
    if (!box) throw new Error('the chart has no box');
    const x = box.x + box.width * 0.45;
    const top = box.y + 4;
    const bottom = box.y + box.height - 4;
    const marked = await markedDuringSweep(id, x, top, bottom);
    const from =
      marked === undefined ? top : Math.max(top, top + Math.floor((marked - 20 - top) / 2) * 2);
    for (let y = from; y < bottom; y += 2) {
      await page.mouse.move(x, y);
      const hovered = await shown(page, 'chart').getAttribute('data-hover-line');
      if (hovered === id) return { x, y };
    }
    throw new Error(`the line ${id} is not on the chart`);
  }

  /** The pointer's height at which the chart marks the line during one sweep down, if it did. */
  async function markedDuringSweep(
    id: string,
    x: number,
    top: number,
    bottom: number,
  ): Promise<number | undefined> {
    await page.mouse.move(x, top);
    await shown(page, 'chart').evaluate((element, lineId) => {
      const seen: { y?: number; last: number; stop: () => void } = { last: 0, stop: () => {} };
      const onMove = (event: PointerEvent) => {
        seen.last = event.clientY;
      };
      window.addEventListener('pointermove', onMove, { capture: true });
      const observer = new MutationObserver(() => {
        const hovered = (element as HTMLElement).dataset.hoverLine;
        if (seen.y === undefined && hovered === lineId) seen.y = seen.last;
      });
      observer.observe(element, { attributeFilter: ['data-hover-line'] });
      seen.stop = () => {
        window.removeEventListener('pointermove', onMove, { capture: true });
        observer.disconnect();
      };
      (window as unknown as { lineSweep: typeof seen }).lineSweep = seen;
    }, id);
    await page.mouse.move(x, bottom, { steps: Math.ceil((bottom - top) / 8) });
    return page.evaluate(() => {
      const seen = (window as unknown as { lineSweep: { y?: number; stop: () => void } }).lineSweep;
      seen.stop();
      return seen.y;
    });
  }

  /** A finger on the phone (touch events, as a touch screen sends them), the mouse on the desktop. */
  async function drag(id: string, by: number): Promise<void> {
    const { x, y } = await findLine(id);
    if (size === 'phone') {
      const cdp = await context.newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x, y: at }],
        });
      await touch('touchStart', y);
      for (let step = 1; step <= 8; step++) await touch('touchMove', y + (by * step) / 8);
      await touch('touchEnd', y + by);
      await cdp.detach();
      return;
    }
    await page.mouse.down();
    await page.mouse.move(x, y + by / 2, { steps: 4 });
    await page.mouse.move(x, y + by, { steps: 4 });
    await page.mouse.up();
  }

  it('starts a demo account on /trade', async () => {
    await openTrade();
    const tryDemo = shown(page, 'try-demo');
    if (!(await tryDemo.isVisible())) {
      await press('buy-button');
      await tryDemo.waitFor({ timeout: 15_000 });
    }
    const demo = nextAnswer(page, '/api/user/createAccountDemoForU');
    await press('try-demo');
    const answer = await envelope<Session>(demo);
    expect(answer.code).toBe(1);
    token = answer.data.token;
  });

  it('buys, and the position shows under the chart with its entry line', async () => {
    await openTrade();
    await press('mode-market');
    await shown(page, 'lots-input').fill('0.01');
    position = await tapBuy();
    await shown(page, `order-row-${position.Id}`).waitFor({ timeout: 20_000 });
    expect(await textOf(shown(page, 'instrument-orders-holding'))).toContain('1');
    await lineItem(`${position.Id}:entry`).waitFor({ state: 'attached', timeout: 15_000 });
  });

  it('sets a stop-loss from the row’s detail and sees its line on the chart', async () => {
    if (!position) throw new Error('no position');
    const stopLoss = new Decimal(position.OriginPrice).times(0.998).toFixed(precision);
    const row = shown(page, `order-row-${position.Id}`).locator('button').first();
    await (size === 'phone' ? row.tap() : row.click());
    await press('detail-stops');
    await shown(page, 'stops-loss-input').fill(stopLoss);
    const set = nextAnswer(page, '/v1/api/forex/set_stop_price');
    await press('stops-save');
    expect((await envelope<Order>(set)).code).toBe(1);
    await shown(page, 'stops-sheet').waitFor({ state: 'detached', timeout: 15_000 });
    await page.keyboard.press('Escape');
    await shown(page, 'order-detail').waitFor({ state: 'detached', timeout: 15_000 });
    const line = lineItem(`${position.Id}:stopLoss`);
    await expect.poll(() => textOf(line), { timeout: 15_000 }).toBe(`SL ${stopLoss}`);
    position = { ...position, TargetLossPrice: Number(stopLoss) };
  });

  it('drags the stop-loss line lower, confirms old → new, and the server holds the new stop', async () => {
    if (!position) throw new Error('no position');
    const id = `${position.Id}:stopLoss`;
    await drag(id, 30);
    const message = await textOf(shown(page, 'line-move-message'));
    const old = position.TargetLossPrice.toFixed(precision);
    const [from, to] = (message.match(/\d+\.\d+/g) ?? []) as string[];
    expect(from).toBe(old);
    expect(Number(to)).toBeLessThan(Number(old));
    const set = nextAnswer(page, '/v1/api/forex/set_stop_price');
    await press('confirm-ok');
    const answer = await envelope<Order>(set);
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data.TargetLossPrice).toBe(Number(to));
    const held = (await ordersOf(1)).find((order) => order.Id === position?.Id);
    expect(held?.TargetLossPrice).toBe(Number(to));
    await expect.poll(() => textOf(lineItem(id)), { timeout: 15_000 }).toBe(`SL ${to}`);
    position = { ...position, TargetLossPrice: Number(to) };
  });

  it('a stop-loss dragged above the price is refused with the reason and goes back', async () => {
    if (!position) throw new Error('no position');
    const id = `${position.Id}:stopLoss`;
    const before = await lineItem(id).getAttribute('data-price');
    const { y: stopY } = await findLine(id);
    const box = await shown(page, 'chart').boundingBox();
    if (!box) throw new Error('the chart has no box');
    // Near the top of the chart: well above the bid.
    await drag(id, box.y + box.height * 0.1 - stopY);
    await expect
      .poll(() => page.locator('.toast, [role="status"]').allTextContents(), { timeout: 10_000 })
      .toEqual(expect.arrayContaining([expect.stringContaining('Stop-loss must be below')]));
    expect(await shown(page, 'line-move-message').count()).toBe(0);
    expect(await lineItem(id).getAttribute('data-price')).toBe(before);
    const held = (await ordersOf(1)).find((order) => order.Id === position?.Id);
    expect(held?.TargetLossPrice).toBe(position.TargetLossPrice);
  });

  it('places a pending buy limit and sees its line', async () => {
    await press('mode-pending');
    const target = mid().times(0.997).toFixed(precision);
    await shown(page, 'target-price-input').fill(target);
    await shown(page, 'lots-input').fill('0.01');
    pendingOrder = await tapBuy();
    expect(pendingOrder.Status).toBe(0);
    const line = lineItem(`${pendingOrder.Id}:target`);
    await line.waitFor({ state: 'attached', timeout: 15_000 });
    expect(await line.getAttribute('data-price')).toBe(String(Number(target)));
  });

  it('drags the pending order’s line and the order moves on the server', async () => {
    if (!pendingOrder) throw new Error('no pending order');
    const id = `${pendingOrder.Id}:target`;
    await drag(id, 24);
    const message = await textOf(shown(page, 'line-move-message'));
    const [from, to] = (message.match(/\d+\.\d+/g) ?? []) as string[];
    expect(from).toBe(pendingOrder.Price.toFixed(precision));
    const amend = nextAnswer(page, '/v1/api/forex/amend_trade');
    await press('confirm-ok');
    const answer = await envelope<Order>(amend);
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data.Price).toBe(Number(to));
    const moved = (await ordersOf(0)).find((order) => order.Id === pendingOrder?.Id);
    expect(moved?.Price).toBe(Number(to));
    expect(moved?.Price).toBeLessThan(pendingOrder.Price);
    await expect
      .poll(() => lineItem(id).getAttribute('data-price'), { timeout: 15_000 })
      .toBe(String(Number(to)));
  });
});
