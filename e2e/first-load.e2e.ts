import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openChromium, phoneContext, shown } from './support/chromium.ts';
import { type E2ePlatform, startE2ePlatform } from './support/e2e-platform.ts';

/** The budget for the first load's JavaScript, as sent (compressed). */
const initialScriptBudgetKiB = 170;

type Fetched = {
  path: string;
  encoding: string | undefined;
  vary: string | undefined;
  bytes: number;
};

/**
 * What a phone fetches to show the market: every script and style compressed, nothing of the
 * screens it does not show (the trade screen, its chart, orders, news, ranking, the user centre),
 * and its scripts within the budget. Then the trade screen fetches its own code when opened.
 */
describe('the first load at 390×844', () => {
  let env: E2ePlatform;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const fetched: Fetched[] = [];
  /** What was fetched when the network first went quiet: the first load itself. */
  let firstLoad: Fetched[] = [];
  let tradeListRequests = 0;

  beforeAll(async () => {
    env = await startE2ePlatform();
    browser = await openChromium();
    context = await phoneContext(browser, env.baseUrl);
    page = await context.newPage();
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/trade_list')) tradeListRequests += 1;
    });
    page.on('response', (response: Response) => {
      const path = new URL(response.url()).pathname;
      if (!/\.(js|css)$/.test(path)) return;
      const headers = response.headers();
      fetched.push({
        path,
        encoding: headers['content-encoding'],
        vary: headers.vary,
        bytes: Number(headers['content-length'] ?? Number.NaN),
      });
    });
    await page.goto('/');
    await shown(page, 'market-row-EURUSD').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    firstLoad = [...fetched];
  });

  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  it('sends every script and style compressed with brotli, varying by encoding', () => {
    expect(fetched.length).toBeGreaterThan(3);
    // A file of a few hundred bytes is sent as it is: compressing it would save nothing.
    const sentAsItIs = fetched.filter((file) => file.encoding !== 'br' && file.bytes >= 512);
    expect(sentAsItIs.map((file) => file.path)).toEqual([]);
    expect(fetched.filter((file) => file.encoding === 'br').length).toBeGreaterThan(3);
    const varying = (file: Fetched) =>
      (file.vary ?? '')
        .toLowerCase()
        .split(/\s*,\s*/)
        .includes('accept-encoding');
    expect(fetched.filter((file) => !varying(file)).map((file) => file.path)).toEqual([]);
  });

  it('fetches no code of the screens the market does not show', () => {
    const otherScreens =
      /\/(trade|candle-chart|OrdersPage|NewsPage|RankPage|UserCentrePage|LoginPage|RegisterPage)-/;
    expect(
      firstLoad.filter((file) => otherScreens.test(file.path)).map((file) => file.path),
    ).toEqual([]);
  });

  it('checks the socket’s frames in a worker: the page never loads the contract’s validators', async () => {
    const html = await (await page.request.get('/')).text();
    const startsWith = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(startsWith.length).toBeGreaterThan(3);
    expect(startsWith.filter((path) => /\/(schemas|frame-worker)-/.test(path ?? ''))).toEqual([]);
    expect(fetched.filter((file) => /\/(schemas|frame-parser)-/.test(file.path))).toEqual([]);
    const readers = page
      .workers()
      .filter((worker) => /\/frame-worker-[\w-]+\.js$/.test(worker.url()));
    expect(readers).toHaveLength(1);
    // The live prices come through it: the row's price changes with the feed.
    const price = shown(page, 'price-EURUSD');
    const first = await price.textContent();
    await expect.poll(async () => await price.textContent(), { timeout: 20_000 }).not.toBe(first);
  });

  it('draws the market from the prices in its page, and announces its language’s texts', async () => {
    // The server wrote the instruments into the page: the first screen asked for none.
    expect(tradeListRequests).toBe(0);
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/<script type="application\/json" id="tp-boot">\[?\{"tradeList":\[/);
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/hk-[\w-]+\.js">/);
    const german = await (
      await page.request.get('/trade', { headers: { cookie: 'tp_lang=de' } })
    ).text();
    expect(german).toMatch(/href="\/assets\/de-[\w-]+\.js"/);
    expect(german).not.toMatch(/href="\/assets\/hk-/);
    // The app keeps the cookie with the language it shows.
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'tp_lang')?.value).toBe('hk');
  });

  it('keeps the first load’s scripts within the budget', () => {
    const scripts = firstLoad.filter((file) => file.path.endsWith('.js'));
    const kib = scripts.reduce((sum, file) => sum + file.bytes, 0) / 1024;
    console.log(`first load: ${scripts.length} scripts, ${kib.toFixed(1)} KiB as sent`);
    expect(kib).toBeGreaterThan(50);
    expect(kib).toBeLessThanOrEqual(initialScriptBudgetKiB);
  });

  it('flashes the market’s moving prices with opacity alone, which the compositor animates', async () => {
    // A colour or background animation would restyle and repaint the rows on the main thread on
    // every frame for as long as prices move, which on a phone is the whole time.
    const animated = () =>
      page.evaluate(() =>
        document.getAnimations().map((animation) => {
          const effect = animation.effect as KeyframeEffect | null;
          const properties = new Set(
            (effect?.getKeyframes() ?? []).flatMap((frame) =>
              Object.keys(frame).filter(
                (key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key),
              ),
            ),
          );
          return {
            name: (animation as CSSAnimation).animationName ?? '',
            properties: [...properties].sort(),
          };
        }),
      );
    await expect
      .poll(async () => (await animated()).some((a) => a.name === 'flash-fade'), {
        timeout: 15_000,
      })
      .toBe(true);
    const running = await animated();
    expect(running.filter((a) => a.properties.some((p) => p !== 'opacity'))).toEqual([]);
    // The overlay repeats the price it flashes.
    const [overlay, text] = await shown(page, 'price-EURUSD').evaluate((element) => [
      (element as HTMLElement).dataset.price,
      element.textContent,
    ]);
    expect(overlay).toMatch(/^\d+\.\d+$/);
    expect(overlay).toBe(text);
  });

  it('fetches the trade screen’s code and its chart when the trader opens it', async () => {
    await shown(page, 'tab-trading').tap();
    await shown(page, 'buy-button').waitFor({ timeout: 30_000 });
    await shown(page, 'chart').waitFor({ timeout: 30_000 });
    // The chart's chunk is asked for once the screen has mounted; a tap changes no load state,
    // so the fetch is waited for itself.
    const fetchedFile = (pattern: RegExp) => fetched.some((file) => pattern.test(file.path));
    await expect
      .poll(() => fetchedFile(/\/candle-chart-[\w-]+\.js$/), { timeout: 15_000 })
      .toBe(true);
    expect(fetchedFile(/\/trade-[\w-]+\.js$/)).toBe(true);
  });

  it('opened on /trade, announces the trade screen’s code and styles with the app’s own', async () => {
    const modules = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '');
    const atTrade = await (await page.request.get('/trade')).text();
    const atMarket = await (await page.request.get('/')).text();
    expect(modules(atTrade).some((path) => /\/trade-[\w-]+\.js$/.test(path))).toBe(true);
    expect(atTrade).toMatch(/<link rel="preload" as="style"[^>]*href="\/assets\/trade-[^"]+\.css"/);
    expect(modules(atMarket).some((path) => /\/trade-/.test(path))).toBe(false);
    // The app's own code in one file and the trade screen's in another, not a file per set of
    // pages sharing a module: a phone on HTTP/1.1 fetches six at a time.
    // The bundler's runtime, React, the other libraries, the app and the language's texts.
    expect(modules(atMarket).length).toBeLessThanOrEqual(5);
    expect(modules(atTrade).length - modules(atMarket).length).toBe(1);
    // The same app: the market's page with the trade screen's files added, nothing taken away.
    expect(modules(atTrade)).toEqual(expect.arrayContaining(modules(atMarket)));
    // The chart stays a chunk of its own, fetched once the screen has drawn.
    expect(atTrade).not.toMatch(/candle-chart/);
  });
});
