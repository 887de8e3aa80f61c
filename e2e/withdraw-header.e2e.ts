import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openChromium, phoneContext, shown } from './support/chromium.ts';
import { type E2ePlatform, startE2ePlatform } from './support/e2e-platform.ts';
import { setSetting } from './support/platform-data.ts';
import { registerByEmail, signInOnPhone } from './support/trader-app.ts';

/**
 * The withdraw page's header at 390×844 in the languages whose words for "withdraw" and
 * "withdrawal records" run longest: the title and the records link never touch, the link stays
 * on one line, neither is cut, and the page is no wider than the phone.
 */
describe('the withdraw header at 390×844', () => {
  let env: E2ePlatform;
  let browser: Browser;

  beforeAll(async () => {
    env = await startE2ePlatform();
    await setSetting(env.platform, 'verify_reg_type', '1');
    browser = await openChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });

  it.each(['de', 'ru', 'fr', 'en'])(
    'keeps the title clear of the records link in %s',
    async (lang) => {
      const page = await (await phoneContext(browser, env.baseUrl)).newPage();
      await page.goto('/language');
      await shown(page, `lang-${lang}`).tap();
      const trader = { email: `header-${lang}-${Date.now()}@example.com`, password: 'header pw 1' };
      await registerByEmail(page, env.platform, trader);
      await signInOnPhone(page, trader);
      await page.goto('/mine/withdraw');
      // The records link, found by where it goes (its test id is new with this layout).
      const link = page.locator('a[href*="tab=withdrawals"]:visible');
      await link.waitFor();
      const layout = await link.evaluate((records) => {
        // Pages kept alive (market, trade) have headers of their own: this one is the link's.
        const title = records.closest('.page-header')?.querySelector('.page-header__title');
        if (!title) throw new Error('no title beside the records link');
        const a = title.getBoundingClientRect();
        const b = records.getBoundingClientRect();
        const text = document.createRange();
        text.selectNodeContents(records);
        return {
          /** Negative: the space between them. */
          overlap: Math.min(a.right, b.right) - Math.max(a.left, b.left),
          linkLines: new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size,
          titleCut: title.scrollWidth > title.clientWidth + 1,
          linkCut: records.scrollWidth > records.clientWidth + 1,
          linkInside: b.right <= window.innerWidth && b.left >= 0,
          tooWide: document.documentElement.scrollWidth > window.innerWidth + 1,
        };
      });
      expect(layout.overlap).toBeLessThanOrEqual(-4);
      expect(layout).toMatchObject({
        linkLines: 1,
        titleCut: false,
        linkCut: false,
        linkInside: true,
        tooWide: false,
      });
    },
  );
});
