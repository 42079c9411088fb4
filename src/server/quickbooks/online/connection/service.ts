import type { OnlineHttp } from '../http.js';
import type { Database } from '../../../db/database.js';
import { onlineHttp, type OnlineClientOptions } from './client.js';
import { RequestWindow } from './request-window.js';
import type { OnlineCompanies } from '../sync/companies.js';
import { workingRealms } from './store.js';
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

/** The connection's side of the seam with the sync (`OnlineCompanies`), with the tokens for the routes. */
export interface OnlineConnectionService extends OnlineCompanies {
  tokens: OnlineTokens;
  /** The accounting API of the company `realmId`, with its own limits for a caller that needs them. */
  http(realmId: string, options?: OnlineClientOptions): OnlineHttp;
}

export function onlineConnection(deps: ConnectionDeps): OnlineConnectionService {
  const tokens = onlineTokens(deps);
  return {
    tokens,
    http: (realmId, options) =>
      onlineHttp(tokens, deps.config.quickbooksOnline, realmId, windowOf(deps.database, realmId), options),
    // A company whose tokens this server cannot open is marked here, before any sync or push tries it.
    async connected() {
      const realms = await workingRealms(deps.database.db);
      const readable = await Promise.all(realms.map((realmId) => tokens.readable(realmId)));
      return realms.filter((_, index) => readable[index]);
    },
  };
}
