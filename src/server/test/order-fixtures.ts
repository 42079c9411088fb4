import type { Db } from '../db/database.js';
import { putSetting } from '../settings/queries.js';
import type { CustomersTable, ItemsTable } from '../db/tables/mirror.js';
import type { TestSession } from './harness.js';
import { licenseRow } from './license-fixtures.js';

/** Mirror rows the order API tests order from. */
export const fixtureItems = {
  adf: { listId: 'I-ADF109', name: 'p-ADF109', salesPrice: 400, msrp: 800 },
  cosecha: { listId: 'I-CO1001', name: 'p-CO1001', salesPrice: 100, msrp: 180 },
  yos: { listId: 'I-YOS25', name: 'p-YOS25', salesPrice: 250, msrp: 400 },
  cielo: { listId: 'I-AC3001', name: 'p-AC3001', salesPrice: 100, msrp: 150 },
  big: { listId: 'I-X1', name: 'p-X1', salesPrice: 1000, msrp: 1500 },
  inactive: { listId: 'I-OLD', name: 'p-OLD', salesPrice: 10, msrp: 20, isActive: false },
  humidor: { listId: 'I-HUM25', name: 'p-HUM25', salesPrice: 0, msrp: 0 },
  anniversary: { listId: 'I-ANV25', name: 'p-ANV25', salesPrice: 0, msrp: 0 },
  adfGift: { listId: 'I-ADF3PK', name: 'p-ADF3PK', salesPrice: 0, msrp: 0 },
  offForm: { listId: 'I-ELSE', name: 'p-ELSE', salesPrice: 50, msrp: 90 },
} as const;

/** The fixtures' order forms: every fixture item but p-ELSE, gifts included as the TAA form lists them. */
export const fixtureForms = [
  {
    name: 'Standard',
    kind: 'standard' as const,
    items: Object.values(fixtureItems)
      .map((i) => i.name)
      .filter((name) => name !== fixtureItems.offForm.name),
  },
];

export function fixtureCustomer(
  listId: string,
  state: string,
  extra: Partial<CustomersTable> = {},
): CustomersTable {
  return {
    listId,
    fullName: `${listId} Smoke Shop`,
    companyName: `${listId} Smoke Shop`,
    firstName: 'Ana',
    lastName: 'Diaz',
    accountNumber: `A-${listId}`,
    phone: '305-555-0100',
    email: 'shop@example.test',
    balance: 0,
    isActive: true,
    state,
    shipState: state,
    city: 'Town',
    shipCity: 'Town',
    billAddress: {},
    shipAddress: {},
    termsName: 'Net 30',
    priceLevelListId: null,
    priceLevelName: null,
    salesRepName: null,
    isTaaMember: false,
    dataExt: [],
    additionalContacts: [],
    searchText: listId.toLowerCase(),
    timeCreated: null,
    timeModified: null,
    editSequence: null,
    raw: {},
    ...extra,
  };
}

export async function seedOrderFixtures(db: Db): Promise<void> {
  await db
    .insertInto('priceLevels')
    .values({ listId: 'PL-10', name: '10%', percentOff: 10, isActive: true, raw: {} })
    .execute();
  await db
    .insertInto('customers')
    .values([
      fixtureCustomer('C-FL', 'FL', { isTaaMember: true, priceLevelListId: 'PL-10', priceLevelName: '10%' }),
      fixtureCustomer('C-FL2', 'FL'),
      fixtureCustomer('C-TX', 'TX'),
      fixtureCustomer('C-OFF', 'FL', { isActive: false }),
    ])
    .execute();
  const items: ItemsTable[] = Object.values(fixtureItems).map((i) => ({
    listId: i.listId,
    name: i.name,
    fullName: i.name,
    salesDesc: `${i.name} box`,
    salesPrice: i.salesPrice,
    quantityOnHand: 100,
    quantityOnSalesOrder: 0,
    brand: 'Demo',
    sticks: 20,
    itemType: 'Box',
    msrp: i.msrp,
    isActive: 'isActive' in i ? i.isActive : true,
    kind: 'inventory',
    timeModified: null,
    editSequence: null,
    raw: {},
  }));
  await db.insertInto('items').values(items).execute();
  await putSetting(db, 'orderForms', fixtureForms, null);
  // The fixture company holds a Texas distributor permit, so orders for C-TX go as they did before
  // the compliance gate (Tex. Tax Code 155.0415); the gate's own tests take it away.
  await db.insertInto('companyPermits').values(fixtureTexasPermit).execute();
  // The Florida shops hold the retail tobacco dealer permit Florida asks for (Fla. Stat. 569.003).
  await db
    .insertInto('customerLicenses')
    .values(['C-FL', 'C-FL2', 'C-OFF'].map(fixtureFloridaLicense))
    .execute();
}

export const fixtureFloridaLicense = (customerListId: string) =>
  licenseRow({
    id: `LICENSE-FL-${customerListId}`,
    customerListId,
    state: 'FL',
    number: `FL-R-${customerListId}`,
  });

export const fixtureTexasPermit = {
  id: 'PERMIT-TX-FIXTURE',
  state: 'TX',
  kind: 'distributor' as const,
  number: 'TX-D-0001',
  issuedOn: null,
  expiresOn: null,
  note: '',
  createdAt: '2020-01-01T00:00:00.000Z',
  updatedAt: '2020-01-01T00:00:00.000Z',
  updatedById: null,
  deletedAt: null,
};

/** A complete current-customer order body; tests change what they need. */
export function orderBody(extra: Record<string, unknown> = {}) {
  return {
    customerListId: 'C-FL',
    repCode: 'FL',
    orderType: 'Regular',
    orderFormType: 'Standard',
    products: [{ listId: fixtureItems.adf.listId, qty: 2 }],
    ...extra,
  };
}

/**
 * Three orders over the fixtures' customers and items (C-FL2 and C-TX have no price level):
 * FL 2 × 400 + 1 × 100 = 900, TX 3 × 100 = 300, FL 1 × 1000 = 1000; what insight's figures count.
 */
const threeOrders = [
  {
    customerListId: 'C-FL2',
    products: [
      { listId: fixtureItems.adf.listId, qty: 2 },
      { listId: fixtureItems.cosecha.listId, qty: 1 },
    ],
  },
  { customerListId: 'C-TX', products: [{ listId: fixtureItems.cosecha.listId, qty: 3 }] },
  { customerListId: 'C-FL2', products: [{ listId: fixtureItems.big.listId, qty: 1 }] },
];

/** Places the three orders above as `session`; their ids in that order (FL, TX, FL). */
export async function placeThreeOrders(session: TestSession): Promise<[string, string, string]> {
  const ids: string[] = [];
  for (const order of threeOrders) {
    const response = await session.request('POST', '/api/orders', orderBody(order));
    if (response.statusCode !== 201) throw new Error(`order not placed: ${response.body}`);
    ids.push(response.json<{ ids: string[] }>().ids[0] ?? '');
  }
  return ids as [string, string, string];
}
