import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Intuit's OAuth 2.0 server and the gate of its accounting API, as documented: the authorize page
 * (approves at once and sends the browser back with `code`, `state` and `realmId`), the token
 * endpoint (authorization_code and refresh_token grants; each refresh rotates the refresh token and
 * the old one answers `invalid_grant`), 401 with an AUTHENTICATION fault for an unknown or expired
 * access token, and 429 with `Retry-After` when a test asks for throttling. CompanyInfo is here too,
 * as the first read a connection makes.
 */
export interface FakeCompany {
  realmId: string;
  companyName: string;
}

export interface FakeOAuthState {
  clientId: string;
  clientSecret: string;
  company: FakeCompany;
  /** Lifetime of the access tokens it hands out, in seconds (Intuit: 3600). */
  accessTokenSeconds: number;
  codes: Map<string, { redirectUri: string; realmId: string }>;
  accessTokens: Map<string, { realmId: string; expiresAt: number }>;
  /** Refresh tokens with whether they still work (a rotated one does not). */
  refreshTokens: Map<string, { realmId: string; valid: boolean }>;
  /** Every token request, by grant, and every API request, by path. */
  tokenRequests: { grant: string; ok: boolean }[];
  apiRequests: { method: string; path: string; at: number }[];
  /** The next `count` API requests answer 429 with this `Retry-After`. */
  throttle: { count: number; retryAfterSeconds: number };
  /** Holds each refresh this long before answering, so two refreshes overlap in a test. */
  refreshDelayMs: number;
}

export function fakeOAuthState(
  company: FakeCompany = { realmId: '9130350000000001', companyName: 'Sandbox Cigar Co' },
): FakeOAuthState {
  return {
    clientId: 'fake-client-id',
    clientSecret: 'fake-client-secret',
    company,
    accessTokenSeconds: 3600,
    codes: new Map(),
    accessTokens: new Map(),
    refreshTokens: new Map(),
    tokenRequests: [],
    apiRequests: [],
    throttle: { count: 0, retryAfterSeconds: 1 },
    refreshDelayMs: 0,
  };
}

const token = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

/** Intuit's answer to a request without a usable access token. */
const authenticationFault = (detail: string) => ({
  warnings: null,
  intuitObject: null,
  fault: {
    error: [
      {
        message: 'message=AuthenticationFailed; errorCode=003200; statusCode=401',
        detail,
        code: '3200',
        element: null,
      },
    ],
    type: 'AUTHENTICATION',
  },
  time: Date.now(),
});

const throttleFault = () => ({
  Fault: {
    Error: [
      {
        Message: 'message=ThrottleExceeded; errorCode=003001; statusCode=429',
        Detail: 'The request limit was reached.',
        code: '3001',
      },
    ],
    type: 'SERVICE',
  },
  time: new Date().toISOString(),
});

function issueTokens(state: FakeOAuthState, realmId: string) {
  const accessToken = token('at-');
  const refreshToken = token('rt-');
  state.accessTokens.set(accessToken, { realmId, expiresAt: Date.now() + state.accessTokenSeconds * 1000 });
  state.refreshTokens.set(refreshToken, { realmId, valid: true });
  return {
    token_type: 'bearer',
    access_token: accessToken,
    expires_in: state.accessTokenSeconds,
    refresh_token: refreshToken,
    x_refresh_token_expires_in: 8_726_400,
  };
}

/** Ends every access token now, as an hour passing would. */
export function expireAccessTokens(state: FakeOAuthState): void {
  for (const entry of state.accessTokens.values()) entry.expiresAt = 0;
}

/** Intuit revokes the connection (the user disconnected the app, or 100 days passed). */
export function revokeRefreshTokens(state: FakeOAuthState): void {
  for (const entry of state.refreshTokens.values()) entry.valid = false;
}

