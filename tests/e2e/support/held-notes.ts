import type { Page, Route } from 'playwright-core';

/**
 * Holds the working set's notes (and the feed's own read) until the signal goes: the offline copy
 * is deterministically unfinished when it does. `reached` resolves once the working set asks for its
 * notes, after the customers. Shared by the first-minutes journey and its benchmark
 * (bench/offline-answers.bench.ts).
 */
export async function holdTheNotes(page: Page) {
  const held: Route[] = [];
  let offline = false;
  let reachedNotes!: () => void;
  const reached = new Promise<void>((resolve) => (reachedNotes = resolve));
  await page.route(
    (url) => url.pathname === '/api/notes',
    (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      if (offline) return route.abort('internetdisconnected');
      held.push(route);
      if (new URL(route.request().url()).searchParams.get('limit') === '200') reachedNotes();
    },
  );
  return {
    reached,
    async drop() {
      offline = true;
      await Promise.all(held.map((route) => route.abort('internetdisconnected').catch(() => undefined)));
    },
  };
}

/** The words of a page (or the part of it) this device does not keep yet. */
export const notOnDevice = (page: Page) => page.getByText(/not on this device yet/).first();
