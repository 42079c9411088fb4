import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, seedOrderFixtures } from '../test/order-fixtures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';

const png = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'sample.png'));
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-attach-rules-'));

let t: TestApp;
let rep: TestSession, otherRep: TestSession, office: TestSession, admin: TestSession;
let noteId: string, orderId: string, enteredForRepId: string;

function upload(session: TestSession, ownerType: string, ownerId: string) {
  const boundary = `----humidor${crypto.randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="shelf.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/attachments?ownerType=${ownerType}&ownerId=${ownerId}`,
    headers: { cookie: session.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const canAttach = async (session: TestSession, ownerType: string, ownerId: string) =>
  (await session.request('GET', `/api/attachments?ownerType=${ownerType}&ownerId=${ownerId}`)).json()
    .canAttach as boolean;

async function created(response: Awaited<ReturnType<TestSession['request']>>) {
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp({ config: { storage: { kind: 'local', dir: storageDir } } });
  await seedOrderFixtures(t.runtime.database.db);
  rep = await t.userSession({ email: 'rep@rules.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  otherRep = await t.userSession({ email: 'rep2@rules.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  office = await t.userSession({ email: 'office@rules.test', role: 'office' });
  admin = await t.userSession({ email: 'admin@rules.test', role: 'admin' });
  const note = await created(
    await rep.request('POST', '/api/notes', {
      noteClass: 'standard',
      customerListId: 'C-FL',
      subject: 'Visit',
      text: 'Shelf photos follow.',
      tags: [],
      damagedItems: [],
    }),
  );
  noteId = note.note.id;
  orderId = (await created(await rep.request('POST', '/api/orders', orderBody()))).ids[0];
  const enteredByOffice = await office.request('POST', '/api/orders', orderBody({ authorId: rep.userId }));
  enteredForRepId = (await created(enteredByOffice)).ids[0];
});
afterAll(async () => {
  await t.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

describe('who may add files', () => {
  it("refuses another user's upload to a note, and tells the page the same", async () => {
    const refused = await upload(otherRep, 'note', noteId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the author of this note or an admin can add files to it.');
    expect(await canAttach(otherRep, 'note', noteId)).toBe(false);
    expect(await canAttach(office, 'note', noteId)).toBe(false);
    for (const session of [rep, admin]) {
      expect(await canAttach(session, 'note', noteId)).toBe(true);
      await created(await upload(session, 'note', noteId));
    }
  });

  it("refuses an office user's upload to a rep's order; the author, who entered it and admins may", async () => {
    const refused = await upload(office, 'order', orderId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only the author of this order, whoever entered it, or an admin can add files to it.',
    );
    expect(await canAttach(office, 'order', orderId)).toBe(false);
    for (const session of [rep, admin]) {
      expect(await canAttach(session, 'order', orderId)).toBe(true);
      await created(await upload(session, 'order', orderId));
    }
    for (const session of [rep, office]) {
      expect(await canAttach(session, 'order', enteredForRepId)).toBe(true);
      await created(await upload(session, 'order', enteredForRepId));
    }
  });

  it("refuses files under someone else's comment, even from the note's author or an admin", async () => {
    const comment = await created(
      await otherRep.request('POST', `/api/notes/${noteId}/comments`, { text: 'I saw it too.' }),
    );
    const commentId = comment.comment.id as string;
    for (const session of [rep, admin]) {
      const refused = await upload(session, 'comment', commentId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only the author of this comment can add files to it.');
      expect(await canAttach(session, 'comment', commentId)).toBe(false);
    }
    expect(await canAttach(otherRep, 'comment', commentId)).toBe(true);
    await created(await upload(otherRep, 'comment', commentId));
  });
});
