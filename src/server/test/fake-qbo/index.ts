import Fastify, { type FastifyInstance } from 'fastify';
import type { QuickbooksOnlineConfig } from '../../config/config.js';
import { fakeOAuthState, registerFakeOAuth, type FakeCompany, type FakeOAuthState } from './oauth.js';

/** One part of the fake: its routes on the shared server, given the shared OAuth state. */
export type FakeQboPart = (app: FastifyInstance, oauth: FakeOAuthState) => void;

export interface FakeQbo {
  url: string;
  oauth: FakeOAuthState;
  /** The configuration Humidor runs with against this fake (the QBO_* variables). */
  config: QuickbooksOnlineConfig;
  close(): Promise<void>;
}

/**
 * A fake QuickBooks Online on a local port: Intuit's OAuth server and API gate (oauth.ts) and the
 * parts a test adds (the accounting API of fake-qbo/accounting.ts).
 */
export async function startFakeQbo(
  options: { company?: FakeCompany; parts?: FakeQboPart[] } = {},
): Promise<FakeQbo> {
  const oauth = fakeOAuthState(options.company);
  const app = Fastify({ logger: false });
  registerFakeOAuth(app, oauth);
  for (const part of options.parts ?? []) part(app, oauth);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    oauth,
    config: {
      client: { id: oauth.clientId, secret: oauth.clientSecret },
      environment: 'sandbox',
      authUrl: `${url}/connect/oauth2`,
      tokenUrl: `${url}/oauth2/v1/tokens/bearer`,
      revokeUrl: `${url}/v2/oauth2/tokens/revoke`,
      apiUrl: url,
      tokenKey: undefined,
    },
    close: () => app.close(),
  };
}

/** What the admin's browser does: Connect, Intuit's page (which approves at once), back to the callback. */
export async function connectThroughFake(session: {
  request(method: string, url: string): Promise<{ statusCode: number; headers: Record<string, unknown> }>;
}): Promise<{ outcome: string | null; callback: string }> {
  const start = await session.request('GET', '/api/quickbooks-online/connect');
  if (start.statusCode !== 302) throw new Error(`connect answered ${start.statusCode}`);
  const intuit = await fetch(String(start.headers.location), { redirect: 'manual' });
  const back = new URL(String(intuit.headers.get('location')));
  const callback = `${back.pathname}${back.search}`;
  return { outcome: await followCallback(session, callback), callback };
}

/** Brings the admin's browser back to Humidor's callback; answers the outcome the page is sent. */
export async function followCallback(
  session: {
    request(method: string, url: string): Promise<{ statusCode: number; headers: Record<string, unknown> }>;
  },
  callback: string,
): Promise<string | null> {
  const answer = await session.request('GET', callback);
  if (answer.statusCode !== 303) throw new Error(`the callback answered ${answer.statusCode}`);
  return new URL(String(answer.headers.location), 'http://humidor.test').searchParams.get('online');
}
