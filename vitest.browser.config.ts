import { defineConfig } from 'vitest/config';

/**
 * The browser suite: real Chromium (Debian's /usr/bin/chromium) driven by playwright-core
 * against the whole platform started in-process. One file at a time: each starts a platform.
 * The global setup starts the one Chromium the files connect to and writes the migrated
 * database their platforms start from; the files share one worker and its module graph, so
 * the server's modules are imported once.
 */
export default defineConfig({
  test: {
    name: 'browser',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    maxWorkers: 1,
    isolate: false,
    retry: 0,
  },
});
