import type { AppConfig } from '../../../config.js';
import type { Database } from '../../../db/database.js';
import type { EventBus } from '../../../live/bus.js';
import { publishNotifications } from '../../../notifications/commands.js';
import { OnlineApiError } from '../http.js';
import { GrantRefusedError, refreshTokens } from './intuit-oauth.js';
import { tellAdminsToReconnect } from './reconnect-notice.js';
import { withRefreshLock, writeTogether } from './refresh-lock.js';
import { connectionRow, markNeedsReconnecting, saveRefreshedTokens } from './store.js';
import { tokenCipher, type TokenCipher } from './token-crypto.js';

export interface ConnectionDeps {
  database: Database;
  bus: EventBus;
  config: Pick<AppConfig, 'quickbooksOnline' | 'authSecret'>;
}

/** The company is not connected, or Intuit refused its refresh token: only an admin can help. */
export class NeedsReconnectingError extends OnlineApiError {
  constructor(detail: string) {
    super(401, detail);
    this.name = 'NeedsReconnectingError';
  }
}

/** A token this close to its expiry is refreshed first, so it does not expire on its way. */
const expiryMarginMs = 60_000;

const notConnected = 'QuickBooks Online is not connected. An admin can connect it on the QuickBooks page.';

export interface OnlineTokens {
  cipher: TokenCipher;
  /**
   * A usable access token for the company: the stored one, or a refreshed one when it is about to
   * expire or when QuickBooks refused `refused` (the token a 401 answered).
   */
  accessToken(realmId: string, refused?: string): Promise<string>;
}

export function onlineTokens(deps: ConnectionDeps): OnlineTokens {
  const { database } = deps;
  const cipher = tokenCipher({
    tokenKey: deps.config.quickbooksOnline.tokenKey,
    authSecret: deps.config.authSecret,
  });

  /** The stored token if it is usable; throws when the connection cannot be used at all. */
  async function usable(scope: Parameters<typeof connectionRow>[0], realmId: string, refused?: string) {
    const row = await connectionRow(scope, realmId);
    if (!row) throw new NeedsReconnectingError(notConnected);
    if (row.status === 'needs-reconnecting') throw new NeedsReconnectingError(row.lastError ?? notConnected);
    const token = cipher.open(row.accessToken, realmId);
    const fresh = Date.parse(row.accessTokenExpiresAt) - Date.now() > expiryMarginMs;
    return { row, token: fresh && token !== refused ? token : null };
  }

  async function refresh(realmId: string, refused?: string): Promise<string> {
    // The outcome leaves the lock as a value: a refusal must commit its marks, not roll them back.
    const outcome = await withRefreshLock(database, realmId, async (scope) => {
      const { row, token } = await usable(scope, realmId, refused);
      // Another instance refreshed while this one waited for the lock.
      if (token) return { kind: 'token' as const, token };
      try {
        const tokens = await refreshTokens(
          deps.config.quickbooksOnline,
          cipher.open(row.refreshToken, realmId),
        );
        await saveRefreshedTokens(scope, cipher, realmId, tokens);
        return { kind: 'token' as const, token: tokens.accessToken };
      } catch (error) {
        if (!(error instanceof GrantRefusedError)) throw error;
        const words =
          'Intuit no longer accepts this connection (its refresh token was refused). Please connect to QuickBooks Online again.';
        const admins = await writeTogether(scope, async (tx) => {
          await markNeedsReconnecting(tx, realmId, words);
          return tellAdminsToReconnect(tx, row.companyName);
        });
        return { kind: 'refused' as const, words, admins };
      }
    });
    if (outcome.kind === 'token') return outcome.token;
    await publishNotifications(deps.bus, outcome.admins);
    throw new NeedsReconnectingError(outcome.words);
  }

  return {
    cipher,
    async accessToken(realmId, refused) {
      const { token } = await usable(database.db, realmId, refused);
      return token ?? refresh(realmId, refused);
    },
  };
}
