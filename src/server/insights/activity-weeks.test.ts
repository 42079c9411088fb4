import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RepActivityRow } from '../../domain/insights/contract.js';
import { addDays, weekStartOf } from '../../domain/insights/periods.js';
import { zonedHour } from '../../domain/tasks/digest-time.js';
import { putSetting } from '../settings/queries.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { visitNote } from '../test/note-fixtures.js';
import { orderBody, seedOrderFixtures } from '../test/order-fixtures.js';
import { findPrincipal } from '../users/queries.js';
import { activityFacts, countActivity, weeksWithin } from './activity-facts.js';
import { companyToday } from './figures.js';
import { repActivityRows } from './presenters.js';
import { userLabels } from './queries.js';

/**
 * Rep activity's full weeks come from counts kept per week (decision 0189): after any write to a
 * counted week (a note, a tag, an order, a check-in, a customer's states, the company's time zone)
 * the page shows what counting the notes, orders and check-ins themselves shows.
 */
let t: TestApp;
let admin: TestSession;
let fl: TestSession;
let tx: TestSession;
let sessions: TestSession[];
const queries = ['range=last12', 'range=year', 'range=last12&state=FL', 'range=last12&rep=FL'];

beforeAll(async () => {
  t = await createTestApp();
  await seedOrderFixtures(t.runtime.database.db);
  admin = await t.userSession({ email: 'admin@weeks.test', role: 'admin' });
  fl = await t.userSession({ email: 'fl@weeks.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  tx = await t.userSession({ email: 'tx@weeks.test', role: 'rep', states: ['TX'], repCode: 'TX' });
  sessions = [admin, fl, tx];
});
afterAll(() => t.close());

/** A day of the week `weeksAgo` full weeks before this one, at noon UTC. */
async function dayOfWeek(weeksAgo: number) {
  const { today } = await companyToday(t.runtime.database.db);
  return `${addDays(weekStartOf(today), -7 * weeksAgo + 2)}T12:00:00.000Z`;
}

async function moveNote(id: string, createdAt: string) {
  await t.runtime.database.db.updateTable('notes').set({ createdAt }).where('id', '=', id).execute();
}

/** Every session's rows for every query, from the page and from the rows themselves. */
async function bothWays() {
  const { db } = t.runtime.database;
  const { timeZone } = await companyToday(db);
  const served: RepActivityRow[][] = [];
  const counted: RepActivityRow[][] = [];
  for (const session of sessions) {
    const user = (await findPrincipal(db, session.userId))!;
    for (const query of queries) {
      const response = await session.request('GET', `/api/insights/rep-activity?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const { period, rows } = response.json() as {
        period: { from: string; to: string };
        rows: RepActivityRow[];
      };
      const params = new URLSearchParams(query);
      const filters = { state: params.get('state') ?? undefined, rep: params.get('rep') ?? undefined };
      const facts = await activityFacts(
        db,
        { user, filters },
        {
          from: new Date(zonedHour(period.from, 0, timeZone)).toISOString(),
          to: new Date(zonedHour(addDays(period.to, 1), 0, timeZone)).toISOString(),
        },
      );
      const counts = countActivity(facts, weeksWithin(timeZone, period));
      served.push(rows);
      counted.push(
        repActivityRows(counts, await userLabels(db, [...new Set(counts.map((c) => c.authorId))])),
      );
    }
  }
  return { served, counted };
}

async function expectCurrent() {
  const { served, counted } = await bothWays();
  expect(served).toEqual(counted);
  return served;
}

describe('rep activity kept per week', () => {
  it('shows what counting the rows shows, after every kind of write to a week already counted', async () => {
    const { db } = t.runtime.database;
    const created: string[] = [];
    for (const [session, customer, tags] of [
      [fl, 'C-FL', ['Visit']],
      [fl, 'C-FL', []],
      [tx, 'C-TX', ['Visit']],
    ] as const) {
      const response = await session.request('POST', '/api/notes', visitNote(customer, [...tags]));
      expect(response.statusCode, response.body).toBe(201);
      created.push(response.json().note.id as string);
    }
    for (const id of created) await moveNote(id, await dayOfWeek(3));
    const order = await fl.request('POST', '/api/orders', orderBody({}));
    expect(order.statusCode, order.body).toBeLessThan(300);
    const orderId = (order.json().ids as string[])[0]!;
    await db
      .updateTable('orders')
      .set({ createdAt: await dayOfWeek(2) })
      .where('id', '=', orderId)
      .execute();

    // Counted once; the weeks are kept from now on.
    const first = await expectCurrent();
    expect(first[0]!.length).toBeGreaterThan(0);
    expect(await db.selectFrom('activityWeeksDone').select('weekStart').execute()).not.toHaveLength(0);

    // A note written now and moved into a counted week; a Visit tag taken off another.
    const late = await fl.request('POST', '/api/notes', visitNote('C-FL', []));
    await moveNote(late.json().note.id as string, await dayOfWeek(3));
    await db.deleteFrom('noteTags').where('noteId', '=', created[0]!).execute();
    await expectCurrent();

    // An order's value and date change; a check-in, and a Visit note tied to it, count one visit.
    await db.updateTable('orders').set({ amount: 1234.56 }).where('id', '=', orderId).execute();
    const visitId = randomUUID();
    const startedAt = await dayOfWeek(1);
    const checkIn = await fl.request('POST', '/api/visits', { id: visitId, customerId: 'C-FL', startedAt });
    expect(checkIn.statusCode, checkIn.body).toBeLessThan(300);
    const tied = await fl.request('POST', '/api/notes', visitNote('C-FL', ['Visit'], visitId));
    expect(tied.statusCode, tied.body).toBe(201);
    await moveNote(tied.json().note.id as string, startedAt);
    const rows = await expectCurrent();
    const flWeek = rows[0]!.find(
      (r) => r.userId === fl.userId && r.weekStart === addDays(startedAt.slice(0, 10), -2),
    );
    expect(flWeek).toMatchObject({ notes: 1, visits: 1 });

    // A deleted order, and a customer moving state (check-ins follow their customer's states).
    await db.deleteFrom('orders').where('id', '=', orderId).execute();
    await db
      .updateTable('customers')
      .set({ state: 'TX', shipState: 'TX' })
      .where('listId', '=', 'C-FL')
      .execute();
    await expectCurrent();
  });

  it('counts the weeks again in the company’s new time zone', async () => {
    const { db } = t.runtime.database;
    await putSetting(db, 'taskDigest', { hour: 7, timeZone: 'Pacific/Auckland' }, null);
    await expectCurrent();
    const zones = await db.selectFrom('activityWeeksDone').select('timeZone').distinct().execute();
    expect(zones).toEqual([{ timeZone: 'Pacific/Auckland' }]);
  });
});
