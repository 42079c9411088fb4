import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingColumnsMessage } from '../../domain/compliance/license-lists.js';
import {
  alreadyCustomerMessage,
  noProspectMappingMessage,
  type Prospect,
  type ProspectImport,
} from '../../domain/prospects/contract.js';
import { notFeatureCollectionMessage } from '../../domain/prospects/read.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { licenseRow } from '../test/license-fixtures.js';
import { postFile } from '../test/post-file.js';
import { customerAt, mirrorSender } from '../test/sales-fixtures.js';

let t: TestApp;
let admin: TestSession;
let repFl: TestSession;
let repTx: TestSession;

const base = '/api/admin/prospects';
const mapping = {
  number: 'License No',
  name: 'DBA',
  address: 'Street',
  city: 'City',
  zip: 'Zip',
  phone: 'Phone',
};

/** Florida's list: one new shop, one licensed customer, one customer by phone, one by name at its ZIP. */
const floridaList = [
  'License No,DBA,Street,City,Zip,Phone',
  'FL-1,Bay Smoke Shop,1 Bay St,Tampa,33602,',
  'FL-2,Licensed Customer Shop,2 Bay St,Tampa,33602,',
  'FL-3,Different Name,3 Bay St,Tampa,33602,(813) 555-0100',
  'FL-4,Tampa Cigar Co.,4 Bay St,Tampa,33602,',
  'FL-5,Ybor Leaf,5 Seventh Ave,Tampa,33605,',
].join('\n');

const texasGeoJson = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      id: 'node/10',
      properties: {
        name: 'Austin Puff',
        shop: 'tobacco',
        phone: '+1 512 555 0142',
        opening_hours: 'Mo-Su 16:00-22:00',
      },
      geometry: { type: 'Point', coordinates: [-97.7431, 30.2672] },
    },
  ],
});

function upload(
  session: TestSession,
  body: string,
  state: string,
  format = 'csv',
  contentType = format === 'csv' ? 'text/csv' : 'application/geo+json',
) {
  return postFile(
    t,
    session,
    `${base}/${state}/imports?format=${format}&fileName=shops.${format}`,
    body,
    contentType,
  );
}

const db = () => t.runtime.database.db;
const snapshot = async () => ({
  prospects: await db().selectFrom('prospects').selectAll().orderBy('id').execute(),
  imports: (await db().selectFrom('prospectImports').select('id').execute()).length,
});
const names = (prospects: { name: string }[]) => prospects.map((p) => p.name);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession({ email: 'admin@prospects.test', role: 'admin' });
  repFl = await t.userSession({ email: 'fl@prospects.test', role: 'rep', states: ['FL'] });
  repTx = await t.userSession({ email: 'tx@prospects.test', role: 'rep', states: ['TX'] });
  const send = await mirrorSender(t);
  const at = (street: string, zip: string, state = 'FL') => ({
    Addr1: street,
    City: 'Tampa',
    State: state,
    PostalCode: zip,
  });
  await send('customers', {
    CustomerRet: [
      customerAt('C-LIC', 'Harbor Tobacco', at('9 Water St', '33602')),
      customerAt('C-PHONE', 'Channel Cigars', at('10 Water St', '33602'), { Phone: '813-555-0100' }),
      customerAt('C-NAME', 'Tampa Cigar Company', at('11 Water St', '33602')),
    ],
  });
  await db()
    .insertInto('customerLicenses')
    .values(licenseRow({ id: 'L-FL2', customerListId: 'C-LIC', state: 'FL', number: 'fl 2' }))
    .execute();
});
afterAll(() => t.close());

