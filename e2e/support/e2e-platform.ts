import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Clock } from '../../apps/server/src/clock.ts';
import { readConfig } from '../../apps/server/src/config/config.ts';
import { ManualPriceSource, type PriceSource } from '../../apps/server/src/market/price-source.ts';
import { startPlatform } from '../../apps/server/src/platform.ts';
import type { Platform } from '../../apps/server/src/platform-types.ts';
import { pgliteTemplate } from '../../apps/server/src/test-support/pglite-template.ts';

export type E2ePlatform = {
  platform: Platform;
  baseUrl: string;
  /** The platform's clock: codes that depend on time (two-factor) are computed on it. */
  clock: Clock;
  close: () => Promise<void>;
};

const dayMs = 86_400_000;
const wednesday = 3;

/**
 * Real time moved back to the latest Wednesday 12:00 UTC, then running on: forex is open
 * whatever day the suite runs, and prices, candles and sessions still move as in production.
 */
export function weekdayClock(realNowMs = Date.now()): Clock {
  const real = new Date(realNowMs);
  const noon = Date.UTC(real.getUTCFullYear(), real.getUTCMonth(), real.getUTCDate(), 12);
  let start = noon - ((real.getUTCDay() - wednesday + 7) % 7) * dayMs;
  if (start > realNowMs) start -= 7 * dayMs;
  const offsetMs = start - realNowMs;
  return { now: () => new Date(Date.now() + offsetMs) };
}

export type E2ePlatformOptions = {
  /** Prices pushed by the test instead of the simulated feed; chart history is still generated. */
  priceSource?: PriceSource;
  /** False: no generated chart history, so the candles hold only the prices the test pushed. */
  backfill?: boolean;
  /** Settings beside the defaults, as `npm start` reads them from the environment (`WEB_DIST`…). */
  env?: Record<string, string>;
  /**
   * With prices pushed by hand: false keeps every quote as the test last left it. By default the
   * source quotes each priced instrument again every second at its current mid (volume 0), as a
   * live feed does, since the app stops trading on a quote older than 10 s.
   */
  requote?: boolean;
};

/**
 * The platform as `npm start` runs it (PGlite on disk in a fresh folder, simulated feed with
 * history, both built apps), listening on a free port of the loopback address. In the browser
 * suite the folder starts from the run's dump of a migrated database (its global setup); seeds,
 * the first administrator and the history are made at each start as on a first install.
 */
export async function startE2ePlatform(options: E2ePlatformOptions = {}): Promise<E2ePlatform> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tp-e2e-data-'));
  const config = readConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    ...options.env,
  });
  const clock = weekdayClock();
  const platform = await startPlatform(config, {
    database: { kind: 'pglite', dataDir: join(dataDir, 'db'), template: pgliteTemplate() },
    uploadsDir: join(dataDir, 'uploads'),
    clock,
    serveApps: true,
    backfill: options.backfill ?? true,
    priceSource: options.priceSource,
  });
  const source = options.priceSource;
  const requoting =
    source instanceof ManualPriceSource && options.requote !== false
      ? setInterval(() => {
          for (const instrument of platform.market.instruments()) {
            const quote = platform.market.quote(instrument.id);
            if (quote) source.push(instrument.code, quote.mid, undefined, 0);
          }
        }, 1_000)
      : undefined;
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = platform.app.server.address() as AddressInfo;
  return {
    platform,
    baseUrl: `http://127.0.0.1:${port}`,
    clock,
    close: async () => {
      clearInterval(requoting);
      await platform.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
