import { languageCookie } from '@tp/contract/app-page';
import { type Language, languageLocales } from '@tp/contract/languages';
import { flatTexts } from '@tp/contract/translation-checks';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTexts } from '../apps/server/src/db/seed-texts.ts';
import { loadTexts, translatedLanguages } from '../apps/web/src/i18n/i18n.ts';
import { mayReadAsEnglish } from '../apps/web/src/i18n/same-as-english.ts';
import { formatAmount, formatUtcTime } from '../apps/web/src/ui/format.ts';
import {
  openChromium,
  phoneContext,
  shown,
  textOf,
  watchCspViolations,
} from './support/chromium.ts';
import { type E2ePlatform, startE2ePlatform } from './support/e2e-platform.ts';

/**
 * The trader's main journey in the languages whose texts run longest (German, Russian, French,
 * Hindi, Vietnamese) or differ most in script and direction (Arabic, Japanese): every screen in the trader's language, nothing left in English, nothing wider
 * than the phone or clipped, Arabic right to left with its chart left to right. Also what the
 * first load fetches: one language's texts, whichever it is. `E2E_LANGUAGES=th,ru` runs it for
 * other languages.
 */
const chosenLanguages = (
  process.env.E2E_LANGUAGES?.split(',') ?? ['de', 'ar', 'jp', 'hi', 'ru', 'fr', 'vn']
)
  .map((lang) => lang.trim() as Language)
  .filter((lang) => translatedLanguages.includes(lang));
/** The default language stands in while none of the chosen has texts of its own. */
const journeyLanguages: Language[] = chosenLanguages.length > 0 ? chosenLanguages : ['hk'];

/** The pages of the journey, and what shows each has drawn. */
const screens = [
  { path: '/', ready: 'market-row-EURUSD' },
  { path: '/trade', ready: 'buy-button' },
  { path: '/register', ready: 'register-invite' },
  { path: '/news', ready: 'tab-documentary' },
] as const;
const signedInScreens = [
  { path: '/order', ready: 'orders-empty' },
  { path: '/user', ready: 'user-uid' },
] as const;

type Findings = { english: string[]; tooWide: boolean; clipped: string[]; dir: string };

/**
 * What the page shows that a reader of `lang` would not expect: lines that are one of the
 * app's English texts where `lang` says something else, a page wider than the phone, and
 * buttons, tabs, headings and the labels of figures whose text does not fit.
 */
async function findings(page: Page, englishOnly: readonly string[]): Promise<Findings> {
  return page.evaluate((english) => {
    const lines = new Set(
      document.body.innerText
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    );
    const clipped = [
      ...document.querySelectorAll('button, [role="tab"], nav a, h1, h2, label, dt, th'),
    ]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        return element.scrollWidth > element.clientWidth + 1 && element.textContent?.trim();
      })
      .map((element) => element.textContent?.trim() ?? '');
    return {
      english: english.filter((text) => lines.has(text)),
      tooWide: document.documentElement.scrollWidth > window.innerWidth + 1,
      clipped,
      dir: document.documentElement.dir,
    };
  }, englishOnly);
}

// One platform and one browser for every language: each journey has a browser context of its
// own (its own storage and cache) and its own demo trader.
let env: E2ePlatform;
let browser: Browser;

