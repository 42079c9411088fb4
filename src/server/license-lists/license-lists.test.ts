import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  licenseListsContract,
  noMappingMessage,
  notCsvMessage,
  type LicenseListImportDetail,
} from '../../domain/compliance/license-lists-contract.js';
import { missingColumnsMessage } from '../../domain/compliance/license-lists.js';
import { csvEmptyMessage } from '../../domain/csv/read.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { postFile } from '../test/post-file.js';
import { customerAt, mirrorSender } from '../test/sales-fixtures.js';
import { licenseRow } from '../test/license-fixtures.js';
import { listenToChanges, type LiveEvents } from '../test/live-events.js';

let t: TestApp;
let admin: TestSession;
let office: TestSession;
let live: LiveEvents;

const base = '/api/admin/compliance/license-lists';
const mapping = {
  number: 'License Number',
  name: 'Business Name',
  address: 'Street Address',
  city: 'City',
  zip: 'Zip',
  kind: 'License Type',
  issuedOn: 'Issue Date',
  expiresOn: 'Expiration Date',
};
const header =
  '\uFEFF"License Number","Business Name","Street Address",City,Zip,"License Type","Issue Date","Expiration Date"\r\n';

/** California's list as the tests bring it: BOM, CRLF, quoted fields, US and ISO dates. */
const firstList =
  header +
  '100200,Smoke House,120 Main St,Los Angeles,90012,Retailer,01/01/2025,01/31/2028\r\n' +
  '555-001,"Leaf and Ash, Inc.","45 Ocean Avenue, Ste 3",San Francisco,94110-1234,Cigarette and Tobacco Products Retailer,2025-02-01,2027-02-01\r\n' +
  '888-888,Nobody’s Shop,1 Nowhere Rd,Fresno,93701,Retailer,,\r\n' +
  '777-777,Twin Smoke,8 Elm St,Beverly Hills,90210,Retailer,,\r\n' +
  '999-999,Bad Date Cigars,2 Oak St,Oakland,94601,Retailer,,13/45/2026\r\n';

const customer = (id: string, name: string, address: Record<string, string>, state = 'CA') =>
  customerAt(id, name, { ...address, State: state });

function importCsv(session: TestSession, csv: string | Buffer, state = 'CA', contentType = 'text/csv') {
  return postFile(t, session, `${base}/${state}/imports?fileName=list.csv`, csv, contentType);
}

const db = () => t.runtime.database.db;
const licenses = () => db().selectFrom('customerLicenses').selectAll().orderBy('id').execute();
const entries = () => db().selectFrom('licenseListEntries').selectAll().orderBy('number').execute();
const importCount = async () => (await db().selectFrom('licenseListImports').select('id').execute()).length;
const historyCount = async () => (await db().selectFrom('history').select('id').execute()).length;
const licenseOf = async (customerListId: string) =>
  db().selectFrom('customerLicenses').selectAll().where('customerListId', '=', customerListId).execute();

async function addLicense(customerListId: string, number: string, fields: Record<string, unknown>) {
  const now = '2026-01-05T10:00:00.000Z';
  await db()
    .insertInto('customerLicenses')
    .values(licenseRow({ id: `L-${number}`, customerListId, state: 'CA', number, ...fields }, now))
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession({ email: 'admin@lists.test', role: 'admin' });
  office = await t.userSession({ email: 'office@lists.test', role: 'office' });
  const send = await mirrorSender(t);
  const at = (addr1: string, city: string, zip: string) => ({ Addr1: addr1, City: city, PostalCode: zip });
  await send('customers', {
    CustomerRet: [
      customer('C-SMOKE', 'Smoke House', at('120 Main Street', 'Los Angeles', '90012')),
      // QuickBooks's first address line often names the company; the street is on the second.
      customer('C-LEAF', 'Leaf & Ash LLC', {
        ...at('Leaf & Ash LLC', 'San Francisco', '94110'),
        Addr2: '45 Ocean Ave Suite 3',
      }),
      customer('C-HUMO', 'Humo Cigars', at('9 Pine Rd', 'San Diego', '92101')),
      customer('C-TWIN-1', 'Twin Smoke', at('8 Elm Street', 'Beverly Hills', '90210')),
      customer('C-TWIN-2', 'Twin Smoke Annex', { ...at('8 Elm Street', 'Beverly Hills', '90210') }),
      customer('C-TEXAS', 'Nobody’s Shop', at('1 Nowhere Rd', 'Fresno', '93701'), 'TX'),
    ],
  });
  // The annex trades under the same name at the same door: two customers, so no match.
  await db()
    .updateTable('customers')
    .set({ companyName: 'Twin Smoke' })
    .where('listId', '=', 'C-TWIN-2')
    .execute();
  await addLicense('C-SMOKE', '100-200', { expiresOn: '2027-01-31' });
  // Found in a list imported before: a list without it says it is gone.
  await addLicense('C-HUMO', '300-300', { check: 'state-list', expiresOn: '2027-06-30' });
  live = listenToChanges(t.runtime.bus);
});
afterAll(async () => {
  live.stop();
  await t.close();
});

