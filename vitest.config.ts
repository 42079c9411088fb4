import { configDefaults, defineConfig } from 'vitest/config';
import pkg from './package.json' with { type: 'json' };
import { unitOwnWorker } from './src/web/test/own-worker.js';

/**
 * expect.poll waits for a state (a live change, a locator's value); its default of 1 s is shorter than
 * a busy CI machine takes to deliver a NOTIFY or draw a page (docs/testing.md).
 */
const waitForStates = { poll: { timeout: 10_000 } };

/**
 * Drawing a PDF or the first screen, or a property test's many cases, went past vitest's 5 s limit on
 * the two loaded cores, before and after decision 0363 (the component tests get 60 s in setup.ts).
 */
const unitTestTimeout = 30_000;
const unitFiles = ['src/domain/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];
export default defineConfig({
  // As the web build defines it (vite.config.ts), for the components that show it.
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: unitFiles,
          exclude: [...configDefaults.exclude, ...unitOwnWorker],
          environment: 'node',
          // Component tests choose a DOM per file (`// @vitest-environment happy-dom`).
          setupFiles: ['src/web/test/setup.ts'],
          // A worker keeps its modules (React, Mantine, TanStack Query, our components) and its DOM from
          // one file to the next instead of importing them again for each: half the CPU of the files
          // (decision 0363). The setup file puts back after each test what a test may change (timers,
          // globals, the DOM, storage); a file that changes what the next one would see at import goes
          // in `unitOwnWorker` (src/web/test/own-worker.ts).
          isolate: false,
          testTimeout: unitTestTimeout,
        },
      },
      {
        extends: true,
        test: {
          // The unit files that each need a worker of their own (src/web/test/own-worker.ts).
          name: 'unit-own-worker',
          include: unitOwnWorker,
          environment: 'node',
          setupFiles: ['src/web/test/setup.ts'],
          testTimeout: unitTestTimeout,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          expect: waitForStates,
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          // One migrated database for the whole run; each file opens a copy (decision 0277).
          globalSetup: ['src/server/test/global-setup.ts'],
          // A worker keeps its modules from one file to the next instead of importing the whole
          // server again for each (import was two thirds of a file's time): every file builds its
          // own app and database, and the server keeps no state in its modules (decision 0277).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          expect: waitForStates,
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // One Chromium for the run; each file connects to it (decision 0278).
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Two files at a time: one file's page, server and test runner wait on each other and kept
          // a core and a half busy, so a second file fills the rest (decision 0388). Each file has
          // its own server, data folder and browser contexts.
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          // Real server processes against a throwaway PostgreSQL cluster they stop, start and kill.
          name: 'fault',
          expect: waitForStates,
          include: ['tests/fault/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
