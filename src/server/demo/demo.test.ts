import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeCustomer } from '../../domain/mirror/customers.js';
import { normalizeItem, type ItemRetKey } from '../../domain/mirror/items.js';
import { normalizePriceLevel, normalizeSalesRep, normalizeTerms } from '../../domain/mirror/lists.js';
import {
  normalizeCreditMemo,
  normalizeInvoice,
  normalizeSalesOrder,
} from '../../domain/mirror/transactions.js';
import { orderFormsDefault } from '../../domain/settings/orderForms.js';
import { orderRulesDefault } from '../../domain/settings/orderRules.js';
import { posExclusionsDefault } from '../../domain/settings/posExclusions.js';
import { repCodesDefault } from '../../domain/settings/repCodes.js';
import { ensureDemoData } from '../bootstrap/demo.js';
import { demoUsers, ensureDemoUsers } from '../bootstrap/demo-users.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { generateDemoCompany, type DemoBatch } from './index.js';
import { loadDemoCompany } from './load.js';

type Doc = Record<string, unknown>;
const today = '2026-11-01';
let batches: DemoBatch[];
const docs = (entity: DemoBatch['entity'], key?: string): Doc[] =>
  batches
    .filter((b) => b.entity === entity)
    .flatMap((b) => Object.entries(b.body).filter(([k]) => !key || k === key))
    .flatMap(([, list]) => list as Doc[]);
const ext = (doc: Doc, name: string) =>
  (doc.DataExtRet as { DataExtName: string; DataExtValue: string }[]).find((e) => e.DataExtName === name)
    ?.DataExtValue;
const digest = (list: DemoBatch[]) => createHash('sha256').update(JSON.stringify(list)).digest('hex');

beforeAll(() => {
  batches = [...generateDemoCompany({ today })];
});

