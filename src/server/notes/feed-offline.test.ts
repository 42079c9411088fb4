import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Note } from '../../domain/notes/card.js';
import { feedOrder, inFeed } from '../../domain/notes/feed.js';
import type { FeedFiltersInput } from '../../domain/notes/schemas.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { insertCustomer } from '../test/mirror-fixtures.js';

/**
 * The feed a phone reads offline (domain/notes/feed.ts, `inFeed`) against the server's own: for the
 * same notes and filters, the same notes in the same order.
 */
let t: TestApp;
let fl: TestSession;
let fl2: TestSession;
const created: Note[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.runtime.database.db;
  await insertCustomer(db, 'C-FL', 'Ybor Leaf', 'FL');
  await insertCustomer(db, 'C-FL2', 'Key West Smoke', 'FL');
  fl = await t.userSession({ email: 'fl@feed.test', role: 'rep', states: ['FL'] });
  fl2 = await t.userSession({ email: 'fl2@feed.test', role: 'rep', states: ['FL'] });
  const write = async (session: TestSession, customerListId: string, subject: string, tags: string[]) => {
    const response = await session.request('POST', '/api/notes', {
      noteClass: 'standard',
      customerListId,
      subject,
      text: 'Feed filters',
      tags,
      damagedItems: [],
    });
    expect(response.statusCode, response.body).toBe(201);
    const note = (response.json() as { note: Note }).note;
    created.push(note);
    return note;
  };
  await write(fl, 'C-FL', 'Visit', ['Visit']);
  const task = await write(fl, 'C-FL', 'Call', ['Call']);
  await fl.request('PUT', `/api/notes/${task.id}/task`, { description: 'Call them back' });
  const done = await write(fl2, 'C-FL2', 'Done', ['Visit', 'Email']);
  await fl2.request('PUT', `/api/notes/${done.id}/task`, { description: 'Send the price list' });
  await fl2.request('POST', `/api/notes/${done.id}/task/resolve`);
  const talked = await write(fl2, 'C-FL2', 'Talked', ['Email']);
  await db.updateTable('notes').set({ commentCount: 2 }).where('id', '=', talked.id).execute();
  await db.updateTable('notes').set({ attachmentCount: 1 }).where('id', '=', done.id).execute();
  await write(fl, 'C-FL2', 'Untagged', []);
});
afterAll(() => t.close());

const ids = (notes: Note[]) => notes.map((note) => note.id);

async function serverFeed(filters: FeedFiltersInput): Promise<Note[]> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    for (const one of Array.isArray(value) ? value : [value]) query.append(key, String(one));
  }
  const response = await fl.request('GET', `/api/notes?${query.toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { notes: Note[] }).notes;
}

describe('the feed read offline, against the server', () => {
  it.each<[string, Omit<FeedFiltersInput, 'from' | 'to'>]>([
    ['no filter', {}],
    ['a tag', { tags: ['Visit'] }],
    ['any of two tags', { tags: ['Email', 'Call'] }],
    ['all tasks', { tasks: 'All Tasks' }],
    ['open tasks', { tasks: 'Open Tasks' }],
    ['resolved tasks', { tasks: 'Resolved Tasks' }],
    ['with files', { withAttachments: true }],
    ['with comments', { withComments: true }],
    ['a customer', { customerListId: 'C-FL2' }],
    ['a tag and a task state', { tags: ['Email'], tasks: 'Resolved Tasks' }],
  ])('%s', async (_, filters) => {
    const range = {
      from: new Date(Date.now() - 3_600_000).toISOString(),
      to: new Date(Date.now() + 60_000).toISOString(),
    };
    // everything the rep's phone would keep, whatever order it came in
    const kept = (await serverFeed(range)).reverse();
    expect(kept).toHaveLength(created.length);
    const offline = kept.filter((note) => inFeed(note, { ...range, ...filters })).sort(feedOrder);
    expect(ids(offline)).toEqual(ids(await serverFeed({ ...range, ...filters })));
  });

  it('by author, and none outside the range', async () => {
    const range = {
      from: new Date(Date.now() - 3_600_000).toISOString(),
      to: new Date(Date.now() + 60_000).toISOString(),
    };
    const kept = await serverFeed(range);
    for (const authorId of [fl.userId, fl2.userId]) {
      const filters = { ...range, authorId };
      expect(ids(kept.filter((note) => inFeed(note, filters)).sort(feedOrder))).toEqual(
        ids(await serverFeed(filters)),
      );
    }
    const before = { from: new Date(Date.now() - 7_200_000).toISOString(), to: range.from };
    expect(kept.filter((note) => inFeed(note, before))).toEqual([]);
    expect(await serverFeed(before)).toEqual([]);
  });
});