/** The licenses changes told since the last look (decision 0345). */
const licenseChangesTold = async () => {
  const heard = (await live.settled()).filter((event) => event.kind === 'customer.licenses');
  await live.reset();
  return heard;
};

describe('a state license list', () => {
  it('is for admins only', async () => {
    expect((await office.request('PUT', `${base}/CA/mapping`, mapping)).statusCode).toBe(403);
    expect((await importCsv(office, firstList)).statusCode).toBe(403);
    expect((await office.request('GET', `${base}/CA`)).statusCode).toBe(403);
  });

  it('asks for the columns before a first import, and changes nothing', async () => {
    const response = await importCsv(admin, firstList);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: noMappingMessage('CA') });
    expect(await importCount()).toBe(0);
  });

  it('remembers the columns per state', async () => {
    expect((await admin.request('PUT', `${base}/ca/mapping`, { name: 'Name' })).statusCode).toBe(400);
    const saved = await admin.request('PUT', `${base}/ca/mapping`, mapping);
    expect(saved.statusCode, saved.body).toBe(200);
    const state = await admin.request('GET', `${base}/CA`);
    expect(state.json()).toMatchObject({ state: 'CA', mapping, imports: [] });
    expect((await admin.request('GET', `${base}/TX`)).json()).toMatchObject({ mapping: null });
    expect((await admin.request('GET', base)).json()).toMatchObject({ mappedStates: ['CA'] });
  });

  it('refuses a file without a mapped column, an empty file and one that is not a CSV, changing nothing', async () => {
    const before = { licenses: await licenses(), entries: await entries(), imports: await importCount() };
    const withoutExpiry = firstList.replace('"Expiration Date"', '"Expires On"');
    const cases: [string | Buffer, string][] = [
      [withoutExpiry, missingColumnsMessage(['Expiration Date'])],
      ['', csvEmptyMessage],
      ['\r\n\r\n', csvEmptyMessage],
      [
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
        notCsvMessage,
      ],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]), notCsvMessage],
      [header, 'The file has a header row but no licenses under it.'],
    ];
    for (const [body, message] of cases) {
      const response = await importCsv(admin, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', message });
    }
    expect(missingColumnsMessage(['Expiration Date'])).toContain('"Expiration Date"');
    expect({ licenses: await licenses(), entries: await entries(), imports: await importCount() }).toEqual(
      before,
    );
    expect(await licenseChangesTold()).toEqual([]);
  });

  let first: LicenseListImportDetail;

  it('matches by number, then by name and address, and says what it could not match and what changed', async () => {
    const response = await importCsv(admin, firstList);
    expect(response.statusCode, response.body).toBe(201);
    first = response.json<LicenseListImportDetail>();
    const { summary } = first;
    expect(first).toMatchObject({
      state: 'CA',
      fileName: 'list.csv',
      rowCount: 5,
      createdByName: expect.any(String),
    });
    expect(summary.matched).toEqual([
      expect.objectContaining({
        customerListId: 'C-SMOKE',
        by: 'number',
        added: false,
        line: 2,
        number: '100200',
      }),
      expect.objectContaining({ customerListId: 'C-LEAF', by: 'name-address', added: true, line: 3 }),
    ]);
    expect(summary.changed).toEqual([
      expect.objectContaining({
        customerListId: 'C-SMOKE',
        changes: [
          { field: 'issuedOn', from: null, to: '2025-01-01' },
          { field: 'expiresOn', from: '2027-01-31', to: '2028-01-31' },
          { field: 'check', from: 'typed', to: 'state-list' },
        ],
      }),
    ]);
    expect(summary.gone).toEqual([expect.objectContaining({ customerListId: 'C-HUMO', number: '300-300' })]);
    expect(summary.unmatched.count).toBe(2);
    expect(summary.unmatched.rows[0]).toMatchObject({
      number: '777-777',
      reason: expect.stringContaining('2 customers'),
    });
    expect(summary.unmatched.rows[1]).toMatchObject({ number: '888-888', line: 4 });
    expect(summary.problems).toEqual({
      count: 1,
      rows: [{ line: 6, message: expect.stringContaining('the expiry date "13/45/2026" is not a date') }],
    });
    expect(summary.customersNotListed.customers.map((c) => c.customerListId).sort()).toEqual([
      'C-HUMO',
      'C-TWIN-1',
      'C-TWIN-2',
    ]);
    expect(summary.listChanges).toEqual({ added: 4, removed: 0, changed: 0 });
    expect(summary.nothingChanged).toBe(false);

    const [smoke] = await licenseOf('C-SMOKE');
    expect(smoke).toMatchObject({
      expiresOn: '2028-01-31',
      issuedOn: '2025-01-01',
      check: 'state-list',
      checkedById: admin.userId,
    });
    expect(await licenseOf('C-LEAF')).toEqual([
      expect.objectContaining({
        number: '555-001',
        kind: 'retailer',
        state: 'CA',
        check: 'state-list',
        expiresOn: '2027-02-01',
      }),
    ]);
    expect((await licenseOf('C-HUMO'))[0]!.goneFromListAt).not.toBeNull();
    expect(await licenseOf('C-TEXAS')).toEqual([]);
    // One change for the import, told by the touched customers' states: open customer pages, Near
    // me and the map refetch.
    expect(await licenseChangesTold()).toEqual([{ kind: 'customer.licenses', scopeStates: ['CA'] }]);

    // Each license the list added or changed is in its customer's history, by the admin.
    const recorded = await db()
      .selectFrom('history')
      .select(['entityId', 'action', 'customerListId', 'userId', 'historyChanges'])
      .where('entityType', '=', 'license')
      .execute();
    const leaf = (await licenseOf('C-LEAF'))[0]!;
    expect(recorded).toContainEqual(
      expect.objectContaining({
        entityId: leaf.id,
        action: 'create',
        customerListId: 'C-LEAF',
        userId: admin.userId,
      }),
    );
    const humo = (await licenseOf('C-HUMO'))[0]!;
    expect(recorded).toContainEqual(
      expect.objectContaining({ entityId: humo.id, action: 'update', customerListId: 'C-HUMO' }),
    );
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = { licenses: await licenses(), entries: await entries(), history: await historyCount() };
    const response = await importCsv(admin, firstList.replaceAll('\r\n', '\n'));
    expect(response.statusCode, response.body).toBe(201);
    const again = response.json<LicenseListImportDetail>();
    expect(again.summary).toMatchObject({
      nothingChanged: true,
      changed: [],
      gone: [],
      listChanges: { added: 0, removed: 0, changed: 0 },
    });
    expect(again.counts).toMatchObject({ matched: 2, added: 0, changed: 0, gone: 0, nothingChanged: true });
    expect({ licenses: await licenses(), entries: await entries(), history: await historyCount() }).toEqual(
      before,
    );
    expect(await licenseChangesTold()).toEqual([]);
  });

  it('clears "gone" for a license back in the list, marks one it dropped, and takes a new expiry', async () => {
    const secondList =
      header +
      '100200,Smoke House,120 Main St,Los Angeles,90012,Retailer,01/01/2025,2029-01-31\r\n' +
      '300-300,Humo Cigars,9 Pine Rd,San Diego,92101,Retailer,,\r\n';
    const response = await importCsv(admin, secondList);
    expect(response.statusCode, response.body).toBe(201);
    const { summary } = response.json<LicenseListImportDetail>();
    expect(summary.changed).toEqual([
      expect.objectContaining({
        customerListId: 'C-SMOKE',
        changes: [{ field: 'expiresOn', from: '2028-01-31', to: '2029-01-31' }],
      }),
      expect.objectContaining({
        customerListId: 'C-HUMO',
        changes: [{ field: 'goneFromList', from: expect.any(String), to: null }],
      }),
    ]);
    expect(summary.gone).toEqual([expect.objectContaining({ customerListId: 'C-LEAF', number: '555-001' })]);
    // The unreadable row of the first list (999-999) was never stored; the others left are removed.
    expect(summary.listChanges).toEqual({ added: 1, removed: 3, changed: 1 });
    expect((await licenseOf('C-HUMO'))[0]).toMatchObject({ goneFromListAt: null, expiresOn: '2027-06-30' });
    expect((await licenseOf('C-LEAF'))[0]!.goneFromListAt).not.toBeNull();
    expect((await entries()).map((e) => e.number)).toEqual(['100200', '300-300']);
  });

  it('lists the imports newest first and answers each with its report', async () => {
    const state = (await admin.request('GET', `${base}/CA`)).json<{ imports: { id: string }[] }>();
    expect(state.imports).toHaveLength(3);
    expect(state.imports[2]!.id).toBe(first.id);
    const detail = await admin.request('GET', `${base}/CA/imports/${first.id}`);
    expect(detail.json()).toEqual(first);
    expect((await admin.request('GET', `${base}/TX/imports/${first.id}`)).statusCode).toBe(404);
    expect(licenseListsContract.importList.path).toBe(`${base}/:state/imports`);
  });
});
