import { registerSW } from 'virtual:pwa-register';
import { setUpdateState } from './updates';

/**
 * Registers the service worker (vite.config.ts, decision 0053). A new version is never swapped in
 * in the middle of a page, which could be in the middle of an order: it waits, the prompt
 * (UpdatePrompt.tsx) offers "Reload", and that click or the next navigation (decision 0096)
 * activates it and loads the page in it.
 */
export function registerServiceWorker(): void {
  // The page a navigation was going to when it took the new version (updates.ts, takeUpdateAt).
  let destination: string | null = null;
  const update = registerSW({
    // Called from after the load event already (main.tsx), so register now rather than on load.
    immediate: true,
    onNeedRefresh: () =>
      setUpdateState({
        waiting: true,
        reload: (href) => {
          destination = href ?? null;
          return update(true);
        },
      }),
    // The new version controls the tab (this tab's choice or another's): load the page in it.
    onNeedReload: () => (destination ? window.location.assign(destination) : window.location.reload()),
    onRegisteredSW: (_url, registration) => {
      // A phone left open all day still hears of a new version: ask the server hourly.
      if (registration) setInterval(() => void registration.update().catch(() => undefined), 60 * 60 * 1000);
    },
  });
}
