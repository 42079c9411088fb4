import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment } from '../../domain/comments/schemas.js';
import type { Notification } from '../../domain/notifications/schemas.js';
import { insertCustomer } from '../test/mirror-fixtures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { listenToChanges, type LiveEvents } from '../test/live-events.js';

let t: TestApp;
let fl: TestSession, fl2: TestSession, fl3: TestSession, tx: TestSession, admin: TestSession;
let flNote: string, personalNote: string;
let live: LiveEvents;

async function newNote(session: TestSession, body: Record<string, unknown>): Promise<string> {
  const response = await session.request('POST', '/api/notes', {
    subject: 'Visited the shop',
    text: 'They want the new robusto.',
    damagedItems: [],
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { note: { id: string } }).note.id;
}

const comment = async (session: TestSession, noteId: string, text: string, taggedUsers: string[] = []) =>
  session.request('POST', `/api/notes/${noteId}/comments`, { text, taggedUsers });

const commentsOf = async (session: TestSession, noteId: string, params = '') => {
  const response = await session.request('GET', `/api/notes/${noteId}/comments${params}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { comments: Comment[]; nextCursor: string | null };
};

const commentCount = async (noteId: string) =>
  (
    await t.runtime.database.db
      .selectFrom('notes')
      .select('commentCount')
      .where('id', '=', noteId)
      .executeTakeFirstOrThrow()
  ).commentCount;

async function notificationsOf(session: TestSession): Promise<Notification[]> {
  const response = await session.request('GET', '/api/notifications');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { notifications: Notification[] }).notifications;
}

beforeAll(async () => {
  t = await createTestApp();
  live = listenToChanges(t.runtime.bus);
  fl = await t.userSession({
    email: 'fl@c.test',
    role: 'rep',
    states: ['FL'],
    firstName: 'Frank',
    lastName: 'Fl',
  });
  fl2 = await t.userSession({
    email: 'fl2@c.test',
    role: 'rep',
    states: ['FL'],
    firstName: 'Fay',
    lastName: 'Two',
  });
  fl3 = await t.userSession({
    email: 'fl3@c.test',
    role: 'rep',
    states: ['FL'],
    firstName: 'Flo',
    lastName: 'Three',
  });
  tx = await t.userSession({
    email: 'tx@c.test',
    role: 'rep',
    states: ['TX'],
    firstName: 'Tess',
    lastName: 'Tx',
  });
  admin = await t.userSession({ email: 'admin@c.test', role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  await insertCustomer(t.runtime.database.db, 'C-FL', 'Miami Smoke', 'FL');
  flNote = await newNote(fl, { noteClass: 'standard', customerListId: 'C-FL', tags: ['Visit'] });
  personalNote = await newNote(tx, {
    noteClass: 'Personal-Note',
    customerListId: null,
    tags: ['Personal-Note'],
  });
});
afterAll(() => t.close());

describe('adding comments', () => {
  it.each(['', '   ', '\n\t '])('refuses the empty text %j and changes nothing', async (text) => {
    const response = await comment(fl2, flNote, text);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expect.objectContaining({ message: 'Please enter a comment' }));
    expect(await commentCount(flNote)).toBe(0);
  });

  it('refuses a comment over the maximum length', async () => {
    expect((await comment(fl2, flNote, 'x'.repeat(5001))).statusCode).toBe(400);
  });

  it('counts an emoji as one character, as the comment box does', async () => {
    const note = await newNote(fl, { noteClass: 'standard', customerListId: 'C-FL', tags: ['Visit'] });
    expect((await comment(fl2, note, '👍🏽'.repeat(5000))).statusCode).toBe(201);
    const tooLong = await comment(fl2, note, '👍🏽'.repeat(5001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('A comment can have at most 5000 characters');
  });

  it('stores the trimmed text, counts it and tells the note watchers', async () => {
    await live.reset();
    const response = await comment(fl2, flNote, '  Great visit  ');
    expect(response.statusCode, response.body).toBe(201);
    const created = (response.json() as { comment: Comment }).comment;
    expect(created).toEqual(
      expect.objectContaining({
        text: 'Great visit',
        authorName: 'Fay Two',
        canDelete: true,
        noteId: flNote,
      }),
    );
    expect(await commentCount(flNote)).toBe(1);
    await live.arrived([{ kind: 'comments.changed', id: flNote, scopeStates: ['FL'] }]);
  });

  it('refuses a TX rep commenting on or listing a FL note, with the missing-note answer', async () => {
    const post = await comment(tx, flNote, 'Hello from Texas');
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual(
      expect.objectContaining({ message: `A note with the ID ${flNote} does not exist` }),
    );
    expect((await tx.request('GET', `/api/notes/${flNote}/comments`)).statusCode).toBe(404);
    expect(await commentCount(flNote)).toBe(1);
  });

  it('lets anyone comment on a personal note', async () => {
    expect((await comment(fl, personalNote, 'Nice')).statusCode).toBe(201);
  });
});

describe('mentions and notifications', () => {
  it('notifies the author with the comment, the mentioned user with the mention, never the commenter', async () => {
    const text = 'Please call them back @Flo Three @Tess Tx';
    const response = await comment(fl2, flNote, text, [fl3.userId, tx.userId]);
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as { comment: Comment }).comment.taggedUsers).toEqual([
      { id: fl3.userId, displayName: 'Flo Three' },
    ]);
    const mine = await notificationsOf(fl3);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toEqual(
      expect.objectContaining({
        type: 'new-comment',
        actingUser: 'Fay Two',
        link: `/noteview/${flNote}`,
        seen: false,
        text: expect.stringContaining('mentioned you in a comment'),
      }),
    );
    const authors = await notificationsOf(fl);
    expect(authors.at(0)?.text).toMatch(/^commented on "Visited the shop": Please call/);
    expect(await notificationsOf(fl2)).toHaveLength(0);
    // a mentioned user outside the note's states is neither tagged nor told
    expect((await notificationsOf(tx)).filter((n) => n.link.includes(flNote))).toHaveLength(0);
  });

  it('makes commenters and mentioned users involved in the note', async () => {
    const involved = await t.runtime.database.db
      .selectFrom('noteInvolvedUsers')
      .select('userId')
      .where('noteId', '=', flNote)
      .execute();
    expect(involved.map((r) => r.userId).sort()).toEqual([fl.userId, fl2.userId, fl3.userId].sort());
  });

  it('tells involved users about later comments', async () => {
    await comment(fl, flNote, 'Done, called them.');
    expect((await notificationsOf(fl3)).at(0)?.text).toMatch(/^commented on/);
    expect((await notificationsOf(fl2)).at(0)?.actingUser).toBe('Frank Fl');
  });
});

describe('listing comments', () => {
  it('lists oldest first in pages of 20, with a cursor for older ones', async () => {
    for (let i = 0; i < 22; i++) expect((await comment(admin, flNote, `Bulk ${i}`)).statusCode).toBe(201);
    const first = await commentsOf(fl, flNote);
    expect(first.comments).toHaveLength(20);
    expect(first.comments.at(-1)?.text).toBe('Bulk 21');
    const times = first.comments.map((c) => c.createdAt);
    expect([...times].sort()).toEqual(times);
    expect(first.nextCursor).not.toBeNull();
    const older = await commentsOf(fl, flNote, `?cursor=${first.nextCursor}`);
    expect(older.comments.map((c) => c.text)).toEqual([
      'Great visit',
      'Please call them back @Flo Three @Tess Tx',
      'Done, called them.',
      'Bulk 0',
      'Bulk 1',
    ]);
    expect(older.nextCursor).toBeNull();
  });

  it('searches text and author name, case-insensitively, with wildcards taken literally', async () => {
    const byText = await commentsOf(fl, flNote, '?q=CALL');
    expect(byText.comments.map((c) => c.text)).toEqual([
      'Please call them back @Flo Three @Tess Tx',
      'Done, called them.',
    ]);
    const byAuthor = await commentsOf(fl, flNote, '?q=fay');
    expect(byAuthor.comments.map((c) => c.text)).toEqual([
      'Great visit',
      'Please call them back @Flo Three @Tess Tx',
    ]);
    expect((await commentsOf(fl, flNote, '?q=%25')).comments).toHaveLength(0);
  });
});

describe('deleting comments', () => {
  it('only the author may delete; the count follows', async () => {
    const { comments } = await commentsOf(fl, flNote, '?q=great');
    const target = comments[0]!;
    expect(target.canDelete).toBe(false);
    const before = await commentCount(flNote);
    const refused = await fl.request('DELETE', `/api/comments/${target.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(
      expect.objectContaining({ message: 'Only the author of this comment can delete it' }),
    );
    expect((await admin.request('DELETE', `/api/comments/${target.id}`)).statusCode).toBe(403);
    expect((await tx.request('DELETE', `/api/comments/${target.id}`)).statusCode).toBe(404);
    expect((await fl2.request('DELETE', `/api/comments/${target.id}`)).statusCode).toBe(200);
    expect(await commentCount(flNote)).toBe(before - 1);
    expect((await fl2.request('DELETE', `/api/comments/${target.id}`)).statusCode).toBe(404);
  });
});

