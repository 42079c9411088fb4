import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { washingtonExciseRow } from '../test/excise-fixtures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { orderExciseFor } from './excise.js';
import {
  fixtureFloridaLicense,
  fixtureItems,
  fixtureTexasPermit,
  orderBody,
  seedOrderFixtures,
} from '../test/order-fixtures.js';
import { premiumCigarFields } from '../../domain/compliance/excise/test-profiles.js';

let t: TestApp;
let west: TestSession;

/** A premium cigar as the brand's profile: 20 to the box, wholesale $80.00 a box. */
const demoBrand = { ...premiumCigarFields, wholesalePriceCents: 8_000 };

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.runtime.database;
  await seedOrderFixtures(db);
  const shop = await db
    .selectFrom('customers')
    .selectAll()
    .where('listId', '=', 'C-FL2')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('customers')
    .values([
      {
        ...shop,
        listId: 'C-WA',
        fullName: 'C-WA Smoke Shop',
        companyName: 'C-WA Smoke Shop',
        state: 'WA',
        shipState: 'WA',
      },
      {
        ...shop,
        listId: 'C-CA',
        fullName: 'C-CA Smoke Shop',
        companyName: 'C-CA Smoke Shop',
        state: 'CA',
        shipState: 'CA',
      },
    ])
    .execute();
  // Both shops may buy (the gate is not this file's subject): the Washington shop holds its
  // other-tobacco license and the company a Washington distributor permit; the California shop
  // its retailer license.
  await db
    .insertInto('companyPermits')
    .values({ ...fixtureTexasPermit, id: 'PERMIT-WA', state: 'WA', number: 'WA-D-1' })
    .execute();
  await db
    .insertInto('customerLicenses')
    .values([
      { ...fixtureFloridaLicense('C-WA'), state: 'WA', kind: 'other-tobacco' },
      { ...fixtureFloridaLicense('C-CA'), state: 'CA' },
    ])
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto('taxProfiles')
    .values([{ scope: 'brand', key: 'Demo', profileFields: demoBrand, updatedAt: now, updatedById: null }])
    .execute();
  // A brand nobody profiled yet: its items are gaps, never taxed at 0.
  await db
    .updateTable('items')
    .set({ brand: 'Unprofiled' })
    .where('listId', '=', fixtureItems.cosecha.listId)
    .execute();
  west = await t.userSession({
    email: 'rep.west@orders.test',
    role: 'rep',
    states: ['WA', 'CA'],
    repCode: 'FL',
  });
});
afterAll(() => t.close());

describe('the excise tax of an order (issue 46, part 4)', () => {
  it('is worked out by the server on its own figures, answered with the order and kept with it', async () => {
    const response = await west.request(
      'POST',
      '/api/orders',
      orderBody({
        customerListId: 'C-WA',
        products: [{ listId: fixtureItems.adf.listId, qty: 2 }],
        // A client's figure is not read.
        excise: { totalCents: 1 },
      }),
    );
    expect(response.statusCode).toBe(201);
    const { excise, ids } = response.json();
    // RCW 82.26.020: $80.00 / 20 = $4.00 a cigar, 95 % = $3.80, capped at $0.65 × 40 cigars = $26.00.
    expect(excise).toMatchObject({
      state: 'WA',
      remitter: 'company',
      totalCents: 2_600,
      gaps: [],
      source: { citation: 'RCW 82.26.020' },
    });
    expect(excise.lines).toEqual([
      expect.objectContaining({ listId: fixtureItems.adf.listId, qty: 2, taxCents: 2_600 }),
    ]);
    const order = (await west.request('GET', `/api/orders/${ids[0]}`)).json().order;
    expect(order.excise).toEqual(excise);
  });

  it('says the purchaser remits where the state says so (California), with no tax', async () => {
    const response = await west.request('POST', '/api/orders', orderBody({ customerListId: 'C-CA' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().excise).toMatchObject({
      state: 'CA',
      remitter: 'purchaser',
      totalCents: 0,
      purchaserWords: expect.stringContaining('responsibility of the purchaser'),
    });
  });

  it('lists the items it could not tax, naming what to set, and taxes the rest', async () => {
    const response = await west.request(
      'POST',
      '/api/orders',
      orderBody({
        customerListId: 'C-WA',
        products: [
          { listId: fixtureItems.adf.listId, qty: 1 },
          { listId: fixtureItems.cosecha.listId, qty: 1 },
        ],
      }),
    );
    const { excise } = response.json();
    expect(excise.totalCents).toBe(1_300);
    expect(excise.gaps).toEqual([
      expect.objectContaining({
        listId: fixtureItems.cosecha.listId,
        reason: 'missing-fields',
        missing: ['kind'],
      }),
    ]);
    expect(excise.gaps[0].message).toContain('Admin → Compliance → Items');
  });

  it('gives the order form what it needs to work the tax out as the server will', async () => {
    const response = await west.request('GET', '/api/order-form?form=Standard&customerListId=C-WA');
    expect(response.statusCode).toBe(200);
    const { excise } = response.json();
    expect(excise.shipState).toBe('WA');
    expect(excise.profiles[fixtureItems.adf.listId]).toMatchObject({ kind: 'cigar', cigarsPerUnit: 20 });
    expect(excise.profiles[fixtureItems.cosecha.listId]).toMatchObject({ kind: null });
    expect(excise.adminRules).toEqual([]);
  });
});

describe('a new dated excise row (decision 0296)', () => {
  it('taxes orders from its day on; an order dated before it keeps the old rule', async () => {
    const admin = await t.userSession({ email: 'admin@excise.test', role: 'admin' });
    const row = washingtonExciseRow('2099-01-01');
    const added = await admin.request('POST', '/api/compliance/rules/excise', row);
    expect(added.statusCode).toBe(201);

    // Today is before 2099: RCW 82.26.020 as shipped, 95 % capped at $0.65 × 40 cigars = $26.00.
    const today = await west.request(
      'POST',
      '/api/orders',
      orderBody({ customerListId: 'C-WA', products: [{ listId: fixtureItems.adf.listId, qty: 2 }] }),
    );
    expect(today.json().excise).toMatchObject({ totalCents: 2_600, source: { citation: 'RCW 82.26.020' } });

    // From its day: $80.00 / 20 = $4.00 a cigar, 50 % = $2.00, capped at $1.00 × 40 cigars = $40.00.
    const later = await orderExciseFor(t.runtime.database.db, {
      state: 'WA',
      day: '2099-01-01',
      products: [{ productListId: fixtureItems.adf.listId, name: fixtureItems.adf.name, qty: 2, price: 400 }],
    });
    expect(later).toMatchObject({ totalCents: 4_000, source: row.source });
    // The day before it, the old rule still.
    const dayBefore = await orderExciseFor(t.runtime.database.db, {
      state: 'WA',
      day: '2098-12-31',
      products: [{ productListId: fixtureItems.adf.listId, name: fixtureItems.adf.name, qty: 2, price: 400 }],
    });
    expect(dayBefore?.totalCents).toBe(2_600);

    // The order form gets the row too, so the phone works the tax out as the server does.
    const form = (await west.request('GET', '/api/order-form?form=Standard&customerListId=C-WA')).json();
    expect(form.excise.adminRules).toEqual([
      expect.objectContaining({ state: 'WA', effectiveFrom: '2099-01-01' }),
    ]);
    expect(form.excise.adminRules[0].ruleBody).toMatchObject({ remitter: 'company', source: row.source });
  });
});
