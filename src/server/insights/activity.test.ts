import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, weekStartOf } from '../../domain/insights/periods.js';
import { toCents } from '../../domain/insights/rules.js';
import { zonedHour } from '../../domain/tasks/digest-time.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { visitNote } from '../test/note-fixtures.js';
import { fixtureItems, orderBody, seedOrderFixtures } from '../test/order-fixtures.js';
import { companyToday } from './figures.js';

/**
 * Rep activity is counted per week of the company's days: a note or an order of Sunday 23:30 in
 * New York (Monday 03:30 or 04:30 UTC) belongs to the week before.
 */
let t: TestApp;
let admin: TestSession;
let fl: TestSession;
let tx: TestSession;
let week: string;
let lastWeek: string;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.runtime.database;
  await seedOrderFixtures(db);
  admin = await t.userSession({ email: 'admin@activity.test', role: 'admin' });
  fl = await t.userSession({ email: 'fl@activity.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  tx = await t.userSession({ email: 'tx@activity.test', role: 'rep', states: ['TX'], repCode: 'TX' });
  const { today, timeZone } = await companyToday(db);
  week = weekStartOf(today);
  lastWeek = addDays(week, -7);
  const noteIds: string[] = [];
  for (const tags of [['Visit'], [], ['Visit']]) {
    const response = await fl.request('POST', '/api/notes', visitNote('C-FL', tags));
    expect(response.statusCode, response.body).toBe(201);
    noteIds.push(response.json().note.id as string);
  }
  const orderIds: string[] = [];
  for (const body of [{}, { products: [{ listId: fixtureItems.cosecha.listId, qty: 3 }] }]) {
    const response = await fl.request('POST', '/api/orders', orderBody(body));
    expect(response.statusCode, response.body).toBeLessThan(300);
    orderIds.push(...(response.json().ids as string[]));
  }
  expect((await tx.request('POST', '/api/notes', visitNote('C-TX', []))).statusCode).toBe(201);
  // The last minutes of last week's Sunday, company time: a visit and an order for a new customer.
  const sundayNight = new Date(zonedHour(week, 0, timeZone) - 30 * 60_000).toISOString();
  await db.updateTable('notes').set({ createdAt: sundayNight }).where('id', '=', noteIds[0]!).execute();
  await db
    .updateTable('orders')
    .set({ createdAt: sundayNight, newCustomer: true })
    .where('id', '=', orderIds[0]!)
    .execute();
});
afterAll(() => t.close());

describe('rep activity', () => {
  it('counts each user’s notes, visits, orders, their value and new customers per company week', async () => {
    const { db } = t.runtime.database;
    const amounts = await db
      .selectFrom('orders')
      .select(['id', 'amount', 'createdAt'])
      .orderBy('createdAt')
      .execute();
    expect(amounts).toHaveLength(2);
    const response = await admin.request('GET', '/api/insights/rep-activity?range=last12&rep=FL');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().rows).toEqual([
      {
        userId: fl.userId,
        userName: expect.any(String),
        repCode: 'FL',
        weekStart: week,
        notes: 2,
        visits: 1,
        orders: 1,
        orderValueCents: toCents(amounts[1]!.amount),
        newCustomers: 0,
      },
      {
        userId: fl.userId,
        userName: expect.any(String),
        repCode: 'FL',
        weekStart: lastWeek,
        notes: 1,
        visits: 1,
        orders: 1,
        orderValueCents: toCents(amounts[0]!.amount),
        newCustomers: 1,
      },
    ]);
  });

  it('counts for a rep only what is in their states, and follows the state and rep filters', async () => {
    const rowsOf = async (who: TestSession, query: string) =>
      (await who.request('GET', `/api/insights/rep-activity?range=last12${query}`)).json().rows as {
        weekStart: string;
        notes: number;
      }[];
    expect((await rowsOf(tx, '')).map((r) => [r.weekStart, r.notes])).toEqual([[week, 1]]);
    expect((await rowsOf(admin, '&state=TX')).map((r) => [r.weekStart, r.notes])).toEqual([[week, 1]]);
    expect((await rowsOf(fl, '')).map((r) => [r.weekStart, r.notes])).toEqual([
      [week, 2],
      [lastWeek, 1],
    ]);
    expect(await rowsOf(admin, '&rep=NY')).toEqual([]);
  });
});