function tokenEndpoint(state: FakeOAuthState) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const form = request.body as Record<string, string>;
    const grant = form.grant_type ?? '';
    const basic = `Basic ${Buffer.from(`${state.clientId}:${state.clientSecret}`).toString('base64')}`;
    const refuse = (status: number, error: string) => {
      state.tokenRequests.push({ grant, ok: false });
      return reply.status(status).send({ error });
    };
    if (request.headers.authorization !== basic) return refuse(401, 'invalid_client');
    if (grant === 'authorization_code') {
      const code = state.codes.get(form.code ?? '');
      state.codes.delete(form.code ?? '');
      if (!code || code.redirectUri !== form.redirect_uri) return refuse(400, 'invalid_grant');
      state.tokenRequests.push({ grant, ok: true });
      return issueTokens(state, code.realmId);
    }
    if (grant === 'refresh_token') {
      const held = state.refreshTokens.get(form.refresh_token ?? '');
      if (state.refreshDelayMs) await new Promise((resolve) => setTimeout(resolve, state.refreshDelayMs));
      if (!held?.valid) return refuse(400, 'invalid_grant');
      held.valid = false;
      state.tokenRequests.push({ grant, ok: true });
      return issueTokens(state, held.realmId);
    }
    return refuse(400, 'unsupported_grant_type');
  };
}

/**
 * The gate in front of `/v3/company/:realmId/…`: a live access token for that realm, and the
 * throttle a test set. The accounting routes behind it (fake-quickbooks-online/accounting.ts) need no checks.
 */
function apiGate(state: FakeOAuthState) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/v3/company/')) return;
    state.apiRequests.push({ method: request.method, path, at: Date.now() });
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const held = state.accessTokens.get(bearer);
    const realmId = path.split('/')[3];
    if (!held || held.realmId !== realmId) {
      return reply.status(401).send(authenticationFault('Token revoked or not issued for this company'));
    }
    if (held.expiresAt <= Date.now()) return reply.status(401).send(authenticationFault('Token expired'));
    if (state.throttle.count > 0) {
      state.throttle.count -= 1;
      return reply
        .status(429)
        .header('retry-after', String(state.throttle.retryAfterSeconds))
        .send(throttleFault());
    }
  };
}

export function registerFakeOAuth(app: FastifyInstance, state: FakeOAuthState): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onRequest', apiGate(state));
  app.get('/connect/oauth2', async (request, reply) => {
    const query = request.query as Record<string, string>;
    if (query.client_id !== state.clientId || query.response_type !== 'code' || !query.redirect_uri) {
      return reply.status(400).send({ error: 'invalid_request' });
    }
    const back = new URL(query.redirect_uri);
    if (query.scope !== 'com.intuit.quickbooks.accounting') {
      back.search = new URLSearchParams({ error: 'invalid_scope', state: query.state ?? '' }).toString();
      return reply.redirect(back.toString(), 302);
    }
    const code = token('code-');
    state.codes.set(code, { redirectUri: query.redirect_uri, realmId: state.company.realmId });
    back.search = new URLSearchParams({
      code,
      state: query.state ?? '',
      realmId: state.company.realmId,
    }).toString();
    return reply.redirect(back.toString(), 302);
  });
  app.post('/oauth2/v1/tokens/bearer', tokenEndpoint(state));
  // Revoking either token ends the whole grant, as Intuit documents.
  app.post('/v2/oauth2/tokens/revoke', async (request, reply) => {
    const basic = `Basic ${Buffer.from(`${state.clientId}:${state.clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== basic) return reply.status(401).send({ error: 'invalid_client' });
    const { token: revoked } = request.body as { token?: string };
    const realmId =
      state.refreshTokens.get(revoked ?? '')?.realmId ?? state.accessTokens.get(revoked ?? '')?.realmId;
    for (const entry of state.refreshTokens.values()) if (entry.realmId === realmId) entry.valid = false;
    for (const entry of state.accessTokens.values()) if (entry.realmId === realmId) entry.expiresAt = 0;
    return reply.status(200).send();
  });
  app.get('/v3/company/:realmId/companyinfo/:id', async (request) => {
    const { realmId } = request.params as { realmId: string };
    return {
      CompanyInfo: {
        CompanyName: state.company.companyName,
        LegalName: state.company.companyName,
        Country: 'US',
        Id: '1',
        SyncToken: '4',
        domain: 'QBO',
        sparse: false,
        MetaData: { CreateTime: '2024-01-05T09:12:31-08:00', LastUpdatedTime: '2026-11-01T10:00:00-08:00' },
      },
      time: new Date().toISOString(),
      realmId,
    };
  });
}
