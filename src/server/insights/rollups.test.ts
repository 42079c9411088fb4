import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateOfDayNumber, dayNumber } from '../../domain/insights/periods.js';
import { unpackNumbers } from './packed.js';
import { up as fillRollups } from '../db/migrations/0043_sales_rollups.js';
import { up as fillCustomerBrands } from '../db/migrations/0045_customer_brand_days.js';
import { fillMarkedKeepers } from '../keepers/registered.js';
import { firstLoad } from '../mirror/bulk.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import {
  brandedItem,
  mirrorSender,
  salesCreditMemo,
  salesCustomer,
  salesInvoice,
} from '../test/sales-fixtures.js';

/**
 * The roll-ups (decision 0186) are kept by taking the difference of each change; they must always
 * equal what the per-document summary and the invoices add up to, after any sequence of imports
 * that inserts, changes and deletes invoices and credit memos or moves an item to another brand,
 * and the figures read through them must equal the same sums over the documents.
 */
let t: TestApp;
let send: Awaited<ReturnType<typeof mirrorSender>>;
let admin: TestSession;
let floridaRep: TestSession;

const customers = ['C-ONE', 'C-TWO', 'C-THREE'];
const items = ['I-A', 'I-B', 'I-C', 'I-D'];
const brands = ['Cielo', 'Luna', undefined];
// Days at the ends of months, of parts of months and of a year.
const days = [
  '2025-12-31',
  '2026-01-01',
  '2026-01-07',
  '2026-01-08',
  '2026-01-28',
  '2026-01-29',
  '2026-02-14',
];

beforeAll(async () => {
  t = await createTestApp();
  send = await mirrorSender(t);
  await send('customers', {
    CustomerRet: [
      salesCustomer('C-ONE', 'One Cigars', 'FL'),
      salesCustomer('C-TWO', 'Two Smoke', 'GA'),
      salesCustomer('C-THREE', 'Three Leaf', 'FL', 'GA'),
    ],
  });
  await send('items', { ItemInventoryRet: items.map((id, i) => brandedItem(id, brands[i % 3])) });
  admin = await t.userSession({ email: 'admin@rollups.test', role: 'admin' });
  floridaRep = await t.userSession({ email: 'fl@rollups.test', role: 'rep', states: ['FL'], repCode: 'FL' });
});
afterAll(() => t.close());

const document = fc.record({
  id: fc.integer({ min: 0, max: 5 }),
  customer: fc.constantFrom(...customers),
  date: fc.constantFrom(...days),
  shipState: fc.constantFrom('FL', 'GA', 'TX'),
  rep: fc.constantFrom('FL', 'GA'),
  lines: fc.array(
    fc.tuple(fc.constantFrom(...items, 'I-MISSING'), fc.integer({ min: -5_000, max: 90_000 })),
    {
      maxLength: 3,
    },
  ),
  discountCents: fc.constantFrom(0, 0, 125, -999),
});

const operation = fc.oneof(
  fc.record({ kind: fc.constant('invoice' as const), doc: document }),
  fc.record({ kind: fc.constant('credit' as const), doc: document }),
  fc.record({
    kind: fc.constantFrom('delete invoice' as const, 'delete credit' as const),
    id: fc.integer({ min: 0, max: 5 }),
  }),
  fc.record({
    kind: fc.constant('brand' as const),
    item: fc.constantFrom(...items),
    brand: fc.constantFrom(...brands),
  }),
);

type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

const dollars = (cents: number) => (cents / 100).toFixed(2);

async function apply(op: Operation) {
  if (op.kind === 'brand') return send('items', { ItemInventoryRet: [brandedItem(op.item, op.brand)] });
  if (!('doc' in op)) {
    const invoice = op.kind === 'delete invoice';
    return send('deleted', {
      TxnDeletedRet: {
        TxnDelType: invoice ? 'Invoice' : 'CreditMemo',
        TxnID: `${invoice ? 'INV' : 'CM'}-${op.id}`,
      },
    });
  }
  const { doc } = op;
  const linesCents = doc.lines.reduce((sum, [, cents]) => sum + cents, 0);
  const shaped = {
    id: `${op.kind === 'invoice' ? 'INV' : 'CM'}-${doc.id}`,
    customer: doc.customer,
    date: doc.date,
    shipState: doc.shipState,
    rep: doc.rep,
    lines: doc.lines.map(([item, cents]): [string, string] => [item, dollars(cents)]),
    subtotal: dollars(linesCents - doc.discountCents),
  };
  if (op.kind === 'invoice') return send('invoices', { InvoiceRet: [salesInvoice(shaped)] });
  return send('creditmemos', { CreditMemoRet: [salesCreditMemo(shaped)] });
}

