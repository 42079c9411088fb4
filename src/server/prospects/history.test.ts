import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { listenToChanges, type LiveEvents } from '../test/live-events.js';
import { insertProspect, turnIntoCustomer } from '../test/prospect-fixtures.js';

let t: TestApp;
let repFl: TestSession;
let repTx: TestSession;
let live: LiveEvents;

beforeAll(async () => {
  t = await createTestApp();
  repFl = await t.userSession({ email: 'fl@prospect-history.test', role: 'rep', states: ['FL'] });
  repTx = await t.userSession({ email: 'tx@prospect-history.test', role: 'rep', states: ['TX'] });
  live = listenToChanges(t.runtime.bus);
});
afterAll(async () => {
  live.stop();
  await t.close();
});

interface Entry {
  entityType: string;
  userName: string;
  label: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}
const historyAs = async (session: TestSession, id: string) => {
  const response = await session.request('GET', `/api/history/prospect/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().entries as Entry[];
};

describe('a prospect’s history and live changes (decision 0348)', () => {
  it('records a note, "not interested" and the turn into a customer, told to its state’s users only', async () => {
    const id = await insertProspect(t.runtime.database.db, { name: 'Bay Smoke Shop', state: 'FL' });
    await live.reset();
    // Scoped by the prospect's state: the stream tells Florida's users, not Texas's (isChangeVisibleTo).
    const change = { kind: 'prospect.changed', id, scopeStates: ['FL'] } as const;

    expect(
      (await repFl.request('PATCH', `/api/prospects/${id}`, { note: 'Owner back Tuesday' })).statusCode,
    ).toBe(200);
    await live.arrived([change]);
    expect(
      (await repFl.request('PATCH', `/api/prospects/${id}`, { status: 'not-interested' })).statusCode,
    ).toBe(200);
    expect((await repFl.request('PATCH', `/api/prospects/${id}`, { status: 'open' })).statusCode).toBe(200);
    await turnIntoCustomer(repFl, id, { name: 'Bay Smoke Shop LLC', state: 'FL' });
    const heard = await live.settled();
    expect(heard.filter((event) => event.kind === 'prospect.changed')).toEqual([
      change,
      change,
      change,
      change,
    ]);

    const entries = await historyAs(repFl, id);
    expect(entries.map((entry) => entry.changes)).toEqual([
      expect.objectContaining({
        status: { before: 'open', after: 'customer' },
        customerName: expect.objectContaining({ after: 'Bay Smoke Shop LLC' }),
      }),
      { status: { before: 'not-interested', after: 'open' } },
      { status: { before: 'open', after: 'not-interested' } },
      { note: { before: null, after: 'Owner back Tuesday' } },
    ]);
    expect(entries[0]).toMatchObject({
      entityType: 'prospect',
      label: 'Bay Smoke Shop',
      userName: expect.any(String),
    });
    // Out of the Texas rep's states: no entry, as the prospect itself answers 404.
    expect(await historyAs(repTx, id)).toEqual([]);
  });

  it('records and tells nothing for a refused change', async () => {
    const id = await insertProspect(t.runtime.database.db, { name: 'Ybor Leaf', state: 'FL' });
    await turnIntoCustomer(repFl, id, { name: 'Ybor Leaf', state: 'FL' });
    await live.reset();
    const before = await historyAs(repFl, id);
    expect(
      (await repFl.request('POST', `/api/prospects/${id}/customer`, { name: 'Ybor Leaf' })).statusCode,
    ).toBe(409);
    expect((await repTx.request('PATCH', `/api/prospects/${id}`, { note: 'x' })).statusCode).toBe(404);
    expect(await live.settled()).toEqual([]);
    expect(await historyAs(repFl, id)).toEqual(before);
  });
});
