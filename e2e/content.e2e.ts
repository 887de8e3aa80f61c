import type { NewsDetail, NewsItem, Session } from '@tp/contract/entities';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickInDialog, enrolOperator } from './support/back-office.ts';
import {
  openChromium,
  phoneContext,
  shown,
  textOf,
  watchCspViolations,
} from './support/chromium.ts';
import { type E2ePlatform, startE2ePlatform } from './support/e2e-platform.ts';
import { jpegImage } from './support/images.ts';
import { stopAfterFirstFailure } from './support/journey-steps.ts';
import { apiGet, envelope, nextAnswer } from './support/page-api.ts';
import { useEnglish } from './support/trader-app.ts';

/**
 * News and announcements from the back office to the trader's phone: an operator writes an
 * article with a cover in English and Traditional Chinese and publishes it; a trader reads it in
 * both languages; an announcement the operator marks as a pop-up shows once per browser for a
 * visitor and once per account for a signed-in trader.
 */
describe('news and announcements', () => {
  let env: E2ePlatform;
  let browser: Browser;
  let desk: BrowserContext;
  let operator: Page;
  let phone: BrowserContext;
  let trader: Page;
  let current: Page | undefined;
  const cspViolations: string[][] = [];
  let articleId = 0;
  let announcementId = 0;

  beforeAll(async () => {
    env = await startE2ePlatform();
    browser = await openChromium();
    desk = await browser.newContext({
      baseURL: env.baseUrl,
      viewport: { width: 1440, height: 900 },
      locale: 'en-US',
    });
    operator = await desk.newPage();
    phone = await phoneContext(browser, env.baseUrl);
    trader = await phone.newPage();
    for (const opened of [operator, trader]) {
      opened.on('pageerror', (error) => console.error(`page error: ${error.message}`));
      cspViolations.push(watchCspViolations(opened));
    }
    current = operator;
  });

  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  stopAfterFirstFailure('content', () => current);

  const atDesk = () => {
    current = operator;
    return operator;
  };
  const onPhone = () => {
    current = trader;
    return trader;
  };

  /** Types into one language's TipTap editor as an operator would. */
  async function writeBody(page: Page, lang: string, text: string) {
    const body = page.getByTestId(`article-body-${lang}`);
    await body.click();
    await page.keyboard.type(text);
  }

  it('an operator writes an article with a cover in English and Chinese', async () => {
    const page = atDesk();
    await enrolOperator(page, () => env.clock.now().getTime());
    await page.goto('/admin/news');
    await page.getByTestId('news-new-article').click();

    await page.getByTestId('article-title-en').fill('Gold climbs to a record');
    await page.getByTestId('article-summary-en').fill('Safe-haven buying lifted gold overnight.');
    // A typed address becomes a link (the editor's autolink) once a space follows it.
    await writeBody(
      page,
      'en',
      'Gold rose 2% as traders sought safety. Source: https://example.com/gold ',
    );

    await page.getByTestId('article-cover-file').setInputFiles({
      name: 'cover.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegImage({ r: 212, g: 175, b: 55 }, { width: 1280, height: 720 }),
    });
    await page.getByTestId('article-cover-image').waitFor();

    await page.getByTestId('article-tab-hk').click();
    await page.getByTestId('article-title-hk').fill('金價創新高');
    await page.getByTestId('article-summary-hk').fill('避險買盤推高金價。');
    await writeBody(page, 'hk', '金價上升 2%，投資者尋求避險。');

    const saved = nextAnswer(page, '/admin-api/news/save');
    const published = nextAnswer(page, '/admin-api/news/publish');
    await page.getByTestId('article-publish').click();
    await clickInDialog(page.getByTestId('confirm-ok'));
    const article = await envelope<{ id: number; versions: { lang: string }[] }>(saved);
    expect(article.code).toBe(1);
    expect(article.data.versions.map((version) => version.lang)).toEqual(['en', 'hk']);
    expect((await envelope<{ status: string }>(published)).data.status).toBe('published');
    articleId = article.data.id;
    await expect.poll(() => textOf(page.getByTestId('article-status'))).toBe('Published');
  });

  it('the preview shows the article as the trader will see it', async () => {
    const page = atDesk();
    await page.getByTestId('article-preview-open').click();
    const preview = page.getByTestId('article-preview');
    await preview.waitFor();
    await expect.poll(() => textOf(preview)).toContain('Gold rose 2% as traders sought safety.');
    expect(await textOf(preview)).toContain('Gold climbs to a record');
    await page.keyboard.press('Escape');
  });

  it('a trader reads it in English, cover and all', async () => {
    const page = onPhone();
    await useEnglish(page);
    await page.goto('/news');
    const card = shown(page, 'news-card').first();
    await card.waitFor();
    expect(await textOf(card)).toContain('Gold climbs to a record');
    expect(await textOf(card)).toContain('Safe-haven buying lifted gold overnight.');
    const cover = card.locator('img');
    await expect
      .poll(() => cover.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await card.tap();
    await page.waitForURL((url) => url.pathname === '/news/detail');
    expect(await textOf(shown(page, 'article-title'))).toBe('Gold climbs to a record');
    const body = shown(page, 'article-body');
    expect(await textOf(body)).toBe(
      'Gold rose 2% as traders sought safety. Source: https://example.com/gold',
    );
    const link = body.locator('a');
    expect(await link.getAttribute('href')).toBe('https://example.com/gold');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(await link.getAttribute('target')).toBe('_blank');
    // The body fits the phone: nothing wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('and in Traditional Chinese', async () => {
    const page = onPhone();
    await page.goto('/language');
    await shown(page, 'lang-hk').tap();
    await page.waitForFunction(() => document.documentElement.lang === 'zh-Hant-HK');
    await page.goto(`/news/detail?id=${articleId}`);
    await expect.poll(() => textOf(shown(page, 'article-title'))).toBe('金價創新高');
    expect(await textOf(shown(page, 'article-body'))).toBe('金價上升 2%，投資者尋求避險。');
    const item = await apiGet<NewsDetail>(page, '/api/news/info', '', { id: articleId });
    expect(item.data.logo).toMatch(/^\/api\/common\/image\//);
    await useEnglish(page);
  });

  it('an operator publishes a pop-up announcement', async () => {
    const page = atDesk();
    await page.goto('/admin/news');
    await page.getByTestId('news-new-announcement').click();
    await page.getByTestId('article-title-en').fill('Trading hours over the holidays');
    await page.getByTestId('article-summary-en').fill('Markets close early on 24 December.');
    await writeBody(page, 'en', 'Markets close at 18:00 UTC on 24 December.');
    await page.getByTestId('article-tab-hk').click();
    await page.getByTestId('article-title-hk').fill('假期交易時間');
    await page.getByTestId('article-summary-hk').fill('12 月 24 日提早收市。');
    await page.getByTestId('article-popup').click();
    const saved = nextAnswer(page, '/admin-api/news/save');
    await page.getByTestId('article-publish').click();
    await clickInDialog(page.getByTestId('confirm-ok'));
    const announcement = await envelope<{ id: number; popup: boolean; categoryId: number }>(saved);
    expect(announcement.data).toMatchObject({ popup: true, categoryId: 2 });
    announcementId = announcement.data.id;
    await expect.poll(() => textOf(page.getByTestId('article-status'))).toBe('Published');
  });

  it('pops up once for a visitor on this phone', async () => {
    const page = onPhone();
    await page.goto('/');
    const popup = shown(page, 'announcement-popup');
    await popup.waitFor();
    expect(await textOf(popup)).toContain('Trading hours over the holidays');
    await shown(page, 'announcement-popup-close').tap();
    await popup.waitFor({ state: 'hidden' });
    const asked = nextAnswer(page, '/api/news/popup');
    await page.reload({ waitUntil: 'domcontentloaded' });
    // The server still offers it to visitors; this browser remembers it showed it.
    expect((await envelope<NewsItem | null>(asked)).data?.id).toBe(announcementId);
    await page.waitForTimeout(500);
    expect(await page.getByTestId('announcement-popup').count()).toBe(0);
  });

  it('pops up once for the account a trader signs in with, then is marked read', async () => {
    const page = onPhone();
    const demo = nextAnswer(page, '/api/user/createAccountDemoForU');
    await shown(page, 'try-demo').tap();
    const session = await envelope<Session>(demo);
    expect(session.code).toBe(1);
    const popup = shown(page, 'announcement-popup');
    await popup.waitFor();
    const read = nextAnswer(page, '/api/news/read');
    await shown(page, 'announcement-popup-more').tap();
    expect((await envelope<null>(read)).code).toBe(1);
    await page.waitForURL((url) => url.pathname === '/news/detail');
    expect(await textOf(shown(page, 'article-title'))).toBe('Trading hours over the holidays');

    await page.goto('/mine/announcement');
    const cards = page.locator('[data-testid="news-card"]:visible');
    await cards.first().waitFor();
    const titles = await cards.locator('h2').allTextContents();
    // The seeded notice is pinned first.
    expect(titles[0]).toBe('Countries and regions we do not serve');
    expect(titles).toContain('Trading hours over the holidays');
    const asked = nextAnswer(page, '/api/news/popup');
    await page.reload();
    // For this account the server offers no pop-up any more.
    expect((await envelope<NewsItem | null>(asked)).data).toBeNull();
    await cards.first().waitFor();
    expect(await page.getByTestId('announcement-popup').count()).toBe(0);
    const listed = await apiGet<{ data: NewsItem[] }>(page, '/api/news/list', session.data.token, {
      category_id: 2,
    });
    expect(listed.data.data.find((item) => item.id === announcementId)?.is_read).toBe(1);
  });

  it('raised no Content-Security-Policy complaint', () => {
    expect(cspViolations.flat()).toEqual([]);
  });
});
