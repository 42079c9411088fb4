import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitCadenceDefault, type VisitCadence } from '../../domain/visits/cadence.js';
import type { NearCustomer } from '../../domain/visits/contract.js';
import { nearCandidateOf, rankNear, type WorkingSetCustomer } from '../../domain/visits/near.js';
import { companyToday } from '../insights/figures.js';
import { putSetting } from '../settings/queries.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { insertPlace } from '../test/mirror-fixtures.js';
import { brandedItem, mirrorSender, salesCustomer, salesInvoice } from '../test/sales-fixtures.js';

/**
 * Near me read offline (domain/visits/near.ts: the working set's customers ranked by `rankNear`)
 * against the server's own answer: for the same customers, the same rows in the same order, with
 * the same miles, grades, statuses and "License expired". Only the last order differs: the working set holds no invoices.
 */
let t: TestApp;
let rep: TestSession;

const tampa = { latitude: 27.95, longitude: -82.46 };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000 - 3_600_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.runtime.database.db;
  const send = await mirrorSender(t);
  const shops: [string, string, string, { latitude: number; longitude: number } | null][] = [
    ['N-A', 'Graded Leaf', 'FL', { latitude: 27.97, longitude: -82.46 }],
    ['N-NONE', 'Ungraded Leaf', 'FL', { latitude: 27.98, longitude: -82.46 }],
    // About 1.0018 and 1.0032 miles north: both shown as 1 mile, so the name ranks them.
    ['N-TIE1', 'Zed Smoke', 'FL', { latitude: 27.9645, longitude: -82.46 }],
    ['N-TIE2', 'Able Smoke', 'FL', { latitude: 27.96452, longitude: -82.46 }],
    ['N-NEVER', 'Never Seen Cigars', 'FL', { latitude: 28.54, longitude: -81.38 }],
    ['N-NOWHERE', 'No Place Cigars', 'FL', null],
    ['N-GA', 'Georgia Leaf', 'GA', { latitude: 27.95, longitude: -82.46 }],
  ];
  await send('customers', { CustomerRet: shops.map(([id, name, state]) => salesCustomer(id, name, state)) });
  for (const [id, , , at] of shops) if (at) await insertPlace(db, id, at);
  const grades = [
    { grade: 'A', skus: 4 },
    { grade: 'B', skus: 3 },
    { grade: 'C', skus: 2 },
    { grade: 'D', skus: 1 },
  ] as const;
  await putSetting(db, 'gradeThresholds', { grades: [...grades] }, null);
  const items = ['P-ONE', 'P-TWO', 'P-THREE', 'P-FOUR'];
  await send('items', { ItemInventoryRet: items.map((id) => brandedItem(id)) });
  await send('invoices', {
    InvoiceRet: [
      salesInvoice({
        id: 'NEAR-1',
        customer: 'N-A',
        date: new Date().toISOString().slice(0, 10),
        shipState: 'FL',
        rep: 'FL',
        lines: items.map((id) => [id, '10.00']),
      }),
    ],
  });
  rep = await t.userSession({ email: 'fl@near-offline.test', role: 'rep', states: ['FL'] });
  // "License expired" (decision 0306): N-A's lapsed, N-TIE1's renewed, N-NEVER's dropped from the list.
  const licenses: [string, string, string | null][] = [
    ['N-A', '2020-01-01', null],
    ['N-TIE1', '2020-01-01', null],
    ['N-TIE1', '2099-12-31', null],
    ['N-NEVER', '2099-12-31', '2020-06-01T00:00:00.000Z'],
  ];
  for (const [customerId, expiresOn, goneFromListAt] of licenses) {
    const added = await rep.request('POST', `/api/customers/${customerId}/licenses`, {
      state: 'FL',
      kind: 'retailer',
      number: `FL-${customerId}-${expiresOn}`,
      issuedOn: '2019-01-01',
      expiresOn,
    });
    expect(added.statusCode, added.body).toBe(201);
    if (goneFromListAt)
      await db
        .updateTable('customerLicenses')
        .set({ goneFromListAt })
        .where('id', '=', added.json().license.id)
        .execute();
  }
  // Twenty days ago: due for an A (14 days), fine without a grade (90 days).
  for (const customerId of ['N-A', 'N-NONE', 'N-TIE1']) {
    const response = await rep.request('POST', '/api/visits', {
      id: crypto.randomUUID(),
      customerId,
      startedAt: daysAgo(20),
    });
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterAll(() => t.close());

async function workingSet(): Promise<WorkingSetCustomer[]> {
  const all: WorkingSetCustomer[] = [];
  let after: string | null = null;
  do {
    const response = await rep.request('GET', `/api/offline/customers${after ? `?after=${after}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as { customers: WorkingSetCustomer[]; next: string | null };
    all.push(...page.customers);
    after = page.next;
  } while (after);
  return all;
}

const withoutLastOrder = (rows: NearCustomer[]) => rows.map((row) => ({ ...row, lastOrderAt: null }));

describe('Near me offline, against the server', () => {
  it('ranks what the working set keeps as the server ranks its customers', async () => {
    const response = await rep.request(
      'GET',
      `/api/visits/near?latitude=${tampa.latitude}&longitude=${tampa.longitude}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const server = (response.json() as { customers: NearCustomer[] }).customers;

    // What the phone does offline: its kept customers, the cadence the working set brought.
    const environment = (await rep.request('GET', '/api/environment')).json() as {
      settings: { visitCadence?: VisitCadence };
    };
    const { today } = await companyToday(t.runtime.database.db);
    const kept = (await workingSet())
      .map((customer) => nearCandidateOf(customer, today))
      .filter((place) => place !== null);
    const device = rankNear(
      tampa,
      kept,
      environment.settings.visitCadence ?? visitCadenceDefault,
      new Date(),
    );

    expect(device).toEqual(withoutLastOrder(server));
    expect(server.map((row) => [row.customerId, row.grade, row.status, row.licenseLapsed])).toEqual([
      ['N-TIE2', null, 'overdue', false],
      ['N-TIE1', null, 'fine', false],
      ['N-A', 'A', 'due', true],
      ['N-NONE', null, 'fine', false],
      ['N-NEVER', null, 'overdue', true],
    ]);
  });
});