describe('the demo company generator', () => {
  it('is deterministic: the same options give the same documents', () => {
    const slice = { today, customers: 300 };
    const first = digest([...generateDemoCompany(slice)]);
    expect(digest([...generateDemoCompany(slice)])).toBe(first);
    expect(digest([...generateDemoCompany({ ...slice, seed: 7 })])).not.toBe(first);
    expect(digest([...generateDemoCompany({ ...slice, today: '2026-11-02' })])).not.toBe(first);
  });

  it('has about 1,500 customers over at least 30 states, about 8% inactive, some TAA members', () => {
    const customers = docs('customers');
    expect(customers).toHaveLength(1500);
    const states = new Set(customers.map((c) => (c.ShipAddress as Doc).State));
    expect(states.size).toBeGreaterThanOrEqual(30);
    for (const state of ['FL', 'GA', 'TX', 'OK', 'NM', 'AZ', 'LA']) expect(states).toContain(state);
    const inactive = customers.filter((c) => c.IsActive === 'false').length / customers.length;
    expect(inactive).toBeGreaterThan(0.05);
    expect(inactive).toBeLessThan(0.11);
    expect(customers.filter((c) => ext(c, 'isTAAMember') === 'YES').length).toBeGreaterThan(50);
    const levels = new Set(customers.map((c) => (c.PriceLevelRef as Doc | undefined)?.FullName ?? '0%'));
    expect([...levels].sort()).toEqual(['0%', '10%', '15%', '5%']);
    expect(customers.some((c) => /[áéíóúñü]/i.test(String(c.FullName)))).toBe(true);
    expect(new Set(customers.map((c) => c.FullName)).size).toBe(customers.length);
  });

  it('sends numbers and booleans as strings, as qbXML does', () => {
    const [customer] = docs('customers');
    const [invoice] = docs('invoices');
    expect(customer).toEqual(
      expect.objectContaining({ IsActive: expect.any(String), Balance: expect.any(String) }),
    );
    expect(invoice).toEqual(
      expect.objectContaining({ Subtotal: expect.stringMatching(/^\d+\.\d\d$/), IsPaid: expect.any(String) }),
    );
    const line = (invoice?.InvoiceLineRet as Doc[])[0];
    expect(line).toEqual(expect.objectContaining({ Quantity: expect.any(String), Rate: expect.any(String) }));
  });

  it('has the items the order rules, order forms and POS exclusions name', () => {
    const names = new Set(docs('items').map((i) => i.Name as string));
    expect(names.size).toBeGreaterThan(350);
    const rules = orderRulesDefault;
    const named = [
      ...orderFormsDefault.flatMap((f) => f.items),
      ...rules.neverDiscount,
      ...rules.ehtefal.qualifyingItems,
      rules.yearOfTheSnake.item,
      rules.ehtefal.item,
      rules.taaEvent.humidorItem,
      rules.taaEvent.anniversaryItem,
      rules.taaEvent.adfItem,
      rules.taaEvent.adfGiftItem,
      ...posExclusionsDefault.itemNames,
    ];
    for (const name of named) expect(names, name).toContain(name);
    for (const prefix of ['p-AC3', 'p-CO', 'p-RC', 'ps-', 'pt-', 'pb-', 'POS-', 'pm-']) {
      expect(
        [...names].some((n) => n.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
    const cielo = docs('items').find((i) => i.Name === 'p-AC301') as Doc;
    expect(ext(cielo, 'Brand')).toBe('Cielo');
    expect(ext(cielo, 'MSRP')).toMatch(/^\d+\.\d\d$/);
  });

  it("marks a few box items 'TAA Exclusive' in the ItemType extra (the stats tab's tag)", () => {
    const exclusive = docs('items')
      .filter((i) => ext(i, 'ItemType') === 'TAA Exclusive')
      .map((i) => i.Name);
    expect(exclusive).toEqual(['p-AC307', 'p-AC308', 'p-ADF112', 'p-LC08']);
  });

  it('has three years of invoices, open sales orders and linked credit memos', () => {
    const invoices = docs('invoices');
    const dates = invoices.map((i) => i.TxnDate as string).sort();
    expect(dates[0]! < '2024-01-15').toBe(true);
    expect(dates.at(-1)! <= today).toBe(true);
    expect(docs('salesorders').filter((s) => s.IsFullyInvoiced === 'false').length).toBeGreaterThan(50);
    const memos = docs('creditmemos');
    expect(memos.length).toBeGreaterThan(100);
    expect(memos.some((m) => (m.LinkedTxn as Doc | undefined)?.TxnType === 'Invoice')).toBe(true);
    expect(
      invoices.some((i) =>
        [i.LinkedTxn].flat().some((l) => (l as Doc | undefined)?.TxnType === 'SalesOrder'),
      ),
    ).toBe(true);
    const terms = docs('terms').map((t) => t.Name);
    expect(terms).toEqual(expect.arrayContaining(['Net 30', 'Credit Card']));
    expect(docs('salesreps').map((r) => r.Initial)).toEqual(repCodesDefault.slice(1));
  });

  it("passes the import's document checks, every one", () => {
    const check = (
      entity: DemoBatch['entity'],
      normalize: (retKey: string, doc: unknown) => { ok: boolean },
    ) => {
      const bad = batches
        .filter((b) => b.entity === entity)
        .flatMap((b) =>
          Object.entries(b.body).flatMap(([key, list]) => (list as Doc[]).map((d) => [key, d] as const)),
        )
        .filter(([key, doc]) => !normalize(key, doc).ok);
      expect(bad, entity).toEqual([]);
    };
    check('pricelevels', (_k, d) => normalizePriceLevel(d));
    check('terms', (_k, d) => normalizeTerms(d));
    check('salesreps', (_k, d) => normalizeSalesRep(d));
    check('customers', (_k, d) => normalizeCustomer(d));
    check('items', (k, d) => normalizeItem(k as ItemRetKey, d));
    check('invoices', (_k, d) => normalizeInvoice(d));
    check('salesorders', (_k, d) => normalizeSalesOrder(d));
    check('creditmemos', (_k, d) => normalizeCreditMemo(d));
  });

  it('gives the demo reps rep codes from the rep code list', () => {
    for (const user of demoUsers.filter((u) => u.repCode)) expect(repCodesDefault).toContain(user.repCode);
  });
});

describe('loading the demo company', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('imports a slice through the import with nothing refused, and ensureDemoData leaves a filled database alone', async () => {
    const { db } = t.runtime.database;
    const result = await loadDemoCompany({ db, bus: t.runtime.bus }, { today, batchSize: 40, customers: 40 });
    expect(result.byEntity.customers).toBe(40);
    const invoices = await db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(invoices?.n)).toBeGreaterThan(100);
    const lines = await db
      .selectFrom('invoiceLines')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(lines?.n)).toBeGreaterThan(Number(invoices?.n));
    const logged: string[] = [];
    await expect(ensureDemoData(t.runtime, { info: (m: string) => logged.push(m) })).resolves.toBe(false);
    expect(logged).toEqual([]);
  });
});

describe('the demo seeded on a first start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await ensureDemoUsers(t.runtime);
  });
  afterAll(() => t.close());

  it('works out each app order’s excise from the items’ tax profiles, which it seeds first', async () => {
    const seeded = await ensureDemoData(
      t.runtime,
      { info: () => {} },
      { today, batchSize: 40, customers: 60 },
    );
    expect(seeded).toBe(true);
    const orders = await t.runtime.database.db.selectFrom('orders').select(['id', 'excise']).execute();
    const taxed = orders.filter((order) => order.excise);
    expect(taxed.length).toBeGreaterThan(5);
    // Every item has a kind (cigars, and the shop's other goods as not tobacco): no order lists one without.
    const withoutKind = taxed.flatMap((order) =>
      order.excise!.gaps.filter((gap) => gap.missing.length === 1 && gap.missing[0] === 'kind'),
    );
    expect(withoutKind).toEqual([]);
    expect(taxed.some((order) => order.excise!.lines.some((line) => line.taxCents > 0))).toBe(true);
  });
});
