import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry, TrashItem } from '../../domain/history/schemas.js';
import { insertCustomer } from '../test/mirror-fixtures.js';
import { orderBody, seedOrderFixtures } from '../test/order-fixtures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { purgeTrash } from './purge.js';

const png = fs.readFileSync(path.join(import.meta.dirname, '..', 'attachments', 'fixtures', 'sample.png'));
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-trash-'));

let t: TestApp;
let fl: TestSession, fl2: TestSession, tx: TestSession, admin: TestSession;

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

async function ok<T>(response: Awaited<ReturnType<TestSession['request']>>, status = 200): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

const newNote = async (session: TestSession, customerListId: string, subject = 'Visited the shop') =>
  (
    await ok<{ note: { id: string } }>(
      await session.request('POST', '/api/notes', {
        noteClass: 'standard',
        customerListId,
        subject,
        text: 'They want the new robusto.',
        tags: [],
        damagedItems: [],
      }),
      201,
    )
  ).note.id;

const trashOf = async (session: TestSession) =>
  (await ok<{ items: TrashItem[] }>(await session.request('GET', '/api/trash'))).items;
const historyOf = async (session: TestSession, subject: string, id: string) =>
  (await ok<{ entries: HistoryEntry[] }>(await session.request('GET', `/api/history/${subject}/${id}`)))
    .entries;
const restore = (session: TestSession, item: TrashItem) =>
  session.request('POST', `/api/trash/${item.id}/restore`);
const itemFor = async (session: TestSession, entityId: string) => {
  const item = (await trashOf(session)).find((i) => i.entityId === entityId);
  expect(item).toBeDefined();
  return item as TrashItem;
};

beforeAll(async () => {
  t = await createTestApp({ config: { storage: { kind: 'local', dir: storageDir } } });
  await seedOrderFixtures(t.runtime.database.db);
  await insertCustomer(t.runtime.database.db, 'C-TX9', 'Austin Leaf', 'TX');
  fl = await t.userSession({
    email: 'fl@h.test',
    role: 'rep',
    states: ['FL'],
    repCode: 'FL',
    firstName: 'Frank',
    lastName: 'Fl',
  });
  fl2 = await t.userSession({
    email: 'fl2@h.test',
    role: 'rep',
    states: ['FL'],
    repCode: 'FL',
    firstName: 'Fay',
    lastName: 'Two',
  });
  tx = await t.userSession({
    email: 'tx@h.test',
    role: 'rep',
    states: ['TX'],
    firstName: 'Tess',
    lastName: 'Tx',
  });
  admin = await t.userSession({ email: 'admin@h.test', role: 'admin', firstName: 'Ada', lastName: 'Admin' });
});
afterAll(() => t.close());

describe('history', () => {
  it('records a note, its task and comments, and scopes them like the note', async () => {
    const id = await newNote(tx, 'C-TX9', 'Texas secrets');
    await ok(await tx.request('PUT', `/api/notes/${id}/task`, { description: 'Call back' }));
    await ok(await tx.request('POST', `/api/notes/${id}/comments`, { text: 'Called', taggedUsers: [] }), 201);
    const entries = await historyOf(tx, 'note', id);
    expect(entries.map((e) => `${e.entityType}.${e.action}`).sort()).toEqual([
      'comment.create',
      'note.create',
      'task.update',
    ]);
    const task = entries.find((e) => e.entityType === 'task');
    expect(task?.changes.taskDescription).toEqual({ before: null, after: 'Call back' });
    expect(task?.changes).not.toHaveProperty('subject');
    expect(await historyOf(fl, 'note', id)).toEqual([]);
    expect(await historyOf(fl, 'customer', 'C-TX9')).toEqual([]);
    expect((await historyOf(admin, 'note', id)).length).toBe(3);
    const audit = await ok<{ entries: HistoryEntry[] }>(await fl.request('GET', '/api/admin/audit'), 403);
    expect(audit).toBeDefined();
  });

  it('records order status changes with the changed field only', async () => {
    const orderId = (await ok<{ ids: string[] }>(await fl.request('POST', '/api/orders', orderBody()), 201))
      .ids[0] as string;
    await t.runtime.database.db
      .updateTable('users')
      .set({ canChangeOrderStatus: true })
      .where('id', '=', admin.userId)
      .execute();
    await ok(await admin.request('PATCH', `/api/orders/${orderId}/status`, { status: 'OrderInQBooks' }));
    const entries = await historyOf(fl, 'order', orderId);
    expect(entries.map((e) => e.action)).toContain('create');
    const update = entries.find((e) => e.action === 'update');
    expect(update?.changes).toEqual({ status: { before: 'OrderSubmitted', after: 'OrderInQBooks' } });
    expect(await historyOf(tx, 'order', orderId)).toEqual([]);
  });

  it('records settings for admins only', async () => {
    const entries = await ok<{ entries: HistoryEntry[] }>(
      await admin.request('GET', '/api/admin/audit?entityType=note'),
    );
    expect(entries.entries.every((e) => e.entityType === 'note')).toBe(true);
  });
});

