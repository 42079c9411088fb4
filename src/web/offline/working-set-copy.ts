import { useSyncExternalStore } from 'react';
import { countOf } from '../../domain/text/plural';

/**
 * The rep's working set as this device keeps it (decision 0075) and how far its download is
 * (decision 0100): the download itself is app/working-set.ts; /outbox and the offline Notes Feed say
 * from this what the device has. No Dexie here: pages read it without the offline runtime.
 */
export interface WorkingSetCopy {
  customers: number;
  /** The notes of the last 90 days about those customers. */
  notes: number;
  /** More customers than the phone keeps: the rest read online only. */
  capped: boolean;
  at: number;
}

/** The download in this tab: under way, stopped before the end (no connection), or neither. */
export type CopyProgress =
  { state: 'idle' } | { state: 'making' | 'stopped'; userId: string; customers: number; notes: number };

const copyKey = (userId: string) => `humidor.workingSet.${userId}`;

export function readWorkingSetCopy(userId: string): WorkingSetCopy | null {
  try {
    const value = JSON.parse(localStorage.getItem(copyKey(userId)) ?? 'null') as WorkingSetCopy | null;
    return value && typeof value.at === 'number' && typeof value.notes === 'number' ? value : null;
  } catch {
    return null;
  }
}

const idle: CopyProgress = { state: 'idle' };
let progress: CopyProgress = idle;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Records a copy made and on this device; the download is over. */
export function recordWorkingSetCopy(userId: string, copy: WorkingSetCopy): void {
  try {
    localStorage.setItem(copyKey(userId), JSON.stringify(copy));
  } catch {
    // Blocked storage: the copy is fetched again at the next start.
  }
  progress = idle;
  changed();
}

export function setCopyProgress(next: CopyProgress): void {
  progress = next;
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The copy kept for `userId` (null when none was finished here) and the download's progress. */
export function useWorkingSetCopy(userId: string): { kept: WorkingSetCopy | null; progress: CopyProgress } {
  // a string snapshot: the same copy compares equal between renders
  const kept = useSyncExternalStore(subscribe, () => JSON.stringify(readWorkingSetCopy(userId)));
  const now = useSyncExternalStore(subscribe, () => progress);
  return {
    kept: JSON.parse(kept) as WorkingSetCopy | null,
    // another user's download, in this tab before a sign-out, is not this one's
    progress: now.state !== 'idle' && now.userId === userId ? now : idle,
  };
}

/** What /outbox says of the copy: what is kept, and how far a download under way or stopped got. */
export function copyStatus(kept: WorkingSetCopy | null, now: CopyProgress, offline: boolean): string {
  const made = kept
    ? `Offline copy: ${countOf(kept.customers, 'customer')} with their Info tab and ${countOf(kept.notes, 'note')} of the last 90 days, your tasks and the order forms — updated ${new Date(kept.at).toLocaleString('en-US')}${kept.capped ? ' (the first customers only: more than this device keeps)' : ''}.`
    : null;
  if (now.state === 'idle') return made ?? 'Offline copy: not made on this device yet.';
  const sofar = `${countOf(now.customers, 'customer')}${now.notes ? ` and ${countOf(now.notes, 'note')}` : ''}`;
  if (now.state === 'making' && !offline)
    return `${made ? `${made} ` : ''}Making the offline copy: ${sofar} so far…`;
  return `${made ?? 'Offline copy: not finished on this device.'} ${made ? 'The update' : 'The download'} stopped at ${sofar} when the connection went; it goes on when the connection is back. Pages opened on this device are kept too.`;
}
