import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerLicense } from '../../domain/compliance/licenses.js';
import type { HistoryEntry, TrashItem } from '../../domain/history/schemas.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { insertCustomer } from '../test/document-fixtures.js';
import { listenToChanges, type LiveEvents } from '../test/live-events.js';
import { visitNote } from '../test/note-fixtures.js';
import { stateListClaimMessage, unknownDocumentMessage } from './commands.js';

let t: TestApp;
let admin: TestSession;
let office: TestSession;
let repCa: TestSession;
let repTx: TestSession;
let live: LiveEvents;

const license = {
  state: 'CA',
  kind: 'retailer',
  number: 'TR-100200',
  issuedOn: '2026-01-01',
  expiresOn: '2027-01-01',
};
const url = '/api/customers/C-CA/licenses';

const licensesOf = async (session: TestSession, listId = 'C-CA') => {
  const response = await session.request('GET', `/api/customers/${listId}/licenses`);
  expect(response.statusCode).toBe(200);
  return response.json().licenses as CustomerLicense[];
};
const add = async (session: TestSession, body: object = license) => {
  const response = await session.request('POST', url, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().license as CustomerLicense;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.runtime.database.db;
  await insertCustomer(db, 'C-CA', 'CA', 'Smoke Shop');
  await insertCustomer(db, 'C-TX', 'TX', 'Lone Star Cigars');
  admin = await t.userSession({ email: 'admin@licenses.test', role: 'admin' });
  office = await t.userSession({ email: 'office@licenses.test', role: 'office' });
  repCa = await t.userSession({ email: 'ca@licenses.test', role: 'rep', states: ['CA'] });
  repTx = await t.userSession({ email: 'tx@licenses.test', role: 'rep', states: ['TX'] });
  live = listenToChanges(t.runtime.bus);
});
afterAll(async () => {
  live.stop();
  await t.close();
});
beforeEach(async () => {
  await t.runtime.database.db.deleteFrom('customerLicenses').execute();
  await live.reset();
});

