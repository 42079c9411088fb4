import { useSyncExternalStore } from 'react';
import type { Owner } from '../api/attachments';

/**
 * Files chosen on a create form whose upload failed after the record was saved, by owner: the
 * record's page offers to retry them. In memory only: after a reload the browser can no longer read
 * the chosen files, so there is nothing to retry (docs/decisions/0009-never-save-twice.md).
 */
const failed = new Map<string, File[]>();
const listeners = new Set<() => void>();
const none: File[] = [];

const keyOf = (owner: Owner) => `${owner.ownerType}:${owner.ownerId}`;
const changed = () => listeners.forEach((listener) => listener());

export function keepFailedUploads(owner: Owner, files: File[]): void {
  if (files.length) failed.set(keyOf(owner), files);
  else failed.delete(keyOf(owner));
  changed();
}

export const dropFailedUploads = (owner: Owner) => keepFailedUploads(owner, []);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The files still waiting to be uploaded to this owner (empty when none). */
export function useFailedUploads(owner: Owner): File[] {
  return useSyncExternalStore(subscribe, () => failed.get(keyOf(owner)) ?? none);
}
