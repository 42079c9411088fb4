import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../domain/access/policy.js';
import type { Note } from '../../domain/notes/card.js';
import { untouchedNote } from '../db/tables/notes.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { listenToChanges, type LiveEvents } from '../test/live-events.js';
import { findPrincipal } from '../users/queries.js';
import { createNote } from './commands.js';
import { insertCustomer as insertFixtureCustomer, insertItem } from '../test/mirror-fixtures.js';

let t: TestApp;
let admin: TestSession, fl: TestSession, fl2: TestSession, tx: TestSession;
let live: LiveEvents;

const insertCustomer = (listId: string, name: string, state: string, shipState: string | null = null) =>
  insertFixtureCustomer(t.runtime.database.db, listId, name, state, shipState);

const standard = (customerListId: string, extra: Record<string, unknown> = {}) => ({
  noteClass: 'standard',
  customerListId,
  subject: 'Visited the shop',
  text: 'They want the new robusto.',
  tags: ['Visit'],
  damagedItems: [],
  ...extra,
});
const personal = {
  noteClass: 'Personal-Note',
  customerListId: null,
  subject: 'Gym',
  text: 'Leg day',
  tags: ['Personal-Note'],
  damagedItems: [],
};

async function post(session: TestSession, body: unknown): Promise<Note> {
  const response = await session.request('POST', '/api/notes', body);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { note: Note }).note;
}

