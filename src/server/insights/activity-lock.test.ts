import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitySpanMessage, addDays, weekStartOf } from '../../domain/insights/periods.js';
import { onTableWrite } from '../db/database.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { visitNote } from '../test/note-fixtures.js';
import { seedOrderFixtures } from '../test/order-fixtures.js';
import { companyToday } from './figures.js';

/**
 * Issue 44, defect 2: rep activity counted the weeks it had never counted inside one write
 * transaction, for any range: a rep's request for the 1800s took 12 s, a note posted meanwhile
 * waited 11 s, and 10,433 empty weeks were kept. Now the range is bounded, weeks outside the rows'
 * first and last are neither counted nor kept, and each week is counted by reads and written in a
 * transaction of its own (decision 0246). No clock here: the order of events says who waited.
 */
let t: TestApp;
let fl: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  await seedOrderFixtures(t.runtime.database.db);
  fl = await t.userSession({ email: 'fl@lock.test', role: 'rep', states: ['FL'], repCode: 'FL' });
});
afterAll(() => t.close());

const doneWeeks = async () =>
  (await t.runtime.database.db.selectFrom('activityWeeksDone').select('weekStart').execute()).length;

async function postNote() {
  const response = await fl.request('POST', '/api/notes', visitNote('C-FL', []));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().note.id as string;
}

describe('rep activity beside writes', () => {
  it('refuses periods beyond the dates it takes or longer than three years', async () => {
    for (const query of [
      'range=custom&from=1800-01-01&to=1899-12-31',
      'range=custom&from=2020-01-01&to=2023-01-03',
      'range=custom&from=1900-01-01',
    ]) {
      const response = await fl.request('GET', `/api/insights/rep-activity?${query}`);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
    }
    const tooLong = await fl.request(
      'GET',
      '/api/insights/rep-activity?range=custom&from=2020-01-01&to=2023-01-03',
    );
    expect(tooLong.json().message).toBe(activitySpanMessage);
    const longest = await fl.request(
      'GET',
      '/api/insights/rep-activity?range=custom&from=2020-01-01&to=2023-01-02',
    );
    expect(longest.statusCode, longest.body).toBe(200);
  });

  it('keeps no week before the first note, order or check-in', async () => {
    await postNote();
    const before = await doneWeeks();
    const response = await fl.request(
      'GET',
      '/api/insights/rep-activity?range=custom&from=2000-01-01&to=2002-12-31',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().rows).toEqual([]);
    expect(await doneWeeks()).toBe(before);
  });

  it('answers a note posted while a wide period is counted before it has counted every week', async () => {
    const { db } = t.runtime.database;
    const { today } = await companyToday(db);
    const monday = weekStartOf(today);
    const weeks = 120;
    for (let week = 1; week <= weeks; week += 1) {
      const id = await postNote();
      const createdAt = `${addDays(monday, -7 * week + 2)}T12:00:00.000Z`;
      await db.updateTable('notes').set({ createdAt }).where('id', '=', id).execute();
    }
    // A note of this hour: the count used to hold its mark's row, and the next note waited on it.
    await postNote();

    const events: string[] = [];
    let note: Promise<void> | undefined;
    onTableWrite(db, (table) => {
      if (table !== 'activityWeeksDone') return;
      events.push('week');
      note ??= postNote().then(() => {
        events.push('note');
      });
    });
    const from = addDays(monday, -7 * (weeks + 2));
    const activity = await fl.request(
      'GET',
      `/api/insights/rep-activity?range=custom&from=${from}&to=${today}`,
    );
    events.push('activity');
    await note;
    expect(activity.statusCode, activity.body).toBe(200);
    expect(events.filter((event) => event === 'week').length).toBeGreaterThanOrEqual(weeks);
    expect(events.indexOf('note')).toBeGreaterThan(0);
    expect(events.indexOf('note')).toBeLessThan(events.lastIndexOf('week'));
    const rows = activity.json().rows as { notes: number }[];
    expect(rows.reduce((sum, row) => sum + row.notes, 0)).toBeGreaterThanOrEqual(weeks);
  });

  it('forgets the weeks outside the period counted after a customer changes states', async () => {
    const { db } = t.runtime.database;
    const { today } = await companyToday(db);
    const monday = weekStartOf(today);
    const range = (fromWeeks: number, toWeeks: number) =>
      `range=custom&from=${addDays(monday, -7 * fromWeeks)}&to=${addDays(monday, -7 * toWeeks - 1)}`;
    const olderWeek = addDays(monday, -7 * 35);
    for (const week of [olderWeek, addDays(monday, -7 * 5)]) {
      const id = await postNote();
      await db
        .updateTable('notes')
        .set({ createdAt: `${addDays(week, 2)}T12:00:00.000Z` })
        .where('id', '=', id)
        .execute();
    }
    const older = await fl.request('GET', `/api/insights/rep-activity?${range(40, 30)}`);
    expect(older.statusCode, older.body).toBe(200);
    const doneOf = (week: string) =>
      db.selectFrom('activityWeeksDone').select('weekStart').where('weekStart', '=', week).execute();
    expect(await doneOf(olderWeek)).toHaveLength(1);
    // A customer's states change: every week kept may be wrong ('*'); this request counts its own.
    await db.updateTable('customers').set({ shipState: 'GA' }).where('listId', '=', 'C-FL').execute();
    const recent = await fl.request('GET', `/api/insights/rep-activity?${range(10, 2)}`);
    expect(recent.statusCode, recent.body).toBe(200);
    expect(await doneOf(olderWeek)).toEqual([]);
    expect(await doneOf(addDays(monday, -7 * 5))).toHaveLength(1);
  });
});
