import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, weekStartOf } from '../../domain/insights/periods.js';
import { countedVisits, isVisitNote, lastVisits, visitTally } from '../../domain/visits/counted.js';
import { companyToday } from '../insights/figures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { insertCustomer } from '../test/mirror-fixtures.js';
import { visitNote } from '../test/note-fixtures.js';
import { isVisitNote as isVisitNoteInSql } from './counted.js';

/**
 * A visit is counted one way (domain/visits/counted.ts): the SQL that spells its note rule gives
 * the domain's answer for every kind of note, and the week, rep activity and the customers' last
 * visits count the visits the domain counts from the same rows.
 */
let t: TestApp;
let fl: TestSession;
let admin: TestSession;
let flId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.runtime.database.db;
  await insertCustomer(db, 'C-ONE', 'Ybor Leaf', 'FL');
  await insertCustomer(db, 'C-TWO', 'Key West Smoke', 'FL');
  fl = await t.userSession({ email: 'fl@counted.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  admin = await t.userSession({ email: 'admin@counted.test', role: 'admin' });
  flId = (await fl.request('GET', '/api/me')).json().user.id;
  const note = async (body: object) => {
    const response = await fl.request('POST', '/api/notes', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().note.id as string;
  };
  const checkIn = async (customerId: string) => {
    const id = crypto.randomUUID();
    const response = await fl.request('POST', '/api/visits', { id, customerId });
    expect(response.statusCode, response.body).toBe(201);
    return id;
  };
  await note(visitNote('C-ONE', ['Visit'])); // a visit by its note alone
  await note(visitNote('C-TWO', ['Visit', 'Email'])); // another, with a second tag
  await note(visitNote('C-ONE', ['Email'])); // a note, not a visit
  const visit = await checkIn('C-TWO'); // a visit by its check-in…
  await note(visitNote('C-TWO', ['Visit'], visit)); // …and its note, the same visit
  await checkIn('C-ONE'); // a check-in without a note
  // A personal note tagged Visit (older data; the form allows no such note) is no visit.
  const personal = await note({
    ...visitNote('C-ONE', ['Personal-Note']),
    noteClass: 'Personal-Note',
    customerListId: null,
  });
  await db.insertInto('noteTags').values({ noteId: personal, tag: 'Visit' }).execute();
});
afterAll(() => t.close());

/** Every note with what the rule reads of it, and every check-in, straight from the tables. */
async function facts() {
  const db = t.runtime.database.db;
  const [notes, tags, checkIns] = await Promise.all([
    db.selectFrom('notes').select(['id', 'noteClass', 'authorId', 'customerListId', 'createdAt']).execute(),
    db.selectFrom('noteTags').select(['noteId', 'tag']).execute(),
    db.selectFrom('visits').select(['userId', 'customerListId', 'startedAt', 'noteId']).execute(),
  ]);
  const tied = new Set(checkIns.map((visit) => visit.noteId));
  return {
    checkIns,
    notes: notes.map((note) => ({
      ...note,
      tags: tags.filter((tag) => tag.noteId === note.id).map((tag) => tag.tag),
      tiedToCheckIn: tied.has(note.id),
    })),
  };
}

async function domainVisits() {
  const { checkIns, notes } = await facts();
  return countedVisits(checkIns, notes.filter(isVisitNote));
}

describe('a visit, counted one way', () => {
  it('is the same note rule in SQL as in the domain, on every kind of note', async () => {
    const { notes } = await facts();
    const inSql = await t.runtime.database.db
      .selectFrom('notes')
      .where(isVisitNoteInSql)
      .select('notes.id')
      .execute();
    expect(notes).toHaveLength(5);
    expect(new Set(inSql.map((note) => note.id))).toEqual(
      new Set(notes.filter(isVisitNote).map((note) => note.id)),
    );
    expect(inSql).toHaveLength(2);
  });

  it('counts the week’s visits and customers as the domain does', async () => {
    const { today } = await companyToday(t.runtime.database.db);
    const response = await admin.request('GET', `/api/visits/weekly?week=${weekStartOf(today)}`);
    expect(response.statusCode, response.body).toBe(200);
    const row = response.json().rows.find((r: { userId: string }) => r.userId === flId);
    expect({ visits: row.visits, customers: row.customers }).toEqual(
      visitTally(await domainVisits()).get(flId),
    );
    expect(row.visits).toBe(4);
  });

  it('counts rep activity’s visits as the domain does', async () => {
    const { today } = await companyToday(t.runtime.database.db);
    const monday = weekStartOf(today);
    const response = await admin.request(
      'GET',
      `/api/insights/rep-activity?range=custom&from=${monday}&to=${addDays(monday, 6)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const row = response.json().rows.find((r: { userId: string }) => r.userId === flId);
    expect(row.visits).toBe(visitTally(await domainVisits()).get(flId)!.visits);
  });

  it('keeps each customer’s last visit as the domain’s newest visit', async () => {
    const expected = lastVisits(await domainVisits());
    for (const listId of ['C-ONE', 'C-TWO']) {
      const response = await admin.request('GET', `/api/customers/${listId}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().customer.lastVisitAt).toBe(expected.get(listId));
    }
  });
});