describe('deleting a note', () => {
  it('removes its comments too', async () => {
    const noteId = await newNote(fl, { noteClass: 'standard', customerListId: 'C-FL', tags: ['Visit'] });
    expect((await comment(fl2, noteId, 'Soon gone')).statusCode).toBe(201);
    expect((await fl.request('DELETE', `/api/notes/${noteId}`)).statusCode).toBe(200);
    const left = await t.runtime.database.db
      .selectFrom('comments')
      .select('id')
      .where('noteId', '=', noteId)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('files on comments', () => {
  const png = fs.readFileSync(new URL('../attachments/fixtures/sample.png', import.meta.url));
  const upload = (session: TestSession, commentId: string) => {
    const boundary = `----humidor${crypto.randomUUID()}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/attachments?ownerType=comment&ownerId=${commentId}`,
      headers: { cookie: session.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };
  const files = (commentId: string) =>
    t.runtime.database.db.selectFrom('attachments').select('id').where('ownerId', '=', commentId).execute();

  it('are scoped by the note, counted on the comment and removed with it', async () => {
    const added = await comment(fl2, flNote, 'Photo of the damage');
    const { id } = (added.json() as { comment: Comment }).comment;
    expect((await upload(tx, id)).statusCode).toBe(404);
    expect((await tx.request('GET', `/api/attachments?ownerType=comment&ownerId=${id}`)).statusCode).toBe(
      404,
    );
    const uploaded = await upload(fl2, id);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const listed = (await commentsOf(fl, flNote, '?q=photo')).comments;
    expect(listed.map((c) => c.attachmentCount)).toEqual([1]);
    expect(await files(id)).toHaveLength(1);
    expect((await fl2.request('DELETE', `/api/comments/${id}`)).statusCode).toBe(200);
    expect(await files(id)).toEqual([]);
  });
});
