import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastSuccessfulImport } from '../system/queries.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { importPath } from './import-files.js';

const samples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../samples');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deps = () => ({ db: t.runtime.database.db, bus: t.runtime.bus });

describe('npm run import', () => {
  it('imports the samples folder cleanly, in file and dependency order', async () => {
    const lines: string[] = [];
    const totals = await importPath(deps(), samples, (line) => lines.push(line));
    expect(totals).toEqual({ files: 3, accepted: 17, rejected: 0 });
    expect(lines[0]).toBe('01-lists-and-customers.json pricelevels: 2 accepted');
    const db = t.runtime.database.db;
    const customers = await db
      .selectFrom('customers')
      .select(['listId', 'isTaaMember', 'searchText', 'shipState'])
      .orderBy('listId')
      .execute();
    expect(customers).toEqual([
      {
        listId: 'SAMPLE-C-1001',
        isTaaMember: true,
        searchText: 'cigar barn of tampa jose martinez fl-1001 tampa',
        shipState: 'FL',
      },
      {
        listId: 'SAMPLE-C-1002',
        isTaaMember: false,
        searchText: 'lone star smoke shop dana reyes tx-1002 austin',
        shipState: null,
      },
      {
        listId: 'SAMPLE-C-1004',
        isTaaMember: false,
        searchText: 'habana corner marisol ortega fl-1004 miami',
        shipState: null,
      },
    ]);
    expect(
      await db.selectFrom('items').select(['name', 'brand', 'quantityOnHand']).orderBy('name').execute(),
    ).toEqual([
      { name: 'CO4004', brand: 'Cosecha', quantityOnHand: 0 },
      { name: 'Shipping', brand: 'Misc', quantityOnHand: 0 },
      { name: 'p-AC3-T', brand: 'Cielo', quantityOnHand: 42 },
    ]);
    expect(await db.selectFrom('salesOrders').select('txnId').execute()).toEqual([
      { txnId: 'SAMPLE-SO-900' },
    ]);
    expect(await db.selectFrom('creditMemos').select(['refNumber', 'shipState']).execute()).toEqual([
      { refNumber: 'CM-300', shipState: 'FL' },
    ]);
    expect(
      await db
        .selectFrom('invoiceLines')
        .select(['lineNo', 'customerListId', 'txnDate'])
        .orderBy('lineNo')
        .execute(),
    ).toEqual([
      { lineNo: 1, customerListId: 'SAMPLE-C-1001', txnDate: '2026-11-18' },
      { lineNo: 2, customerListId: 'SAMPLE-C-1001', txnDate: '2026-11-18' },
    ]);
    expect(await lastSuccessfulImport(db)).not.toBeNull();

    const again = await importPath(deps(), samples, () => undefined);
    expect(again).toEqual(totals);
    expect(await db.selectFrom('invoiceLines').select('lineNo').execute()).toHaveLength(2);
  });

  it('reports rejected documents with their index and refuses unknown entities', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'humidor-import-'));
    const good = path.join(dir, 'a.json');
    await fs.writeFile(
      good,
      JSON.stringify({ terms: { StandardTermsRet: [{ ListID: 'X1', Name: 'Net 10' }, { ListID: 'X2' }] } }),
    );
    const lines: string[] = [];
    expect(await importPath(deps(), good, (line) => lines.push(line))).toEqual({
      files: 1,
      accepted: 1,
      rejected: 1,
    });
    expect(lines).toEqual([
      'a.json terms: 1 accepted, 1 rejected',
      '  #1: StandardTermsRet: Name is required',
    ]);

    const bad = path.join(dir, 'b.json');
    await fs.writeFile(bad, JSON.stringify({ vendors: {} }));
    await expect(importPath(deps(), bad, () => undefined)).rejects.toThrow(
      'b.json: unknown entity "vendors". Use pricelevels, terms, salesreps, customers, items, invoices, salesorders, creditmemos, deleted.',
    );
    await fs.rm(dir, { recursive: true });
  });
});
