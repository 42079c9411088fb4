import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { OnlineApiError, type OnlineHttp } from '../../quickbooks/online/http.js';

/**
 * A fake of QuickBooks Online's accounting API for one company, answering as Intuit's reference
 * documents: `GET query` (QueryResponse paged by STARTPOSITION/MAXRESULTS, `count(*)`, name lists
 * active only unless `where Active in (true, false)`), `GET cdc` (CDCResponse, one QueryResponse
 * per entity, deleted objects as `status: "Deleted"`, at most 1,000 each, 30 days back at most)
 * and `POST batch` (up to 30 BatchItemRequest queries). Its clock is the test's, so a watermark a
 * month old can be made in a line. The OAuth side is `oauth.ts`'s.
 */

type Json = Record<string, unknown>;

interface Stored {
  object: Json;
  updatedAt: number;
  deleted: boolean;
}

export interface FakeAccountingOptions {
  realmId?: string;
  /** The access token requests must carry; others get 401 as an expired token does. */
  accessToken?: string;
  now?: () => Date;
}

export interface FakeAccounting {
  /** `{url}/v3/company/{realmId}/…` is the company's API. */
  url: string;
  realmId: string;
  accessToken: string;
  /** Adds or changes an object now (a new SyncToken and LastUpdatedTime), as a QuickBooks user would. */
  put(entity: string, object: Json): void;
  /** Deletes an object now; CDC then lists it with `status: "Deleted"`. */
  remove(entity: string, id: string): void;
  /**
   * Leaves an object out of paged queries while a query by its Id still finds it: what a full read
   * sees when a deletion during paging shifts it past a page boundary.
   */
  hideFromPages(entity: string, id: string): void;
  /** Every request received, as `METHOD path` (the company prefix left out), in order. */
  requests: string[];
  close(): Promise<void>;
}

const cdcLookBackMs = 30 * 24 * 60 * 60 * 1000;
const cdcLimit = 1000;
const batchLimit = 30;
const nameLists = new Set(['Customer', 'Item', 'Term', 'Vendor', 'Employee', 'Account']);

/** Intuit's Fault shape, which the client turns into OnlineApiError's words. */
const fault = (message: string, detail: string, code = '4000') => ({
  Fault: { Error: [{ Message: message, Detail: detail, code }], type: 'ValidationFault' },
});

const queryPattern =
  /^select\s+(\*|count\(\*\))\s+from\s+(\w+)(?:\s+where\s+(.+?))?(?:\s+startposition\s+(\d+))?(?:\s+maxresults\s+(\d+))?\s*$/i;