describe('importing prospects', () => {
  it('asks for the state’s columns before a CSV, and changes nothing', async () => {
    const before = await snapshot();
    const response = await upload(admin, floridaList, 'FL');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: noProspectMappingMessage('FL') });
    expect(await snapshot()).toEqual(before);
  });

  it('is for admins only', async () => {
    expect((await repFl.request('PUT', `${base}/FL/mapping`, mapping)).statusCode).toBe(403);
    expect((await upload(repFl, floridaList, 'FL')).statusCode).toBe(403);
  });

  it('drops the shops that are customers already and adds the rest', async () => {
    expect((await admin.request('PUT', `${base}/fl/mapping`, { number: 'License No' })).statusCode).toBe(400);
    expect((await admin.request('PUT', `${base}/fl/mapping`, mapping)).statusCode).toBe(200);
    const response = await upload(admin, floridaList, 'FL');
    expect(response.statusCode, response.body).toBe(201);
    const { summary } = response.json<ProspectImport>();
    expect(summary).toMatchObject({ rows: 5, added: 2, updated: 0, unchanged: 0, problems: { count: 0 } });
    expect(summary.dropped.map((d) => [d.line, d.customerListId, d.reason])).toEqual([
      [3, 'C-LIC', 'the same license number'],
      [4, 'C-PHONE', 'the same phone'],
      [5, 'C-NAME', 'a name alike within 150 m'],
    ]);
    expect(names((await snapshot()).prospects).sort()).toEqual(['Bay Smoke Shop', 'Ybor Leaf']);
  });

  it('changes nothing when the same file comes again', async () => {
    const before = await snapshot();
    const response = await upload(admin, floridaList, 'FL');
    expect(response.json<ProspectImport>().summary).toMatchObject({ added: 0, updated: 0, unchanged: 2 });
    const after = await snapshot();
    expect(after.prospects).toEqual(before.prospects);
    expect(after.imports).toBe(before.imports + 1);
  });

  it('refuses a CSV without the mapped columns, and changes nothing', async () => {
    const before = await snapshot();
    const response = await upload(admin, 'Name,Street\nA,1 Main St\n', 'FL');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: missingColumnsMessage(['DBA', 'License No', 'City', 'Zip', 'Phone']),
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses GeoJSON that is not a FeatureCollection, and changes nothing', async () => {
    const before = await snapshot();
    // As GeoJSON or as plain JSON, the file is read whole by the import, not parsed on its way in.
    for (const [body, type] of [
      ['{"type":"Feature","properties":{}}', 'application/json'],
      ['not json at all', 'application/geo+json'],
    ] as const) {
      const response = await upload(admin, body, 'TX', 'geojson', type);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: notFeatureCollectionMessage });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('reads an OpenStreetMap extract with its hours', async () => {
    const response = await upload(admin, texasGeoJson, 'TX', 'geojson');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<ProspectImport>().summary).toMatchObject({ added: 1 });
    const overview = await admin.request('GET', base);
    expect(overview.json()).toMatchObject({ mappedStates: ['FL'] });
  });
});

