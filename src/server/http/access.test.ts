import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, type Principal } from '../../domain/access/policy.js';
import { createTestApp, principalSessions, type TestApp } from '../test/harness.js';
import { signedInBuyer, type BuyerSession } from '../test/buyer-fixtures.js';
import { complianceMatrix, type MatrixRow } from './access-matrix-compliance.js';
import { visitPlanningMatrix } from './access-matrix-visit-planning.js';
import { visitsMatrix } from './access-matrix-visits.js';

let t: TestApp;
let sessions: Awaited<ReturnType<typeof principalSessions>>;
/** A shop's buyer (decision 0324): no row of the matrix is open to them. */
let buyer: BuyerSession;

beforeAll(async () => {
  t = await createTestApp();
  sessions = await principalSessions(t);
  buyer = await signedInBuyer(t, 'C-FL', 'buyer@a.test');
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
    const rep = (await sessions.repInside.request('GET', '/api/me')).json().user as Principal;
    const actionRoutes = t.app.apiRoutes.filter(
      (r) => typeof r.access === 'object' && !can(rep, r.access.action),
    );
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

/** Principal × route matrix: each feature adds its rows (with a valid body where the rule is asked after validation). */
const matrix: MatrixRow[] = [
  { route: 'GET /api/me', expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 } },
  { route: 'GET /api/system-info', expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 } },
  { route: 'GET /api/environment', expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 } },
  {
    route: 'GET /api/customers/search?q=smoke',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'GET /api/customers/unknown-id',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  { route: 'GET /api/admin/users', expect: { admin: 200, office: 403, repInside: 403, repOutside: 403 } },
  { route: 'POST /api/admin/users', expect: { admin: 400, office: 403, repInside: 403, repOutside: 403 } },
  {
    route: 'PATCH /api/admin/users/unknown-id',
    expect: { admin: 404, office: 403, repInside: 403, repOutside: 403 },
  },
  {
    route: 'POST /api/admin/users/unknown-id/password',
    expect: { admin: 400, office: 403, repInside: 403, repOutside: 403 },
  },
  { route: 'GET /api/admin/settings', expect: { admin: 200, office: 403, repInside: 403, repOutside: 403 } },
  { route: 'GET /api/admin/tokens', expect: { admin: 200, office: 403, repInside: 403, repOutside: 403 } },
  { route: 'POST /api/admin/tokens', expect: { admin: 400, office: 403, repInside: 403, repOutside: 403 } },
  {
    route: 'DELETE /api/admin/tokens/unknown-id',
    expect: { admin: 404, office: 403, repInside: 403, repOutside: 403 },
  },
  {
    route: 'POST /api/import/customers',
    expect: { admin: 401, office: 401, repInside: 401, repOutside: 401 },
  },
  {
    route: 'PUT /api/admin/settings/company',
    expect: { admin: 400, office: 403, repInside: 403, repOutside: 403 },
  },
  { route: 'GET /api/inventory', expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 } },
  { route: 'GET /api/events/active', expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 } },
  { route: 'POST /api/events', expect: { admin: 400, office: 400, repInside: 403, repOutside: 403 } },
  {
    route: 'PUT /api/events/unknown-id',
    expect: { admin: 400, office: 400, repInside: 403, repOutside: 403 },
  },
  {
    route: 'GET /api/events/unknown-id/appointments',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'DELETE /api/appointments/unknown-id',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  { route: 'GET /api/notes', expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 } },
  {
    route: 'GET /api/notes/open-tasks',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  { route: 'GET /api/tasks/mine', expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 } },
  { route: 'GET /api/tasks/assignees', expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 } },
  {
    route: 'GET /api/me/email-preferences',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'GET /api/notes/tag-summary',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'GET /api/notes/export.csv',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'GET /api/notes/unknown-id',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  { route: 'POST /api/notes', expect: { admin: 400, office: 400, repInside: 400, repOutside: 400 } },
  {
    route: 'DELETE /api/notes/unknown-id',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  { route: 'GET /api/items/search', expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 } },
  { route: 'GET /api/orders', expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 } },
  { route: 'GET /api/orders/summary', expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 } },
  {
    route: 'GET /api/orders/export.csv',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'GET /api/orders/unknown-id',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  { route: 'POST /api/orders', expect: { admin: 400, office: 400, repInside: 400, repOutside: 400 } },
  {
    route: 'DELETE /api/orders/unknown-id',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'PATCH /api/orders/unknown-id/status',
    expect: { admin: 403, office: 403, repInside: 403, repOutside: 403 },
  },
  {
    route: 'GET /api/order-form?form=Standard',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  { route: 'GET /api/raffle-tickets', expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 } },
  {
    route: 'GET /api/raffle-tickets/export.csv',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  { route: 'GET /api/push/orders', expect: { admin: 401, office: 401, repInside: 401, repOutside: 401 } },
  {
    route: 'POST /api/push/orders/unknown-id/pushed',
    expect: { admin: 401, office: 401, repInside: 401, repOutside: 401 },
  },
  { route: 'GET /api/customers', expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 } },
  { route: 'GET /api/invoices', expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 } },
  { route: 'GET /api/credit-memos', expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 } },
  {
    route: 'GET /api/invoices/unknown-id',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'GET /api/sales-orders/unknown-id',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'GET /api/credit-memos/unknown-id',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'GET /api/customers/unknown-id/stats',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'GET /api/customers/unknown-id/transactions?type=invoices',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'GET /api/customers/unknown-id/contacts',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'POST /api/customers/unknown-id/descriptions',
    expect: { admin: 400, office: 400, repInside: 400, repOutside: 400 },
  },
  {
    route: 'DELETE /api/customers/unknown-id/descriptions/unknown-id',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'GET /api/attachments/limits',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  { route: 'GET /api/attachments', expect: { admin: 400, office: 400, repInside: 400, repOutside: 400 } },
  {
    route: 'GET /api/attachments?ownerType=note&ownerId=unknown-id',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  { route: 'POST /api/attachments', expect: { admin: 400, office: 400, repInside: 400, repOutside: 400 } },
  {
    route: 'GET /api/attachments/unknown-id/file',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'GET /api/attachments/unknown-id/preview',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'DELETE /api/attachments/unknown-id',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'GET /api/notes/unknown-id/comments',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'POST /api/notes/unknown-id/comments',
    expect: { admin: 400, office: 400, repInside: 400, repOutside: 400 },
  },
  {
    route: 'DELETE /api/comments/unknown-id',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'GET /api/notifications',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'GET /api/notifications?includeDismissed=1',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'GET /api/notifications/unread-count',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'POST /api/notifications/unknown-id/seen',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'POST /api/notifications/unknown-id/dismiss',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'POST /api/notifications/dismiss-all',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  { route: 'GET /api/admin/audit', expect: { admin: 200, office: 403, repInside: 403, repOutside: 403 } },
  { route: 'GET /api/trash', expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 } },
  {
    route: 'POST /api/trash/unknown-id/restore',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'GET /api/history/note/unknown-id',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'GET /api/insights/summary',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'GET /api/insights/filters',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'GET /api/insights/months?range=last12',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'GET /api/insights/by/customer?format=csv',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'GET /api/insights/at-risk',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'GET /api/insights/at-risk/count',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'GET /api/insights/brand-reach',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'GET /api/insights/brand-reach/Cielo',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'GET /api/insights/rep-activity?range=quarter',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'GET /api/customers/unknown-id/sales',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'GET /api/customers/unknown-id/sales/csv/months',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  // The Sales panel's first paths, deprecated aliases (decision 0284): the same decisions.
  {
    route: 'GET /api/insights/customers/unknown-id',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'GET /api/insights/customers/unknown-id/csv/months',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'GET /api/insights/by/region',
    expect: { admin: 400, office: 400, repInside: 400, repOutside: 400 },
  },
  {
    route: 'GET /api/admin/quickbooks/online/sync',
    expect: { admin: 200, office: 403, repInside: 403, repOutside: 403 },
  },
  {
    route: 'POST /api/admin/quickbooks/online/sync',
    expect: { admin: 200, office: 403, repInside: 403, repOutside: 403 },
  },
  // Office and admin send a refused order again (decision 0239); an unknown order is 404 to them.
  {
    route: 'POST /api/orders/unknown-id/quickbooks/online/retry',
    expect: { admin: 404, office: 404, repInside: 403, repOutside: 403 },
  },
  {
    route: 'GET /api/admin/quickbooks/online/cutover',
    expect: { admin: 200, office: 403, repInside: 403, repOutside: 403 },
  },
  {
    route: 'GET /api/admin/quickbooks/online/cutover/candidates?kind=customer&q=shop',
    expect: { admin: 200, office: 403, repInside: 403, repOutside: 403 },
  },
  {
    route: 'POST /api/admin/quickbooks/online/cutover/decide',
    expect: { admin: 400, office: 403, repInside: 403, repOutside: 403 },
  },
  // Signed by Intuit, not by a session: unsigned it is refused whoever calls.
  {
    route: 'POST /api/quickbooks/online/webhooks',
    expect: { admin: 401, office: 401, repInside: 401, repOutside: 401 },
  },
  ...visitsMatrix,
  ...complianceMatrix,
  ...visitPlanningMatrix,
];

describe('principal × route matrix', () => {
  it.each(matrix)('$route', async ({ route, body, expect: expected }) => {
    const [method, url] = route.split(' ') as [string, string];
    for (const [who, status] of Object.entries(expected)) {
      const response = await sessions[who as keyof typeof sessions].request(method, url, body);
      expect(response.statusCode, `${who} ${route}`).toBe(status);
    }
    // A buyer's session is no staff session: every row answers them as a stranger, 0 leaks.
    expect((await buyer.request(method, url, body)).statusCode, `buyer ${route}`).toBe(401);
  });
});
