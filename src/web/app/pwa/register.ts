import { registerSW } from 'virtual:pwa-register';
import { loadPage, setUpdateState } from './updates';

/**
 * Registers the service worker (vite.config.ts, decision 0053). A new version is never swapped in
 * in the middle of a page, which could be in the middle of an order: it waits, the prompt
 * (UpdatePrompt.tsx) offers "Reload", and that click or the next navigation (decision 0096)
 * activates it and loads the page in it.
 */
export function registerServiceWorker(): void {
  // Where this tab asked to go in the new version (the page again, or a navigation's destination:
  // updates.ts, takeUpdateAt); null until it asks.
  let destination: string | null = null;
  // The new version controls this tab already, taken by another tab.
  let taken = false;
  let registration: ServiceWorkerRegistration | undefined;
  // Chromium stops the old worker to swap in the new one; when the page's own requests (the
  // navigation's code, its API calls) start the old worker again meanwhile, the swap is dropped and
  // the new worker waits for good, however often it is asked (seen in whole runs: docs/testing.md,
  // the deploy journey). A page load in the worker's scope makes the browser try the swap again;
  // a hidden frame of the health check is one the user does not see.
  const retrySwap = () => {
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.src = '/healthz';
    document.body.append(frame);
    setTimeout(() => frame.remove(), 5000);
  };
  // Once asked, the waiting worker is asked again each second, and the swap is retried after three.
  const askAgain = (asked: number) => {
    setTimeout(() => {
      const waiting = registration?.waiting;
      if (!waiting || destination === null || asked === 10) return;
      if (asked === 3) retrySwap();
      waiting.postMessage({ type: 'SKIP_WAITING' });
      askAgain(asked + 1);
    }, 1000);
  };
  const update = registerSW({
    // Called from after the load event already (main.tsx), so register now rather than on load.
    immediate: true,
    onNeedRefresh: () =>
      setUpdateState({
        waiting: true,
        reload: (href = window.location.href) => {
          if (taken) return Promise.resolve(loadPage(href));
          destination = href;
          askAgain(1);
          return update(true);
        },
      }),
    // The new version controls the tab. Asked by this tab: load the page in it. Taken by another
    // tab: this one is not reloaded under the user's fingers (a note being typed keeps no draft);
    // it moves at its next navigation or its Reload, and code it has not loaded yet fails to
    // load and reloads it (RouteError).
    onNeedReload: () => {
      if (destination === null) taken = true;
      else loadPage(destination);
    },
    onRegisteredSW: (_url, registered) => {
      registration = registered;
      // A phone left open all day still hears of a new version: ask the server hourly.
      if (registered) setInterval(() => void registered.update().catch(() => undefined), 60 * 60 * 1000);
    },
  });
}
