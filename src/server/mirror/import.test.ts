import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastSuccessfulImport } from '../system/queries.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { listenToChanges } from '../test/live-events.js';
import { createIntegrationToken } from './tokens.js';

let t: TestApp;
let authorization: string;

beforeAll(async () => {
  t = await createTestApp();
  const { secret } = await createIntegrationToken(t.runtime.database.db, { name: 'test', createdBy: null });
  authorization = `Bearer ${secret}`;
});
afterAll(() => t.close());

const db = () => t.runtime.database.db;
const send = (entity: string, payload: unknown, path = '/api/import') =>
  t.app.inject({
    method: 'POST',
    url: `${path}/${entity}`,
    headers: { authorization },
    payload: payload as object,
  });

const customer = (id: string, state: string, extra: Record<string, unknown> = {}) => ({
  ListID: id,
  FullName: `Shop ${id}`,
  CompanyName: `Shop ${id}`,
  IsActive: 'true',
  Balance: '10.00',
  BillAddress: { City: 'Town', State: state },
  ...extra,
});

const invoice = (id: string, customerId: string, lines: unknown, extra: Record<string, unknown> = {}) => ({
  TxnID: id,
  RefNumber: id,
  TxnDate: '2026-05-01',
  CustomerRef: { ListID: customerId, FullName: `Shop ${customerId}` },
  Subtotal: '30.00',
  InvoiceLineRet: lines,
  ...extra,
});
const line = (item: string, qty: string) => ({
  ItemRef: { ListID: item, FullName: item },
  Quantity: qty,
  Rate: '10',
  Amount: '10',
});

