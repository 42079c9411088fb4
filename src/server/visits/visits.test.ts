import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from '../../domain/access/policy.js';
import { isChangeVisibleTo } from '../../domain/live/changes.js';
import { localDay } from '../../domain/tasks/digest-time.js';
import { visitCadenceDefault } from '../../domain/visits/cadence.js';
import { outsideUnitedStatesMessage } from '../../domain/visits/geo.js';
import { tooManyStopsMessage } from '../../domain/visits/route.js';
import type { Db } from '../db/database.js';
import { insertCustomer, insertPlace } from '../test/mirror-fixtures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { listenToChanges, type LiveEvents } from '../test/live-events.js';
import { refreshLastVisits } from './last-visit.js';
import { unknownPlaceMessage } from './near.js';

let t: TestApp;
let db: Db;
let live: LiveEvents;
let admin: TestSession;
let office: TestSession;
let fl: TestSession;
let fl2: TestSession;
let tx: TestSession;

const tampa = { latitude: 27.9506, longitude: -82.4572 };
const orlando = { latitude: 28.5383, longitude: -81.3792 };
const houston = { latitude: 29.7604, longitude: -95.3698 };

async function place(
  listId: string,
  name: string,
  state: string,
  at: { latitude: number; longitude: number },
) {
  await insertCustomer(db, listId, name, state);
  await insertPlace(db, listId, at);
}

const principalOf = async (session: TestSession) =>
  ((await session.request('GET', '/api/me')).json() as { user: Principal }).user;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

async function checkIn(session: TestSession, body: Record<string, unknown>) {
  return session.request('POST', '/api/visits', { id: crypto.randomUUID(), ...body });
}

