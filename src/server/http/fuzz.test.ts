import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveStreamPath, oldLiveStreamPath } from '../../domain/live/stream.js';
import { seedOrderFixtures } from '../test/order-fixtures.js';
import { createTestApp, type TestApp } from '../test/harness.js';

/**
 * Property: no input makes the server fail. Every registered API route (old and contract-defined
 * alike, from `app.apiRoutes`) gets generated paths, queries and bodies, including the text
 * PostgreSQL cannot store (NUL, lone surrogates), as an admin, a rep and a signed-out visitor.
 */
let t: TestApp;
const cookies: Record<string, string | undefined> = { signedOut: undefined };

beforeAll(async () => {
  t = await createTestApp();
  await seedOrderFixtures(t.runtime.database.db);
  cookies.admin = (await t.userSession({ email: 'admin@fuzz.test', role: 'admin' })).cookie;
  cookies.rep = (
    await t.userSession({ email: 'rep@fuzz.test', role: 'rep', states: ['FL'], repCode: 'FL' })
  ).cookie;
});
afterAll(() => t.close());

/** Streams and sign-out would stall or end the run without telling anything about input handling. */
const skipped = (url: string) =>
  url === liveStreamPath || url === oldLiveStreamPath || url.startsWith('/api/auth/');

const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    '\uD800',
    'x\uDC00y',
    '🚬',
    '%',
    '../..',
    ' ',
    'null',
    '-1',
    '1e309',
    'x'.repeat(5000),
  ),
);
/** URL encoding needs whole characters; lone surrogates still arrive raw through `%ED%A0%80` below. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
/** Path segments as bytes on the wire: percent-encoded text plus raw encodings a browser never sends. */
const pathSegment = fc.oneof(
  hostileText.map((text) => encodeURIComponent(wellFormed(text)) || 'x'),
  fc.constantFrom('%00', '%ED%A0%80', '%FF', '%C0%AF', '..%2F..%2Fetc', 'unknown-id', '0', '-1'),
);
const jsonValue = fc.oneof(
  fc.jsonValue(),
  hostileText,
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308, true, null, [], {}),
);

function requestFor(url: string) {
  const segments = url.split('/').filter(Boolean);
  const params = segments.filter((segment) => segment.startsWith(':') || segment === '*');
  return fc.record({
    path: fc.tuple(...params.map(() => pathSegment)).map((values) => {
      let next = 0;
      return `/${segments.map((segment) => (params.includes(segment) ? values[next++] : segment)).join('/')}`;
    }),
    query: fc.dictionary(
      fc.constantFrom('q', 'cursor', 'from', 'to', 'limit', 'status', 'ownerType', 'ownerId', 'state'),
      hostileText,
      { maxKeys: 3 },
    ),
    body: fc.oneof(jsonValue, fc.dictionary(fc.string(), jsonValue, { maxKeys: 6 })),
    principal: fc.constantFrom('admin', 'rep', 'signedOut'),
  });
}

describe('fuzzing every API route', () => {
  it('never answers 500 or more', { timeout: 300_000 }, async () => {
    const routes = t.app.apiRoutes.filter((route) => !skipped(route.url));
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(requestFor(route.url), async ({ path, query, body, principal }) => {
          const search = new URLSearchParams(
            Object.entries(query).map(([key, value]) => [key, wellFormed(value)]),
          ).toString();
          const cookie = cookies[principal];
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: search ? `${path}?${search}` : path,
            headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/json' },
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: JSON.stringify(body) }),
          });
          expect(
            response.statusCode,
            `${route.method} ${path} as ${principal}: ${response.body.slice(0, 300)}`,
          ).toBeLessThan(500);
        }),
        { numRuns: 10 },
      );
    }
  });
});
