import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';

let t: TestApp;
let sessions: Record<'admin' | 'office' | 'repInside' | 'repOutside', TestSession>;

beforeAll(async () => {
  t = await createTestApp();
  sessions = {
    admin: await t.userSession({ email: 'admin@a.test', role: 'admin' }),
    office: await t.userSession({ email: 'office@a.test', role: 'office' }),
    repInside: await t.userSession({ email: 'fl@a.test', role: 'rep', states: ['FL'] }),
    repOutside: await t.userSession({ email: 'tx@a.test', role: 'rep', states: ['TX'] }),
  };
});
afterAll(() => t.close());

const publicRoutes = new Set(['GET /healthz', 'GET /api/auth/*', 'POST /api/auth/*']);

const concrete = (url: string) => url.replace(/:(\w+)/g, 'unknown-$1').replace('*', 'get-session');

describe('every API route has an access decision', () => {
  it('lists the routes with their decisions', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(3);
    for (const route of t.app.apiRoutes) expect(route.access).toBeDefined();
  });

  it('refuses to register an API route without one', async () => {
    const { buildApp } = await import('../app.js');
    const app = await buildApp(t.runtime);
    expect(() => app.get('/api/forgotten', async () => ({}))).toThrow(/no access decision/);
    await app.close();
  });

  it('answers 401 to an anonymous call of every route but sign-in and health', async () => {
    for (const route of t.app.apiRoutes) {
      if (publicRoutes.has(`${route.method} ${route.url}`) || route.access === 'public') continue;
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toEqual(expect.objectContaining({ code: 'UNAUTHENTICATED' }));
    }
  });

  it('answers 403 to signed-in users who may not perform a route action', async () => {
    const actionRoutes = t.app.apiRoutes.filter((r) => typeof r.access === 'object');
    expect(actionRoutes.length).toBeGreaterThan(0);
    for (const route of actionRoutes) {
      const response = await sessions.repInside.request(
        route.method,
        concrete(route.url),
        route.method === 'GET' ? undefined : {},
      );
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});

/** Principal × route matrix: each feature adds its rows. */
const matrix: { route: string; expect: Record<keyof typeof sessions, number> }[] = [
  { route: 'GET /api/me', expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 } },
  { route: 'GET /api/system-info', expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 } },
  { route: 'GET /api/admin/users', expect: { admin: 200, office: 403, repInside: 403, repOutside: 403 } },
];

describe('principal × route matrix', () => {
  it.each(matrix)('$route', async ({ route, expect: expected }) => {
    const [method, url] = route.split(' ') as [string, string];
    for (const [who, status] of Object.entries(expected)) {
      const response = await sessions[who as keyof typeof sessions].request(method, url);
      expect(response.statusCode, `${who} ${route}`).toBe(status);
    }
  });
});
