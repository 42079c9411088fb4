import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestSession } from '../../test/harness.js';
import { insertProspect, prospectAs, turnIntoCustomer } from '../../test/prospect-fixtures.js';
import {
  login,
  requestsOf,
  runTimeout,
  runWebConnector,
  startImportedTestBed,
} from '../../test/quickbooks-test-bed.js';
import { SimulatedQuickBooks } from '../../test/simulated-quickbooks.js';

let t: TestApp;
let rep: TestSession;
let admin: TestSession;
const qb = new SimulatedQuickBooks();

beforeAll(async () => {
  ({ t, admin } = await startImportedTestBed(qb));
  rep = await t.userSession({ email: 'rep@prospect-push.test', role: 'rep', states: ['FL'], repCode: 'FL' });
}, runTimeout);
afterAll(() => t.close());

describe(
  'a prospect turned into a customer, through the Web Connector (decision 0347)',
  { timeout: runTimeout },
  () => {
    it('is looked up by name, then added with CustomerAdd, once, and keeps the new ListID', async () => {
      const id = await insertProspect(t.runtime.database.db, { name: 'Ybor Leaf', state: 'FL' });
      await turnIntoCustomer(rep, id, {
        name: 'Ybor Leaf Lounge',
        street: '5 Seventh Ave',
        city: 'Tampa',
        state: 'FL',
        zip: '33605',
        phone: '813-555-0142',
      });
      const before = qb.requests.length;
      const run = await runWebConnector(t.app, qb, login);
      expect(run.percents.at(-1)).toBe(100);
      const queries = requestsOf(qb, before, 'CustomerQueryRq');
      expect(queries.some((q) => q.includes('<FullName>Ybor Leaf Lounge</FullName>'))).toBe(true);
      const adds = requestsOf(qb, before, 'CustomerAddRq');
      expect(adds).toHaveLength(1);
      expect(adds[0]).toContain('<Name>Ybor Leaf Lounge</Name>');
      expect(adds[0]).toContain('<City>Tampa</City>');
      expect(qb.schemaErrors).toEqual([]);
      const pushed = await prospectAs(rep, id);
      expect(pushed).toMatchObject({ customerPush: 'pushed', customerPushError: null });
      expect(pushed.customerListId).toMatch(/^\d+-1$/);

      // Its history says QuickBooks added it, after the rep's turn.
      const history = (await rep.request('GET', `/api/history/prospect/${id}`)).json().entries as {
        userName: string;
        changes: Record<string, { after: unknown }>;
      }[];
      expect(history.map((entry) => entry.changes)).toEqual([
        expect.objectContaining({ customerPush: { before: 'waiting', after: 'pushed' } }),
        expect.objectContaining({ status: { before: 'open', after: 'customer' } }),
      ]);
      expect(history[0]!.userName).toBe('System');

      const again = qb.requests.length;
      await runWebConnector(t.app, qb, login);
      expect(requestsOf(qb, again, 'CustomerAddRq')).toEqual([]);
    });

    it('takes the customer QuickBooks has by that name instead of adding a second', async () => {
      const id = await insertProspect(t.runtime.database.db, { name: 'Old Shop', state: 'FL' });
      await turnIntoCustomer(rep, id, { name: 'C-FL Smoke Shop', state: 'FL' });
      const before = qb.requests.length;
      await runWebConnector(t.app, qb, login);
      expect(requestsOf(qb, before, 'CustomerAddRq')).toEqual([]);
      expect(await prospectAs(rep, id)).toMatchObject({ customerPush: 'pushed', customerListId: 'C-FL' });
    });

    it('is refused, retried by an admin, and added on the next run (decision 0360)', async () => {
      const id = await insertProspect(t.runtime.database.db, { name: 'Brandon Leaf', state: 'FL' });
      await turnIntoCustomer(rep, id, { name: 'Brandon Leaf', city: 'Brandon', state: 'FL' });
      qb.faults.push({
        request: 'CustomerAddRq',
        statusCode: 3180,
        statusMessage: 'There was an error when saving a Customer list',
      });
      await runWebConnector(t.app, qb, login);
      expect(await prospectAs(rep, id)).toMatchObject({
        customerPush: 'failed',
        customerPushError:
          'QuickBooks refused the new customer: There was an error when saving a Customer list (status 3180)',
      });
      const queue = (await admin.request('GET', '/api/admin/quickbooks')).json().customerPushes;
      expect(queue).toContainEqual(
        expect.objectContaining({
          prospectId: id,
          customerName: 'Brandon Leaf',
          state: 'FL',
          status: 'failed',
        }),
      );

      expect((await admin.request('POST', `/api/admin/quickbooks/customers/${id}/retry`)).statusCode).toBe(
        200,
      );
      const before = qb.requests.length;
      await runWebConnector(t.app, qb, login);
      expect(requestsOf(qb, before, 'CustomerAddRq')).toHaveLength(1);
      const pushed = await prospectAs(rep, id);
      expect(pushed).toMatchObject({ customerPush: 'pushed', customerPushError: null });
      expect((await admin.request('GET', '/api/admin/quickbooks')).json().customerPushes).toContainEqual(
        expect.objectContaining({ prospectId: id, status: 'pushed', customerListId: pushed.customerListId }),
      );
    });
  },
);
