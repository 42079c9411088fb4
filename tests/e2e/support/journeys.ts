import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { startServer, type RunningServer } from './server.js';

/** The file's real server and Chromium, set before its first journey (read them inside tests). */
export let server: RunningServer;
export let browser: Browser;

/**
 * Starts the real server (as `npm start` does, with `env` added) and Chromium before a file's
 * journeys and stops both after them. Each test file has its own module, so its own pair.
 */
export function useJourneys(env: Record<string, string> = {}): void {
  // The two start side by side: neither needs the other until the first journey.
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}
