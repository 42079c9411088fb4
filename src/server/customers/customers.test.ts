import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCustomers, type SearchableCustomer } from '../../domain/customers/search.js';
import { importBatch } from '../mirror/import.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';

let t: TestApp;
let admin: TestSession;
let repFl: TestSession;
let repTx: TestSession;

interface Shop {
  id: string;
  company: string;
  first?: string;
  last?: string;
  city: string;
  state: string;
  account?: string;
  active?: boolean;
}

const customerRet = (s: Shop) => ({
  ListID: s.id,
  Name: s.company,
  FullName: s.company,
  IsActive: s.active === false ? 'false' : 'true',
  CompanyName: s.company,
  FirstName: s.first ?? 'Pat',
  LastName: s.last ?? 'Doe',
  AccountNumber: s.account ?? s.id,
  BillAddress: { Addr1: '1 Main St', City: s.city, State: s.state, PostalCode: '33101' },
  ShipAddress: { Addr1: '1 Main St', City: s.city, State: s.state, PostalCode: '33101' },
  Balance: '0.00',
});

const shops: Shop[] = [
  {
    id: 'C-CAFE',
    company: 'Café Tabaco',
    first: 'José',
    last: 'Núñez',
    city: 'Miami',
    state: 'FL',
    account: 'A-100',
  },
  { id: 'C-TABA', company: 'Tabaquería Central', city: 'Atlanta', state: 'GA' },
  { id: 'C-ESTA', company: 'Gran Estabanco', city: 'Orlando', state: 'FL' },
  { id: 'C-TX', company: 'Lone Star Smoke House', first: 'Tabata', city: 'Houston', state: 'TX' },
  { id: 'C-OLD', company: 'Old Smoke Shop', city: 'Tampa', state: 'FL', active: false },
  { id: 'C-PCT', company: '100% Leaf', city: 'Tampa', state: 'FL' },
  ...Array.from({ length: 60 }, (_, i) => ({
    id: `C-BULK-${String(i).padStart(2, '0')}`,
    company: `Bulk Shop ${String(i).padStart(2, '0')}`,
    city: 'Jacksonville',
    state: 'FL',
  })),
];

const search = (session: TestSession, q: string, extra = '') =>
  session.request('GET', `/api/customers/search?q=${encodeURIComponent(q)}${extra}`);
const names = async (session: TestSession, q: string) =>
  ((await search(session, q)).json() as { customers: { fullName: string }[] }).customers.map(
    (c) => c.fullName,
  );

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.runtime.database;
  const result = await importBatch({ db, bus: t.runtime.bus }, 'customers', {
    CustomerRet: shops.map(customerRet),
  });
  expect(result.rejected).toEqual([]);
  admin = await t.userSession({ email: 'admin@c.test', role: 'admin' });
  repFl = await t.userSession({ email: 'fl@c.test', role: 'rep', states: ['FL', 'GA'] });
  repTx = await t.userSession({ email: 'tx@c.test', role: 'rep', states: ['TX'] });
});
afterAll(() => t.close());

describe('GET /api/customers/search', () => {
  it.each([
    ['cafe', 'Café Tabaco'],
    ['CAFÉ', 'Café Tabaco'],
    ['nunez', 'Café Tabaco'],
    ['josé', 'Café Tabaco'],
    ['a-100', 'Café Tabaco'],
    ['atlanta', 'Tabaquería Central'],
    ['tabaqueria', 'Tabaquería Central'],
    ['jose miami', 'Café Tabaco'],
    ['Café Tabaco (Miami)', 'Café Tabaco'],
  ])('matches %s case- and accent-insensitively', async (q, expected) => {
    expect(await names(admin, q)).toContain(expected);
  });

  it('ranks the company prefix first, then a word prefix, then anywhere', async () => {
    expect(await names(admin, 'taba')).toEqual([
      'Tabaquería Central',
      'Café Tabaco',
      'Lone Star Smoke House',
      'Gran Estabanco',
    ]);
  });

  it('answers summaries with city, state, account number and the active flag', async () => {
    const response = await search(admin, 'old smoke');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      customers: [
        {
          listId: 'C-OLD',
          fullName: 'Old Smoke Shop',
          companyName: 'Old Smoke Shop',
          firstName: 'Pat',
          lastName: 'Doe',
          city: 'Tampa',
          state: 'FL',
          accountNumber: 'C-OLD',
          isActive: false,
        },
      ],
    });
  });

  it('returns at most 50, or fewer when asked', async () => {
    expect(await names(admin, 'bulk')).toHaveLength(50);
    expect((await names(admin, 'bulk')).slice(0, 2)).toEqual(['Bulk Shop 00', 'Bulk Shop 01']);
    const five = await search(admin, 'bulk', '&limit=5');
    expect((five.json() as { customers: unknown[] }).customers).toHaveLength(5);
    expect((await search(admin, 'bulk', '&limit=51')).statusCode).toBe(400);
  });

  it('refuses a search longer than 60 characters with a clear message', async () => {
    expect((await search(admin, 'a'.repeat(60))).statusCode).toBe(200);
    const response = await search(admin, 'a'.repeat(61));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      expect.objectContaining({ code: 'VALIDATION', message: 'The search can be at most 60 characters' }),
    );
  });

  it('treats LIKE wildcards literally', async () => {
    expect(await names(admin, '100%')).toEqual(['100% Leaf']);
    expect(await names(admin, '%')).toEqual(['100% Leaf']);
    expect(await names(admin, '_')).toEqual([]);
  });

  it("sends a rep only their states' customers", async () => {
    expect(await names(repFl, 'smoke')).toEqual(['Old Smoke Shop']);
    expect(await names(repFl, 'houston')).toEqual([]);
    expect(await names(repTx, 'smoke')).toEqual(['Lone Star Smoke House']);
    expect(await names(repTx, 'bulk')).toEqual([]);
  });
});

