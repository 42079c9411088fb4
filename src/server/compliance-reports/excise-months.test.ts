import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportPremiumCigarFields } from '../../domain/compliance/excise/test-profiles.js';
import { markRefill, refillMarked } from '../db/refills.js';
import {
  everyStateAdmin,
  liveExciseByMonth,
  mirrorDocument,
  washingtonExciseRow,
} from '../test/excise-fixtures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { brandedItem, mirrorSender, salesCustomer } from '../test/sales-fixtures.js';
import { keptExciseMonths } from './excise-months.js';

/**
 * Insight's excise block reads monthly totals kept by the import (decision 0357). They must equal,
 * to the cent, what the block computed before they were kept: every line of the months taxed at
 * read time (`liveExciseByMonth`, the reports' rows summed, decision 0303). Each step below changes
 * the mirror or the rules as QuickBooks or an admin would, then compares the two ways.
 */
let t: TestApp;
let admin: TestSession;
let repTx: TestSession;
let send: Awaited<ReturnType<typeof mirrorSender>>;

const from = '2026-01';
const to = '2026-12';

const premium = reportPremiumCigarFields;

/** A document shipped to `state`, as the shared builder makes it. */
const document = (
  id: string,
  customer: string,
  date: string,
  state: string,
  lines: [item: string, quantity: number, rate: string][],
  lineKey?: 'InvoiceLineRet' | 'CreditMemoLineRet',
) => mirrorDocument(id, customer, date, lines, { state }, lineKey);

const db = () => t.runtime.database.db;

/** The stale cells, as 'state month'. */
async function staleCells(): Promise<string[]> {
  const rows = await db()
    .selectFrom('exciseMonths')
    .select(['shipState', 'month'])
    .where('stale', '=', true)
    .orderBy('shipState')
    .orderBy('month')
    .execute();
  return rows.map((row) => `${row.shipState} ${row.month}`);
}

/** The kept figures (read without refilling first) against the ones taxed at read time. */
async function expectKeptEqualsLive() {
  const live = await liveExciseByMonth(db(), everyStateAdmin, from, to);
  expect(live.length).toBeGreaterThan(0);
  expect(await keptExciseMonths(db(), everyStateAdmin, from, to)).toEqual(live);
  return live;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession({ email: 'admin@excise-months.test', role: 'admin' });
  repTx = await t.userSession({ email: 'tx@excise-months.test', role: 'rep', states: ['TX'] });
  send = await mirrorSender(t);
  await send('customers', {
    CustomerRet: [
      salesCustomer('C-TX', 'Lone Star', 'TX', 'TX'),
      salesCustomer('C-WA', 'Rainier', 'WA', 'WA'),
      salesCustomer('C-FL', 'Keys', 'FL', 'FL'),
    ],
  });
  // I-LATE's item arrives after its invoices, as a first load may bring it.
  await send('items', {
    ItemInventoryRet: [
      brandedItem('I-20', 'Cielo'),
      brandedItem('I-25', 'Cielo'),
      brandedItem('I-PIPE', 'Humo'),
    ],
    ItemServiceRet: [{ ListID: 'I-FREIGHT', Name: 'Freight' }],
  });
  for (const [scope, key, fields] of [
    ['brand', 'Cielo', premium(20)],
    ['item', 'I-25', premium(25)],
  ] as const) {
    const saved = await admin.request('PUT', `/api/compliance/tax-profiles/${scope}/${key}`, fields);
    expect(saved.statusCode, saved.body).toBe(200);
  }
  await send('invoices', {
    InvoiceRet: [
      document('INV-1', 'C-TX', '2026-11-03', 'TX', [
        ['I-20', 3, '100.00'],
        ['I-FREIGHT', 1, '12.50'],
      ]),
      document('INV-2', 'C-TX', '2026-11-10', 'TX', [['I-25', 5, '120.00']]),
      document('INV-3', 'C-WA', '2026-11-12', 'WA', [
        ['I-20', 1, '100.00'],
        ['I-PIPE', 4, '9.99'],
      ]),
      document('INV-4', 'C-WA', '2026-10-30', 'WA', [['I-25', 9, '87.33']]),
      document('INV-5', 'C-FL', '2026-10-02', 'FL', [['I-LATE', 2, '45.00']]),
      // Freight alone: no goods, so no month of its own.
      document('INV-6', 'C-FL', '2026-09-02', 'FL', [['I-FREIGHT', 1, '30.00']]),
    ],
  });
  await send('creditmemos', {
    CreditMemoRet: [
      document('CM-1', 'C-TX', '2026-11-20', 'TX', [['I-20', 1, '100.00']], 'CreditMemoLineRet'),
      document('CM-2', 'C-WA', '2026-10-31', 'WA', [['I-25', 2, '87.33']], 'CreditMemoLineRet'),
    ],
  });
});
afterAll(() => t.close());