beforeAll(async () => {
  t = await createTestApp();
  live = listenToChanges(t.runtime.bus);
  // Damaged items must be items of the list.
  await insertItem(t.runtime.database.db, 'I1', 'p-robusto', 'Robusto');
  await insertItem(t.runtime.database.db, 'I2', 'p-corona', 'Corona');
  admin = await t.userSession({ email: 'admin@n.test', role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  fl = await t.userSession({
    email: 'fl@n.test',
    role: 'rep',
    states: ['FL'],
    firstName: 'Frank',
    lastName: 'Florida',
  });
  fl2 = await t.userSession({
    email: 'fl2@n.test',
    role: 'rep',
    states: ['FL'],
    firstName: 'Fay',
    lastName: 'Second',
  });
  tx = await t.userSession({
    email: 'tx@n.test',
    role: 'rep',
    states: ['TX'],
    firstName: 'Tess',
    lastName: 'Texas',
  });
  await insertCustomer('C-FL', 'Miami Smoke', 'FL');
  await insertCustomer('C-TX', 'Austin Leaf', 'TX');
  await insertCustomer('C-SHIP', 'Ship To Texas', 'GA', 'TX');
});
afterAll(() => t.close());

describe('creating notes', () => {
  it.each([
    { body: standard(''), message: 'Please select an existing customer' },
    { body: { ...standard('C-FL'), customerListId: null }, message: 'Please select an existing customer' },
    {
      body: standard('C-FL', { subject: 'x'.repeat(145) }),
      message: 'The subject can have at most 144 characters',
    },
    { body: standard('C-FL', { text: '' }), message: 'Please enter the note text' },
    {
      body: standard('C-FL', { tags: ['Complaint', 'Complaint-Order-Status'] }),
      message: 'The tags Complaint and Complaint-Order-Status cannot be chosen together',
    },
    {
      body: standard('C-FL', {
        tags: ['Damaged-Cigars'],
        damagedItems: [{ listId: 'I', name: 'p-x', salesDesc: null, sticks: -1 }],
      }),
      message: 'Sticks must be 0 or more',
    },
  ])('refuses with "$message"', async ({ body, message }) => {
    const response = await fl.request('POST', '/api/notes', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a rep a customer outside their states, as if it did not exist', async () => {
    const response = await fl.request('POST', '/api/notes', standard('C-TX'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please select an existing customer');
  });

  it('snapshots the customer, keeps the author and announces the change in the customer state', async () => {
    await live.reset();
    const note = await post(
      fl,
      standard('C-FL', {
        tags: ['Visit', 'Damaged-Cigars'],
        damagedItems: [{ listId: 'I1', name: 'p-robusto', salesDesc: 'Robusto', sticks: 3 }],
      }),
    );
    expect(note).toMatchObject({
      customerName: 'Miami Smoke',
      customerState: 'FL',
      authorId: fl.userId,
      authorName: 'Frank Florida',
      tags: ['Visit', 'Damaged-Cigars'],
      isTask: false,
    });
    // Tagged Visit, it is a visit too: Due and Near me hear of it.
    expect(await live.settled()).toEqual([
      { kind: 'note.changed', id: note.id, scopeStates: ['FL'] },
      { kind: 'visit.changed', id: note.id, scopeStates: ['FL'] },
    ]);
  });

  it('forces the tag of a personal note and ignores a customer sent with it', async () => {
    const note = await post(tx, { ...personal, customerListId: 'C-TX' });
    expect(note).toMatchObject({ noteClass: 'Personal-Note', customerListId: null, tags: ['Personal-Note'] });
  });
});

describe('reading notes by id', () => {
  it('shows a rep notes of their states and personal notes, and 404s the rest with one text', async () => {
    const flNote = await post(fl, standard('C-FL'));
    const txPersonal = await post(tx, personal);
    expect((await tx.request('GET', `/api/notes/${txPersonal.id}`)).statusCode).toBe(200);
    const seen = await fl.request('GET', `/api/notes/${txPersonal.id}`);
    expect(seen.json().can).toEqual({ delete: false, editDamagedItems: false });
    expect((await tx.request('GET', `/api/notes/${txPersonal.id}`)).json().can).toEqual({
      delete: true,
      editDamagedItems: true,
    });
    const hidden = await tx.request('GET', `/api/notes/${flNote.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(`A note with the ID ${flNote.id} does not exist`);
    expect((await tx.request('GET', '/api/notes/missing')).json().message).toBe(
      'A note with the ID missing does not exist',
    );
  });

  it('shows a note of a customer shipping into the rep state', async () => {
    const note = await post(admin, standard('C-SHIP'));
    expect((await tx.request('GET', `/api/notes/${note.id}`)).statusCode).toBe(200);
    expect((await fl.request('GET', `/api/notes/${note.id}`)).statusCode).toBe(404);
  });
});

describe('author-only rules', () => {
  it('lets only the author delete a note', async () => {
    const note = await post(fl, standard('C-FL'));
    const refused = await fl2.request('DELETE', `/api/notes/${note.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Make sure you are the author of this note');
    expect((await admin.request('DELETE', `/api/notes/${note.id}`)).statusCode).toBe(403);
    expect((await tx.request('DELETE', `/api/notes/${note.id}`)).statusCode).toBe(404);
    const deleted = await fl.request('DELETE', `/api/notes/${note.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().note.customerListId).toBe('C-FL');
    expect((await fl.request('GET', `/api/notes/${note.id}`)).statusCode).toBe(404);
  });

  it('lets only the author edit damaged items, whole sticks of 0 or more', async () => {
    const note = await post(fl, standard('C-FL', { tags: ['Damaged-Boxes'] }));
    const items = [{ listId: 'I2', name: 'p-corona', salesDesc: 'Corona', sticks: 5 }];
    expect(
      (await fl2.request('PUT', `/api/notes/${note.id}/damaged-items`, { damagedItems: items })).statusCode,
    ).toBe(403);
    const fractional = await fl.request('PUT', `/api/notes/${note.id}/damaged-items`, {
      damagedItems: [{ ...items[0], sticks: 1.5 }],
    });
    expect(fractional.statusCode).toBe(400);
    expect(fractional.json().message).toBe('Sticks must be a whole number');
    const saved = await fl.request('PUT', `/api/notes/${note.id}/damaged-items`, { damagedItems: items });
    expect(saved.json().note.damagedItems).toEqual(items);
  });
});

describe('task transitions', () => {
  it('sets, resolves, unresolves and removes a task, recording who did it', async () => {
    const note = await post(fl, standard('C-FL'));
    const url = `/api/notes/${note.id}/task`;
    const short = await fl2.request('PUT', url, { description: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('The task description needs at least 4 characters');
    expect((await fl2.request('POST', `${url}/resolve`)).statusCode).toBe(409);

    const set = (await fl2.request('PUT', url, { description: 'Call them back' })).json().note as Note;
    expect(set).toMatchObject({
      isTask: true,
      isResolved: false,
      taskDescription: 'Call them back',
      changedTaskStatusBy: { id: fl2.userId, displayName: 'Fay Second' },
    });
    const openFor = async (s: TestSession) =>
      ((await s.request('GET', '/api/notes/open-tasks')).json().notes as Note[]).map((n) => n.id);
    expect(await openFor(fl)).toContain(note.id);
    expect(await openFor(fl2)).toContain(note.id);
    expect(await openFor(admin)).not.toContain(note.id);

    const done = (await fl.request('POST', `${url}/resolve`)).json().note as Note;
    expect(done).toMatchObject({
      isResolved: true,
      isResolvedBy: { id: fl.userId },
      changedTaskResolutionBy: { id: fl.userId },
    });
    expect(done.isResolvedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await openFor(fl)).not.toContain(note.id);

    const reopened = (await fl.request('POST', `${url}/unresolve`)).json().note as Note;
    expect(reopened).toMatchObject({ isTask: true, isResolved: false, isResolvedAt: null });
    expect(await openFor(fl)).toContain(note.id);

    const removed = (await fl.request('DELETE', url)).json().note as Note;
    expect(removed).toMatchObject({ isTask: false, taskDescription: null });
    expect(await openFor(fl)).not.toContain(note.id);
    expect((await tx.request('PUT', url, { description: 'Sneaky' })).statusCode).toBe(404);
  });
});

describe('the feed', () => {
  let principal: Principal;
  const day = '2025-03-04T12:00:00.000Z';
  const range = `from=2025-03-04T00:00:00.000Z&to=2025-03-05T00:00:00.000Z`;
  beforeAll(async () => {
    const deps = { db: t.runtime.database.db, bus: t.runtime.bus };
    principal = (await findPrincipal(deps.db, admin.userId)) as Principal;
    const at = new Date(day);
    for (let i = 0; i < 7; i++) {
      await createNote(
        deps,
        principal,
        {
          ...standard('C-FL', { tags: i % 2 ? ['Call'] : [] }),
          noteClass: 'standard',
          customerListId: 'C-FL',
          damagedItems: [],
          subject: `FL ${i}`,
          text: 'x',
          tags: i % 2 ? ['Call'] : [],
        },
        at,
      );
    }
    await createNote(
      deps,
      principal,
      {
        noteClass: 'standard',
        customerListId: 'C-TX',
        subject: 'TX',
        text: 'x',
        tags: ['Email', 'Damaged-Cigars'],
        damagedItems: [{ listId: 'I1', name: 'p-robusto', salesDesc: 'Robusto', sticks: 4 }],
      },
      at,
    );
    await createNote(
      deps,
      principal,
      {
        noteClass: 'Personal-Note',
        customerListId: null,
        subject: 'Mine',
        text: 'x',
        tags: ['Personal-Note'],
        damagedItems: [],
      },
      at,
    );
  });

  it('pages newest first by keyset, complete and without repeats when timestamps are equal', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/notes?${range}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const body = (await admin.request('GET', url)).json() as { notes: Note[]; nextCursor: string | null };
      seen.push(...body.notes.map((n) => n.id));
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    expect(seen).toHaveLength(9);
    expect(new Set(seen).size).toBe(9);
    expect([...seen]).toEqual([...seen].sort().reverse());
    expect((await admin.request('GET', '/api/notes?cursor=garbage')).statusCode).toBe(400);
  });

  it('scopes a rep in the list, the export and the summaries', async () => {
    const notes = (await tx.request('GET', `/api/notes?${range}`)).json().notes as Note[];
    expect(notes.map((n) => n.subject).sort()).toEqual(['Mine', 'TX']);
    const csv = (await tx.request('GET', `/api/notes/export.csv?${range}`)).body;
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFDate,Customer Name,State,Type,Subject,Text,Tags,Author,Task,Task Status,Comments,Attachments',
    );
    expect(csv).toContain('Austin Leaf');
    expect(csv).not.toContain('Miami Smoke');
    const summary = (await fl.request('GET', `/api/notes/tag-summary?${range}`)).json().rows;
    expect(summary).toEqual([
      { tag: '(No Tag)', count: 4 },
      { tag: 'Call', count: 3 },
      { tag: 'Personal-Note', count: 1 },
    ]);
    expect((await fl.request('GET', `/api/notes/damaged-items/by-item?${range}`)).json().rows).toEqual([]);
    expect((await tx.request('GET', `/api/notes/damaged-items/by-item?${range}`)).json().rows).toEqual([
      { listId: 'I1', name: 'p-robusto', fullName: 'p-robusto', salesDesc: 'Robusto', sticks: 4 },
    ]);
  });

  it('dates the CSV exports in the browser’s time zone, New York when it sends none', async () => {
    const exportLine = async (tz: string) =>
      (await tx.request('GET', `/api/notes/export.csv?${range}&tasks=Any${tz}`)).body
        .split('\r\n')
        .find((line) => line.includes('Austin Leaf'));
    expect(await exportLine('&tz=Pacific/Kiritimati')).toMatch(/^03\/05\/2025 2:00 AM,Austin Leaf,/);
    expect(await exportLine('')).toMatch(/^03\/04\/2025 7:00 AM,Austin Leaf,/);
    expect(await exportLine('&tz=Not/AZone')).toMatch(/^03\/04\/2025 7:00 AM,Austin Leaf,/);
    const byNote = await tx.request(
      'GET',
      `/api/notes/damaged-items/by-note?${range}&format=csv&tz=Pacific/Kiritimati`,
    );
    expect(byNote.headers['content-disposition']).toContain('damaged-items-by-note.csv');
    expect(byNote.body).toBe(
      '\uFEFFCustomer Name,Date,Author,Item Name,Sales Description,Sticks\r\nAustin Leaf,03/05/2025,Ada Admin,p-robusto,Robusto,4\r\n',
    );
  });

  it('writes the item’s code, not the accounting system’s internal id, as the Item Code', async () => {
    const byItem = await tx.request('GET', `/api/notes/damaged-items/by-item?${range}&format=csv`);
    expect(byItem.body).toBe(
      '\uFEFFItem Code,Item Name,Item Description,Sticks\r\np-robusto,p-robusto,Robusto,4\r\n',
    );
  });

  it('filters by tags any-of, tasks, customer and author with alias names', async () => {
    const subjects = async (query: string) =>
      ((await admin.request('GET', `/api/notes?${range}&${query}`)).json().notes as Note[])
        .map((n) => n.subject)
        .sort();
    expect(await subjects('tags=Email&tags=Personal-Note')).toEqual(['Mine', 'TX']);
    expect(await subjects('customerListId=C-TX')).toEqual(['TX']);
    expect(await subjects('tasks=Open%20Tasks')).toEqual([]);
    expect(await subjects('withComments=true')).toEqual([]);
    const db = t.runtime.database.db;
    await db
      .insertInto('notes')
      .values({
        id: 'legacy-1',
        createdAt: day,
        updatedAt: day,
        noteClass: 'Personal-Note',
        customerListId: null,
        customerName: null,
        customerState: null,
        customerShipState: null,
        subject: 'Legacy',
        text: 'x',
        tags: [],
        authorId: null,
        authorName: 'Ada Admn',
        damagedItems: [],
        hasDamagedItems: false,
        ...untouchedNote,
      })
      .execute();
    expect(await subjects(`authorId=${admin.userId}`)).not.toContain('Legacy');
    await db
      .updateTable('users')
      .set({ nameAliases: ['Ada Admn'] })
      .where('id', '=', admin.userId)
      .execute();
    expect(await subjects(`authorId=${admin.userId}`)).toContain('Legacy');
    const legacy = (await fl.request('GET', '/api/notes/legacy-1')).json().note as Note;
    expect(legacy.authorName).toBe('Ada Admin');
    expect(await subjects(`authorId=${fl.userId}`)).toEqual([]);
  });
});
