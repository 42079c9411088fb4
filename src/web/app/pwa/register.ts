import { registerSW } from 'virtual:pwa-register';
import { setUpdateState } from './updates';

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
  // Once asked, the waiting worker is asked again each second until it takes over: a whole run saw
  // it stay waiting after the one message (docs/testing.md, the deploy journey).
  const askAgain = (times: number) => {
    if (times === 0) return;
    setTimeout(() => {
      const waiting = registration?.waiting;
      if (!waiting) return;
      waiting.postMessage({ type: 'SKIP_WAITING' });
      askAgain(times - 1);
    }, 1000);
  };
  const load = (href: string) =>
    href === window.location.href ? window.location.reload() : window.location.assign(href);
  const update = registerSW({
    // Called from after the load event already (main.tsx), so register now rather than on load.
    immediate: true,
    onNeedRefresh: () =>
      setUpdateState({
        waiting: true,
        reload: (href = window.location.href) => {
          if (taken) return Promise.resolve(load(href));
          destination = href;
          askAgain(10);
          return update(true);
        },
      }),
    // The new version controls the tab. Asked by this tab: load the page in it. Taken by another
    // tab: this one is not reloaded under the user's fingers (a note being typed keeps no draft);
    // it moves at its next navigation or its Reload, and code it has not loaded yet fails to
    // load and reloads it (RouteError).
    onNeedReload: () => {
      if (destination === null) taken = true;
      else load(destination);
    },
    onRegisteredSW: (_url, registered) => {
      registration = registered;
      // A phone left open all day still hears of a new version: ask the server hourly.
      if (registered) setInterval(() => void registered.update().catch(() => undefined), 60 * 60 * 1000);
    },
  });
}
