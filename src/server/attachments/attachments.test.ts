import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attachment } from '../../domain/attachments/rules.js';
import { insertCustomer } from '../test/mirror-fixtures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { listenToChanges, type LiveEvents } from '../test/live-events.js';
import { multipart, type MultipartPart } from '../test/multipart.js';
import { createStorage } from '../storage/storage.js';
import { purgeTrash } from '../history/purge.js';

/** The Trash keeps a deleted note's files 30 days (decision 0050); the purge then removes them. */
const purgeLater = () =>
  purgeTrash(
    { db: t.runtime.database.db, storage: createStorage({ kind: 'local', dir: storageDir }) },
    new Date(Date.now() + 31 * 86_400_000),
  );

const fixtures = path.join(import.meta.dirname, 'fixtures');
const png = fs.readFileSync(path.join(fixtures, 'sample.png'));
const heic = fs.readFileSync(path.join(fixtures, 'sample.heic'));
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const maxBytes = 64 * 1024;
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-attachments-'));

let t: TestApp;
let fl: TestSession, fl2: TestSession, tx: TestSession, admin: TestSession;
let flNote: string, txNote: string;
let live: LiveEvents;

type Part = MultipartPart;

function upload(session: TestSession, owner: string, parts: Part[], extra = '') {
  const { body, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/attachments?${owner}${extra}`,
    headers: { cookie: session.cookie, 'content-type': contentType },
    payload: body,
  });
}

const noteOwner = (id: string) => `ownerType=note&ownerId=${id}`;
const list = async (session: TestSession, owner: string) =>
  (await session.request('GET', `/api/attachments?${owner}`)).json() as { attachments: Attachment[] };
const filesOnDisk = () =>
  fs.readdirSync(storageDir, { recursive: true }).filter((f) => /\.\w+$/.test(String(f)));
const noteRow = (id: string) =>
  t.runtime.database.db
    .selectFrom('notes')
    .select(['attachmentCount', 'lastAttachmentAt'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const attachmentRows = () => t.runtime.database.db.selectFrom('attachments').selectAll().execute();

async function newNote(session: TestSession, customerListId: string) {
  const response = await session.request('POST', '/api/notes', {
    noteClass: 'standard',
    customerListId,
    subject: 'Shop visit',
    text: 'Photos attached.',
    tags: ['Visit'],
    damagedItems: [],
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { note: { id: string } }).note.id;
}

beforeAll(async () => {
  t = await createTestApp({
    config: { uploadMaxBytes: maxBytes, storage: { kind: 'local', dir: storageDir } },
  });
  live = listenToChanges(t.runtime.bus);
  fl = await t.userSession({ email: 'fl@att.test', role: 'rep', states: ['FL'] });
  fl2 = await t.userSession({ email: 'fl2@att.test', role: 'rep', states: ['FL'] });
  tx = await t.userSession({ email: 'tx@att.test', role: 'rep', states: ['TX'] });
  admin = await t.userSession({ email: 'admin@att.test', role: 'admin' });
  await insertCustomer(t.runtime.database.db, 'C-FL', 'Miami Smoke', 'FL');
  await insertCustomer(t.runtime.database.db, 'C-TX', 'Austin Leaf', 'TX');
  flNote = await newNote(fl, 'C-FL');
  txNote = await newNote(tx, 'C-TX');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

describe('uploading', () => {
  it('stores images and PDFs by content, counts them and tells the note state', async () => {
    await live.reset();
    const response = await upload(fl, noteOwner(flNote), [
      { name: 'shelf photo.png', bytes: png, type: 'image/png' },
      { name: 'invoice.pdf', bytes: pdf, type: 'application/pdf' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { attachments } = (await list(fl, noteOwner(flNote))) as { attachments: Attachment[] };
    expect(attachments.map((a) => [a.name, a.contentType, a.size])).toEqual([
      ['invoice.pdf', 'application/pdf', pdf.length],
      ['shelf_photo.png', 'image/png', png.length],
    ]);
    const [pdfRow, pngRow] = attachments;
    expect(pngRow?.previewUrl).toBe(`/api/attachments/${pngRow?.id}/preview`);
    expect(pdfRow?.previewUrl).toBeNull();
    expect(pngRow?.uploadedBy).toEqual(expect.objectContaining({ id: fl.userId, email: 'fl@att.test' }));
    const rows = await attachmentRows();
    expect(rows.find((r) => r.id === pngRow?.id)?.storagePath).toMatch(
      new RegExp(`^note/${flNote}/[0-9a-f]{16}-shelf_photo\\.png$`),
    );
    expect(await noteRow(flNote)).toEqual({ attachmentCount: 2, lastAttachmentAt: pdfRow?.createdAt });
    expect(await live.settled()).toEqual([
      { kind: 'attachments.changed', id: flNote, scopeStates: ['FL'] },
      { kind: 'note.changed', id: flNote, scopeStates: ['FL'] },
    ]);
  });

  it('makes a JPEG preview of a HEIC image', async () => {
    const response = await upload(fl, noteOwner(flNote), [{ name: 'IMG_0001.HEIC', bytes: heic, type: '' }]);
    expect(response.statusCode, response.body).toBe(201);
    const [attachment] = (response.json() as { attachments: Attachment[] }).attachments;
    expect(attachment).toEqual(
      expect.objectContaining({
        name: 'IMG_0001.HEIC',
        contentType: 'image/heic',
        previewContentType: 'image/jpeg',
      }),
    );
    const preview = await fl.request('GET', attachment?.previewUrl ?? '');
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(preview.rawPayload).metadata()).format).toBe('jpeg');
    const row = (await attachmentRows()).find((r) => r.id === attachment?.id);
    expect(row?.previewStoragePath).toMatch(new RegExp(`^note/${flNote}/preview-[0-9a-f]{16}\\.jpg$`));
    expect((await noteRow(flNote)).attachmentCount).toBe(3);
  });

  it('names a PNG sent as .pdf by its content', async () => {
    const response = await upload(fl, noteOwner(flNote), [
      { name: 'scan.pdf', bytes: png, type: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(201);
    expect((response.json() as { attachments: Attachment[] }).attachments[0]).toEqual(
      expect.objectContaining({ name: 'scan.png', contentType: 'image/png' }),
    );
  });

  it.each([
    ['../../etc/passwd.png', 'passwd.png'],
    ['evil\u0000name.png', 'evil_name.png'],
    ['line\r\nContent-Type: text-html.png', 'line_0D_0AContent-Type_text-html.png'],
    ['quote".png', 'quote_22.png'],
    ['..png', 'png.png'],
  ])('sanitises the name %j', async (name, expected) => {
    const response = await upload(fl, noteOwner(flNote), [{ name, bytes: png }]);
    expect(response.statusCode, response.body).toBe(201);
    const attachment = (response.json() as { attachments: Attachment[] }).attachments[0];
    expect(attachment?.name).toBe(expected);
    const row = (await attachmentRows()).find((r) => r.id === attachment?.id);
    expect(path.resolve(storageDir, row?.storagePath ?? '')).toMatch(
      new RegExp(`^${storageDir}/note/${flNote}/`),
    );
  });

  describe('refusals leave no bytes and no rows', () => {
    let before: { files: number; rows: number; count: number };
    const snapshot = async () => ({
      files: filesOnDisk().length,
      rows: (await attachmentRows()).length,
      count: (await noteRow(flNote)).attachmentCount,
    });
    beforeAll(async () => {
      before = await snapshot();
    });

    it('refuses a text file, even named .png, and the whole upload with it', async () => {
      const response = await upload(fl, noteOwner(flNote), [
        { name: 'ok.png', bytes: png },
        { name: 'notes.png', bytes: Buffer.from('just some text, not an image'), type: 'image/png' },
      ]);
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe(
        'File "notes.png" is not an image (JPEG, PNG, GIF, WebP, HEIC/HEIF) or a PDF.',
      );
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a file one byte over the limit while streaming', async () => {
      const big = Buffer.concat([png, Buffer.alloc(maxBytes + 1 - png.length)]);
      const response = await upload(fl, noteOwner(flNote), [{ name: 'big.png', bytes: big }]);
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe('File "big.png" exceeds 0.0625MB limit.');
      expect(await snapshot()).toEqual(before);
    });

    it('accepts a file of exactly the limit', async () => {
      const exact = Buffer.concat([png, Buffer.alloc(maxBytes - png.length)]);
      const response = await upload(fl, noteOwner(flNote), [{ name: 'exact.png', bytes: exact }]);
      expect(response.statusCode, response.body).toBe(201);
      const id = (response.json() as { attachments: Attachment[] }).attachments[0]?.id ?? '';
      expect((await fl.request('DELETE', `/api/attachments/${id}`)).statusCode).toBe(204);
      await purgeLater();
      expect(await snapshot()).toEqual(before);
    });

    it('refuses by Content-Length before reading the body', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/attachments?${noteOwner(flNote)}&fileName=${encodeURIComponent('huge video.png')}`,
        headers: {
          cookie: fl.cookie,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(maxBytes + 20_000),
        },
        payload: Readable.from([Buffer.alloc(maxBytes + 20_000)]),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe('File "huge_video.png" exceeds 0.0625MB limit.');
      expect(await snapshot()).toEqual(before);
    });
  });

  it('needs the owner', async () => {
    for (const owner of ['', 'ownerType=note', `ownerId=${flNote}`, `ownerType=invoice&ownerId=${flNote}`]) {
      const response = await upload(fl, owner, [{ name: 'a.png', bytes: png }]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Missing ownerType/ownerId for file operations.');
      expect((await fl.request('GET', `/api/attachments?${owner}`)).json().message).toBe(
        'Missing ownerType/ownerId for file operations.',
      );
    }
  });
});

