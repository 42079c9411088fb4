import type { OnlineHttp } from '../http.js';
import type { Database } from '../../../db/database.js';
import { onlineHttp, type OnlineClientOptions } from './client.js';
import { RequestWindow } from './request-window.js';
import { connectedRealm } from './store.js';
import { onlineTokens, type ConnectionDeps, type OnlineTokens } from './tokens.js';

// Every client of one company in this process counts against the same 500 a minute.
const windows = new WeakMap<Database, Map<string, RequestWindow>>();

function windowOf(database: Database, realmId: string): RequestWindow {
  const byRealm = windows.get(database) ?? new Map<string, RequestWindow>();
  windows.set(database, byRealm);
  const window = byRealm.get(realmId) ?? new RequestWindow();
  byRealm.set(realmId, window);
  return window;
}

export interface OnlineConnectionService {
  tokens: OnlineTokens;
  /** The accounting API of the company `realmId`, for the sync and the order push. */
  httpFor(realmId: string, options?: OnlineClientOptions): OnlineHttp;
  /** The connected company and its API, or null when none is connected. */
  connected(options?: OnlineClientOptions): Promise<{ realmId: string; http: OnlineHttp } | null>;
}

export function onlineConnection(deps: ConnectionDeps): OnlineConnectionService {
  const tokens = onlineTokens(deps);
  const httpFor = (realmId: string, options?: OnlineClientOptions) =>
    onlineHttp(tokens, deps.config.quickbooksOnline, realmId, windowOf(deps.database, realmId), options);
  return {
    tokens,
    httpFor,
    async connected(options) {
      const realmId = await connectedRealm(deps.database.db);
      return realmId ? { realmId, http: httpFor(realmId, options) } : null;
    },
  };
}
