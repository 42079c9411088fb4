import { QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { keepSessionOnDevice, sessionQuery } from './features/session';
import { ApiError } from './lib/api';
import { whenIdle, whenLoadedAndIdle } from './lib/idle';
import { readFirstScreen, rememberZone } from './app/first-screen';
import { seedQueries } from './app/first-screen-queries';
import { Root } from './app/Root';
import { requireReload, takeUpdateAt } from './app/pwa/updates';
import { routes } from './app/router';
import { takeBrowserOnlineState } from './offline/online-at-start';
import { markRestored } from './offline/restored';
import { onUpgradedElsewhere } from './offline/upgraded-elsewhere';

// Before any query runs: a page loaded without signal waits for the network instead of failing.
takeBrowserOnlineState();

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: true,
    },
  },
});

whenIdle(rememberZone);
// Before any answer of who is signed in, the drawn page's included: each is kept on the device at
// once, and drawn from there when the server cannot be reached (decision 0263).
keepSessionOnDevice(queryClient);
// The page the server drew (decision 0092): its answers fill the cache, and the browser takes the
// page over instead of drawing it again.
const firstScreen = readFirstScreen();
if (firstScreen) seedQueries(queryClient, firstScreen.answers);
// Who is signed in is asked at once, while the first page's code is still arriving.
else void queryClient.prefetchQuery(sessionQuery);

// A newer tab upgraded the offline store and closed this tab's connection: it must reload to go on.
onUpgradedElsewhere(requireReload);

// The service worker (installable app, offline shell) registers once the first screen has loaded and
// the main thread is idle: its precache download then never competes with the page's own.
// Any build (the e2e tests build under NODE_ENV=test, which makes env.PROD false), not the dev server.
if ('serviceWorker' in navigator && import.meta.env.MODE === 'production')
  whenLoadedAndIdle(
    () => void import('./app/pwa/register').then(({ registerServiceWorker }) => registerServiceWorker()),
  );

/** The pages' code of the matched routes, loaded before the browser takes over the server's page. */
async function loadMatchedRoutes(): Promise<void> {
  for (const { route } of matchRoutes(routes, window.location) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    Object.assign(route, await route.lazy(), { lazy: undefined });
  }
}

async function start(): Promise<void> {
  if (firstScreen) await loadMatchedRoutes();
  const router = createBrowserRouter(routes, firstScreen ? { hydrationData: {} } : undefined);
  // A new version the service worker installed is taken at the next navigation (decision 0096).
  router.subscribe(({ navigation }) => {
    if (navigation.state === 'loading') takeUpdateAt(router.createHref(navigation.location));
  });
  const container = document.getElementById('root') as HTMLElement;
  const app = (
    <Root client={queryClient} phone={firstScreen?.phone ?? null}>
      <RouterProvider router={router} />
    </Root>
  );
  if (!firstScreen) createRoot(container).render(app);
  // A transition: React takes the page over in short slices, so a tap is answered meanwhile.
  else startTransition(() => void hydrateRoot(container, app));
}

void start();
// Offline, the pages this user visited before render from this device (src/web/offline/restore.ts).
// Read when the server cannot be reached: at once without a network, else when the network goes or
// a request finds no server. Online, the server's answers are the ones shown, and opening the
// device's database would only hold a slow phone's main thread up.
let restoring = false;
const restore = () => {
  if (restoring) return;
  restoring = true;
  void import('./offline/restore')
    .then(({ restoreOfflineCache }) => restoreOfflineCache(queryClient))
    // Read or not, a page still loading offline has nothing more to wait for (ui/PageState.tsx).
    .finally(markRestored);
};
if (!navigator.onLine) restore();
else {
  window.addEventListener('offline', restore, { once: true });
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    const error = event.type === 'updated' && event.action.type === 'failed' ? event.action.error : null;
    if (error instanceof ApiError && error.status === 0) {
      unsubscribe();
      restore();
    }
  });
}
