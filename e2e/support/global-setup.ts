import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  pgliteTemplateVariable,
  writePgliteTemplate,
} from '../../apps/server/src/test-support/pglite-template.ts';
import { chromiumEndpointVariable, launchChromiumServer } from './chromium.ts';

/**
 * Once per browser run, before its files: one Chromium that every file connects to (each with
 * contexts of its own), and the dump of a migrated database that each file's platform starts
 * its fresh data folder from instead of running initdb and every migration again.
 */
export async function setup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'tp-e2e-template-'));
  const path = join(dir, 'migrated.tar');
  const [chromium] = await Promise.all([launchChromiumServer(), writePgliteTemplate(path)]);
  process.env[pgliteTemplateVariable] = path;
  process.env[chromiumEndpointVariable] = chromium.wsEndpoint();
  return async () => {
    await chromium.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