describe('POST /api/import/:entity', () => {
  it('takes a list or a bare object and answers { accepted, rejected }', async () => {
    const list = await send('customers', { CustomerRet: [customer('C1', 'fl'), customer('C2', 'TX')] });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ accepted: 2, rejected: [] });
    const bare = await send('customers', { CustomerRet: customer('C3', 'GA') });
    expect(bare.json()).toEqual({ accepted: 1, rejected: [] });
    const rows = await db()
      .selectFrom('customers')
      .select(['listId', 'state', 'balance', 'isActive'])
      .orderBy('listId')
      .execute();
    expect(rows).toEqual([
      { listId: 'C1', state: 'FL', balance: 10, isActive: true },
      { listId: 'C2', state: 'TX', balance: 10, isActive: true },
      { listId: 'C3', state: 'GA', balance: 10, isActive: true },
    ]);
  });

  it('is idempotent: the same batch twice leaves the same rows, and lines are replaced', async () => {
    const batch = {
      InvoiceRet: [
        invoice('I1', 'C1', [line('A', '1'), line('B', '2')]),
        invoice('I2', 'C2', line('A', '3')),
      ],
    };
    expect((await send('invoices', batch)).json()).toEqual({ accepted: 2, rejected: [] });
    const snapshot = async () => ({
      invoices: await db().selectFrom('invoices').selectAll().orderBy('txnId').execute(),
      lines: await db().selectFrom('invoiceLines').selectAll().orderBy('txnId').orderBy('lineNo').execute(),
    });
    const first = await snapshot();
    expect(first.lines).toHaveLength(3);
    expect((await send('invoices', batch)).json()).toEqual({ accepted: 2, rejected: [] });
    expect(await snapshot()).toEqual(first);

    await send('invoices', { InvoiceRet: invoice('I1', 'C1', line('C', '5'), { Subtotal: '50.00' }) });
    const after = await snapshot();
    expect(after.invoices.find((i) => i.txnId === 'I1')?.subtotal).toBe(50);
    expect(
      after.lines.filter((l) => l.txnId === 'I1').map((l) => [l.lineNo, l.itemListId, l.quantity]),
    ).toEqual([[1, 'C', 5]]);
    expect(after.lines.filter((l) => l.txnId === 'I2')).toHaveLength(1);
  });

  it("scopes a transaction without a ship address by its customer's state", async () => {
    await send('salesorders', {
      SalesOrderRet: [
        { TxnID: 'S1', TxnDate: '2026-05-02', CustomerRef: { ListID: 'C2' } },
        { TxnID: 'S2', TxnDate: '2026-05-02', CustomerRef: { ListID: 'C2' }, ShipAddress: { State: 'nm' } },
        { TxnID: 'S3', TxnDate: '2026-05-02', CustomerRef: { ListID: 'UNKNOWN' } },
      ],
    });
    const rows = await db()
      .selectFrom('salesOrders')
      .select(['txnId', 'shipState'])
      .orderBy('txnId')
      .execute();
    expect(rows).toEqual([
      { txnId: 'S1', shipState: 'TX' },
      { txnId: 'S2', shipState: 'NM' },
      { txnId: 'S3', shipState: null },
    ]);
  });

  it('refuses a bad document with its index and reason while the valid ones land', async () => {
    const response = await send('customers', {
      CustomerRet: [
        customer('C10', 'FL'),
        { FullName: 'No id' },
        customer('C11', 'FL', { Balance: 'lots' }),
        customer('C12', 'FL'),
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      accepted: 2,
      rejected: [
        { index: 1, reason: 'CustomerRet: ListID is required' },
        { index: 2, reason: 'CustomerRet: Balance must be a number, got "lots"' },
      ],
    });
    const ids = await db()
      .selectFrom('customers')
      .select('listId')
      .where('listId', 'in', ['C10', 'C11', 'C12'])
      .execute();
    expect(ids.map((r) => r.listId).sort()).toEqual(['C10', 'C12']);
  });

  it('writes nothing of a transaction whose line is bad', async () => {
    const response = await send('invoices', {
      InvoiceRet: invoice('I9', 'C1', [line('A', '1'), line('B', 'two')]),
    });
    expect(response.json().rejected).toEqual([
      { index: 0, reason: 'InvoiceRet: InvoiceLineRet.1.Quantity must be a number, got "two"' },
    ]);
    expect(await db().selectFrom('invoices').select('txnId').where('txnId', '=', 'I9').execute()).toEqual([]);
    expect(await db().selectFrom('invoiceLines').select('txnId').where('txnId', '=', 'I9').execute()).toEqual(
      [],
    );
  });

  it('answers 400 for an unknown entity or a body of the wrong shape, changing nothing', async () => {
    const unknown = await send('vendors', { VendorRet: [] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      'Unknown entity "vendors". Use one of: pricelevels, terms, salesreps, customers, items, invoices, salesorders, creditmemos, deleted.',
    );
    const wrong = await send('customers', { InvoiceRet: [invoice('I50', 'C1', [])] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The customers body takes CustomerRet, not "InvoiceRet".');
    const list = await send('customers', [customer('C60', 'FL')]);
    expect(list.statusCode).toBe(400);
    expect(list.json().message).toBe(
      'The body must be an object whose key is the Ret element (CustomerRet, InvoiceRet, …).',
    );
    expect(await db().selectFrom('customers').select('listId').where('listId', '=', 'C60').execute()).toEqual(
      [],
    );
  });

  it('maps items, price levels, terms and sales reps', async () => {
    await send('items', {
      ItemInventoryRet: {
        ListID: 'IT1',
        Name: 'p-AC3',
        QuantityOnHand: '4.0',
        DataExtRet: { DataExtName: 'Brand', DataExtValue: 'Cielo' },
      },
      ItemServiceRet: [{ ListID: 'IT2', Name: 'Ship', SalesOrPurchase: { Price: '9' } }],
    });
    expect(
      await db()
        .selectFrom('items')
        .select(['listId', 'brand', 'quantityOnHand', 'salesPrice', 'kind'])
        .orderBy('listId')
        .execute(),
    ).toEqual([
      { listId: 'IT1', brand: 'Cielo', quantityOnHand: 4, salesPrice: 0, kind: 'inventory' },
      { listId: 'IT2', brand: 'Misc', quantityOnHand: 0, salesPrice: 9, kind: 'service' },
    ]);
    await send('pricelevels', {
      PriceLevelRet: {
        ListID: 'P1',
        Name: '10%',
        PriceLevelType: 'FixedPercentage',
        PriceLevelFixedPercentage: '-10.0',
      },
    });
    await send('terms', {
      StandardTermsRet: { ListID: 'T1', Name: 'Net 30' },
      DateDrivenTermsRet: { ListID: 'T2', Name: '1% 10th' },
    });
    await send('salesreps', {
      SalesRepRet: { ListID: 'R1', Initial: 'JD', SalesRepEntityRef: { FullName: 'John Doe' } },
    });
    expect(await db().selectFrom('priceLevels').select(['listId', 'percentOff']).execute()).toEqual([
      { listId: 'P1', percentOff: 10 },
    ]);
    expect(
      (await db().selectFrom('terms').select('name').orderBy('name').execute()).map((r) => r.name),
    ).toEqual(['1% 10th', 'Net 30']);
    expect(await db().selectFrom('salesReps').select(['initial', 'name', 'isActive']).execute()).toEqual([
      { initial: 'JD', name: 'John Doe', isActive: true },
    ]);
  });

  it('deletes rows and their lines; an unknown id is no error', async () => {
    const response = await send('deleted', {
      ListDeletedRet: [
        { ListDelType: 'Customer', ListID: 'C3' },
        { ListDelType: 'Customer', ListID: 'NEVER' },
      ],
      TxnDeletedRet: { TxnDelType: 'Invoice', TxnID: 'I2' },
    });
    expect(response.json()).toEqual({ accepted: 3, rejected: [] });
    expect(await db().selectFrom('customers').select('listId').where('listId', '=', 'C3').execute()).toEqual(
      [],
    );
    expect(await db().selectFrom('invoices').select('txnId').where('txnId', '=', 'I2').execute()).toEqual([]);
    expect(await db().selectFrom('invoiceLines').select('txnId').where('txnId', '=', 'I2').execute()).toEqual(
      [],
    );
  });

  it('records the last successful import and publishes import.completed after the commit', async () => {
    const live = listenToChanges(t.runtime.bus);
    const before = Date.now();
    await send('terms', { StandardTermsRet: { ListID: 'T3', Name: 'Net 60' } });
    await live.arrived([{ kind: 'terms.changed' }, { kind: 'import.completed' }]);
    live.stop();
    const at = await lastSuccessfulImport(db());
    expect(Date.parse(at ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('takes a batch larger than one statement can bind and than the default body limit', async () => {
    const docs = Array.from({ length: 5_000 }, (_, i) =>
      customer(`BULK-${i}`, i % 2 ? 'FL' : 'TX', {
        Notes: 'Prefers the Cielo Toro. '.repeat(20),
        DataExtRet: [{ DataExtName: 'isTAAMember', DataExtValue: 'YES' }],
      }),
    );
    expect(JSON.stringify(docs).length).toBeGreaterThan(3 * 1024 * 1024);
    expect((await send('customers', { CustomerRet: docs })).json()).toEqual({
      accepted: 5_000,
      rejected: [],
    });
    const count = await db()
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('listId', 'like', 'BULK-%')
      .where('isTaaMember', '=', true)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(5_000);
  });
});

describe('POST /api/sync/:entity, the first name of the import', () => {
  it('still answers until its sunset, deprecated in its headers and the API docs', async () => {
    const former = await send('customers', { CustomerRet: customer('C-OLD', 'FL') }, '/api/sync');
    expect(former.statusCode).toBe(200);
    expect(former.json()).toEqual({ accepted: 1, rejected: [] });
    expect(former.headers.deprecation).toBe('@1795737600');
    expect(former.headers.sunset).toBe('Sat, 06 Mar 2027 00:00:00 GMT');
    expect(former.headers.link).toBe('</api/import/customers>; rel="successor-version"');
    const now = await send('customers', { CustomerRet: [] });
    expect(now.headers.deprecation).toBeUndefined();
    expect(now.headers.sunset).toBeUndefined();
    expect((await send('nope', {}, '/api/sync')).statusCode).toBe(400);
    const { paths } = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, { post: { deprecated?: boolean } }>;
    }>();
    expect(paths['/api/import/{entity}']?.post.deprecated).toBeUndefined();
    expect(paths['/api/sync/{entity}']?.post.deprecated).toBe(true);
  });
});