async function clearVisits() {
  await db.deleteFrom('visits').execute();
  await db.deleteFrom('noteTags').execute();
  await db.deleteFrom('notes').execute();
  await db.deleteFrom('customerLastVisits').execute();
  await db.deleteFrom('routePlans').execute();
  await db.deleteFrom('trash').execute();
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.runtime.database.db;
  live = listenToChanges(t.runtime.bus);
  admin = await t.userSession({ email: 'admin@v.test', role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  office = await t.userSession({ email: 'office@v.test', role: 'office' });
  fl = await t.userSession({
    email: 'fl@v.test',
    role: 'rep',
    states: ['FL'],
    firstName: 'Frank',
    lastName: 'Florida',
  });
  fl2 = await t.userSession({ email: 'fl2@v.test', role: 'rep', states: ['FL'] });
  tx = await t.userSession({
    email: 'tx@v.test',
    role: 'rep',
    states: ['TX'],
    firstName: 'Tex',
    lastName: 'Texas',
  });
  await place('C-TPA', 'Tampa Smoke', 'FL', tampa);
  await place('C-ORL', 'Orlando Leaf', 'FL', orlando);
  await place('C-HOU', 'Houston Humidor', 'TX', houston);
});
afterAll(async () => {
  live.stop();
  await t.close();
});
beforeEach(async () => {
  await clearVisits();
  await admin.request('PUT', '/api/admin/settings/visitCadence', visitCadenceDefault);
  await live.reset();
});

describe('check-in and check-out', () => {
  it('starts a visit with its distance, sets the last visit and tells the customer’s states', async () => {
    const id = crypto.randomUUID();
    const response = await fl.request('POST', '/api/visits', { id, customerId: 'C-TPA', position: tampa });
    expect(response.statusCode, response.body).toBe(201);
    const { visit } = response.json();
    expect(visit).toMatchObject({
      id,
      customerId: 'C-TPA',
      customerName: 'Tampa Smoke',
      userName: 'Frank Florida',
      endedAt: null,
      noteId: null,
    });
    expect(visit.distanceMiles).toBeLessThan(0.1);
    expect((await fl.request('GET', '/api/visits/current')).json().visit.id).toBe(id);
    const customer = (await fl.request('GET', '/api/customers/C-TPA')).json().customer;
    expect(customer.lastVisitAt).toBe(visit.startedAt);
    await live.arrived([{ kind: 'visit.changed', id, scopeStates: ['FL'] }]);
  });

  it('lands once however often the same ID is sent, racing included', async () => {
    const body = { id: crypto.randomUUID(), customerId: 'C-TPA', startedAt: daysAgo(1) };
    const first = await fl.request('POST', '/api/visits', body);
    const [again, race] = await Promise.all([
      fl.request('POST', '/api/visits', body),
      fl.request('POST', '/api/visits', body),
    ]);
    expect(again.json()).toEqual(first.json());
    expect(race.json()).toEqual(first.json());
    const raced = { id: crypto.randomUUID(), customerId: 'C-ORL' };
    await Promise.all([fl.request('POST', '/api/visits', raced), fl.request('POST', '/api/visits', raced)]);
    expect(await db.selectFrom('visits').select('id').execute()).toHaveLength(2);
    // Another user cannot take over that ID.
    expect((await fl2.request('POST', '/api/visits', body)).statusCode).toBe(409);
  });

  it('checks out only by its rep, once, and never before the check-in', async () => {
    const { visit } = (await checkIn(fl, { customerId: 'C-TPA', startedAt: daysAgo(0.1) })).json();
    const path = `/api/visits/${visit.id}/check-out`;
    expect((await fl2.request('POST', path, {})).statusCode).toBe(403);
    expect((await admin.request('POST', path, {})).statusCode).toBe(403);
    expect((await fl.request('POST', path, { endedAt: daysAgo(1) })).json().message).toMatch(
      /before the check-in/,
    );
    const done = await fl.request('POST', path, {});
    expect(done.statusCode).toBe(200);
    expect(done.json().visit.endedAt).not.toBeNull();
    expect((await fl.request('POST', path, {})).json()).toEqual(done.json());
    expect((await fl.request('GET', '/api/visits/current')).json().visit).toBeNull();
  });

  it('closes an open visit when the rep checks in elsewhere', async () => {
    const first = (await checkIn(fl, { customerId: 'C-TPA', startedAt: daysAgo(0.1) })).json().visit;
    const second = (await checkIn(fl, { customerId: 'C-ORL' })).json().visit;
    const from = daysAgo(1);
    const to = new Date(Date.now() + 60_000).toISOString();
    const { visits } = (await fl.request('GET', `/api/visits?from=${from}&to=${to}`)).json();
    expect(visits.map((v: { id: string }) => v.id)).toEqual([first.id, second.id]);
    expect(visits[0].endedAt).toBe(second.startedAt);
    expect((await fl.request('GET', '/api/visits/current')).json().visit.id).toBe(second.id);
  });

  it('lets admin and office read a rep’s visits, and a rep only their own', async () => {
    const { visit } = (await checkIn(fl, { customerId: 'C-TPA' })).json();
    const range = `from=${daysAgo(1)}&to=${new Date(Date.now() + 60_000).toISOString()}`;
    for (const who of [admin, office]) {
      const answer = (await who.request('GET', `/api/visits?userId=${fl.userId}&${range}`)).json();
      expect(answer.visits.map((v: { id: string }) => v.id)).toEqual([visit.id]);
    }
    expect((await fl2.request('GET', `/api/visits?userId=${fl.userId}&${range}`)).json().visits).toEqual([]);
  });
});

describe('what counts as a visit', () => {
  const note = (extra: Record<string, unknown>) => ({
    noteClass: 'standard',
    customerListId: 'C-ORL',
    subject: 'Stopped by',
    text: 'Talked about the new Cielo line',
    tags: [],
    damagedItems: [],
    ...extra,
  });

  it('counts a note tagged Visit, and forgets it when the note is deleted', async () => {
    const created = await fl.request('POST', '/api/notes', note({ tags: ['Visit'] }));
    expect(created.statusCode, created.body).toBe(201);
    const { note: saved } = created.json();
    expect((await fl.request('GET', '/api/customers/C-ORL')).json().customer.lastVisitAt).toBe(
      saved.createdAt,
    );
    const due = (await fl.request('GET', '/api/visits/due')).json();
    expect(due.customers.map((c: { customerId: string }) => c.customerId)).toEqual(['C-TPA']);
    await live.arrived([{ kind: 'visit.changed', id: saved.id, scopeStates: ['FL'] }]);
    await live.reset();
    expect((await fl.request('DELETE', `/api/notes/${saved.id}`)).statusCode).toBe(200);
    expect((await fl.request('GET', '/api/customers/C-ORL')).json().customer.lastVisitAt).toBeNull();
    await live.arrived([{ kind: 'visit.changed', id: saved.id, scopeStates: ['FL'] }]);
  });

  it('counts a Visit note again when it comes back from the Trash', async () => {
    const { note: saved } = (await fl.request('POST', '/api/notes', note({ tags: ['Visit'] }))).json();
    await fl.request('DELETE', `/api/notes/${saved.id}`);
    const { items } = (await fl.request('GET', '/api/trash')).json();
    const item = items.find((i: { entityId: string }) => i.entityId === saved.id);
    expect((await fl.request('POST', `/api/trash/${item.id}/restore`)).statusCode).toBe(200);
    expect((await fl.request('GET', '/api/customers/C-ORL')).json().customer.lastVisitAt).toBe(
      saved.createdAt,
    );
  });

  it('ties a note written during a visit to it and tags it Visit', async () => {
    const { visit } = (await checkIn(fl, { customerId: 'C-ORL' })).json();
    const { note: saved } = (await fl.request('POST', '/api/notes', note({ visitId: visit.id }))).json();
    expect(saved.tags).toContain('Visit');
    expect((await fl.request('GET', '/api/visits/current')).json().visit.noteId).toBe(saved.id);
    // Someone else's visit is refused.
    const refused = await fl2.request('POST', '/api/notes', note({ visitId: visit.id }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/not one of yours/);
  });

  it('refreshLastVisits drops a customer whose only Visit tag is gone and keeps the newer one', async () => {
    const { note: saved } = (await fl.request('POST', '/api/notes', note({ tags: ['Visit'] }))).json();
    const { visit } = (await checkIn(fl, { customerId: 'C-TPA', startedAt: daysAgo(3) })).json();
    await db.deleteFrom('noteTags').where('noteId', '=', saved.id).execute();
    await db.transaction().execute((trx) => refreshLastVisits(trx, ['C-ORL', 'C-TPA', null]));
    const rows = await db.selectFrom('customerLastVisits').selectAll().execute();
    expect(rows).toEqual([{ customerListId: 'C-TPA', lastVisitAt: visit.startedAt }]);
  });
});

describe('Near me, Due and the route', () => {
  it('lists the nearest customers first from a position, a ZIP or a city', async () => {
    for (const query of [
      `latitude=${tampa.latitude}&longitude=${tampa.longitude}`,
      'place=33602',
      'place=Tampa,%20FL',
    ]) {
      const response = await admin.request('GET', `/api/visits/near?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const { origin, customers } = response.json();
      expect(origin.label).toBeTruthy();
      expect(customers.map((c: { customerId: string }) => c.customerId)).toEqual(['C-TPA', 'C-ORL', 'C-HOU']);
      expect(customers[1].distanceMiles).toBeGreaterThan(70);
      expect(customers[1].distanceMiles).toBeLessThan(90);
      expect(customers[0]).toMatchObject({
        name: 'Tampa Smoke',
        state: 'FL',
        status: 'overdue',
        lastVisitAt: null,
      });
    }
  });

  it('lists Due by the cadence setting, and follows a change of it at once', async () => {
    await checkIn(fl, { customerId: 'C-TPA', startedAt: daysAgo(20) });
    const ids = async () =>
      (await fl.request('GET', '/api/visits/due'))
        .json()
        .customers.map((c: { customerId: string }) => c.customerId);
    expect(await ids()).toEqual(['C-ORL']);
    const put = await admin.request('PUT', '/api/admin/settings/visitCadence', {
      ...visitCadenceDefault,
      otherDays: 10,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await ids()).toEqual(['C-ORL', 'C-TPA']);
    const tpa = (await fl.request('GET', '/api/visits/due')).json().customers[1];
    expect(tpa).toMatchObject({ cadenceDays: 10, daysOver: 10, status: 'overdue' });
  });

  it('saves a day’s route in the order given and marks the stops checked in that day', async () => {
    await checkIn(fl, { customerId: 'C-ORL' });
    const date = localDay('America/New_York', Date.now());
    const body = { date, start: { ...tampa, label: 'Home' }, stops: ['C-TPA', 'C-ORL'] };
    const saved = await fl.request('PUT', '/api/visits/route', body);
    expect(saved.statusCode, saved.body).toBe(200);
    const { plan } = (await fl.request('GET', `/api/visits/route?date=${date}`)).json();
    expect(
      plan.stops.map((s: { customerId: string; checkedIn: boolean }) => [s.customerId, s.checkedIn]),
    ).toEqual([
      ['C-TPA', false],
      ['C-ORL', true],
    ]);
    expect(plan.start).toEqual({ ...tampa, label: 'Home' });
    expect((await fl2.request('GET', `/api/visits/route?date=${date}`)).json().plan).toBeNull();
  });

  it('gives the office every rep’s week', async () => {
    await checkIn(fl, { customerId: 'C-TPA' });
    await checkIn(fl, { customerId: 'C-TPA' });
    const today = localDay('America/New_York', Date.now());
    const monday = new Date(
      Date.parse(`${today}T12:00:00Z`) - ((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7) * 86_400_000,
    )
      .toISOString()
      .slice(0, 10);
    const { rows } = (await office.request('GET', `/api/visits/weekly?week=${monday}`)).json();
    expect(rows.find((r: { userId: string }) => r.userId === fl.userId)).toMatchObject({
      name: 'Frank Florida',
      visits: 2,
      customers: 1,
      due: 1,
    });
    expect(rows.find((r: { userId: string }) => r.userId === tx.userId)).toMatchObject({ visits: 0, due: 1 });
    expect((await fl.request('GET', `/api/visits/weekly?week=${monday}`)).statusCode).toBe(403);
  });
});

describe('a rep of other states', () => {
  it('receives none of these customers, visits or positions by any path', async () => {
    const { visit } = (await checkIn(fl, { customerId: 'C-TPA', position: tampa })).json();
    const range = `from=${daysAgo(1)}&to=${new Date(Date.now() + 60_000).toISOString()}`;
    expect((await tx.request('GET', `/api/visits?userId=${fl.userId}&${range}`)).json().visits).toEqual([]);
    expect((await tx.request('POST', `/api/visits/${visit.id}/check-out`, {})).statusCode).toBe(404);
    const near = (
      await tx.request('GET', `/api/visits/near?latitude=${tampa.latitude}&longitude=${tampa.longitude}`)
    ).json();
    expect(near.customers.map((c: { customerId: string }) => c.customerId)).toEqual(['C-HOU']);
    const due = (await tx.request('GET', '/api/visits/due')).json();
    expect(due.customers.map((c: { customerId: string }) => c.customerId)).toEqual(['C-HOU']);
    const date = localDay('America/New_York', Date.now());
    const route = await tx.request('PUT', '/api/visits/route', {
      date,
      start: { ...houston, label: 'Home' },
      stops: ['C-HOU', 'C-TPA'],
    });
    expect(route.statusCode).toBe(404);
    expect((await tx.request('POST', '/api/visits', { id: visit.id, customerId: 'C-HOU' })).statusCode).toBe(
      409,
    );
    expect((await tx.request('GET', '/api/customers/C-TPA')).statusCode).toBe(404);
    const [event] = await live.arrived([{ kind: 'visit.changed', id: visit.id, scopeStates: ['FL'] }]);
    expect(isChangeVisibleTo(await principalOf(tx), event!)).toBe(false);
    expect(isChangeVisibleTo(await principalOf(fl2), event!)).toBe(true);
  });

  it('cannot check in at a customer they may not see', async () => {
    const response = await checkIn(tx, { customerId: 'C-TPA' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('A customer with the ID C-TPA does not exist');
  });
});

describe('bad input', () => {
  it('refuses a position outside the US, an unknown ZIP, and 26 stops with clear messages', async () => {
    const london = { latitude: 51.5072, longitude: -0.1276 };
    const outside = await checkIn(fl, { customerId: 'C-TPA', position: london });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toContain(outsideUnitedStatesMessage);
    const nearOutside = await fl.request(
      'GET',
      `/api/visits/near?latitude=${london.latitude}&longitude=${london.longitude}`,
    );
    expect(nearOutside.json().message).toContain(outsideUnitedStatesMessage);
    const unknownZip = await fl.request('GET', '/api/visits/near?place=00000');
    expect(unknownZip.statusCode).toBe(400);
    expect(unknownZip.json().message).toBe(unknownPlaceMessage('00000'));
    const stops = Array.from({ length: 26 }, (_, i) => `C-${i}`);
    const tooMany = await fl.request('PUT', '/api/visits/route', {
      date: '2026-11-27',
      start: { ...tampa, label: 'Home' },
      stops,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain(tooManyStopsMessage);
    expect(await db.selectFrom('visits').select('id').execute()).toEqual([]);
  });
});