const partStart = (date: string) =>
  `${date.slice(0, 8)}${['01', '08', '15', '22', '29'][Math.min(4, Math.floor((Number(date.slice(8)) - 1) / 7))]}`;

/** The roll-ups as the summary and the invoices add up to, and as stored. */
async function rollupsBothWays() {
  const db = t.runtime.database.db;
  const summary = await db.selectFrom('salesSummary').selectAll().execute();
  const invoices = await db
    .selectFrom('invoices')
    .select(['customerListId', 'shipState', 'salesRepName', 'txnDate'])
    .execute();
  const cells: Record<string, { cents: number; summaryRows: number }> = {};
  const groups: Record<string, Record<string, [number, number, number]>> = {};
  const brandGroups: Record<string, Record<string, [number, number]>> = {};
  const dayOf = (customer: string, state: string | null, rep: string, day: string) => {
    const group = (groups[`${customer}|${state ?? ''}|${rep}`] ??= {});
    return (group[day] ??= [0, 0, 0]);
  };
  for (const row of summary) {
    for (const [grain, start] of [
      ['month', `${row.txnDate.slice(0, 8)}01`],
      ['part', partStart(row.txnDate)],
    ]) {
      const cell = (cells[`${grain}|${start}|${row.shipState ?? ''}|${row.repCode}|${row.brand}`] ??= {
        cents: 0,
        summaryRows: 0,
      });
      cell.cents += Number(row.cents);
      cell.summaryRows += 1;
    }
    const day = dayOf(row.customerListId, row.shipState, row.repCode, row.txnDate);
    day[0] += Number(row.cents);
    day[2] += 1;
    const brandDay = ((brandGroups[
      `${row.customerListId}|${row.shipState ?? ''}|${row.repCode}|${row.brand}`
    ] ??= {})[String(dayNumber(row.txnDate))] ??= [0, 0]);
    brandDay[0] += Number(row.cents);
    brandDay[1] += 1;
  }
  for (const invoice of invoices)
    dayOf(invoice.customerListId, invoice.shipState, invoice.salesRepName ?? '', invoice.txnDate)[1] += 1;
  const expectedCustomers = Object.fromEntries(
    Object.entries(groups).flatMap(([key, byDay]) => {
      const list = Object.entries(byDay)
        .filter(([, amounts]) => amounts.some((n) => n !== 0))
        .map(([day, amounts]) => [day, ...amounts])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
      return list.length ? [[key, list]] : [];
    }),
  );
  const expectedBrands = Object.fromEntries(
    Object.entries(brandGroups).map(([key, byDay]) => [
      key,
      Object.entries(byDay)
        .map(([day, amounts]) => [Number(day), ...amounts])
        .sort((a, b) => a[0]! - b[0]!)
        .flat(),
    ]),
  );
  const storedCells = Object.fromEntries(
    (await db.selectFrom('salesRollup').selectAll().execute()).map((r) => [
      `${r.grain}|${r.start}|${r.shipState}|${r.repCode}|${r.brand}`,
      { cents: Number(r.cents), summaryRows: Number(r.summaryRows) },
    ]),
  );
  const storedCustomers = Object.fromEntries(
    (await db.selectFrom('salesCustomers').selectAll().execute()).map((r) => {
      const packed = [...unpackNumbers(r.days)];
      const list = [];
      for (let i = 0; i < packed.length; i += 4)
        list.push([dateOfDayNumber(packed[i]!), ...packed.slice(i + 1, i + 4)]);
      expect(r.lastDay).toBe(list.at(-1)![0]);
      return [`${r.customerListId}|${r.shipState}|${r.repCode}`, list];
    }),
  );
  const storedBrands = Object.fromEntries(
    (await db.selectFrom('salesCustomers').selectAll().execute()).flatMap((r) => {
      const names = JSON.parse(r.brandNames) as string[];
      const packed = [...unpackNumbers(r.brandDays)];
      const lists: Record<string, number[]> = {};
      for (let i = 0; i < packed.length; i += 4)
        (lists[`${r.customerListId}|${r.shipState}|${r.repCode}|${names[packed[i]!]}`] ??= []).push(
          ...packed.slice(i + 1, i + 4),
        );
      return Object.entries(lists);
    }),
  );
  return {
    expected: { cells, customers: expectedCustomers, brands: expectedBrands },
    stored: { cells: storedCells, customers: storedCustomers, brands: storedBrands },
  };
}

