import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStateVisible } from '../../domain/access/policy.js';
import { localDay, zonedHour } from '../../domain/tasks/digest-time.js';
import { milesBetween } from '../../domain/visits/geo.js';
import type { DueCustomer } from '../../domain/visits/contract.js';
import { demoPassword, ensureDemoUsers } from '../bootstrap/demo-users.js';
import { createTestApp, signIn, type TestApp } from '../test/harness.js';
import { loadDemoCompany } from './load.js';
import { zoneOf } from './visit-plan.js';
import { seedVisitHistory } from './visits.js';

/**
 * The demo team's visit history (decision 0256), read back through Due and the visits list as the
 * reps see them: a slice of the demo company with its transactions (so grades and cadences are the
 * demo's), seeded for today, since Due reads the server's clock.
 */
let t: TestApp;
const now = new Date();
const dayMs = 86_400_000;
const reps = ['rep.fl@humidor.test', 'rep.tx@humidor.test'];
let written: Record<string, number>;

async function as(email: string) {
  const cookie = await signIn(t.app, email, demoPassword);
  return (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.runtime.database;
  await ensureDemoUsers(t.runtime);
  await loadDemoCompany(
    { db, bus: t.runtime.bus },
    { customers: 500, today: now.toISOString().slice(0, 10) },
  );
  written = await seedVisitHistory(db, { now });
});
afterAll(() => t.close());

describe('the demo visit history', () => {
  it('leaves most of the first rep’s customers visited within their cadence: the overdue are a minority', async () => {
    const get = await as(reps[0]!);
    const due: DueCustomer[] = [];
    let cursor: string | null = null;
    do {
      const response = await get(`/api/visits/due${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<{ customers: DueCustomer[]; nextCursor: string | null }>();
      due.push(...page.customers);
      cursor = page.nextCursor;
    } while (cursor);
    const rep = await t.runtime.database.db
      .selectFrom('users')
      .select(['role', 'states'])
      .where('email', '=', reps[0]!)
      .executeTakeFirstOrThrow();
    const customers = (
      await t.runtime.database.db
        .selectFrom('customers')
        .select(['state', 'shipState'])
        .where('isActive', '=', true)
        .execute()
    ).filter((c) => isStateVisible(rep, c.state) || isStateVisible(rep, c.shipState));
    expect(customers.length).toBeGreaterThan(40);
    const overdue = due.filter((c) => c.status === 'overdue');
    expect(overdue.length / customers.length).toBeLessThan(0.4);
    // Most are fine, and the rest is a mix: never visited, due, overdue.
    expect(due.length / customers.length).toBeLessThan(0.5);
    expect(due.some((c) => c.daysOver === null)).toBe(true);
    expect(due.some((c) => c.daysOver !== null)).toBe(true);
  });

  it('gives every rep check-ins in the last two weeks, a customer’s neighbours on one day, in working hours', async () => {
    const { db } = t.runtime.database;
    const places = new Map(
      (
        await db.selectFrom('customerLocations').select(['customerListId', 'latitude', 'longitude']).execute()
      ).map((p) => [p.customerListId, p]),
    );
    const customers = new Map(
      (
        await db
          .selectFrom('customers')
          .select(['listId', 'state', 'shipState', 'city', 'shipCity'])
          .execute()
      ).map((c) => [c.listId, c]),
    );
    for (const email of reps) {
      const get = await as(email);
      const query = new URLSearchParams({
        from: new Date(now.getTime() - 14 * dayMs).toISOString(),
        to: now.toISOString(),
      });
      const response = await get(`/api/visits?${query.toString()}`);
      expect(response.statusCode, response.body).toBe(200);
      const visits = response.json<{
        visits: { customerId: string; startedAt: string; endedAt: string | null }[];
      }>().visits;
      expect(visits.length, email).toBeGreaterThan(0);
      const days = new Map<string, typeof visits>();
      for (const visit of visits) {
        expect(visit.endedAt && visit.endedAt > visit.startedAt).toBe(true);
        const customer = customers.get(visit.customerId)!;
        const zone = zoneOf(customer.shipState ?? customer.state, customer.shipCity ?? customer.city);
        const at = Date.parse(visit.startedAt);
        const day = localDay(zone, at);
        days.set(day, [...(days.get(day) ?? []), visit]);
        expect(at).toBeGreaterThanOrEqual(zonedHour(day, 9, zone));
        expect(at).toBeLessThanOrEqual(zonedHour(day, 17.5, zone));
      }
      for (const stops of days.values()) {
        const spots = stops.map((s) => places.get(s.customerId)!);
        const widest = Math.max(...spots.flatMap((a) => spots.map((b) => milesBetween(a, b))));
        // One city and its neighbours: no Miami and Atlanta on one day.
        expect(widest).toBeLessThan(150);
      }
    }
  });

  it('writes Visit notes with the check-ins, tied to them, and only into a database without visits', async () => {
    const { db } = t.runtime.database;
    expect(written.visits).toBeGreaterThan(0);
    expect(written.notes).toBeGreaterThan(0);
    const tied = await db
      .selectFrom('visits')
      .innerJoin('notes', 'notes.id', 'visits.noteId')
      .innerJoin('noteTags', 'noteTags.noteId', 'notes.id')
      .where('noteTags.tag', '=', 'Visit')
      .select(['visits.customerListId as visitCustomer', 'notes.customerListId as noteCustomer'])
      .execute();
    expect(tied.length).toBeGreaterThan(0);
    expect(tied.every((row) => row.visitCustomer === row.noteCustomer)).toBe(true);
    expect(await seedVisitHistory(db, { now })).toEqual({});
  });
});
