import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { openChromium, phoneContext } from './chromium.ts';
import { type E2ePlatform, type E2ePlatformOptions, startE2ePlatform } from './e2e-platform.ts';
import { stopAfterFirstFailure } from './journey-steps.ts';

/** The persisted session the web app reads at start: no one signed in, English. */
export const englishSession = JSON.stringify({
  state: { token: null, user: null, lang: 'en' },
  version: 0,
});

/** A journey's platform and its one page on a 390×844 phone, ready once the hooks have run. */
export type PhoneJourney = {
  readonly env: E2ePlatform;
  readonly page: Page;
  /** The journey's Chromium, for a page of another size beside the phone's. */
  readonly browser: Browser;
  /** With SHOTS_DIR set, keeps the screen as `{name}.png` once a sheet's slide-in has settled. */
  shot(name: string): Promise<void>;
};

/**
 * Registers a journey's hooks in the calling `describe`: a platform, Chromium and one page on a
 * phone, whose first visit reads an English session (later pages keep what the app stored);
 * the steps stop after the first that fails, and everything is closed at the end.
 */
export function phoneJourney(name: string, options: E2ePlatformOptions = {}): PhoneJourney {
  let env: E2ePlatform | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  const shotsDir = process.env.SHOTS_DIR;
  beforeAll(async () => {
    env = await startE2ePlatform(options);
    browser = await openChromium();
    const context = await phoneContext(browser, env.baseUrl);
    await context.addInitScript((session) => {
      if (!localStorage.getItem('tp.session')) localStorage.setItem('tp.session', session);
    }, englishSession);
    page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    if (shotsDir) mkdirSync(shotsDir, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await env?.close();
  });
  stopAfterFirstFailure(name, () => page);
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error(`the journey "${name}" has not started`);
    return value;
  };
  return {
    get env() {
      return started(env);
    },
    get page() {
      return started(page);
    },
    get browser() {
      return started(browser);
    },
    async shot(picture) {
      if (!shotsDir || !page) return;
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(shotsDir, `${picture}.png`) });
    },
  };
}
