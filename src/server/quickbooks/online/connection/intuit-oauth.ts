import { onlineScope } from '../../../../domain/quickbooks/online/connection.js';
import type { QuickbooksOnlineConfig } from '../../../config/config.js';

/** What Intuit's token endpoint answers, turned into absolute expiries. */
export interface TokenSet {
  accessToken: string;
  accessTokenExpiresAt: string;
  refreshToken: string;
  refreshTokenExpiresAt: string;
}

/** Intuit refused the code or the refresh token (`invalid_grant`): only connecting again helps. */
export class GrantRefusedError extends Error {
  constructor(readonly detail: string) {
    super(`Intuit refused the QuickBooks Online grant: ${detail}`);
    this.name = 'GrantRefusedError';
  }
}

/** Intuit answers the token endpoint in about a second; beyond this the attempt counts as failed. */
export const tokenRequestTimeoutMs = 15_000;

export const redirectUriOf = (publicUrl: string) =>
  new URL('/api/quickbooks-online/callback', publicUrl).toString();

/** Intuit's consent page for this app, carrying the `state` the callback must bring back. */
export function authorizeUrl(config: QuickbooksOnlineConfig, redirectUri: string, state: string): string {
  const url = new URL(config.authUrl);
  url.search = new URLSearchParams({
    client_id: clientOf(config).id,
    response_type: 'code',
    scope: onlineScope,
    redirect_uri: redirectUri,
    state,
  }).toString();
  return url.toString();
}

export function exchangeCode(
  config: QuickbooksOnlineConfig,
  code: string,
  redirectUri: string,
  now = new Date(),
): Promise<TokenSet> {
  return tokenRequest(config, { grant_type: 'authorization_code', code, redirect_uri: redirectUri }, now);
}

/** Intuit answers with a new refresh token, and the one sent stops working: store it before anything else. */
export function refreshTokens(
  config: QuickbooksOnlineConfig,
  refreshToken: string,
  now = new Date(),
): Promise<TokenSet> {
  return tokenRequest(config, { grant_type: 'refresh_token', refresh_token: refreshToken }, now);
}

/** Tells Intuit the grant is no longer wanted (revoking the refresh token ends the access token too). */
export async function revokeGrant(config: QuickbooksOnlineConfig, refreshToken: string): Promise<void> {
  const response = await fetch(config.revokeUrl, {
    method: 'POST',
    headers: { ...basicAuth(config), accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ token: refreshToken }),
    signal: AbortSignal.timeout(tokenRequestTimeoutMs),
  });
  if (!response.ok) throw new Error(`Intuit's revoke endpoint answered ${response.status}.`);
}

const basicAuth = (config: QuickbooksOnlineConfig) => {
  const client = clientOf(config);
  return { authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}` };
};

function clientOf(config: QuickbooksOnlineConfig) {
  if (!config.client) throw new Error('QBO_CLIENT_ID and QBO_CLIENT_SECRET are not set.');
  return config.client;
}

const tokenAnswer = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null;

async function tokenRequest(
  config: QuickbooksOnlineConfig,
  form: Record<string, string>,
  now: Date,
): Promise<TokenSet> {
  const response = await fetch(config.tokenUrl, {
    method: 'POST',
    headers: {
      ...basicAuth(config),
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(tokenRequestTimeoutMs),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || !tokenAnswer(body) || typeof body.access_token !== 'string') {
    const error = tokenAnswer(body) ? String(body.error ?? '') : '';
    const words =
      tokenAnswer(body) && body.error_description ? `${error}: ${String(body.error_description)}` : error;
    if (error === 'invalid_grant') throw new GrantRefusedError(words);
    throw new Error(`Intuit's token endpoint answered ${response.status}${words ? ` (${words})` : ''}.`);
  }
  const seconds = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  return {
    accessToken: body.access_token,
    accessTokenExpiresAt: new Date(now.getTime() + seconds(body.expires_in, 3600) * 1000).toISOString(),
    refreshToken: String(body.refresh_token),
    refreshTokenExpiresAt: new Date(
      now.getTime() + seconds(body.x_refresh_token_expires_in, 100 * 86_400) * 1000,
    ).toISOString(),
  };
}
