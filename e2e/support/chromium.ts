import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserServer,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';

/** Debian's Chromium; without the background-networking flags it keeps dialling out. */
export const chromiumPath = '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** Where the browser suite's global setup tells its files the run's Chromium listens. */
export const chromiumEndpointVariable = 'E2E_CHROMIUM_ENDPOINT';

export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs });
}

/**
 * The run's Chromium, started once by the global setup; a new one outside such a run. Closing
 * what this answers closes the contexts made through it and leaves the run's Chromium up.
 */
export function openChromium(): Promise<Browser> {
  const endpoint = process.env[chromiumEndpointVariable];
  return endpoint ? chromium.connect(endpoint) : launchChromium();
}

const phoneUserAgent =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

/** A 390×844 touch phone, as the trader's app is meant for. */
export function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: phoneUserAgent,
    locale: 'en-US',
  });
}

export function desktopContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'en-US' });
}

let shotsDir: string | undefined;

/** Saves what the page showed when a step failed; the path is printed for whoever reads the log. */
export async function screenshotOnFailure(page: Page, name: string): Promise<void> {
  shotsDir ??= mkdtempSync(join(tmpdir(), 'tp-e2e-shots-'));
  const path = join(shotsDir, `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`);
  try {
    await page.screenshot({ path, fullPage: true });
    console.error(`screenshot of the failed step: ${path} (page ${page.url()})`);
  } catch (error) {
    console.error(`no screenshot of the failed step: ${String(error)}`);
  }
}

/** True once some canvas inside the element shows more than a blank fill. */
export function canvasHasDrawing(page: Page, testId: string): Promise<boolean> {
  return page.evaluate((id) => {
    const canvases = Array.from(document.querySelectorAll(`[data-testid="${id}"] canvas`));
    return canvases.some((node) => {
      const canvas = node as HTMLCanvasElement;
      if (canvas.width === 0 || canvas.height === 0) return false;
      const context = canvas.getContext('2d');
      if (!context) return false;
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      const colours = new Set<number>();
      for (let i = 0; i < pixels.length && colours.size < 4; i += 4 * 97) {
        colours.add(
          ((pixels[i] ?? 0) << 24) |
            ((pixels[i + 1] ?? 0) << 16) |
            ((pixels[i + 2] ?? 0) << 8) |
            (pixels[i + 3] ?? 0),
        );
      }
      return colours.size >= 3;
    });
  }, testId);
}

/** The element's text, '' when it has none. */
/** A digest of what the canvases under the test id show: it changes when any pixel does. */
export function canvasDigest(page: Page, testId: string): Promise<string> {
  return page.evaluate((id) => {
    let hash = 2166136261;
    for (const node of document.querySelectorAll(`[data-testid="${id}"] canvas`)) {
      const canvas = node as HTMLCanvasElement;
      const context = canvas.width > 0 && canvas.height > 0 ? canvas.getContext('2d') : null;
      if (!context) continue;
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 0; i < pixels.length; i += 1)
        hash = Math.imul(hash ^ (pixels[i] ?? 0), 16777619);
    }
    return (hash >>> 0).toString(16);
  }, testId);
}

export async function textOf(locator: Locator): Promise<string> {
  return (await locator.textContent())?.trim() ?? '';
}

/**
 * The visible element with this test id: pages the app keeps alive stay in the DOM, hidden,
 * so the same id can be there twice.
 */
export function shown(page: Page, testId: string): Locator {
  return page.locator(`[data-testid="${testId}"]:visible`).first();
}

/**
 * Every complaint of the page's Content-Security-Policy, kept across navigations: Chromium
 * reports a blocked script, style, frame or connection on the console.
 */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
