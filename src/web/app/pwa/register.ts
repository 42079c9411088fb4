import { registerSW } from 'virtual:pwa-register';
import { setUpdateState } from './updates';

/**
 * Registers the service worker (vite.config.ts, decision 0053). A new version is never swapped in
 * by itself, which could happen in the middle of an order: it waits, the prompt (UpdatePrompt.tsx)
 * offers "Reload", and only that click activates it and reloads the page.
 */
export function registerServiceWorker(): void {
  const update = registerSW({
    // Called from after the load event already (main.tsx), so register now rather than on load.
    immediate: true,
    onNeedRefresh: () => setUpdateState({ waiting: true, reload: () => update(true) }),
    onRegisteredSW: (_url, registration) => {
      // A phone left open all day still hears of a new version: ask the server hourly.
      if (registration) setInterval(() => void registration.update().catch(() => undefined), 60 * 60 * 1000);
    },
  });
}
