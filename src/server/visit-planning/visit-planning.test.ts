import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/insights/periods.js';
import { closesBeforeOpensMessage, unknownWeekdayMessage } from '../../domain/visit-planning/hours.js';
import type { Candidate, CustomerHours } from '../../domain/visit-planning/contract.js';
import { noHoursMessage, type WorkingDays } from '../../domain/visit-planning/working-days.js';
import { insertCustomer } from '../test/document-fixtures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { unplacedMessage } from './places.js';

let t: TestApp;
let admin: TestSession;
let office: TestSession;
let repFl: TestSession;
let repTx: TestSession;

const lounge = 'C-FL-LOUNGE';
const shop = 'C-FL-SHOP';
const texan = 'C-TX';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.runtime.database.db;
  await insertCustomer(db, lounge, 'FL', 'Ybor Cigar Lounge');
  await insertCustomer(db, shop, 'FL', 'Tampa Smoke Shop');
  await insertCustomer(db, texan, 'TX', 'Lone Star Cigars');
  // QuickBooks' customer type, as the import keeps the customer's whole record.
  await db
    .updateTable('customers')
    .set({ raw: { CustomerTypeRef: { ListID: 'T-1', FullName: 'Lounge' } } })
    .where('listId', '=', lounge)
    .execute();
  admin = await t.userSession({ email: 'admin@planning.test', role: 'admin' });
  office = await t.userSession({ email: 'office@planning.test', role: 'office' });
  repFl = await t.userSession({ email: 'fl@planning.test', role: 'rep', states: ['FL'] });
  repTx = await t.userSession({ email: 'tx@planning.test', role: 'rep', states: ['TX'] });
});
afterAll(() => t.close());
beforeEach(async () => {
  const db = t.runtime.database.db;
  await db.deleteFrom('customerHours').execute();
  await db.deleteFrom('visitPins').execute();
  await db.deleteFrom('repWorkingDays').execute();
});

const priorities = async (session: TestSession) => {
  const response = await session.request('GET', '/api/visits/priorities');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { day: string; candidates: Candidate[] };
};
const hoursOf = async (session: TestSession, listId: string) => {
  const response = await session.request('GET', `/api/customers/${listId}/hours`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CustomerHours;
};
const everyDay = (opens: string, closes: string) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [[opens, closes]]]));