describe('trash', () => {
  it('restores a note with its comments and attachments, only for its author or an admin', async () => {
    const id = await newNote(fl, 'C-FL');
    await ok(
      await fl.request('POST', `/api/notes/${id}/comments`, { text: 'With a photo', taggedUsers: [] }),
      201,
    );
    expect((await upload(fl, 'note', id)).statusCode).toBe(201);
    await ok(await fl.request('DELETE', `/api/notes/${id}`));
    expect((await fl.request('GET', `/api/notes/${id}`)).statusCode).toBe(404);
    const files = fs.readdirSync(storageDir, { recursive: true }).length;
    expect(files).toBeGreaterThan(0);

    const item = await itemFor(fl, id);
    expect(item).toMatchObject({ entityType: 'note', label: 'Visited the shop' });
    expect((await trashOf(fl2)).some((i) => i.entityId === id)).toBe(false);
    expect((await trashOf(tx)).some((i) => i.entityId === id)).toBe(false);
    expect((await restore(fl2, item)).statusCode).toBe(403);
    expect((await restore(tx, item)).statusCode).toBe(404);

    await ok(await restore(fl, item));
    const note = await ok<{ note: { commentCount: number; attachmentCount: number } }>(
      await fl.request('GET', `/api/notes/${id}`),
    );
    expect(note.note).toMatchObject({ commentCount: 1, attachmentCount: 1 });
    const comments = await ok<{ comments: { text: string }[] }>(
      await fl.request('GET', `/api/notes/${id}/comments`),
    );
    expect(comments.comments.map((c) => c.text)).toEqual(['With a photo']);
    const attachments = await ok<{ attachments: unknown[] }>(
      await fl.request('GET', `/api/attachments?ownerType=note&ownerId=${id}`),
    );
    expect(attachments.attachments).toHaveLength(1);
    expect((await restore(fl, item)).statusCode).toBe(404);
    expect((await historyOf(fl, 'note', id)).map((e) => e.action)).toEqual(
      expect.arrayContaining(['delete', 'restore']),
    );
  });

  it('restores a comment, and refuses it when its note is gone', async () => {
    const id = await newNote(fl, 'C-FL');
    const comment = await ok<{ comment: { id: string } }>(
      await fl.request('POST', `/api/notes/${id}/comments`, { text: 'Second thoughts', taggedUsers: [] }),
      201,
    );
    await ok(await fl.request('DELETE', `/api/comments/${comment.comment.id}`));
    const item = await itemFor(fl, comment.comment.id);
    await ok(await restore(admin, item));
    const note = await ok<{ note: { commentCount: number } }>(await fl.request('GET', `/api/notes/${id}`));
    expect(note.note.commentCount).toBe(1);

    await ok(await fl.request('DELETE', `/api/comments/${comment.comment.id}`));
    await ok(await fl.request('DELETE', `/api/notes/${id}`));
    const again = await restore(fl, await itemFor(fl, comment.comment.id));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The note of this comment is gone. Restore the note first.');
  });

  it('restores an order with its lines', async () => {
    const orderId = (await ok<{ ids: string[] }>(await fl.request('POST', '/api/orders', orderBody()), 201))
      .ids[0] as string;
    const before = await ok<{ order: unknown }>(await fl.request('GET', `/api/orders/${orderId}`));
    expect((await fl.request('DELETE', `/api/orders/${orderId}`)).statusCode).toBe(204);
    expect((await fl.request('GET', `/api/orders/${orderId}`)).statusCode).toBe(404);
    await ok(await restore(fl, await itemFor(fl, orderId)));
    expect(await ok<{ order: unknown }>(await fl.request('GET', `/api/orders/${orderId}`))).toEqual(before);
  });

  it('restores an order with the record of its push to QuickBooks', async () => {
    const orderId = (await ok<{ ids: string[] }>(await fl.request('POST', '/api/orders', orderBody()), 201))
      .ids[0] as string;
    const db = t.runtime.database.db;
    const push = {
      orderId,
      refNumber: `W-${orderId.slice(0, 8)}`,
      status: 'sent' as const,
      customerListId: null,
      txnId: 'TXN-PUSHED-1',
      error: null,
      updatedAt: new Date().toISOString(),
    };
    await db.insertInto('qbwcPushes').values(push).execute();
    expect((await fl.request('DELETE', `/api/orders/${orderId}`)).statusCode).toBe(204);
    expect(await db.selectFrom('qbwcPushes').selectAll().where('orderId', '=', orderId).execute()).toEqual(
      [],
    );
    await ok(await restore(fl, await itemFor(fl, orderId)));
    expect(await db.selectFrom('qbwcPushes').selectAll().where('orderId', '=', orderId).execute()).toEqual([
      push,
    ]);
  });

  it('restores a contact and a description', async () => {
    const contact = await ok<{ contact: { id: string } }>(
      await fl.request('POST', '/api/customers/C-FL/contacts', { firstName: 'Ana', position: 'Owner' }),
      201,
    );
    await fl.request('DELETE', `/api/customers/C-FL/contacts/${contact.contact.id}`);
    await ok(await restore(fl, await itemFor(fl, contact.contact.id)));
    const contacts = await ok<{ contacts: { id: string }[] }>(
      await fl.request('GET', '/api/customers/C-FL/contacts'),
    );
    expect(contacts.contacts.map((c) => c.id)).toContain(contact.contact.id);

    const description = await ok<{ description: { id: string } }>(
      await fl.request('POST', '/api/customers/C-FL/descriptions', { text: 'Walk-in humidor' }),
      201,
    );
    await fl.request('DELETE', `/api/customers/C-FL/descriptions/${description.description.id}`);
    await ok(await restore(fl, await itemFor(fl, description.description.id)));
    const list = await ok<{ descriptions: { id: string }[] }>(
      await fl.request('GET', '/api/customers/C-FL/descriptions'),
    );
    expect(list.descriptions.map((d) => d.id)).toContain(description.description.id);
    expect((await historyOf(fl, 'customer', 'C-FL')).some((e) => e.entityType === 'contact')).toBe(true);
  });

  it('restores an appointment', async () => {
    const event = await ok<{ event: { id: string } }>(
      await admin.request('POST', '/api/events', {
        name: 'Show',
        starting: '2025-04-11',
        ending: '2025-04-14',
      }),
      201,
    );
    const booked = await ok<{ appointment: { id: string } }>(
      await fl.request('POST', `/api/events/${event.event.id}/appointments`, {
        accountName: 'Smoke Shop',
        startDate: '2025-04-12',
        startTime: '10:30',
        repCode: 'FL',
        type: 'Visit',
      }),
      201,
    );
    const appointmentId = booked.appointment.id;
    await fl.request('DELETE', `/api/appointments/${appointmentId}`);
    await ok(await restore(fl, await itemFor(fl, appointmentId)));
    const grid = await fl.request('GET', `/api/events/${event.event.id}/appointments`);
    expect(grid.body).toContain(appointmentId);
  });

  it('purges after 30 days with the files', async () => {
    const id = await newNote(fl, 'C-FL');
    expect((await upload(fl, 'note', id)).statusCode).toBe(201);
    const row = await t.runtime.database.db
      .selectFrom('attachments')
      .select('storagePath')
      .where('ownerId', '=', id)
      .executeTakeFirstOrThrow();
    await ok(await fl.request('DELETE', `/api/notes/${id}`));
    const storage = { delete: async (key: string) => fs.rmSync(path.join(storageDir, key), { force: true }) };
    const deps = { db: t.runtime.database.db, storage: storage as never };
    expect(await purgeTrash(deps, new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    expect((await trashOf(fl)).some((i) => i.entityId === id)).toBe(true);
    expect(await purgeTrash(deps, new Date(Date.now() + 31 * 86_400_000))).toBeGreaterThan(0);
    expect((await trashOf(fl)).some((i) => i.entityId === id)).toBe(false);
    expect(fs.existsSync(path.join(storageDir, row.storagePath))).toBe(false);
  });
});

describe('audit log', () => {
  it('exports CSV safe from formulas, for admins only', async () => {
    await newNote(fl, 'C-FL', '=HYPERLINK("x")');
    const csv = await admin.request('GET', '/api/admin/audit.csv?entityType=note');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await fl.request('GET', '/api/admin/audit.csv')).statusCode).toBe(403);
  });

  it('pages newest first with a cursor and filters by user and dates', async () => {
    const first = await ok<{ entries: HistoryEntry[]; nextCursor: string | null }>(
      await admin.request('GET', `/api/admin/audit?limit=2&userId=${fl.userId}`),
    );
    expect(first.entries).toHaveLength(2);
    expect(first.entries.every((e) => e.userId === fl.userId)).toBe(true);
    const second = await ok<{ entries: HistoryEntry[] }>(
      await admin.request('GET', `/api/admin/audit?limit=2&userId=${fl.userId}&cursor=${first.nextCursor}`),
    );
    expect(second.entries[0]?.id).not.toBe(first.entries[0]?.id);
    const none = await ok<{ entries: HistoryEntry[] }>(
      await admin.request('GET', '/api/admin/audit?to=2000-01-01'),
    );
    expect(none.entries).toEqual([]);
  });
});
