import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onTableWrite } from '../db/database.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { visitNote } from '../test/note-fixtures.js';
import { seedOrderFixtures } from '../test/order-fixtures.js';

/**
 * Issue 44: no read holds the write lock for long. The first read after an import builds the
 * changed packs of every customer's days and works out the at-risk facts again; both ran in one
 * transaction (at scale 30, 560–710 ms for every pack), so a note posted meanwhile waited for the
 * whole refresh. Now each pack, and each step of 200 customers' facts, is a transaction of its own.
 * No clock here: the order of events says who waited.
 */
let t: TestApp;
let fl: TestSession;
let admin: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  await seedOrderFixtures(t.runtime.database.db);
  fl = await t.userSession({ email: 'fl@refresh-lock.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  admin = await t.userSession({ email: 'admin@refresh-lock.test', role: 'admin' });
});
afterAll(() => t.close());

/**
 * Reads `path` as the admin while `marksTable`'s marks are taken one step at a time, posting a
 * note at the first step; the events in the order they came.
 */
async function readBesideANote(path: string, marksTable: string): Promise<string[]> {
  const events: string[] = [];
  let note: Promise<void> | undefined;
  onTableWrite(t.runtime.database.db, (table) => {
    if (table !== marksTable) return;
    events.push('step');
    note ??= fl.request('POST', '/api/notes', visitNote('C-FL', [])).then((response) => {
      expect(response.statusCode, response.body).toBe(201);
      events.push('note');
    });
  });
  const read = await admin.request('GET', path);
  expect(read.statusCode, read.body).toBe(200);
  events.push('read');
  await note;
  return events;
}

/**
 * On SQLite every query takes the one connection, so a note posted at the first step is answered
 * before the last only if the refresh lets go of it between steps (the old single transaction held
 * it to the end). On PostgreSQL a note takes a connection of its own and writes no mark, so it never
 * waited for the refresh; there the steps counted above are what this test can tell.
 */
function expectNoteBeforeLastStep(events: string[]) {
  expect(events).toContain('note');
  if (t.runtime.database.dialect !== 'sqlite') return;
  expect(events.indexOf('note')).toBeGreaterThan(0);
  expect(events.indexOf('note')).toBeLessThan(events.lastIndexOf('step'));
}

describe('the insight tables kept from marks, beside writes', () => {
  it('answers a note posted while the packs are built before the last pack is written', async () => {
    const { db } = t.runtime.database;
    const pairs = Array.from({ length: 30 }, (_, index) => ({
      shipState: 'FL',
      repCode: `R${index}`,
      version: 1,
    }));
    await db.insertInto('salesPackChanges').values(pairs).execute();
    const events = await readBesideANote('/api/insights/brand-reach', 'salesPackChanges');
    expect(events.filter((event) => event === 'step').length).toBeGreaterThanOrEqual(pairs.length);
    expectNoteBeforeLastStep(events);
    expect(await db.selectFrom('salesPackChanges').selectAll().execute()).toEqual([]);
  });

  it('answers a note posted while the at-risk facts are worked out before the last step', async () => {
    const { db } = t.runtime.database;
    const marks = Array.from({ length: 1_000 }, (_, index) => ({
      customerListId: `C-MARKED-${index}`,
      shipState: 'FL',
      repCode: 'FL',
      version: 1,
    }));
    await db.insertInto('customerRiskChanges').values(marks).execute();
    const events = await readBesideANote('/api/insights/at-risk', 'customerRiskChanges');
    // 1,000 customers in steps of 200: five steps, each taking its customers' marks.
    expect(events.filter((event) => event === 'step').length).toBeGreaterThanOrEqual(5);
    expectNoteBeforeLastStep(events);
    expect(await db.selectFrom('customerRiskChanges').selectAll().execute()).toEqual([]);
  });
});