describe('the priorities', () => {
  it('lists only the customers of the rep’s states, most pressing first, in words', async () => {
    const fl = await priorities(repFl);
    expect(fl.candidates.map((c) => c.customerId).sort()).toEqual([shop, lounge].sort());
    expect((await priorities(repTx)).candidates.map((c) => c.customerId)).toEqual([texan]);
    expect((await priorities(admin)).candidates).toHaveLength(3);

    const loungeRow = fl.candidates.find((c) => c.customerId === lounge)!;
    expect(loungeRow).toMatchObject({
      name: 'Ybor Cigar Lounge',
      state: 'FL',
      daysSinceVisit: null,
      explanation: 'never visited',
      // 1 and 60 for never visited (decision 0316); no grade: the other customers' 20 minutes.
      priority: 61,
      visitMinutes: 20,
      pin: null,
      hours: { source: 'default', customerType: 'Lounge', hours: everyDay('16:00', '22:00') },
    });
  });

  it('counts open tasks and follow-ups, and an expiring license', async () => {
    const { day } = await priorities(repFl);
    const note = await repFl.request('POST', '/api/notes', {
      noteClass: 'standard',
      customerListId: shop,
      subject: 'Ask about the humidor',
      text: 'They want a new one.',
      tags: ['Follow-up'],
      damagedItems: [],
    });
    expect(note.statusCode, note.body).toBe(201);
    const task = await repFl.request('PUT', `/api/notes/${note.json().note.id}/task`, {
      description: 'Call them back',
    });
    expect(task.statusCode, task.body).toBe(200);
    const followUp = await repFl.request('POST', '/api/notes', {
      noteClass: 'standard',
      customerListId: shop,
      subject: 'Bring the catalog',
      text: 'Next time.',
      tags: ['Follow-up'],
      damagedItems: [],
    });
    expect(followUp.statusCode, followUp.body).toBe(201);
    const license = await repFl.request('POST', `/api/customers/${shop}/licenses`, {
      state: 'FL',
      kind: 'retailer',
      number: 'FL-1',
      expiresOn: addDays(day, 10),
    });
    expect(license.statusCode, license.body).toBe(201);

    const row = (await priorities(repFl)).candidates.find((c) => c.customerId === shop)!;
    expect(row.explanation).toBe('never visited; 1 open task, 1 open follow-up; license expires in 10 days');
    // 1 + 60 + 2 × 10 + 15
    expect(row.priority).toBe(96);
    // The other rep sees none of it.
    expect((await priorities(repTx)).candidates.map((c) => c.customerId)).toEqual([texan]);
  });

  it('puts a customer pinned in first and one pinned out last, for that rep only', async () => {
    const first = (await priorities(repFl)).candidates[0]!.customerId;
    const other = first === shop ? lounge : shop;
    expect((await repFl.request('PUT', `/api/visits/pins/${other}`, { pin: 'in' })).json()).toEqual({
      customerId: other,
      pin: 'in',
    });
    expect((await repFl.request('PUT', `/api/visits/pins/${first}`, { pin: 'out' })).statusCode).toBe(200);
    const pinned = (await priorities(repFl)).candidates;
    expect(pinned.map((c) => [c.customerId, c.pin])).toEqual([
      [other, 'in'],
      [first, 'out'],
    ]);
    expect(pinned[0]!.explanation).toMatch(/^pinned in by you; /);
    expect(pinned[1]!.priority).toBe(0);
    expect((await priorities(admin)).candidates.every((c) => c.pin === null)).toBe(true);

    await repFl.request('PUT', `/api/visits/pins/${other}`, { pin: null });
    expect((await priorities(repFl)).candidates.find((c) => c.customerId === other)!.pin).toBeNull();
  });

  it('refuses a pin on a customer outside the rep’s states, or a pin that is neither in nor out', async () => {
    expect((await repTx.request('PUT', `/api/visits/pins/${shop}`, { pin: 'in' })).statusCode).toBe(404);
    const bad = await repFl.request('PUT', `/api/visits/pins/${shop}`, { pin: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Pin a customer in or out');
    expect(await t.runtime.database.db.selectFrom('visitPins').selectAll().execute()).toEqual([]);
  });
});

describe('a customer’s opening hours', () => {
  const own = {
    mon: [
      ['09:00', '12:00'],
      ['13:00', '18:00'],
    ],
    sat: [['10:00', '14:00']],
  };

  it('keeps the hours typed, shows them to every user who sees the customer, and goes back to the default', async () => {
    expect(await hoursOf(office, shop)).toEqual({
      source: 'default',
      customerType: null,
      hours: { ...everyDay('10:00', '19:00'), sun: undefined },
    });
    const saved = await repFl.request('PUT', `/api/customers/${shop}/hours`, { hours: own });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ source: 'own', customerType: null, hours: own });
    expect(await hoursOf(admin, shop)).toEqual({ source: 'own', customerType: null, hours: own });
    expect((await priorities(repFl)).candidates.find((c) => c.customerId === shop)!.hours.hours).toEqual(own);

    await office.request('PUT', `/api/customers/${shop}/hours`, { hours: null });
    expect((await hoursOf(repFl, shop)).source).toBe('default');
  });

  it('takes an admin’s default for the customer’s type', async () => {
    const setting = await admin.request('PUT', '/api/admin/settings/openingHoursDefaults', {
      types: [{ customerType: 'lounge', hours: { fri: [['18:00', '23:00']] } }],
      otherHours: null,
    });
    expect(setting.statusCode, setting.body).toBe(200);
    expect(await hoursOf(repFl, lounge)).toEqual({
      source: 'default',
      customerType: 'Lounge',
      hours: { fri: [['18:00', '23:00']] },
    });
    expect((await hoursOf(repFl, shop)).hours).toBeNull();
    await t.runtime.database.db.deleteFrom('settings').where('key', '=', 'openingHoursDefaults').execute();
  });

  it.each([
    ['hours that close before they open', { tue: [['18:00', '09:00']] }, closesBeforeOpensMessage],
    [
      'an unknown weekday',
      { mon: [['09:00', '17:00']], funday: [['09:00', '17:00']] },
      unknownWeekdayMessage,
    ],
  ])('refuses %s with a clear message and changes nothing', async (_name, hours, message) => {
    await repFl.request('PUT', `/api/customers/${shop}/hours`, { hours: own });
    const response = await repFl.request('PUT', `/api/customers/${shop}/hours`, { hours });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await hoursOf(repFl, shop)).hours).toEqual(own);
  });

  it('hides a customer outside the rep’s states', async () => {
    expect((await repTx.request('GET', `/api/customers/${shop}/hours`)).statusCode).toBe(404);
    expect((await repTx.request('PUT', `/api/customers/${shop}/hours`, { hours: own })).statusCode).toBe(404);
    expect((await hoursOf(repFl, shop)).source).toBe('default');
  });
});