beforeAll(async () => {
  // A journey makes some 360 requests in under 10 s, all from the loopback address: seven of
  // them would pass the 1,200 a minute one address is allowed.
  env = await startE2ePlatform({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  browser = await openChromium();
});

afterAll(async () => {
  await browser?.close();
  await env?.close();
});

describe.each(journeyLanguages)('the trader’s journey in %s at 390×844', (lang: Language) => {
  let context: BrowserContext;
  let page: Page;
  let englishOnly: string[] = [];
  let cspViolations: string[] = [];
  const languageChunks: string[] = [];

  beforeAll(async () => {
    context = await phoneContext(browser, env.baseUrl);
    // The session store keeps the language, and the app tells the server in a cookie (so that
    // the page it sends announces that language's texts): a returning trader has both.
    await context.addInitScript((chosen) => {
      if (localStorage.getItem('tp.session')) return;
      localStorage.setItem('tp.session', JSON.stringify({ state: { lang: chosen }, version: 0 }));
    }, lang);
    await context.addCookies([{ name: languageCookie, value: lang, url: env.baseUrl }]);
    page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    cspViolations = watchCspViolations(page);
    page.on('response', (response: Response) => {
      const chunk = /\/assets\/([a-z]{2,3})-[\w-]+\.js$/.exec(response.url())?.[1];
      if (!chunk || !(translatedLanguages as string[]).includes(chunk)) return;
      languageChunks.push(chunk);
      if (languageChunks.length > 1) return;
      void response.body().then((body) => {
        console.log(`${lang}: the first load fetched the ${chunk} texts, ${body.length} bytes`);
      });
    });
    const english = flatTexts(await loadTexts('en'));
    const own = flatTexts(await loadTexts(lang));
    const allowed = mayReadAsEnglish(lang);
    // The seeded category names come from the server, in the trader's language when it has them.
    const ownCategories = Object.values(seedTexts[lang]?.categories ?? {});
    const englishCategories = Object.values(seedTexts.en.categories).filter(
      (name) => !ownCategories.includes(name),
    );
    englishOnly = Object.entries(english)
      .filter(([key, text]) => own[key] !== text && !allowed.has(key))
      .map(([, text]) => text)
      .filter((text) => text.length >= 3 && !text.includes('{{'))
      .concat(englishCategories);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('loads this language’s texts alone on the first load', async () => {
    await page.goto('/');
    await shown(page, 'market-row-EURUSD').waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(languageLocales[lang]);
    expect(languageChunks).toEqual([lang]);
  });

  it.each(screens)('shows $path in the language, within the phone', async ({ path, ready }) => {
    await page.goto(path);
    await shown(page, ready).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const seen = await findings(page, englishOnly);
    expect(seen.english, `${path} in English`).toEqual([]);
    expect(seen.tooWide, `${path} wider than the phone`).toBe(false);
    expect(seen.clipped, `${path} clipped`).toEqual([]);
    expect(seen.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
  });

  it.each(signedInScreens)(
    'shows $path to a demo trader in the language',
    async ({ path, ready }) => {
      if (!(await page.evaluate(() => localStorage.getItem('tp.session')?.includes('"token":"')))) {
        await page.goto('/login');
        await shown(page, 'try-demo').tap();
        await page.waitForURL((url) => url.pathname === '/');
      }
      await page.goto(path);
      await shown(page, ready).waitFor({ timeout: 30_000 });
      const seen = await findings(page, englishOnly);
      expect(seen.english, `${path} in English`).toEqual([]);
      expect(seen.tooWide, `${path} wider than the phone`).toBe(false);
      expect(seen.clipped, `${path} clipped`).toEqual([]);
    },
  );

  it('writes the balance with the language’s decimal mark in Latin digits', async () => {
    await page.goto('/user');
    await shown(page, 'user-balance').filter({ hasText: /\d/ }).waitFor({ timeout: 30_000 });
    const balance = await textOf(shown(page, 'user-balance'));
    expect(balance).toMatch(/^\d+[.,]\d{2}$/);
    expect(balance).toBe(formatAmount(balance.replace(',', '.'), lang));
    expect(balance.includes(',')).toBe(formatAmount('1.00', lang) === '1,00');
  });

  it('writes a time in the language’s order and the page’s direction', async () => {
    await page.goto('/mine/history');
    const time = shown(page, 'ledger-time').first();
    await time.waitFor({ timeout: 30_000 });
    const seen = await time.evaluate((element) => ({
      direction: getComputedStyle(element).direction,
      instant: element.getAttribute('datetime') ?? '',
      text: element.textContent ?? '',
    }));
    // Arabic's date runs right to left around its own marks: forced left to right, the day and
    // the month would land on the wrong sides of the year.
    expect(seen.direction).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(seen.instant).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    // Chromium's ICU and Node's may space a date differently (a narrow no-break space or not).
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(seen.text)).toBe(
      spaced(formatUtcTime(seen.instant.replace('T', ' ').replace('Z', ''), lang)),
    );
  });

  it('lines a figure up under its label, on the side the language starts its lines', async () => {
    await page.goto('/trade');
    const figure = shown(page, 'strip-equity');
    await figure.filter({ hasText: /\d/ }).waitFor({ timeout: 30_000 });
    const edges = await figure.evaluate((value) => {
      const textBox = (element: Element) => {
        const text = document.createRange();
        text.selectNodeContents(element);
        return text.getBoundingClientRect();
      };
      const figureBox = textBox(value);
      const labelBox = textBox(value.previousElementSibling as Element);
      return {
        left: Math.abs(figureBox.left - labelBox.left),
        right: Math.abs(figureBox.right - labelBox.right),
      };
    });
    // Within two pixels of the label's starting edge: right in Arabic, left elsewhere.
    expect(lang === 'ar' ? edges.right : edges.left).toBeLessThan(2);
  });

  it('draws the chart left to right whatever the page’s direction', async () => {
    await page.goto('/trade');
    await shown(page, 'chart').waitFor({ timeout: 30_000 });
    const direction = await page
      .locator('[data-testid="chart"]')
      .evaluate((element) => getComputedStyle(element).direction);
    expect(direction).toBe('ltr');
  });

  it('broke no rule of the page’s Content-Security-Policy', () => {
    expect(cspViolations).toEqual([]);
  });
});
