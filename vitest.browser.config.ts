import { defineConfig } from 'vitest/config';

/**
 * The browser suite: real Chromium (Debian's /usr/bin/chromium) driven by playwright-core
 * against the whole platform started in-process. One file at a time: each starts a platform.
 */
export default defineConfig({
  test: {
    name: 'browser',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    maxWorkers: 1,
    retry: 0,
  },
});