describe('a rep’s working days', () => {
  const day = { from: '08:00', to: '17:00', start: { kind: 'home' }, end: { kind: 'home' } };
  const week = {
    home: '100 N Tampa St, Tampa, FL 33602',
    days: {
      wed: { ...day, start: { kind: 'yesterday' } },
      mon: day,
      tue: { ...day, end: { kind: 'address', address: 'Orlando, FL' } },
    },
  };
  const daysOf = async (session: TestSession, userId?: string) => {
    const response = await session.request(
      'GET',
      `/api/visits/working-days${userId ? `?userId=${userId}` : ''}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { userId: string; workingDays: WorkingDays };
  };

  it('places the typed addresses and keeps the days', async () => {
    const response = await repFl.request('PUT', '/api/visits/working-days', week);
    expect(response.statusCode, response.body).toBe(200);
    const kept = await daysOf(repFl);
    expect(kept.userId).toBe(repFl.userId);
    const { home, days } = kept.workingDays;
    // Without a geocoder chosen, a typed address sits at its ZIP code's (or city's) centre.
    expect(home!.place.latitude).toBeCloseTo(27.95, 1);
    expect(home!.place.longitude).toBeCloseTo(-82.46, 1);
    expect(days.tue!.end).toMatchObject({ kind: 'address', address: 'Orlando, FL' });
    if (days.tue!.end.kind === 'address') expect(days.tue!.end.place.latitude).toBeCloseTo(28.5, 0);
    expect(days.wed!.start).toEqual({ kind: 'yesterday' });
    expect(days.thu).toBeUndefined();
    // In the week's order on both databases (jsonb keeps its own).
    expect(Object.keys(days)).toEqual(['mon', 'tue', 'wed']);
    // Staff read anyone's.
    expect((await daysOf(office, repFl.userId)).workingDays).toEqual(kept.workingDays);
  });

  it('lets an admin set a rep’s days, and no one else', async () => {
    const byAdmin = await admin.request('PUT', `/api/visits/working-days?userId=${repFl.userId}`, week);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect((await daysOf(repFl)).workingDays.days.mon).toMatchObject({ from: '08:00', to: '17:00' });
    for (const session of [office, repTx]) {
      const response = await session.request('PUT', `/api/visits/working-days?userId=${repFl.userId}`, {
        home: null,
        days: {},
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await repTx.request('GET', `/api/visits/working-days?userId=${repFl.userId}`)).statusCode).toBe(
      403,
    );
    expect(Object.keys((await daysOf(repFl)).workingDays.days)).toEqual(['mon', 'tue', 'wed']);
  });

  it.each([
    ['a working day of 0 hours', { ...week, days: { mon: { ...day, to: '08:00' } } }, noHoursMessage],
    ['an unknown weekday', { ...week, days: { mon: day, caturday: day } }, unknownWeekdayMessage],
    [
      'an address placed nowhere',
      { ...week, days: { mon: { ...day, end: { kind: 'address', address: 'Nowhere at all' } } } },
      unplacedMessage('Nowhere at all'),
    ],
  ])('refuses %s with a clear message and changes nothing', async (_name, body, message) => {
    await repFl.request('PUT', '/api/visits/working-days', week);
    const before = await daysOf(repFl);
    const response = await repFl.request('PUT', '/api/visits/working-days', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await daysOf(repFl)).toEqual(before);
  });
});
