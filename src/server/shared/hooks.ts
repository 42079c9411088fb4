import type { Db } from '../db/database.js';
import type { Storage } from '../storage/storage.js';

/**
 * In-process hooks: a resource announces something that happened to its rows, and the resources
 * that keep rows of their own about it subscribe when their routes are registered, so the
 * announcing resource never imports them (no import loops between server folders).
 */
interface HookDeps {
  db: Db;
  storage: Storage;
}

type Hook = (deps: HookDeps, id: string) => Promise<void>;

function hookRegistry() {
  // By name, so registering the routes again (every test app) replaces rather than repeats.
  const hooks = new Map<string, Hook>();
  return {
    subscribe(name: string, hook: Hook): void {
      hooks.set(name, hook);
    },
    async announce(deps: HookDeps, id: string): Promise<void> {
      for (const hook of hooks.values()) await hook(deps, id);
    },
  };
}

/** A note is about to be deleted: whatever hangs off it (comments, attachments) goes first. */
export const noteDeletion = hookRegistry();