describe("a customer's licenses", () => {
  it('adds, changes and deletes, the server stamping who checked it and when', async () => {
    const added = await add(repCa);
    expect(added).toMatchObject({
      ...license,
      customerListId: 'C-CA',
      locality: null,
      check: 'typed',
      attachmentId: null,
      checkedById: repCa.userId,
      checkedByName: expect.any(String),
      goneFromListAt: null,
    });
    expect(await licensesOf(office)).toEqual([added]);

    // A corrected locality is no new check; a new expiry is.
    const located = await office.request('PUT', `${url}/${added.id}`, { ...license, locality: 'Fresno' });
    expect(located.json().license).toMatchObject({ locality: 'Fresno', checkedById: repCa.userId });
    const renewed = await office.request('PUT', `${url}/${added.id}`, {
      ...license,
      locality: 'Fresno',
      expiresOn: '2028-01-01',
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().license).toMatchObject({ expiresOn: '2028-01-01', checkedById: office.userId });

    expect((await admin.request('DELETE', `${url}/${added.id}`)).statusCode).toBe(200);
    expect(await licensesOf(repCa)).toEqual([]);
    expect((await admin.request('DELETE', `${url}/${added.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const cases: [object, string][] = [
      [{ ...license, expiresOn: '2025-12-31' }, 'The expiry date is before the issue date'],
      [{ ...license, state: 'ZZ' }, 'Use a US state code such as TX or CA'],
      [{ ...license, number: ' ' }, 'Type the license number'],
      [{ ...license, kind: 'forged' }, 'Choose the kind of license'],
      [{ ...license, check: 'document' }, 'Attach the photo or PDF of the license'],
      [{ ...license, check: 'document', attachmentId: 'not-a-file' }, unknownDocumentMessage],
      [{ ...license, check: 'state-list' }, stateListClaimMessage],
    ];
    for (const [body, message] of cases) {
      const response = await repCa.request('POST', url, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const kept = await add(repCa);
    const refused = await repCa.request('PUT', `${url}/${kept.id}`, { ...license, expiresOn: '2020-01-01' });
    expect(refused.statusCode).toBe(400);
    expect(await licensesOf(repCa)).toEqual([kept]);
    const history = (await repCa.request('GET', '/api/history/customer/C-CA')).json()
      .entries as HistoryEntry[];
    expect(history.filter((e) => e.entityId === kept.id).map((e) => e.action)).toEqual(['create']);
  });

  it('links a document check to a file on one of the customer’s notes', async () => {
    const note = await repCa.request('POST', '/api/notes', visitNote('C-CA', []));
    expect(note.statusCode).toBe(201);
    const noteId = note.json().note.id as string;
    const fileId = crypto.randomUUID();
    await t.runtime.database.db
      .insertInto('attachments')
      .values({
        id: fileId,
        ownerType: 'note',
        ownerId: noteId,
        name: 'license.pdf',
        size: 10,
        contentType: 'application/pdf',
        storagePath: `test/${fileId}`,
        previewStoragePath: null,
        previewContentType: null,
        uploadedById: repCa.userId,
        uploadedByName: 'Rep',
        uploadedByEmail: 'ca@licenses.test',
        createdAt: new Date().toISOString(),
      })
      .execute();
    const list = (await repCa.request('GET', url)).json();
    expect(list.documents).toEqual([
      { id: fileId, name: 'license.pdf', contentType: 'application/pdf', noteSubject: 'Stopped by' },
    ]);
    const linked = await add(repCa, { ...license, check: 'document', attachmentId: fileId });
    expect(linked).toMatchObject({ check: 'document', attachmentId: fileId });
    // A file of another customer's note is not this customer's document.
    const elsewhere = await admin.request('POST', '/api/customers/C-TX/licenses', {
      ...license,
      state: 'TX',
      check: 'document',
      attachmentId: fileId,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(unknownDocumentMessage);
  });
});

describe('reach', () => {
  it('a rep reads or changes no license of another state’s customer by any path', async () => {
    const added = await add(repCa);
    const paths: [string, string, object?][] = [
      ['GET', url],
      ['POST', url, license],
      ['PUT', `${url}/${added.id}`, { ...license, number: 'STOLEN' }],
      ['DELETE', `${url}/${added.id}`],
    ];
    for (const [method, path, body] of paths) {
      const response = await repTx.request(method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().message).toBe('A customer with the ID C-CA does not exist');
    }
    // The license's id under a customer the rep does see is no way in either.
    expect((await repTx.request('PUT', `/api/customers/C-TX/licenses/${added.id}`, license)).statusCode).toBe(
      404,
    );
    expect((await repTx.request('DELETE', `/api/customers/C-TX/licenses/${added.id}`)).statusCode).toBe(404);
    const history = (await repTx.request('GET', '/api/history/customer/C-CA')).json().entries ?? [];
    expect(history).toEqual([]);
    expect(await licensesOf(admin)).toEqual([added]);

    const offline = (await repTx.request('GET', '/api/offline/customers')).json().customers as {
      customer: { listId: string };
      licenses: CustomerLicense[];
    }[];
    expect(offline.map((c) => c.customer.listId)).toEqual(['C-TX']);
    const kept = (await repCa.request('GET', '/api/offline/customers')).json().customers;
    expect(kept[0].licenses).toEqual([added]);
  });

  it('tells only those who see the customer, by its states', async () => {
    const added = await add(repCa);
    await live.arrived([{ kind: 'customer.licenses', id: 'C-CA', scopeStates: ['CA'] }]);
    await repCa.request('DELETE', `${url}/${added.id}`);
    await live.arrived([{ kind: 'customer.licenses', id: 'C-CA', scopeStates: ['CA'] }]);
  });
});

describe('history and Trash', () => {
  it('records adds, changes and deletions in the customer’s history; a deleted license is restored from the Trash', async () => {
    const added = await add(repCa);
    await repCa.request('PUT', `${url}/${added.id}`, { ...license, number: 'TR-100201' });
    await repCa.request('DELETE', `${url}/${added.id}`);
    const entries = (await repCa.request('GET', '/api/history/customer/C-CA')).json()
      .entries as HistoryEntry[];
    const ours = entries.filter((e) => e.entityType === 'license' && e.entityId === added.id);
    expect(ours.map((e) => e.action).sort()).toEqual(['create', 'delete', 'update']);
    expect(ours.find((e) => e.action === 'update')?.changes).toEqual({
      number: { before: 'TR-100200', after: 'TR-100201' },
    });
    expect(ours[0]?.label).toBe('CA state tobacco retailer license TR-100201');

    const trash = (await repCa.request('GET', '/api/trash')).json().items as TrashItem[];
    const item = trash.find((i) => i.entityId === added.id);
    expect(item).toBeDefined();
    expect((await repTx.request('POST', `/api/trash/${item?.id}/restore`)).statusCode).toBe(404);
    expect((await repCa.request('POST', `/api/trash/${item?.id}/restore`)).statusCode).toBe(200);
    expect((await licensesOf(repCa)).map((l) => l.number)).toEqual(['TR-100201']);
  });
});