describe('scope', () => {
  let txFile: Attachment;
  beforeAll(async () => {
    const response = await upload(tx, noteOwner(txNote), [{ name: 'austin.png', bytes: png }]);
    txFile = (response.json() as { attachments: Attachment[] }).attachments[0] as Attachment;
  });

  it("lets a FL rep neither list, fetch, preview, upload to nor delete a TX note's files", async () => {
    const notFound = `An attachment with the ID ${txFile.id} does not exist`;
    for (const url of [txFile.downloadUrl, txFile.previewUrl ?? '']) {
      const response = await fl.request('GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(notFound);
    }
    expect((await fl.request('DELETE', `/api/attachments/${txFile.id}`)).statusCode).toBe(404);
    expect((await fl.request('GET', `/api/attachments?${noteOwner(txNote)}`)).statusCode).toBe(404);
    expect((await upload(fl, noteOwner(txNote), [{ name: 'x.png', bytes: png }])).statusCode).toBe(404);
    expect((await fl.request('GET', '/api/attachments/missing-id/file')).json().message).toBe(
      'An attachment with the ID missing-id does not exist',
    );
  });

  it('serves the file to those who may see it, with safe headers', async () => {
    for (const session of [tx, admin]) {
      const response = await session.request('GET', txFile.downloadUrl);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(png)).toBe(true);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe(
        `inline; filename="austin.png"; filename*=UTF-8''austin.png`,
      );
    }
  });
});

