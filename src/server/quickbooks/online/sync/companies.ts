import type { OnlineHttp } from '../http.js';

/**
 * What the sync needs from the QuickBooks Online connection (its token store and client, built
 * beside it): which companies are connected and working, and each one's accounting API. The sync
 * knows nothing of tokens; tests give the fake server's companies.
 */
export interface OnlineCompanies {
  /** The realm ids of the companies connected now, leaving out those waiting to be reconnected. */
  connected(): Promise<string[]>;
  http(realmId: string): OnlineHttp;
}

/** Until the connection gives its companies (and in tests that need none), the sync has none to reach. */
export const noOnlineCompanies: OnlineCompanies = {
  connected: () => Promise.resolve([]),
  http(realmId) {
    throw new Error(`QuickBooks Online company ${realmId} is not connected.`);
  },
};
