import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';

/**
 * One pair of live regions for the whole app (WCAG 4.1.3 Status Messages): what changes without a
 * page load is said through them, so a screen reader hears it wherever the focus is. The polite
 * region (`role="status"`) waits for the reader to finish; the assertive one (`aria-live="assertive"`)
 * interrupts, and is kept for failures. `<Announcer />` is rendered once by the shell; features call
 * `useAnnounce()`.
 */
type Politeness = 'polite' | 'assertive';

interface Regions {
  polite: string;
  assertive: string;
}

let regions: Regions = { polite: '', assertive: '' };
const listeners = new Set<() => void>();
/** The last message and when it was said, so the same words within a moment are said once. */
let last: { text: string; politeness: Politeness; at: number } | null = null;
/** The same words again within this many milliseconds are not repeated (loading states, re-renders). */
export const repeatWindowMs = 1500;

function publish(next: Regions) {
  regions = next;
  for (const listener of listeners) listener();
}

/**
 * Says `message` through the live region. A message that is the same as the one just said is not
 * repeated within `repeatWindowMs`; said later, it is marked with an invisible change so readers
 * announce it again.
 */
export function announce(
  message: string,
  politeness: Politeness = 'polite',
  { ifQuiet = false }: { ifQuiet?: boolean } = {},
): void {
  const text = message.trim();
  if (!text) return;
  const now = Date.now();
  if (last && last.text === text && last.politeness === politeness && now - last.at < repeatWindowMs) return;
  // A minor message (a loading state) does not cut off what was just said ("Note saved").
  if (ifQuiet && last && now - last.at < repeatWindowMs) return;
  last = { text, politeness, at: now };
  // A reader announces a change of the region's text: the same text twice needs a difference.
  const current = regions[politeness];
  const said = current === text ? `${text}\u00a0` : text;
  publish({ ...regions, [politeness]: said });
}

/** Empties both regions (tests, sign-out). */
export function clearAnnouncements(): void {
  last = null;
  publish({ polite: '', assertive: '' });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => regions;

interface Announce {
  /** A polite status: saved, loaded, a new notification. */
  (message: string): void;
  /** A failure, with its reason: said at once. */
  error(message: string): void;
}

/** The app's announcer: `announce('Note saved')`, `announce.error('Not saved: …')`. */
export function useAnnounce(): Announce {
  const polite = useCallback((message: string) => announce(message, 'polite'), []);
  return useMemo(
    () => Object.assign(polite, { error: (message: string) => announce(message, 'assertive') }),
    [polite],
  );
}

/** Says `label` once while `active` is true (a loading state), not on every render or tick. */
export function useAnnounceWhile(active: boolean, label: string): void {
  useEffect(() => {
    if (active) announce(label, 'polite', { ifQuiet: true });
  }, [active, label]);
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** The two live regions; rendered once, by the shell, and present before anything is said. */
export function Announcer() {
  const { polite, assertive } = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <>
      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-testid="announcer-polite"
        style={visuallyHidden}
      >
        {polite}
      </div>
      {/* No role="alert": the page's own alerts stay the only ones a test or a tool finds. */}
      <div aria-live="assertive" aria-atomic="true" data-testid="announcer-assertive" style={visuallyHidden}>
        {assertive}
      </div>
    </>
  );
}

/** "<what failed>: <the reason>", the reason being the server's words when it gave any. */
export function failureWithReason(what: string, error: unknown): string {
  const reason = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return reason ? `${what}: ${reason}` : what;
}
