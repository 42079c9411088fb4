/**
 * Runs `run` once the main thread is idle (at the latest after `timeoutMs`): work the first screen
 * does not need waits until the page has been drawn and taken over, so it never holds a tap up.
 * Answers a function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs = 5000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, Math.min(timeoutMs, 1000));
  return () => clearTimeout(timer);
}

/**
 * Runs `run` after the page's load event, once the main thread is idle: work that must not compete
 * with the first screen's own downloads (the service worker's precache).
 */
export function whenLoadedAndIdle(run: () => void): void {
  const later = () => void whenIdle(run);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/**
 * The main-thread time one slice of background work (the offline copy's writes) takes before the
 * page gets a turn: within a frame, and under a long task (50 ms) at Lighthouse's 4× CPU slowdown,
 * so a tap meanwhile is answered and the first screen's Total Blocking Time does not grow.
 */
export const sliceMs = 8;

/** Resolves in the next idle moment (at the latest after `timeoutMs`). */
export const idleMoment = (timeoutMs = 1000): Promise<void> =>
  new Promise((resume) => void whenIdle(resume, timeoutMs));
