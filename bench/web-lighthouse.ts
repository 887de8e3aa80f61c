/**
 * The first load on a phone, as Lighthouse measures it: the whole platform as `npm start` runs it
 * (built apps, PGlite, simulated feed) on loopback, and Lighthouse 12.8 with its default mobile
 * profile (Moto G Power screen, simulated slow 4G and 4× CPU slowdown) in Debian's Chromium.
 * For `/` and `/trade` it prints the performance score, FCP, LCP, TBT, CLS and Speed Index, and
 * what the load fetched: JavaScript and CSS as sent (compressed) and how many files. With
 * `--runs N` each page is measured N times and the median run is printed.
 *
 *   npm run build && npm run bench:web -- --runs 3
 *   npm run bench:web -- --web-dist ../before/apps/web/dist   (an earlier build, same server)
 */
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumPath } from '../e2e/support/chromium.ts';
import { startE2ePlatform } from '../e2e/support/e2e-platform.ts';

const runsMax = 9;
const pages = ['/', '/trade'] as const;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    /** Another build of the trader app to measure, e.g. an earlier commit's `apps/web/dist`. */
    'web-dist': { type: 'string' },
    /** Also print each page's requests in time and the largest paint's phases. */
    detail: { type: 'boolean', default: false },
  },
});
const runs = Math.min(Math.max(Number.parseInt(values.runs, 10) || 1, 1), runsMax);

// Whatever happens, the benchmark ends.
setTimeout(
  () => {
    console.error('benchmark did not finish in time');
    process.exit(1);
  },
  (runs * pages.length * 90 + 120) * 1000,
).unref();

let version = '';

type Figures = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  scriptKiB: number;
  scripts: number;
  styleKiB: number;
  lcpElement: string;
};

const webDist = values['web-dist'];
const env = await startE2ePlatform(webDist ? { env: { WEB_DIST: webDist } } : {});
if (webDist) console.log(`trader app from ${webDist}`);
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? chromiumPath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const path of pages) {
    const measured: Figures[] = [];
    for (let run = 0; run < runs; run++)
      measured.push(await measureRetrying(`${env.baseUrl}${path}`));
    if (path === pages[0])
      console.log(`Lighthouse ${version}, mobile profile, ${runs} run(s) per page`);
    const median = [...measured].sort((a, b) => a.score - b.score)[Math.floor(runs / 2)];
    if (median) print(path, median, measured);
  }
} finally {
  await chrome.kill();
  await env.close();
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is taken again. */
async function measureRetrying(url: string, attempts = 3): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`        run again: ${(error as Error).message}`);
    }
  }
}

async function measure(url: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port: chrome.port,
    onlyCategories: ['performance'],
    logLevel: 'error',
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  version = lhr.lighthouseVersion;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const items = resourceSummary(lhr);
  if (values.detail) printDetail(lhr);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    scriptKiB: (items.script?.transferSize ?? 0) / 1024,
    scripts: items.script?.requestCount ?? 0,
    styleKiB: (items.stylesheet?.transferSize ?? 0) / 1024,
    lcpElement: lcpElement(lhr),
  };
}

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

/** What the largest paint drew, as Lighthouse names the element. */
function lcpElement(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] }
    | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 40)}"` : 'none';
}

type NetworkRow = {
  url: string;
  networkRequestTime: number;
  networkEndTime: number;
  transferSize: number;
};

/** The page's requests in the order they started (ms from navigation) and the largest paint's phases. */
function printDetail(lhr: Result): void {
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRow[] } | undefined)
    ?.items;
  for (const row of requests ?? []) {
    const name = row.url.replace(/^https?:\/\/[^/]+/, '');
    console.log(
      `        ${Math.round(row.networkRequestTime).toString().padStart(5)}–${Math.round(row.networkEndTime).toString().padEnd(5)} ms ${(row.transferSize / 1024).toFixed(1).padStart(6)} KiB ${name}`,
    );
  }
  const phases = (
    lhr.audits['largest-contentful-paint-element']?.details as
      | { items?: { items?: { phase?: string; timing?: number }[] }[] }
      | undefined
  )?.items?.[1]?.items;
  for (const phase of phases ?? [])
    console.log(`        largest paint, ${phase.phase}: ${Math.round(phase.timing ?? 0)} ms`);
  const bootup = (
    lhr.audits['bootup-time']?.details as
      | { items?: { url: string; total: number; scripting: number; scriptParseCompile: number }[] }
      | undefined
  )?.items;
  const longTasks = (
    lhr.audits['long-tasks']?.details as
      | { items?: { url: string; startTime: number; duration: number }[] }
      | undefined
  )?.items;
  for (const task of longTasks ?? [])
    console.log(
      `        long task at ${Math.round(task.startTime).toString().padStart(5)} ms, ${Math.round(task.duration).toString().padStart(4)} ms: ${task.url.replace(/^https?:\/\/[^/]+/, '')}`,
    );
  const breakdown = (
    lhr.audits['mainthread-work-breakdown']?.details as
      | { items?: { groupLabel: string; duration: number }[] }
      | undefined
  )?.items;
  for (const row of breakdown ?? [])
    console.log(`        main thread, ${row.groupLabel}: ${Math.round(row.duration)} ms`);
  for (const row of bootup ?? [])
    console.log(
      `        main thread ${Math.round(row.total)} ms (scripting ${Math.round(row.scripting)}, parse ${Math.round(row.scriptParseCompile)}): ${row.url.replace(/^https?:\/\/[^/]+/, '')}`,
    );
}

type ResourceRow = { resourceType: string; requestCount: number; transferSize: number };

function resourceSummary(lhr: Result): Record<string, ResourceRow> {
  const details = lhr.audits['resource-summary']?.details as { items?: ResourceRow[] } | undefined;
  return Object.fromEntries((details?.items ?? []).map((row) => [row.resourceType, row]));
}

function print(path: string, figures: Figures, all: Figures[]): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    [
      `${path.padEnd(7)} performance ${figures.score}`,
      `FCP ${seconds(figures.fcpMs)}`,
      `LCP ${seconds(figures.lcpMs)}`,
      `TBT ${Math.round(figures.tbtMs)} ms`,
      `CLS ${figures.cls.toFixed(3)}`,
      `SI ${seconds(figures.speedIndexMs)}`,
      `JS ${figures.scriptKiB.toFixed(1)} KiB sent in ${figures.scripts} files`,
      `CSS ${figures.styleKiB.toFixed(1)} KiB`,
    ].join(' · '),
  );
  console.log(`        largest paint: ${figures.lcpElement}`);
  if (all.length > 1)
    console.log(`        scores of the runs: ${all.map((f) => f.score).join(', ')}`);
}