const bothStates = /^active\s+in\s*\(\s*true\s*,\s*false\s*\)$/i;
const idList = /^id\s+in\s*\(((?:\s*'[^']*'\s*,?)+)\)$/i;

/** The conditions Humidor writes: `Active in (true, false)` and `Id in ('1', '2')`, joined by `and`. */
function whereOf(text: string | undefined): { allStates: boolean; ids: Set<string> | null } | null {
  const where = { allStates: false, ids: null as Set<string> | null };
  for (const condition of text ? text.split(/\s+and\s+/i) : []) {
    const ids = idList.exec(condition.trim());
    if (bothStates.test(condition.trim())) where.allStates = true;
    else if (ids) where.ids = new Set([...(ids[1] ?? '').matchAll(/'([^']*)'/g)].map((m) => m[1] ?? ''));
    else return null;
  }
  return where;
}

export async function startFakeQboAccounting(options: FakeAccountingOptions = {}): Promise<FakeAccounting> {
  const realmId = options.realmId ?? '9130350000000001';
  const accessToken = options.accessToken ?? 'fake-access-token';
  const now = options.now ?? (() => new Date());
  const store = new Map<string, Map<string, Stored>>();
  const requests: string[] = [];
  const hidden = new Set<string>();
  const entityStore = (entity: string) => {
    let map = store.get(entity);
    if (!map) store.set(entity, (map = new Map()));
    return map;
  };
  const byId = (a: Stored, b: Stored) => Number(a.object.Id) - Number(b.object.Id);
  const timeNow = () => now().toISOString();

  function query(text: string): { status: number; body: Json } {
    const match = queryPattern.exec(text.trim());
    const where = whereOf(match?.[3]);
    if (!match || !where)
      return { status: 400, body: fault('Error parsing query', `QueryParserError: ${text}`) };
    const [, what, entity = '', , start, max] = match;
    const active = (s: Stored) =>
      !s.deleted &&
      (where.allStates || !nameLists.has(entity) || s.object.Active !== false) &&
      (where.ids ? where.ids.has(String(s.object.Id)) : !hidden.has(`${entity}:${String(s.object.Id)}`));
    const rows = [...entityStore(entity).values()].filter(active).sort(byId);
    if (what?.toLowerCase() === 'count(*)')
      return { status: 200, body: { QueryResponse: { totalCount: rows.length } } };
    const startPosition = Number(start ?? 1);
    const maxResults = Math.min(Number(max ?? 100), 1000);
    const page = rows.slice(startPosition - 1, startPosition - 1 + maxResults).map((s) => s.object);
    return {
      status: 200,
      body: { QueryResponse: page.length ? { [entity]: page, startPosition, maxResults: page.length } : {} },
    };
  }

  function cdc(entities: string, changedSince: string): { status: number; body: Json } {
    const since = Date.parse(changedSince);
    if (Number.isNaN(since) || now().getTime() - since > cdcLookBackMs)
      return {
        status: 400,
        body: fault(
          'Invalid changedSince',
          'changedSince must be a date-time within the last 30 days',
          '2030',
        ),
      };
    const QueryResponse = entities.split(',').map((entity) => {
      const changed = [...entityStore(entity).values()]
        .filter((s) => s.updatedAt >= since)
        .sort(byId)
        .slice(0, cdcLimit)
        .map((s) =>
          s.deleted
            ? {
                domain: 'QBO',
                status: 'Deleted',
                Id: s.object.Id,
                MetaData: { LastUpdatedTime: new Date(s.updatedAt).toISOString() },
              }
            : s.object,
        );
      return changed.length
        ? { [entity]: changed, startPosition: 1, maxResults: changed.length, totalCount: changed.length }
        : {};
    });
    return { status: 200, body: { CDCResponse: [{ QueryResponse }] } };
  }

  function batch(body: unknown): { status: number; body: Json } {
    const items = (body as { BatchItemRequest?: unknown })?.BatchItemRequest;
    if (!Array.isArray(items) || items.length === 0 || items.length > batchLimit)
      return {
        status: 400,
        body: fault('Invalid batch', `A batch holds 1 to ${batchLimit} BatchItemRequest.`),
      };
    const BatchItemResponse = items.map((item: Json) => {
      if (typeof item.Query !== 'string')
        return { bId: item.bId, ...fault('Unsupported operation', 'This fake batch answers queries only.') };
      const answer = query(item.Query);
      return { bId: item.bId, ...answer.body };
    });
    return { status: 200, body: { BatchItemResponse } };
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const prefix = `/v3/company/${realmId}/`;
      const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : null;
      requests.push(`${request.method} ${path ?? url.pathname}`);
      const send = (status: number, body: Json) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(status === 200 ? { ...body, time: timeNow() } : body));
      };
      if (request.headers.authorization !== `Bearer ${accessToken}`)
        return send(401, fault('AuthenticationFailed', 'Token expired', '3200'));
      const q = (name: string) => url.searchParams.get(name) ?? '';
      if (request.method === 'GET' && path === 'query') {
        const answer = query(q('query'));
        return send(answer.status, answer.body);
      }
      if (request.method === 'GET' && path === 'cdc') {
        const answer = cdc(q('entities'), q('changedSince'));
        return send(answer.status, answer.body);
      }
      if (request.method === 'POST' && path === 'batch') {
        let body: unknown;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          return send(400, fault('Request has invalid or unsupported property', 'The body is not JSON.'));
        }
        const answer = batch(body);
        return send(answer.status, answer.body);
      }
      send(404, fault('Unsupported operation', `No such resource: ${url.pathname}`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    realmId,
    accessToken,
    requests,
    hideFromPages: (entity, id) => hidden.add(`${entity}:${id}`),
    put(entity, object) {
      const map = entityStore(entity);
      const id = String(object.Id);
      const previous = map.get(id);
      const syncToken = previous ? String(Number(previous.object.SyncToken ?? 0) + 1) : '0';
      const at = timeNow();
      const meta = (object.MetaData ?? {}) as Json;
      map.set(id, {
        object: {
          ...object,
          SyncToken: syncToken,
          MetaData: { CreateTime: meta.CreateTime ?? at, ...meta, LastUpdatedTime: at },
        },
        updatedAt: now().getTime(),
        deleted: false,
      });
    },
    remove(entity, id) {
      const stored = entityStore(entity).get(id);
      if (stored) Object.assign(stored, { deleted: true, updatedAt: now().getTime() });
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
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
