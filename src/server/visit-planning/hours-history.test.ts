import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../test/document-fixtures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { listenToChanges, type LiveEvents } from '../test/live-events.js';

let t: TestApp;
let repFl: TestSession;
let repTx: TestSession;
let live: LiveEvents;
const shop = 'C-FL-HOURS';

beforeAll(async () => {
  t = await createTestApp();
  await insertCustomer(t.runtime.database.db, shop, 'FL', 'Tampa Smoke Shop');
  repFl = await t.userSession({ email: 'fl@hours-history.test', role: 'rep', states: ['FL'] });
  repTx = await t.userSession({ email: 'tx@hours-history.test', role: 'rep', states: ['TX'] });
  live = listenToChanges(t.runtime.bus);
});
afterAll(async () => {
  live.stop();
  await t.close();
});

const historyAs = async (session: TestSession) =>
  (await session.request('GET', `/api/history/customer/${shop}`)).json().entries as {
    entityType: string;
    changes: Record<string, { before: unknown; after: unknown }>;
  }[];

describe('a customer’s opening hours edited (decision 0348)', () => {
  it('are in the customer’s history and told live to the users of its states', async () => {
    const hours = { mon: [['16:00', '22:00']] };
    await live.reset();
    const saved = await repFl.request('PUT', `/api/customers/${shop}/hours`, { hours });
    expect(saved.statusCode, saved.body).toBe(200);
    const change = { kind: 'customer.hours', id: shop, scopeStates: ['FL'] } as const;
    await live.arrived([change]);
    expect((await repFl.request('PUT', `/api/customers/${shop}/hours`, { hours: null })).statusCode).toBe(
      200,
    );
    expect((await live.settled()).filter((event) => event.kind === 'customer.hours')).toEqual([
      change,
      change,
    ]);

    const entries = (await historyAs(repFl)).filter((entry) => entry.entityType === 'opening-hours');
    expect(entries.map((entry) => entry.changes)).toEqual([
      { hours: { before: hours, after: 'the type’s default' } },
      { hours: { before: 'the type’s default', after: hours } },
    ]);
    expect(await historyAs(repTx)).toEqual([]);
  });

  it('record and tell nothing when refused', async () => {
    await live.reset();
    const before = await historyAs(repFl);
    const refused = await repFl.request('PUT', `/api/customers/${shop}/hours`, {
      hours: { tue: [['18:00', '09:00']] },
    });
    expect(refused.statusCode).toBe(400);
    expect((await repTx.request('PUT', `/api/customers/${shop}/hours`, { hours: null })).statusCode).toBe(
      404,
    );
    expect(await live.settled()).toEqual([]);
    expect(await historyAs(repFl)).toEqual(before);
  });
});
