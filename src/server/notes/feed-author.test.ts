import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Note } from '../../domain/notes/card.js';
import { untouchedNote, type NotesTable } from '../db/tables/notes.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';

let t: TestApp;
let admin: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession({ email: 'admin@feed-author.test', role: 'admin' });
});
afterAll(() => t.close());

const note = (n: number, author: { id: string | null; name: string }): NotesTable => {
  const createdAt = new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
  return {
    id: `note-${String(n).padStart(2, '0')}`,
    createdAt,
    updatedAt: createdAt,
    noteClass: 'Personal-Note',
    customerListId: null,
    customerName: null,
    customerState: null,
    customerShipState: null,
    subject: `Note ${n}`,
    text: 'x',
    tags: ['Personal-Note'],
    authorId: author.id,
    authorName: author.name,
    damagedItems: [],
    hasDamagedItems: false,
    ...untouchedNote,
  };
};

describe('the author filter', () => {
  it('pages through notes linked by id and older ones under an alias name, merged newest first', async () => {
    const { db } = t.runtime.database;
    await db
      .updateTable('users')
      .set({ nameAliases: ['Old Name'] })
      .where('id', '=', admin.userId)
      .execute();
    // Linked and name-only notes interleaved in time, and someone else's notes in between.
    const rows = Array.from({ length: 12 }, (_, n) =>
      note(
        n,
        n % 3 === 0
          ? { id: null, name: 'Old Name' }
          : n % 4 === 1
            ? { id: 'someone-else', name: 'Someone' }
            : { id: admin.userId, name: 'Test User' },
      ),
    );
    await db.insertInto('notes').values(rows).execute();
    const expected = rows
      .filter((r) => r.authorId !== 'someone-else')
      .map((r) => r.subject)
      .reverse();
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 10; page += 1) {
      const url = `/api/notes?authorId=${admin.userId}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const body = (await admin.request('GET', url)).json() as { notes: Note[]; nextCursor: string | null };
      seen.push(...body.notes.map((n) => n.subject));
      cursor = body.nextCursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(expected);
  });
});