describe('the search a phone runs over the customers it keeps (domain/customers/search.ts)', () => {
  it.each(['taba', 'smoke', 'shop 0', 'jose miami', 'a-100', '100%', 'bulk', 'tampa', '(tampa)', 'zzz'])(
    'finds what the server finds for %j, in the same order',
    async (q) => {
      // every customer the rep may see, as the working set keeps them
      const kept = await Promise.all(
        shops.map(async (shop) => {
          const response = await repFl.request('GET', `/api/customers/${shop.id}`);
          return response.statusCode === 200
            ? [(response.json() as { customer: SearchableCustomer }).customer]
            : [];
        }),
      );
      const onServer = (await search(repFl, q)).json() as { customers: { listId: string }[] };
      expect(searchCustomers(kept.flat(), q, 50).map((c) => c.listId)).toEqual(
        onServer.customers.map((c) => c.listId),
      );
    },
  );
});

describe('search freshness', () => {
  it('finds customers an import adds or moves, right after it', async () => {
    const { db } = t.runtime.database;
    const deps = { db, bus: t.runtime.bus };
    expect(await names(repFl, 'fresh leaf')).toEqual([]);
    await importBatch(deps, 'customers', {
      CustomerRet: customerRet({ id: 'C-NEW', company: 'Fresh Leaf', city: 'Tampa', state: 'FL' }),
    });
    expect(await names(repFl, 'fresh leaf')).toEqual(['Fresh Leaf']);
    await importBatch(deps, 'customers', {
      CustomerRet: customerRet({ id: 'C-NEW', company: 'Fresh Leaf', city: 'Austin', state: 'TX' }),
    });
    expect(await names(repFl, 'fresh leaf')).toEqual([]);
    expect(await names(repTx, 'fresh leaf')).toEqual(['Fresh Leaf']);
  });

  it('never answers a customer outside the states, even when the list in memory is behind', async () => {
    const { db } = t.runtime.database;
    expect(await names(repFl, 'gran esta')).toEqual(['Gran Estabanco']);
    // A write that bypasses the import leaves the in-memory list stale; the database still decides.
    await db
      .updateTable('customers')
      .set({ state: 'TX', shipState: 'TX' })
      .where('listId', '=', 'C-ESTA')
      .execute();
    expect(await names(repFl, 'gran esta')).toEqual([]);
    await db
      .updateTable('customers')
      .set({ state: 'FL', shipState: 'FL' })
      .where('listId', '=', 'C-ESTA')
      .execute();
  });
});

describe('GET /api/customers/:listId', () => {
  it('answers the customer to a user who may see it', async () => {
    const response = await repFl.request('GET', '/api/customers/C-CAFE');
    expect(response.statusCode).toBe(200);
    const { customer } = response.json() as { customer: Record<string, unknown> };
    expect(customer).toEqual(
      expect.objectContaining({ listId: 'C-CAFE', fullName: 'Café Tabaco', shipState: 'FL', isActive: true }),
    );
    expect(customer).not.toHaveProperty('raw');
    expect(customer).not.toHaveProperty('searchText');
  });

  it('answers an out-of-scope customer exactly like a missing one', async () => {
    const outside = await repFl.request('GET', '/api/customers/C-TX');
    const missing = await repFl.request('GET', '/api/customers/NO-SUCH');
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'A customer with the ID C-TX does not exist',
    });
    expect(missing.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'A customer with the ID NO-SUCH does not exist',
    });
    expect((await admin.request('GET', '/api/customers/C-TX')).statusCode).toBe(200);
    expect((await repTx.request('GET', '/api/customers/C-TX')).statusCode).toBe(200);
  });
});
