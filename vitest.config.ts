import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One worker per core (vitest's default leaves one core out): much of the suite waits on
    // databases, sockets and child processes.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          // Pure functions, no globals: the files share one module graph per worker.
          isolate: false,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          // Pure functions, no globals: the files share one module graph per worker.
          isolate: false,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test-support/global-setup.ts'],
          // The files share one module graph per worker: importing the server's is most of a
          // small file's time. Each file starts its own platform and restores what it changes.
          isolate: false,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test-support/dom-setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'admin',
          include: ['apps/admin/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/admin/src/test-support/dom-setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