describe('deleting', () => {
  it("lets the uploader or the note's author delete, nobody else", async () => {
    const response = await upload(admin, noteOwner(flNote), [{ name: 'by-admin.png', bytes: png }]);
    const [mine, byAuthor] = [
      (response.json() as { attachments: Attachment[] }).attachments[0] as Attachment,
      (
        (await upload(admin, noteOwner(flNote), [{ name: 'second.png', bytes: png }])).json() as {
          attachments: Attachment[];
        }
      ).attachments[0] as Attachment,
    ];
    const count = (await noteRow(flNote)).attachmentCount;
    expect((await fl2.request('DELETE', `/api/attachments/${mine.id}`)).statusCode).toBe(403);
    expect((await admin.request('DELETE', `/api/attachments/${mine.id}`)).statusCode).toBe(204);
    expect((await fl.request('DELETE', `/api/attachments/${byAuthor.id}`)).statusCode).toBe(204);
    expect((await noteRow(flNote)).attachmentCount).toBe(count - 2);
    expect((await fl.request('GET', mine.downloadUrl)).statusCode).toBe(404);
    const listed = await list(fl, noteOwner(flNote));
    expect(listed.attachments.map((a) => a.id)).not.toContain(mine.id);
    expect((await noteRow(flNote)).lastAttachmentAt).toBe(listed.attachments[0]?.createdAt);
  });

  it('keeps a deleted file in the Trash for its uploader to restore, out of other states; the purge removes it', async () => {
    const response = await upload(fl, noteOwner(flNote), [{ name: 'restore-me.png', bytes: png }]);
    const file = (response.json() as { attachments: Attachment[] }).attachments[0] as Attachment;
    const count = (await noteRow(flNote)).attachmentCount;
    const files = filesOnDisk().length;
    expect((await fl.request('DELETE', `/api/attachments/${file.id}`)).statusCode).toBe(204);
    expect(filesOnDisk()).toHaveLength(files);
    type Trashed = { items: { id: string; entityType: string; entityId: string; label: string }[] };
    const trashOf = async (session: TestSession) =>
      ((await session.request('GET', '/api/trash')).json() as Trashed).items.filter(
        (i) => i.entityId === file.id,
      );
    expect(await trashOf(tx)).toEqual([]);
    const [item] = await trashOf(fl);
    expect(item).toMatchObject({ entityType: 'attachment', label: 'restore-me.png' });
    expect((await tx.request('POST', `/api/trash/${item?.id}/restore`)).statusCode).toBe(404);
    expect((await fl.request('POST', `/api/trash/${item?.id}/restore`)).statusCode).toBe(200);
    expect((await noteRow(flNote)).attachmentCount).toBe(count);
    expect((await list(fl, noteOwner(flNote))).attachments.map((a) => a.id)).toContain(file.id);
    expect((await fl.request('GET', file.downloadUrl)).statusCode).toBe(200);
    expect((await fl.request('DELETE', `/api/attachments/${file.id}`)).statusCode).toBe(204);
    await purgeLater();
    expect(filesOnDisk().length).toBeLessThan(files);
    expect(await trashOf(fl)).toEqual([]);
  });

  it('refreshes an invalid stored size from storage', async () => {
    const [first] = (await list(fl, noteOwner(flNote))).attachments;
    await t.runtime.database.db
      .updateTable('attachments')
      .set({ size: 2e12 })
      .where('id', '=', first?.id ?? '')
      .execute();
    const [again] = (await list(fl, noteOwner(flNote))).attachments;
    expect(again?.size).toBe(first?.size);
  });

  it("removes a deleted note's attachment rows at once and its files at the purge", async () => {
    const before = filesOnDisk().filter((f) => String(f).startsWith(`note/${flNote}/`));
    expect(before.length).toBeGreaterThan(0);
    expect((await fl.request('DELETE', `/api/notes/${flNote}`)).statusCode).toBe(200);
    expect((await attachmentRows()).filter((r) => r.ownerId === flNote)).toEqual([]);
    await purgeLater();
    expect(filesOnDisk().filter((f) => String(f).startsWith(`note/${flNote}/`))).toEqual([]);
  });

  it("removes the rows of the note's comments' attachments when the note is deleted, their files at the purge", async () => {
    const noteId = await newNote(fl, 'C-FL');
    const commentIds: string[] = [];
    for (const [session, text] of [
      [fl, 'Before'],
      [fl2, 'After'],
    ] as const) {
      const added = await session.request('POST', `/api/notes/${noteId}/comments`, { text, taggedUsers: [] });
      expect(added.statusCode, added.body).toBe(201);
      const { id } = (added.json() as { comment: { id: string } }).comment;
      const uploaded = await upload(session, `ownerType=comment&ownerId=${id}`, [
        { name: `${text}.png`, bytes: png },
        { name: `${text}.pdf`, bytes: pdf },
      ]);
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      commentIds.push(id);
    }
    const onDisk = () =>
      filesOnDisk().filter((f) => commentIds.some((id) => String(f).startsWith(`comment/${id}/`)));
    const rows = async () => (await attachmentRows()).filter((r) => commentIds.includes(r.ownerId));
    expect(await rows()).toHaveLength(4);
    expect(onDisk()).toHaveLength(6); // each PNG also has its preview

    expect((await fl.request('DELETE', `/api/notes/${noteId}`)).statusCode).toBe(200);
    expect(await rows()).toEqual([]);
    expect(onDisk()).toHaveLength(6);
    await purgeLater();
    expect(onDisk()).toEqual([]);
    const comments = await t.runtime.database.db
      .selectFrom('comments')
      .select('id')
      .where('noteId', '=', noteId)
      .execute();
    expect(comments).toEqual([]);
  });
});
