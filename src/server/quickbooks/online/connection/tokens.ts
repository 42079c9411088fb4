import type { AppConfig } from '../../../config/config.js';
import type { Database, Db, Tx } from '../../../db/database.js';
import type { RunnerLogger } from '../../../shared/jobs/runner.js';
import type { EventBus } from '../../../live/bus.js';
import { publishNotifications } from '../../../notifications/commands.js';
import { OnlineApiError } from '../http.js';
import { GrantRefusedError, refreshTokens } from './intuit-oauth.js';
import { tellAdminsToReconnect, type ReconnectCause } from './reconnect-notice.js';
import { withRefreshLock, writeTogether } from './refresh-lock.js';
import { connectionRow, markNeedsReconnecting, saveRefreshedTokens } from './store.js';
import { tokenCipher, type TokenCipher } from './token-crypto.js';

export interface ConnectionDeps {
  database: Database;
  bus: EventBus;
  config: Pick<AppConfig, 'quickbooksOnline' | 'authSecret'>;
  /** Where a connection found unreadable is said, once (the server's log). */
  logger?: Pick<RunnerLogger, 'error'>;
}

/** The company is not connected, or Intuit refused its refresh token: only an admin can help. */
export class NeedsReconnectingError extends OnlineApiError {
  constructor(detail: string) {
    super(401, detail);
    this.name = 'NeedsReconnectingError';
  }
}

/** A stored token that this server's key does not open (AUTH_SECRET or QBO_TOKEN_KEY changed, decision 0251). */
class UnreadableTokenError extends Error {}

/** A token this close to its expiry is refreshed first, so it does not expire on its way. */
const expiryMarginMs = 60_000;

const notConnected = 'QuickBooks Online is not connected. An admin can connect it on the QuickBooks page.';

export const unreadableWords =
  "Humidor can no longer read the stored QuickBooks Online tokens: the server's AUTH_SECRET (or QBO_TOKEN_KEY) changed since the company was connected. Please connect to QuickBooks Online again.";

export interface OnlineTokens {
  cipher: TokenCipher;
  /**
   * A usable access token for the company: the stored one, or a refreshed one when it is about to
   * expire or when QuickBooks refused `refused` (the token a 401 answered).
   */
  accessToken(realmId: string, refused?: string): Promise<string>;
  /**
   * Whether the company's stored tokens open with this server's key; a connection whose tokens do
   * not is marked needs reconnecting (the admins told, once) and is then left alone.
   */
  readable(realmId: string): Promise<boolean>;
}

export function onlineTokens(deps: ConnectionDeps): OnlineTokens {
  const { database } = deps;
  const cipher = tokenCipher({
    tokenKey: deps.config.quickbooksOnline.tokenKey,
    authSecret: deps.config.authSecret,
  });

  const open = (sealed: string, realmId: string) => {
    try {
      return cipher.open(sealed, realmId);
    } catch {
      throw new UnreadableTokenError();
    }
  };

  /** The stored token if it is usable; throws when the connection cannot be used at all. */
  async function usable(scope: Parameters<typeof connectionRow>[0], realmId: string, refused?: string) {
    const row = await connectionRow(scope, realmId);
    if (!row) throw new NeedsReconnectingError(notConnected);
    if (row.status === 'needs-reconnecting') throw new NeedsReconnectingError(row.lastError ?? notConnected);
    const token = open(row.accessToken, realmId);
    const fresh = Date.parse(row.accessTokenExpiresAt) - Date.now() > expiryMarginMs;
    return { row, token: fresh && token !== refused ? token : null };
  }

  /**
   * Marks the connection and tells the admins in one transaction; answers the admins told, or null
   * when another call had marked it already (and told them).
   */
  const giveUp = (scope: Db | Tx, realmId: string, words: string, cause: ReconnectCause) =>
    writeTogether(scope, async (tx) => {
      if (!(await markNeedsReconnecting(tx, realmId, words))) return null;
      const row = await connectionRow(tx, realmId);
      return tellAdminsToReconnect(tx, row?.companyName ?? null, cause);
    });

  /**
   * A token that does not open will never open with this key: asking again at every job would only
   * fail again, so the connection waits for an admin, as after Intuit's refusal.
   */
  async function giveUpUnreadable(realmId: string): Promise<never> {
    const admins = await giveUp(database.db, realmId, unreadableWords, 'unreadable');
    if (admins)
      deps.logger?.error(
        { realmId },
        'The stored QuickBooks Online tokens do not decrypt with this server’s key (AUTH_SECRET or QBO_TOKEN_KEY changed since the company was connected): the connection is marked needs reconnecting and nothing is sent to QuickBooks Online until an admin connects it again.',
      );
    await publishNotifications(deps.bus, admins ?? []);
    throw new NeedsReconnectingError(unreadableWords);
  }

  async function refresh(realmId: string, refused?: string): Promise<string> {
    // The outcome leaves the lock as a value: a refusal must commit its marks, not roll them back.
    const outcome = await withRefreshLock(database, realmId, async (scope) => {
      const { row, token } = await usable(scope, realmId, refused);
      // Another instance refreshed while this one waited for the lock.
      if (token) return { kind: 'token' as const, token };
      try {
        const tokens = await refreshTokens(deps.config.quickbooksOnline, open(row.refreshToken, realmId));
        await saveRefreshedTokens(scope, cipher, realmId, tokens);
        return { kind: 'token' as const, token: tokens.accessToken };
      } catch (error) {
        if (!(error instanceof GrantRefusedError)) throw error;
        const words =
          'Intuit no longer accepts this connection (its refresh token was refused). Please connect to QuickBooks Online again.';
        const admins = await giveUp(scope, realmId, words, 'refused');
        return { kind: 'refused' as const, words, admins: admins ?? [] };
      }
    });
    if (outcome.kind === 'token') return outcome.token;
    await publishNotifications(deps.bus, outcome.admins);
    throw new NeedsReconnectingError(outcome.words);
  }

  return {
    cipher,
    async accessToken(realmId, refused) {
      try {
        const { token } = await usable(database.db, realmId, refused);
        return token ?? (await refresh(realmId, refused));
      } catch (error) {
        if (error instanceof UnreadableTokenError) return giveUpUnreadable(realmId);
        throw error;
      }
    },
    async readable(realmId) {
      const row = await connectionRow(database.db, realmId);
      if (!row || row.status !== 'connected') return false;
      try {
        open(row.accessToken, realmId);
        open(row.refreshToken, realmId);
        return true;
      } catch {
        // Its NeedsReconnectingError is the answer here; a database failure is not.
        await giveUpUnreadable(realmId).catch((error: unknown) => {
          if (!(error instanceof NeedsReconnectingError)) throw error;
        });
        return false;
      }
    },
  };
}
