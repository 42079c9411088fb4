import type { AddressInfo } from 'node:net';
import type { z } from 'zod';
import { usStateCodes } from '../../../domain/constants/states.js';
import { errorAnswerSchema } from '../../../domain/contract/errors.js';
import { loadDemoCompany } from '../../demo/load.js';
import { createIntegrationToken } from '../../mirror/tokens.js';
import { createTestApp, type TestApp } from '../harness.js';
import { signedInBuyer } from '../buyer-fixtures.js';
import { shopPortalDefault } from '../../../domain/settings/shopPortal.js';
import { putSetting } from '../../settings/queries.js';
import { visitNote } from '../note-fixtures.js';
import type { PrincipalName } from './operations.js';

/** The limit the issue sets for any one answer (issue 44): slower is a failure, however it answers. */
export const slowMs = 2000;

/** A server listening on a real port with the demo company and a session for each kind of user (a shop's buyer too). */
export interface FuzzServer {
  t: TestApp;
  base: string;
  headers: Record<PrincipalName, Record<string, string>>;
  /** The fuzz's own users and token: a request naming them could end the run's sessions. */
  ownIds: Set<string>;
  close(): Promise<void>;
}

export async function startFuzzServer(): Promise<FuzzServer> {
  // Thousands of requests a minute from four users: the per-user rate limit would answer most of them 429.
  const t = await createTestApp({ config: { apiRateLimitPerMinute: 1_000_000 } });
  const { db } = t.runtime.database;
  await loadDemoCompany({ db, bus: t.runtime.bus }, { today: '2026-11-01', batchSize: 40, customers: 40 });
  const { state } = await db
    .selectFrom('customers')
    .select('state')
    .where('state', '!=', '')
    .executeTakeFirstOrThrow();
  const repState = usStateCodes.find((code) => code === state) ?? 'FL';
  const sessions = {
    admin: await t.userSession({ email: 'admin@fuzz.test', role: 'admin' }),
    office: await t.userSession({ email: 'office@fuzz.test', role: 'office' }),
    rep: await t.userSession({
      email: 'rep@fuzz.test',
      role: 'rep',
      states: [repState],
      repCode: 'FZ',
    }),
  };
  // The demo company's mirror has no notes: a few, so that the notes' routes name rows that exist.
  const customers = await db
    .selectFrom('customers')
    .select('listId')
    .where('state', '=', repState)
    .limit(3)
    .execute();
  for (const { listId } of customers) {
    const created = await sessions.rep.request('POST', '/api/notes', visitNote(listId, []));
    if (created.statusCode !== 201) throw new Error(`a fuzz note was refused: ${created.body}`);
  }
  // A shop's buyer of one of the rep's customers, with the portal open, so the shop's routes reach
  // their handlers (issue 48); every other route must refuse them.
  const [brand] = await db.selectFrom('items').select('brand').where('brand', '!=', '').limit(1).execute();
  await putSetting(
    db,
    'shopPortal',
    { ...shopPortalDefault, enabled: true, brands: brand ? [brand.brand] : [] },
    null,
  );
  const buyer = await signedInBuyer(t, customers[0]?.listId ?? '', 'buyer@fuzz.test');
  const integration = await createIntegrationToken(db, {
    name: 'route fuzz',
    createdBy: sessions.admin.userId,
  });
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  const cookie = (value: string) => ({ cookie: value });
  return {
    t,
    base: address.startsWith('http') ? `http://127.0.0.1:${port}` : address,
    headers: {
      anonymous: {},
      admin: cookie(sessions.admin.cookie),
      office: cookie(sessions.office.cookie),
      rep: cookie(sessions.rep.cookie),
      integration: { authorization: `Bearer ${integration.secret}` },
      buyer: cookie(buyer.cookie),
    },
    ownIds: new Set([...Object.values(sessions).map((s) => s.userId), integration.token.id, buyer.buyerId]),
    close: () => t.close(),
  };
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  ms: number;
}

/** One request over HTTP, timed from sending to the last byte; a hang becomes a 599 after 10 s. */
export async function send(
  base: string,
  request: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    body?: BodyInit;
    stream?: boolean;
  },
): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(base + request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    // A stream never ends: its status and headers are the answer.
    const open = request.stream === true && response.status === 200;
    const text = open ? '' : await response.text();
    if (open) await response.body?.cancel();
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text,
      ms: performance.now() - started,
    };
  } catch (error) {
    return { status: 599, contentType: '', text: String(error), ms: performance.now() - started };
  }
}

const jsonOf = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** What is wrong with an answer, or undefined: a 5xx, too slow, or a body its schema refuses. */
export function problemOf(
  answer: Answer,
  expected: { response?: z.ZodType; produces?: string; notJson?: boolean; csvAsked?: boolean },
): string | undefined {
  if (answer.status >= 500) return `${answer.status}`;
  if (answer.ms > slowMs) return `slower than ${slowMs} ms`;
  const isJson = answer.contentType.startsWith('application/json');
  if (answer.status >= 400) {
    if (expected.notJson) return undefined;
    if (!isJson) return `${answer.status} not the error answer (${answer.contentType || 'no type'})`;
    return errorAnswerSchema.safeParse(jsonOf(answer.text)).success
      ? undefined
      : `${answer.status} not the error answer`;
  }
  if (answer.status < 200 || answer.status >= 300 || answer.status === 204) return undefined;
  if (expected.produces) {
    // `image/*` takes any image.
    return answer.contentType.startsWith((expected.produces.split(';')[0] ?? '').replace(/\*$/, ''))
      ? undefined
      : `${answer.status} as ${answer.contentType}`;
  }
  if (!expected.response) return undefined;
  // A list that also answers as CSV when asked (`format=csv`): the document describes its JSON only.
  if (expected.csvAsked && answer.contentType.startsWith('text/csv')) return undefined;
  if (!isJson) return `${answer.status} not JSON (${answer.contentType})`;
  const parsed = expected.response.safeParse(jsonOf(answer.text));
  return parsed.success
    ? undefined
    : `${answer.status} off its schema: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`;
}
