import type { RunnerLogger } from '../../../shared/jobs/runner.js';
import type { OnlineCompanies } from './companies.js';
import { syncCompany, type SyncDeps, type SyncOutcome } from './sync.js';

export interface OnlineSync {
  /**
   * Syncs one company in the background unless this process already is; answers its outcome. The
   * job runner does not wait for it (a first sync may take minutes), the lease keeps other
   * instances out.
   */
  request(realmId: string): Promise<SyncOutcome | null>;
  /** Every connected company, as `request`. */
  requestAll(): Promise<void>;
  /** Resolves when no sync runs in this process (tests, and closing). */
  idle(): Promise<void>;
  /** Stops the syncs under way between two pages, their watermarks unchanged, and waits for them. */
  close(): Promise<void>;
}

export function createOnlineSync(
  deps: SyncDeps & { companies: OnlineCompanies; logger?: RunnerLogger; now?: () => Date },
): OnlineSync {
  const owner = `online-sync-${crypto.randomUUID()}`;
  const running = new Map<string, Promise<SyncOutcome | null>>();
  const stop = new AbortController();

  function request(realmId: string): Promise<SyncOutcome | null> {
    const under = running.get(realmId);
    if (under) return under;
    const started = (async () => {
      if (!(await deps.companies.connected()).includes(realmId)) return null;
      const outcome = await syncCompany(deps, realmId, deps.companies.http(realmId), {
        owner,
        now: deps.now,
        signal: stop.signal,
      });
      if (outcome.status === 'failed')
        deps.logger?.warn({ realmId, error: outcome.error }, 'A QuickBooks Online sync failed.');
      return outcome;
    })()
      .catch((error: unknown) => {
        deps.logger?.error({ err: error, realmId }, 'A QuickBooks Online sync could not run.');
        return null;
      })
      .finally(() => running.delete(realmId));
    running.set(realmId, started);
    return started;
  }

  const idle = async () => {
    while (running.size) await Promise.allSettled([...running.values()]);
  };

  return {
    request,
    async requestAll() {
      for (const realmId of await deps.companies.connected()) void request(realmId);
    },
    idle,
    async close() {
      stop.abort();
      await idle();
    },
  };
}