async function json(session: TestSession, url: string) {
  const response = await session.request('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    netSales: { thisPeriodCents: number; lastPeriodCents: number };
    rows: { key: string; thisPeriodCents: number }[];
  }>();
}

/** The figures of a span read through the API against the same sums over the summary's rows. */
async function figuresMatchDocuments(
  session: TestSession,
  states: string[] | null,
  from: string,
  to: string,
) {
  const rows = (await t.runtime.database.db.selectFrom('salesSummary').selectAll().execute()).filter(
    (r) => r.txnDate >= from && r.txnDate <= to && (!states || states.includes(r.shipState ?? '')),
  );
  const range = `range=custom&from=${from}&to=${to}`;
  const summary = await json(session, `/api/insights/summary?${range}`);
  expect(summary.netSales.thisPeriodCents).toBe(rows.reduce((sum, r) => sum + Number(r.cents), 0));
  for (const [dimension, column] of [
    ['brand', 'brand'],
    ['state', 'shipState'],
    ['customer', 'customerListId'],
  ] as const) {
    const expected: Record<string, number> = {};
    for (const r of rows) expected[r[column] ?? ''] = (expected[r[column] ?? ''] ?? 0) + Number(r.cents);
    const answer = await json(session, `/api/insights/by/${dimension}?${range}`);
    expect(Object.fromEntries(answer.rows.map((r) => [r.key, r.thisPeriodCents]))).toEqual(expected);
  }
  // The top customers under a brand filter: only that brand's rows.
  for (const brand of ['Cielo', 'Other']) {
    const expected: Record<string, number> = {};
    for (const r of rows.filter((row) => row.brand === brand))
      expected[r.customerListId] = (expected[r.customerListId] ?? 0) + Number(r.cents);
    const answer = await json(session, `/api/insights/by/customer?${range}&brand=${brand}`);
    expect(Object.fromEntries(answer.rows.map((r) => [r.key, r.thisPeriodCents]))).toEqual(expected);
  }
  // A customer's panel, read from its own rows: its brands in the span, and its chart's months up to the span's end.
  const allRows = await t.runtime.database.db.selectFrom('salesSummary').selectAll().execute();
  for (const customer of customers) {
    const response = await session.request('GET', `/api/customers/${customer}/sales?${range}`);
    if (response.statusCode === 404) continue; // a customer of another state
    expect(response.statusCode, response.body).toBe(200);
    const panel = response.json<{
      brands: { key: string; thisPeriodCents: number }[];
      months: { month: string; thisPeriodCents: number }[];
    }>();
    const brands: Record<string, number> = {};
    for (const r of rows.filter((row) => row.customerListId === customer))
      brands[r.brand] = (brands[r.brand] ?? 0) + Number(r.cents);
    expect(Object.fromEntries(panel.brands.map((r) => [r.key, r.thisPeriodCents]))).toEqual(brands);
    for (const { month, thisPeriodCents } of panel.months)
      expect(thisPeriodCents).toBe(
        allRows
          .filter(
            (r) =>
              r.customerListId === customer &&
              r.txnDate.startsWith(month) &&
              r.txnDate <= to &&
              (!states || states.includes(r.shipState ?? '')),
          )
          .reduce((sum, r) => sum + Number(r.cents), 0),
      );
  }
  // Brand reach: the customers whose net sales of a brand in the span are above 0.
  const perPair: Record<string, number> = {};
  for (const r of rows)
    perPair[`${r.brand}|${r.customerListId}`] =
      (perPair[`${r.brand}|${r.customerListId}`] ?? 0) + Number(r.cents);
  const reach: Record<string, number> = {};
  for (const [pair, sum] of Object.entries(perPair))
    if (sum > 0) reach[pair.split('|')[0]!] = (reach[pair.split('|')[0]!] ?? 0) + 1;
  const answer = await session.request('GET', `/api/insights/brand-reach?${range}`);
  expect(answer.statusCode, answer.body).toBe(200);
  const reached = answer.json<{ rows: { brand: string; customers: number }[] }>().rows;
  expect(
    Object.fromEntries(reached.filter((r) => r.customers > 0).map((r) => [r.brand, r.customers])),
  ).toEqual(reach);
}