describe('the kept monthly excise totals', () => {
  it('equal insight’s figures taxed at read time, to the cent, as the route answers them, scoped', async () => {
    const live = await expectKeptEqualsLive();
    expect(live.map((row) => `${row.state} ${row.month}`)).toEqual([
      'TX 2026-11',
      'WA 2026-11',
      'FL 2026-10',
      'WA 2026-10',
    ]);
    // Tex. Tax Code 155.021(b)(3), $11 per thousand cigars: INV-1 60 cigars $0.66, INV-2 125 cigars
    // $1.375 → $1.38, CM-1 20 cigars −$0.22: $1.82 on $900 of cigars (the freight line is no goods).
    expect(live[0]).toEqual({
      state: 'TX',
      month: '2026-11',
      netSalesCents: 80_000,
      exciseCents: 182,
      untaxedLines: 0,
    });
    const response = await admin.request('GET', `/api/insights/excise?from=${from}&to=${to}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().rows).toEqual(live);
    const scoped = await repTx.request('GET', `/api/insights/excise?from=${from}&to=${to}`);
    expect(scoped.json().rows).toEqual(live.filter((row) => row.state === 'TX'));
  });

  it('follow each batch of documents, a deletion and an item’s new brand without a refill', async () => {
    // INV-2 moves to Washington in December with other lines; INV-3 is deleted in QuickBooks.
    await send('invoices', {
      InvoiceRet: [
        document('INV-2', 'C-WA', '2026-12-01', 'WA', [
          ['I-20', 7, '95.10'],
          ['I-PIPE', 1, '9.99'],
        ]),
        document('INV-7', 'C-TX', '2026-12-05', 'TX', [['I-25', 1, '120.00']]),
      ],
    });
    expect(await refillMarked(db(), 'excise-months')).toBe(false);
    await expectKeptEqualsLive();
    await send('deleted', { TxnDeletedRet: { TxnDelType: 'Invoice', TxnID: 'INV-3' } });
    await send('deleted', { TxnDeletedRet: { TxnDelType: 'CreditMemo', TxnID: 'CM-2' } });
    await expectKeptEqualsLive();
    // The late item arrives, and the pipe tobacco is rebranded as a cigar brand with a profile.
    await send('items', {
      ItemInventoryRet: [brandedItem('I-LATE', 'Cielo'), brandedItem('I-PIPE', 'Cielo')],
    });
    expect(await refillMarked(db(), 'excise-months')).toBe(false);
    const live = await expectKeptEqualsLive();
    expect(live.find((row) => row.state === 'FL' && row.month === '2026-10')?.untaxedLines).toBe(0);
    // The only document of a month deleted: the month goes.
    await send('deleted', { TxnDeletedRet: { TxnDelType: 'Invoice', TxnID: 'INV-7' } });
    await send('deleted', { TxnDeletedRet: { TxnDelType: 'Invoice', TxnID: 'INV-1' } });
    await send('deleted', { TxnDeletedRet: { TxnDelType: 'CreditMemo', TxnID: 'CM-1' } });
    const after = await expectKeptEqualsLive();
    expect(after.some((row) => row.state === 'TX')).toBe(false);
    expect(
      await db().selectFrom('exciseMonths').select('shipState').where('shipState', '=', 'TX').execute(),
    ).toEqual([]);
  });

  it('are counted again, the months a rule or profile reaches, when read after an admin changes them', async () => {
    const before = await expectKeptEqualsLive();
    // Washington's new row from 2026-01-01: cigars 50 % of wholesale ($100.00 a box of 20, $5.00 a
    // cigar) capped at $1.00 a cigar, so $1.00 a cigar instead of the shipped cap of $0.65.
    const added = await admin.request(
      'POST',
      '/api/compliance/rules/excise',
      washingtonExciseRow('2026-01-01'),
    );
    expect(added.statusCode, added.body).toBe(201);
    // Washington's cells from January on (its November's only invoice was deleted above).
    expect(await staleCells()).toEqual(['WA 2026-10', 'WA 2026-12']);
    // A batch meanwhile leaves the stale cells alone; the read counts them whole.
    await send('invoices', {
      InvoiceRet: [document('INV-8', 'C-WA', '2026-12-09', 'WA', [['I-20', 2, '100.00']])],
    });
    const ruled = await admin.request('GET', `/api/insights/excise?from=${from}&to=${to}`);
    expect(await staleCells()).toEqual([]);
    const live = await liveExciseByMonth(db(), everyStateAdmin, from, to);
    expect(ruled.json().rows).toEqual(live);
    const december = (rows: typeof live) => rows.find((r) => r.state === 'WA' && r.month === '2026-12')!;
    expect(december(live).exciseCents).toBeGreaterThan(december(before).exciseCents);

    // A box of the brand now holds 10 cigars: every one of its lines is taxed again.
    const saved = await admin.request('PUT', '/api/compliance/tax-profiles/brand/Cielo', premium(10));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await staleCells()).toHaveLength(live.length);
    // A read of one month counts that month alone.
    await admin.request('GET', '/api/insights/excise?from=2026-12&to=2026-12');
    expect(await staleCells()).toHaveLength(live.filter((r) => r.month !== '2026-12').length);
    const profiled = await admin.request('GET', `/api/insights/excise?from=${from}&to=${to}`);
    const reprofiled = await liveExciseByMonth(db(), everyStateAdmin, from, to);
    expect(profiled.json().rows).toEqual(reprofiled);
    expect(december(reprofiled).exciseCents).not.toBe(december(live).exciseCents);
  });

  it('are counted again after a release that ships other rules, and filled whole after a migration', async () => {
    const kept = await expectKeptEqualsLive();
    // As a release with other shipped rules finds them: counted by rules it no longer ships.
    await db()
      .updateTable('systemInfo')
      .set({ value: { fingerprint: 'an older release' } })
      .where('key', '=', 'excise-months.shipped-rules')
      .execute();
    await db().updateTable('exciseMonths').set({ exciseCents: 1 }).execute();
    expect((await admin.request('GET', `/api/insights/excise?from=${from}&to=${to}`)).json().rows).toEqual(
      kept,
    );
    // As a migration leaves them: marked for a refill, which the next read does.
    await db().updateTable('exciseMonths').set({ exciseCents: 2 }).execute();
    await markRefill(db(), 'excise-months');
    expect((await admin.request('GET', `/api/insights/excise?from=${from}&to=${to}`)).json().rows).toEqual(
      kept,
    );
    expect(await refillMarked(db(), 'excise-months')).toBe(false);
  });
});
