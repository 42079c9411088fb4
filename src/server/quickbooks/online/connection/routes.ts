import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConnectOutcome } from '../../../../domain/quickbooks/online/connection.js';
import {
  onlineConnectionContract,
  type OnlineConnection,
} from '../../../../domain/quickbooks/online-connection-contract.js';
import type { QboConnectionsTable } from '../../../db/tables/quickbooks-online-connection.js';
import { principalOf } from '../../../http/access.js';
import { registerRoutes } from '../../../http/contract.js';
import { conflict, notFound } from '../../../http/errors.js';
import type { ResourceDeps } from '../../../resource/resource.js';
import type { OnlineHttp } from '../http.js';
import { sessionTokenOf } from '../../../session/principal.js';
import { authorizeUrl, exchangeCode, redirectUriOf, revokeGrant } from './intuit-oauth.js';
import { onlineConnection } from './service.js';
import type { TokenCipher } from './token-crypto.js';
import { requestOnlineSync } from '../sync/jobs.js';
import { consumeState, issueState } from './states.js';
import {
  connectionRow,
  connectionShown,
  removeConnection,
  saveCompanyName,
  saveConnection,
} from './store.js';

/** Our own messages name the endpoint and Intuit's error code, never a token or the code. */
const logFailure = (request: FastifyRequest, message: string, error: unknown) =>
  request.log.warn({ reason: error instanceof Error ? error.message : String(error) }, message);

/** The company's name, from CompanyInfo. */
async function companyNameOf(http: OnlineHttp, realmId: string): Promise<string | null> {
  const answer = (await http.get(`companyinfo/${encodeURIComponent(realmId)}`)) as {
    CompanyInfo?: { CompanyName?: unknown };
  };
  const name = answer.CompanyInfo?.CompanyName;
  return typeof name === 'string' ? name : null;
}

/** The refresh token, or null when this server's key does not open it. */
function readableToken(cipher: TokenCipher, row: QboConnectionsTable): string | null {
  try {
    return cipher.open(row.refreshToken, row.realmId);
  } catch {
    return null;
  }
}

const backToPage = (reply: FastifyReply, outcome: ConnectOutcome) =>
  reply.redirect(`/admin/quickbooks?online=${outcome}`, 303);

/** Connecting QuickBooks Online (OAuth 2.0 authorization code) and the connection on the admin page. */
export function registerOnlineConnectionRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db, config } = deps;
  const online = onlineConnection({ ...deps, logger: app.log });
  const redirectUri = redirectUriOf(config.publicUrl);
  const sessionOf = (cookie: string | undefined) => sessionTokenOf(cookie, config.authSecret) ?? '';

  const statusOf = (connection: OnlineConnection | null) => ({
    configured: Boolean(config.quickbooksOnline.client),
    environment: config.quickbooksOnline.environment,
    connection,
  });

  registerRoutes(app, onlineConnectionContract, {
    connect: async ({ request, reply }) => {
      if (!config.quickbooksOnline.client) {
        throw conflict(
          'QuickBooks Online is not set up on this server: the operator sets QBO_CLIENT_ID and QBO_CLIENT_SECRET first.',
        );
      }
      const state = await issueState(db, {
        userId: principalOf(request).id,
        sessionToken: sessionOf(request.headers.cookie),
      });
      return reply.redirect(authorizeUrl(config.quickbooksOnline, redirectUri, state), 302);
    },
    callback: async ({ query, request, reply }) => {
      const fresh = query.state
        ? await consumeState(db, query.state, sessionOf(request.headers.cookie))
        : false;
      if (query.error) return backToPage(reply, 'denied');
      if (!fresh) return backToPage(reply, 'state-refused');
      if (!query.code || !query.realmId || !config.quickbooksOnline.client)
        return backToPage(reply, 'failed');
      const { realmId } = query;
      try {
        const tokens = await exchangeCode(config.quickbooksOnline, query.code, redirectUri);
        await saveConnection(db, online.tokens.cipher, {
          realmId,
          tokens,
          companyName: null,
          userId: principalOf(request).id,
        });
      } catch (error) {
        logFailure(request, 'QuickBooks Online connection failed', error);
        return backToPage(reply, 'failed');
      }
      // The connection stands without its name; the page shows the realm until a later read finds it.
      const name = await companyNameOf(online.http(realmId), realmId).catch((error: unknown) => {
        logFailure(request, 'QuickBooks Online company name not read', error);
        return null;
      });
      if (name) await saveCompanyName(db, realmId, name);
      // The first sync (and, after Desktop, the cutover) starts at once rather than at the next tick.
      await requestOnlineSync(db, realmId, `connected:${new Date().toISOString()}`);
      return backToPage(reply, 'connected');
    },
    status: async () => {
      // Tokens this server can no longer open show as needing a reconnection at once (decision 0251).
      const shown = await connectionShown(db);
      if (shown?.status === 'connected' && !(await online.tokens.readable(shown.realmId)))
        return statusOf(await connectionShown(db));
      return statusOf(shown);
    },
    disconnect: async ({ request }) => {
      const shown = await connectionShown(db);
      const row = shown && (await connectionRow(db, shown.realmId));
      if (!row) throw notFound('QuickBooks Online is not connected.');
      // Intuit's part is a courtesy: Humidor forgets the tokens even when Intuit cannot be told, or
      // when they no longer open (decision 0251).
      const refreshToken = readableToken(online.tokens.cipher, row);
      if (refreshToken === null)
        request.log.warn('QuickBooks Online tokens not revoked at Intuit: this server cannot open them');
      else
        await revokeGrant(config.quickbooksOnline, refreshToken).catch((error: unknown) =>
          logFailure(request, 'QuickBooks Online tokens not revoked at Intuit', error),
        );
      await removeConnection(db);
    },
  });
}
