import { chromium } from 'playwright-core';
import { launchOptions, sharedBrowserVariable } from './browser.js';
import { seededDataDir } from './server.js';

/**
 * One Chromium for the whole run of browser journeys, started before the first file: each file
 * connects to it (`launchBrowser`) instead of starting its own. The files find it in the
 * environment, which their workers inherit from this process (decision 0278).
 * Before it, the build is brought up to date and the demo company seeded, once: two files run at a
 * time (decision 0388), and two workers would otherwise both build into dist/ and both seed.
 */
export default async function setup(): Promise<() => Promise<void>> {
  await seededDataDir();
  const server = await chromium.launchServer(launchOptions);
  process.env[sharedBrowserVariable] = server.wsEndpoint();
  return async () => {
    delete process.env[sharedBrowserVariable];
    await server.close();
  };
}
