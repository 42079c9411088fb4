import { onlineManager } from '@tanstack/react-query';

/**
 * TanStack Query takes the browser to be online until an `offline` event says otherwise, and a page
 * loaded without signal gets no such event: its queries then ran, failed and ended in an error even
 * after the device's copy had answered them (restore.ts hydrates while the first fetch still retries).
 * The page showed the answer, and after a navigation away and back "Humidor cannot be reached"
 * instead. Told at start what the browser knows, the queries wait (paused) as they do after an
 * `offline` event, the copy answers them, and the `online` event sends them again.
 */
export function takeBrowserOnlineState(): void {
  onlineManager.setOnline(navigator.onLine);
}
