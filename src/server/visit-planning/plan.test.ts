import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/insights/periods.js';
import { sameHoursEveryDay } from '../../domain/visit-planning/hours.js';
import type { Candidate } from '../../domain/visit-planning/contract.js';
import type { PlanTravel } from '../../domain/visit-planning/settings.js';
import {
  lockOrderMessage,
  noDaysMessage,
  pastDayMessage,
  planWeek,
  tooManyDaysMessage,
  weekPlanRequestSchema,
  type WeekPlan,
} from '../../domain/visit-planning/week-plan.js';
import type { WorkingDays } from '../../domain/visit-planning/working-days.js';
import { companyToday } from '../insights/figures.js';
import { insertCustomer } from '../test/document-fixtures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { insertPlace } from '../test/mirror-fixtures.js';
import { writeWorkingDays } from './working-days.js';

let t: TestApp;
let office: TestSession;
let repFl: TestSession;
let repTx: TestSession;
let admin: TestSession;
let days: string[];

const tampa = { latitude: 27.95, longitude: -82.46 };
const workday = {
  from: '08:00',
  to: '18:00',
  start: { kind: 'home' as const },
  end: { kind: 'home' as const },
};
const week: WorkingDays = {
  home: { address: 'Tampa, FL', place: { label: 'Tampa', ...tampa } },
  days: Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, workday])),
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.runtime.database.db;
  const { today } = await companyToday(db);
  days = [addDays(today, 1), addDays(today, 2), addDays(today, 3)];
  for (const [listId, state, name, at] of [
    ['C-SHOP', 'FL', 'Tampa Smoke Shop', { latitude: 27.96, longitude: -82.45 }],
    ['C-LOUNGE', 'FL', 'Ybor Cigar Lounge', { latitude: 27.96, longitude: -82.44 }],
    ['C-BOOKED', 'FL', 'Booked Cigars', { latitude: 27.94, longitude: -82.47 }],
    ['C-TX', 'TX', 'Lone Star Cigars', { latitude: 29.76, longitude: -95.37 }],
  ] as const) {
    await insertCustomer(db, listId, state, name);
    await insertPlace(db, listId, at);
  }
  office = await t.userSession({ email: 'office@plan.test', role: 'office' });
  admin = await t.userSession({ email: 'admin@plan.test', role: 'admin' });
  repFl = await t.userSession({ email: 'fl@plan.test', role: 'rep', states: ['FL'] });
  repTx = await t.userSession({ email: 'tx@plan.test', role: 'rep', states: ['TX'] });
  await db.updateTable('users').set({ repCode: 'FLR' }).where('id', '=', repFl.userId).execute();
  await writeWorkingDays(db, repFl.userId, week, null);
  await writeWorkingDays(db, repTx.userId, week, null);
  const lounge = await repFl.request('PUT', '/api/customers/C-LOUNGE/hours', {
    hours: sameHoursEveryDay('16:00', '22:00'),
  });
  expect(lounge.statusCode, lounge.body).toBe(200);
  const now = new Date().toISOString();
  await db
    .insertInto('events')
    .values({
      id: 'E-1',
      name: 'Trade show',
      starting: days[0]!,
      ending: days[2]!,
      active: true,
      authorId: null,
      authorName: 'Office',
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await db
    .insertInto('appointments')
    .values({
      id: 'A-1',
      eventId: 'E-1',
      participant: 'FLR',
      startDate: days[1]!,
      startTime: '11:00',
      accountName: 'Booked Cigars',
      type: 'Meeting',
      authorId: null,
      authorName: 'Office',
      createdAt: now,
    })
    .execute();
});
afterAll(() => t.close());

const plan = async (session: TestSession, body: object, userId?: string) =>
  session.request('POST', `/api/visits/plan${userId ? `?userId=${userId}` : ''}`, body);
