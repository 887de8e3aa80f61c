import type { CompanyRecord } from '@tp/contract/admin-companies';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enProduct as adminProductTexts } from '../apps/admin/src/i18n/en/product.ts';
import { product as traderProductTexts } from '../apps/web/src/i18n/en/product.ts';
import { clickInDialog, confirmCall, enrolOperator, openSection } from './support/back-office.ts';
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
import { envelope, nextAnswer } from './support/page-api.ts';
import { useEnglish } from './support/trader-app.ts';

const dayMs = 86_400_000;

/** The provider choice's cookie in the phone's browser, and the days it has left to live. */
async function choiceCookie(context: BrowserContext, now: number) {
  const cookie = (await context.cookies()).find((entry) => entry.name === 'company_id');
  return cookie && { value: cookie.value, daysLeft: (cookie.expires * 1000 - now) / dayMs };
}

/**
 * Main mode from end to end: an operator switches the site to it, adds a provider with a logo
 * from the back office, and a trader on a phone finds that provider from /product, chooses it,
 * and keeps the choice across visits; once the operator hides it, the trader no longer finds it.
 */
describe('the provider directory', () => {
  let env: E2ePlatform;
  let browser: Browser;
  let desk: BrowserContext;
  let page: Page;
  let phone: BrowserContext;
  let traderPage: Page;
  let current: Page | undefined;
  let provider: CompanyRecord;
  const cspViolations: string[][] = [];

  beforeAll(async () => {
    env = await startE2ePlatform();
    browser = await openChromium();
    desk = await browser.newContext({
      baseURL: env.baseUrl,
      viewport: { width: 1440, height: 900 },
      locale: 'en-US',
    });
    page = await desk.newPage();
    current = page;
    phone = await phoneContext(browser, env.baseUrl);
    traderPage = await phone.newPage();
    for (const opened of [page, traderPage]) {
      opened.on('pageerror', (error) => console.error(`page error: ${error.message}`));
      cspViolations.push(watchCspViolations(opened));
    }
  });

  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  stopAfterFirstFailure('providers', () => current);

  function onPhone(): Page {
    current = traderPage;
    return traderPage;
  }

  function atDesk(): Page {
    current = page;
    return page;
  }

  it('an operator switches the site to main mode', async () => {
    await enrolOperator(atDesk(), () => env.clock.now().getTime());
    await openSection(page, 'Site settings');
    await page.getByTestId('setting-company_type').click();
    await page.getByTitle('Main mode (provider search)').click();
    const saved = nextAnswer(page, '/admin-api/config/settings/save');
    await page.getByTestId('settings-save').click();
    const answer = await envelope<{ company_type: number }>(saved);
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data.company_type).toBe(0);
  });

  it('adds a provider with a logo from the back office', async () => {
    await openSection(atDesk(), adminProductTexts['product.companies']);
    await page.getByTestId('companies-table').waitFor();
    // In main mode the page has nothing to warn about.
    expect(await page.getByTestId('companies-main-mode-off').count()).toBe(0);
    await page.getByTestId('company-add').click();
    await page.getByTestId('company-name').fill('Harbour Crest Securities');
    await page.getByTestId('company-url').fill('https://harbour-crest.example.com');
    await page.getByTestId('company-email').fill('desk@harbour-crest.example.com');
    await page.getByTestId('company-subject').fill('Harbour Crest Securities Limited');
    await page.getByTestId('company-registeredAddress').fill('8 Finance Street, Central');
    await page.getByTestId('company-location').fill('Hong Kong');

    const published = nextAnswer(page, '/admin-api/images');
    await page.getByTestId('company-logo-file').setInputFiles({
      name: 'harbour-crest.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegImage({ r: 16, g: 96, b: 168 }, { width: 256, height: 256 }),
    });
    const logo = await envelope<{ url: string }>(published);
    expect(logo.code, logo.msg).toBe(1);
    const preview = page.getByTestId('company-logo-preview').locator('img');
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    const saved = nextAnswer(page, '/admin-api/config/companies/save');
    await clickInDialog(page.getByTestId('company-editor-ok'));
    const answer = await envelope<CompanyRecord>(saved);
    expect(answer.code, answer.msg).toBe(1);
    provider = answer.data;
    expect(provider).toMatchObject({ name: 'Harbour Crest Securities', logo: logo.data.url });
    const row = page.getByTestId('companies-table').locator(`tr[data-row-key="${provider.id}"]`);
    await expect.poll(() => textOf(row)).toContain('Harbour Crest Securities');
  });

  it('the trader finds the provider from the app’s /product at 390×844 and chooses it', async () => {
    const phonePage = onPhone();
    await useEnglish(phonePage);
    await phonePage.goto('/');
    await shown(phonePage, 'open-search').tap();
    await phonePage.waitForURL((url) => url.pathname === '/product');
    await expect
      .poll(() => textOf(phonePage.locator('h1:visible').first()))
      .toBe(traderProductTexts.providersTitle);
    await shown(phonePage, 'company-search-input').fill('crest');
    const card = shown(phonePage, `company-${provider.id}`);
    await card.waitFor();
    expect(await textOf(card)).toContain('Harbour Crest Securities');
    const logo = card.locator('img');
    expect(await logo.getAttribute('src')).toBe(
      `${env.baseUrl}${new URL(provider.logo, env.baseUrl).pathname}`,
    );
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await card.tap();
    expect(await card.getAttribute('aria-pressed')).toBe('true');
    const website = phonePage.getByRole('link', { name: 'https://harbour-crest.example.com' });
    expect(await website.getAttribute('href')).toBe('https://harbour-crest.example.com');
    const kept = await choiceCookie(phone, Date.now());
    expect(kept?.value).toBe(String(provider.id));
    // Asked for three years; Chromium keeps a cookie 400 days at most.
    expect(kept?.daysLeft).toBeGreaterThan(399);
  });

  it('keeps the choice across visits, and every visit renews it', async () => {
    const phonePage = onPhone();
    // As if the choice had been made long ago: a day left to live.
    await phone.addCookies([
      {
        name: 'company_id',
        value: String(provider.id),
        url: env.baseUrl,
        expires: Math.floor(Date.now() / 1000) + 86_400,
      },
    ]);
    await phonePage.goto('/product');
    const card = shown(phonePage, `company-${provider.id}`);
    await card.waitFor();
    expect(await card.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(async () => (await choiceCookie(phone, Date.now()))?.daysLeft ?? 0)
      .toBeGreaterThan(399);
  });

  it('once the operator hides the provider, the trader no longer finds it', async () => {
    const deskPage = atDesk();
    await deskPage.getByTestId(`company-enabled-${provider.id}`).click();
    const hidden = await confirmCall<CompanyRecord>(deskPage, '/admin-api/config/companies/enable');
    expect(hidden.code, hidden.msg).toBe(1);
    expect(hidden.data.enabled).toBe(false);

    const phonePage = onPhone();
    await phonePage.reload();
    await shown(phonePage, 'company-search-input').fill('crest');
    await expect
      .poll(() => textOf(phonePage.locator('.empty:visible').first()))
      .toBe(traderProductTexts.noProviders);
    expect(await phonePage.locator(`[data-testid="company-${provider.id}"]`).count()).toBe(0);
  });

  it('raised no complaint of the Content-Security-Policy', () => {
    expect(cspViolations.flat()).toEqual([]);
  });
});