describe('a rep’s prospects', () => {
  it('are those of their states: by list, by id and near a place', async () => {
    const fl = (await repFl.request('GET', '/api/prospects')).json<{ prospects: Prospect[] }>();
    expect(names(fl.prospects)).toEqual(['Bay Smoke Shop', 'Ybor Leaf']);
    expect(fl.prospects[0]).toMatchObject({ state: 'FL', placedBy: 'zip', licenseNumber: 'FL-1' });
    const tx = (await repTx.request('GET', '/api/prospects')).json<{ prospects: Prospect[] }>();
    expect(tx.prospects).toEqual([
      expect.objectContaining({ name: 'Austin Puff', hours: 'Mo-Su 16:00-22:00' }),
    ]);
    expect((await repTx.request('GET', `/api/prospects/${fl.prospects[0]!.id}`)).statusCode).toBe(404);
    expect((await repFl.request('GET', `/api/prospects/${fl.prospects[0]!.id}`)).statusCode).toBe(200);
    const nearFl = (await repFl.request('GET', '/api/prospects/near?place=33602')).json<{
      prospects: Prospect[];
    }>();
    expect(names(nearFl.prospects)).toEqual(['Bay Smoke Shop', 'Ybor Leaf']);
    const nearTx = (await repTx.request('GET', '/api/prospects/near?place=33602')).json<{
      prospects: Prospect[];
    }>();
    expect(names(nearTx.prospects)).toEqual(['Austin Puff']);
  });

  it('page by name', async () => {
    const first = (await admin.request('GET', '/api/prospects?limit=2')).json<{
      prospects: Prospect[];
      nextCursor: string;
    }>();
    expect(names(first.prospects)).toEqual(['Austin Puff', 'Bay Smoke Shop']);
    const next = (await admin.request('GET', `/api/prospects?limit=2&cursor=${first.nextCursor}`)).json();
    expect(next).toMatchObject({ prospects: [{ name: 'Ybor Leaf' }], nextCursor: null });
  });

  it('take a note, a "not interested" and a turn into a customer', async () => {
    const [bay, ybor] = (await repFl.request('GET', '/api/prospects')).json<{ prospects: Prospect[] }>()
      .prospects;
    const noted = await repFl.request('PATCH', `/api/prospects/${bay!.id}`, { note: 'Owner back Tuesday' });
    expect(noted.json()).toMatchObject({ note: 'Owner back Tuesday', status: 'open' });
    expect((await repTx.request('PATCH', `/api/prospects/${bay!.id}`, { note: 'x' })).statusCode).toBe(404);
    expect((await repFl.request('PATCH', `/api/prospects/${bay!.id}`, {})).statusCode).toBe(400);
    const declined = await repFl.request('PATCH', `/api/prospects/${ybor!.id}`, { status: 'not-interested' });
    expect(declined.json()).toMatchObject({ status: 'not-interested' });

    const nameless = await repFl.request('POST', `/api/prospects/${bay!.id}/customer`, { name: ' ' });
    expect(nameless.statusCode).toBe(400);
    const info = {
      name: 'Bay Smoke Shop',
      street: '1 Bay St',
      city: 'Tampa',
      state: 'FL',
      zip: '33602',
      phone: '8135550199',
    };
    const turned = await repFl.request('POST', `/api/prospects/${bay!.id}/customer`, info);
    expect(turned.statusCode, turned.body).toBe(200);
    expect(turned.json()).toMatchObject({
      status: 'customer',
      customerPush: 'waiting',
      newCustomerInfo: info,
    });
    const again = await repFl.request('POST', `/api/prospects/${bay!.id}/customer`, info);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: alreadyCustomerMessage });
    // Neither is open any more: the map and Near me show the shops still to win.
    expect((await repFl.request('GET', '/api/prospects')).json()).toMatchObject({ prospects: [] });
    expect((await repFl.request('GET', '/api/prospects/near?place=33602')).json()).toMatchObject({
      prospects: [],
    });
    expect(names((await repFl.request('GET', '/api/prospects?status=customer')).json().prospects)).toEqual([
      'Bay Smoke Shop',
    ]);
  });
});

describe('a prospect that has become a customer', () => {
  it('is removed by the next import that finds it, as a dropped shop', async () => {
    const send = await mirrorSender(t);
    const address = { Addr1: '1 Congress Ave', City: 'Austin', State: 'TX', PostalCode: '78701' };
    await send('customers', {
      CustomerRet: [
        {
          ListID: 'C-AUSTIN',
          FullName: 'Puff of Austin LLC',
          IsActive: 'true',
          Phone: '(512) 555-0142',
          BillAddress: address,
          ShipAddress: address,
        },
      ],
    });
    const response = await upload(admin, texasGeoJson, 'TX', 'geojson');
    expect(response.json<ProspectImport>().summary).toMatchObject({
      added: 0,
      dropped: [{ customerListId: 'C-AUSTIN', reason: 'the same phone' }],
    });
    expect((await repTx.request('GET', '/api/prospects')).json()).toMatchObject({ prospects: [] });
  });
});