describe('sales roll-ups', () => {
  it('equal the per-document sums after any imports, and so do the figures read through them', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(...days),
        fc.integer({ min: 0, max: 60 }),
        async (operations, from, length) => {
          for (const op of operations) await apply(op);
          const { expected, stored } = await rollupsBothWays();
          expect(stored).toEqual(expected);
          const to = addDays(from, length);
          await figuresMatchDocuments(admin, null, from, to);
          await figuresMatchDocuments(floridaRep, ['FL'], from, to);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('are filled by their migration from the documents already mirrored', async () => {
    const db = t.runtime.database.db;
    await send('invoices', {
      InvoiceRet: [
        salesInvoice({
          id: 'FILL-1',
          customer: 'C-ONE',
          date: '2026-01-30',
          shipState: 'FL',
          rep: 'FL',
          lines: [['I-A', '12.34']],
        }),
        salesInvoice({
          id: 'FILL-2',
          customer: 'C-ONE',
          date: '2026-01-30',
          shipState: 'FL',
          rep: 'FL',
          lines: [],
          subtotal: '0.00',
        }),
      ],
    });
    const before = await rollupsBothWays();
    await sql`drop table ${sql.table('salesCustomers')}`.execute(db);
    await sql`drop table ${sql.table('salesRollup')}`.execute(db);
    await fillRollups(db);
    await fillCustomerBrands(db);
    // the migrations shape the tables and mark them; the start fills them with the keeper's code
    expect((await rollupsBothWays()).stored).toEqual({ cells: {}, customers: {}, brands: {} });
    await fillMarkedKeepers(db);
    const after = await rollupsBothWays();
    expect(after.stored).toEqual(before.expected);
    expect(after.stored).toEqual(before.stored);
  });

  it('are filled once at the end of a first load instead of batch by batch, also when it dies half-way', async () => {
    const db = t.runtime.database.db;
    const emptyMirror = () =>
      db.transaction().execute(async (tx) => {
        for (const table of [
          'invoiceLines',
          'creditMemoLines',
          'salesOrderLines',
          'invoices',
          'creditMemos',
          'salesOrders',
          'salesSummary',
          'salesRollup',
          'salesCustomers',
        ] as const)
          await tx.deleteFrom(table).execute();
      });
    await emptyMirror();
    const invoice = (id: string, date: string) =>
      salesInvoice({ id, customer: 'C-TWO', date, shipState: 'FL', rep: 'FL', lines: [['I-B', '40.00']] });
    const load = async () => {
      await send('invoices', {
        InvoiceRet: [invoice('FIRST-1', '2026-02-03'), invoice('FIRST-2', '2026-03-30')],
      });
      // while it loads, the roll-ups wait
      expect((await rollupsBothWays()).stored).toEqual({ cells: {}, customers: {}, brands: {} });
    };
    await firstLoad(db, load);
    const loaded = await rollupsBothWays();
    expect(Object.keys(loaded.expected.cells)).not.toHaveLength(0);
    expect(loaded.stored).toEqual(loaded.expected);

    await emptyMirror();
    await expect(
      firstLoad(db, async () => {
        await load();
        throw new Error('the file ended early');
      }),
    ).rejects.toThrow('the file ended early');
    const died = await rollupsBothWays();
    expect(died.stored).toEqual(died.expected);
  });
});
