import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { OnlineApiError, type OnlineHttp } from '../../quickbooks/online/http.js';
import { fakeCompanyData, fault, type FakeCompanyData } from './accounting-data.js';

/**
 * The fake QuickBooks Online accounting API (the objects and answers are `accounting-data.ts`'s),
 * two ways: on a server of its own behind one fixed access token, for the sync's tests; or as a
 * part of the whole fake (`index.ts`), behind its OAuth gate.
 */

type Json = Record<string, unknown>;

export interface FakeAccountingOptions {
  realmId?: string;
  /** The access token requests must carry; others get 401 as an expired token does. */
  accessToken?: string;
  now?: () => Date;
}

export interface FakeAccounting extends Omit<FakeCompanyData, 'answer'> {
  /** `{url}/v3/company/{realmId}/…` is the company's API. */
  url: string;
  accessToken: string;
  close(): Promise<void>;
}

export async function startFakeOnlineAccounting(
  options: FakeAccountingOptions = {},
): Promise<FakeAccounting> {
  const company = fakeCompanyData(options);
  const accessToken = options.accessToken ?? 'fake-access-token';
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const prefix = `/v3/company/${company.realmId}/`;
      const send = ({ status, body }: { status: number; body: Json }) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== `Bearer ${accessToken}`)
        return send({ status: 401, body: fault('AuthenticationFailed', 'Token expired', '3200') });
      let body: unknown;
      try {
        body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
      } catch {
        return send({
          status: 400,
          body: fault('Request has invalid or unsupported property', 'The body is not JSON.'),
        });
      }
      const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname;
      const answer = company.answer(request.method ?? 'GET', path, url.searchParams, body);
      if (answer.drop) return void request.socket.destroy();
      send(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const { answer: _answer, ...data } = company;
  return {
    ...data,
    url: `http://127.0.0.1:${port}`,
    accessToken,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

/**
 * The accounting routes as a part of the whole fake (`startFakeOnline({ parts: [...] })` in `index.ts`),
 * whose gate checks the access token and throttles before they answer.
 */
export function fakeAccountingPart(company: FakeCompanyData) {
  return (app: FastifyInstance): void => {
    for (const method of ['GET', 'POST'] as const)
      app.route({
        method,
        url: `/v3/company/${company.realmId}/:path`,
        handler: async (request, reply) => {
          const { path } = request.params as { path: string };
          const search = new URL(request.url, 'http://fake').searchParams;
          const { status, body, drop } = company.answer(method, path, search, request.body);
          if (drop) return reply.raw.destroy();
          return reply.status(status).send(body);
        },
      });
  };
}

/** The minor version Humidor's client asks for; the fake answers the same whatever it is. */
const minorVersion = '75';

/**
 * A client of the fake with a fixed access token: what the connection's client does, without
 * OAuth, so the sync's tests reach the fake through the same `OnlineHttp` seam.
 */
export function fixedTokenHttp(fake: Pick<FakeAccounting, 'url' | 'realmId' | 'accessToken'>): OnlineHttp {
  async function call(method: string, path: string, query: Record<string, string> = {}, body?: unknown) {
    const search = new URLSearchParams({ ...query, minorversion: minorVersion });
    const response = await fetch(`${fake.url}/v3/company/${fake.realmId}/${path}?${search}`, {
      method,
      headers: {
        authorization: `Bearer ${fake.accessToken}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as Json;
    if (!response.ok) {
      const errors = ((json.Fault as Json | undefined)?.Error ?? []) as Json[];
      throw new OnlineApiError(response.status, errors.map((e) => `${e.Message}: ${e.Detail}`).join('; '));
    }
    return json;
  }
  return {
    get: (path, query) => call('GET', path, query),
    post: (path, body, query) => call('POST', path, query, body),
  };
}

/** The `intuit-signature` Intuit sends: base64 HMAC-SHA256 of the raw body under the verifier token. */
export function signWebhook(rawBody: string, verifier: string): string {
  return createHmac('sha256', verifier).update(rawBody).digest('base64');
}

/** A webhook as Intuit posts it: the raw body naming each changed entity, and its signature. */
export function webhookOf(
  realmId: string,
  entities: { name: string; id: string; operation: string }[],
  verifier: string,
  at = new Date(),
): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify({
    eventNotifications: [
      {
        realmId,
        dataChangeEvent: { entities: entities.map((e) => ({ ...e, lastUpdated: at.toISOString() })) },
      },
    ],
  });
  return {
    payload,
    headers: { 'content-type': 'application/json', 'intuit-signature': signWebhook(payload, verifier) },
  };
}
