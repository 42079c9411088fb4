import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestSession } from '../../test/harness.js';
import { fixtureForms, orderBody } from '../../test/order-fixtures.js';
import { createIntegrationToken } from '../../mirror/tokens.js';
import { putSetting } from '../../settings/queries.js';
import {
  login,
  requestsOf,
  runTimeout,
  runWebConnector,
  startImportedTestBed,
} from '../../test/quickbooks-test-bed.js';
import { SimulatedQuickBooks } from '../../test/simulated-quickbooks.js';

/**
 * An order the compliance gate holds never reaches QuickBooks Desktop (issue 46, part 3; decision
 * 0298): the Web Connector's queue skips it and its push fails in the gate's words, and it goes on
 * a Retry once an admin lets it through.
 */
let t: TestApp;
let admin: TestSession;
let rep: TestSession;
const qb = new SimulatedQuickBooks();

beforeAll(async () => {
  ({ t, admin } = await startImportedTestBed(qb));
  await putSetting(t.runtime.database.db, 'orderForms', fixtureForms, null);
  rep = await t.userSession({ email: 'rep@held.test', role: 'rep', states: ['FL'], repCode: 'FL' });
}, runTimeout);
afterAll(() => t.close());

describe(
  'an order the compliance gate holds, pushed through the Web Connector',
  { timeout: runTimeout },
  () => {
    it('is never sent: its push fails in the gate’s words, and goes after an admin lets it through and Retry', async () => {
      const db = t.runtime.database.db;
      const created = await rep.request('POST', '/api/orders', orderBody({ customerListId: 'C-FL' }));
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().ids[0] as string;
      // The law changed after it was submitted: Florida's rule of today asks for a retailer license.
      await db
        .insertInto('complianceRules')
        .values({
          id: 'RULE-FL-LATER',
          topic: 'license',
          state: 'FL',
          effectiveFrom: new Date().toISOString().slice(0, 10),
          ruleBody: {
            source: { citation: 'Fla. Stat. 569.003', url: null },
            retailerNeeds: ['retailer'],
            summary: 'A Florida retailer needs a retail tobacco products dealer permit.',
          },
          recordedAt: new Date().toISOString(),
          recordedById: null,
        })
        .execute();
      const pushOf = () =>
        db
          .selectFrom('qbwcPushes')
          .select(['status', 'error'])
          .where('orderId', '=', id)
          .executeTakeFirstOrThrow();

      const before = qb.requests.length;
      expect((await runWebConnector(t.app, qb, login)).percents.at(-1)).toBe(100);
      expect(requestsOf(qb, before, 'SalesOrderAddRq')).toEqual([]);
      const held = await pushOf();
      expect(held.status).toBe('failed');
      expect(held.error).toMatch(
        /^Held by the compliance gate, not sent: Florida: a retailer needs a valid Florida state tobacco retailer license to buy tobacco, and C-FL Smoke Shop has none valid on \d{4}-\d{2}-\d{2} — Fla\. Stat\. 569\.003\./,
      );
      // The connector's own list leaves it out too.
      const { secret } = await createIntegrationToken(db, { name: 'connector', createdBy: null });
      const listed = await t.app.inject({
        method: 'GET',
        url: '/api/push/orders?status=OrderSubmitted',
        headers: { authorization: `Bearer ${secret}` },
      });
      expect(listed.statusCode).toBe(200);
      expect(listed.json().orders.map((o: { id: string }) => o.id)).not.toContain(id);

      const let_ = await admin.request('POST', `/api/orders/${id}/gate-override`, {
        reason: 'Permit shown to the rep at the shop; copy on file.',
      });
      expect(let_.statusCode, let_.body).toBe(200);
      expect((await admin.request('POST', `/api/admin/quickbooks/pushes/${id}/retry`)).statusCode).toBe(200);
      const again = qb.requests.length;
      expect((await runWebConnector(t.app, qb, login)).percents.at(-1)).toBe(100);
      expect(requestsOf(qb, again, 'SalesOrderAddRq')).toHaveLength(1);
      expect(await pushOf()).toMatchObject({ status: 'pushed', error: null });
    });
  },
);