const planned = async (session: TestSession, body: object, userId?: string) => {
  const response = await plan(session, body, userId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as WeekPlan;
};
const stopsOf = (answer: WeekPlan) =>
  answer.days.flatMap((d) => d.stops.map((s) => ({ ...s, date: d.date })));

describe('POST /api/visits/plan', () => {
  it('plans the rep’s own states’ customers around the grid’s appointment and the lounge’s hours', async () => {
    const answer = await planned(repFl, { dates: days });
    expect(answer.days.map((d) => d.date)).toEqual(days);
    const stops = stopsOf(answer);
    expect(stops.map((s) => s.customerId).sort()).toEqual(['C-BOOKED', 'C-LOUNGE', 'C-SHOP']);
    expect(stops.find((s) => s.appointment)).toMatchObject({
      customerId: 'C-BOOKED',
      date: days[1],
      starts: '11:00',
    });
    expect(stops.find((s) => s.customerId === 'C-LOUNGE')!.starts >= '16:00').toBe(true);
    expect(stops.find((s) => s.customerId === 'C-SHOP')!.explanation).toMatch(/\S/);
    expect(answer.unplaced).toEqual([]);
  });

  it('is the plan the device makes from what it keeps, with the same code', async () => {
    const body = { dates: days, locks: [{ stopId: 'C-LOUNGE', date: days[0] }] };
    const server = await planned(repFl, body);
    // What the phone keeps: Whom to see's answer, the working days, and the plan before's appointments.
    const kept = (await repFl.request('GET', '/api/visits/priorities')).json() as {
      day: string;
      candidates: Candidate[];
      travel: PlanTravel;
    };
    const { workingDays } = (await repFl.request('GET', '/api/visits/working-days')).json() as {
      workingDays: WorkingDays;
    };
    const appointments = server.days.flatMap((day) =>
      day.stops
        .filter((stop) => stop.appointment)
        .map((stop) => ({ id: 'A-1', date: day.date, at: stop.starts, accountName: stop.name })),
    );
    const device = planWeek(
      { today: kept.day, candidates: kept.candidates, workingDays, appointments, travel: kept.travel },
      weekPlanRequestSchema.parse(body),
    );
    expect(device).toEqual({ ok: true, plan: server });
  });

  it('drives at the admin’s figures, and the phone downloads them with its candidates (decision 0361)', async () => {
    const body = { dates: days };
    const usual = await planned(repFl, body);
    expect((await repFl.request('GET', '/api/visits/priorities')).json().travel).toEqual({
      roadFactor: 1.3,
      mph: 35,
    });
    const slow = { roadFactor: 2, mph: 15 };
    const saved = await admin.request('PUT', '/api/admin/settings/planTravel', slow);
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      expect((await repFl.request('GET', '/api/visits/priorities')).json().travel).toEqual(slow);
      const slower = await planned(repFl, body);
      // The same stops, driven longer roads more slowly: 2 ÷ 1.3 × 35 ÷ 15 as long, to the tenth.
      expect(slower.driveMinutes).toBeCloseTo((usual.driveMinutes * 2 * 35) / (1.3 * 15), 0);

      // Out of bounds: a clear 400, and the figures in force stay.
      const refused = await admin.request('PUT', '/api/admin/settings/planTravel', {
        roadFactor: 0.5,
        mph: 15,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('The road factor is at least 1');
      expect((await repFl.request('GET', '/api/visits/priorities')).json().travel).toEqual(slow);
    } finally {
      await admin.request('PUT', '/api/admin/settings/planTravel', { roadFactor: 1.3, mph: 35 });
    }
  });

  it('moves a locked stop to its day', async () => {
    const answer = await planned(repFl, { dates: days, locks: [{ stopId: 'C-SHOP', date: days[2] }] });
    expect(stopsOf(answer).find((s) => s.customerId === 'C-SHOP')!.date).toBe(days[2]);
    // With its place in the day (decision 0358), as the page sends it once the stop is planned there.
    const again = await planned(repFl, {
      dates: days,
      locks: [{ stopId: 'C-SHOP', date: days[2], order: 0 }],
    });
    expect(stopsOf(again).find((s) => s.customerId === 'C-SHOP')!.date).toBe(days[2]);
  });

  it('lets a rep of other states plan only theirs, and office plan for a chosen rep', async () => {
    const tx = await planned(repTx, { dates: days });
    // Houston is too far from a Tampa home for a day: what matters is that it is the only one asked.
    expect([...stopsOf(tx).map((s) => s.id), ...tx.unplaced.map((s) => s.id)]).toEqual(['C-TX']);
    const forFl = await planned(office, { dates: days }, repFl.userId);
    expect(
      stopsOf(forFl)
        .map((s) => s.customerId)
        .sort(),
    ).toEqual(['C-BOOKED', 'C-LOUNGE', 'C-SHOP']);
    expect((await plan(repTx, { dates: days }, repFl.userId)).statusCode).toBe(403);
  });

  it('plans the rest of today after a late check-in: the shop seen left out, what no longer fits listed', async () => {
    const { today } = await companyToday(t.runtime.database.db);
    // Late at the shop: checked in now; the page does not say so, the server knows.
    const checkIn = await repFl.request('POST', '/api/visits', {
      id: crypto.randomUUID(),
      customerId: 'C-SHOP',
    });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    const from = { lat: 27.96, lng: -82.45 };
    const morning = await planned(repFl, {
      dates: [today],
      fromNow: { at: '09:00', place: from, remaining: ['C-SHOP', 'C-LOUNGE'] },
    });
    expect(morning.days[0]).toMatchObject({ date: today, from: '09:00', start: from });
    const ids = [...stopsOf(morning).map((s) => s.id), ...morning.unplaced.map((s) => s.id)];
    expect(ids).not.toContain('C-SHOP');
    expect(stopsOf(morning).find((s) => s.id === 'C-LOUNGE')!.starts >= '16:00').toBe(true);

    // At 17:45 the lounge (open from 4 pm, 18:00 the day's end) no longer fits: listed, with why.
    const evening = await planned(repFl, {
      dates: [today],
      fromNow: { at: '17:45', place: from, visited: ['C-SHOP'], remaining: ['C-LOUNGE'] },
    });
    expect(stopsOf(evening).map((s) => s.id)).not.toContain('C-LOUNGE');
    expect(evening.unplaced).toContainEqual({
      id: 'C-LOUNGE',
      name: 'Ybor Cigar Lounge',
      reason: "out of reach within the day's hours",
    });
    await t.runtime.database.db.deleteFrom('visits').execute();
  });

  it.each([
    ['six days', () => ({ dates: [0, 1, 2, 3, 4, 5].map((n) => addDays(days[0]!, n)) }), tooManyDaysMessage],
    ['no day', () => ({ dates: [] }), noDaysMessage],
    ['a day gone by', () => ({ dates: [addDays(days[0]!, -3)] }), pastDayMessage],
    [
      'an unknown stop locked',
      () => ({ dates: days, locks: [{ stopId: 'C-GHOST', date: days[0] }] }),
      'C-GHOST is not a stop you can plan: plan again, then move it',
    ],
    [
      'a locked stop’s place in its day that is not a whole number',
      () => ({ dates: days, locks: [{ stopId: 'C-SHOP', date: days[0], order: 1.5 }] }),
      lockOrderMessage,
    ],
    [
      'another state’s customer locked',
      () => ({ dates: days, locks: [{ stopId: 'C-TX', date: days[0] }] }),
      'C-TX is not a stop you can plan: plan again, then move it',
    ],
  ])('refuses %s with a clear 400 and changes nothing', async (_, body, message) => {
    const db = t.runtime.database.db;
    const before = await db.selectFrom('repWorkingDays').selectAll().orderBy('userId').execute();
    const response = await plan(repFl, body());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain(message);
    expect(await db.selectFrom('repWorkingDays').selectAll().orderBy('userId').execute()).toEqual(before);
  });
});
