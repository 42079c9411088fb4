import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { fixtureTexasPermit, orderBody, seedOrderFixtures } from '../test/order-fixtures.js';
import { brandedItem, mirrorSender, salesCustomer } from '../test/sales-fixtures.js';
import { licenseRow } from '../test/license-fixtures.js';
import { markExciseTotalsStale } from '../compliance/excise-months-mark.js';
import { reportPremiumCigarFields } from '../../domain/compliance/excise/test-profiles.js';
import { mirrorDocument } from '../test/excise-fixtures.js';

let t: TestApp;
let admin: TestSession;
let office: TestSession;
let repTx: TestSession;

/** An invoice or credit memo shipped to Austin, TX, by UPS Ground ("Ship Via"). */
const document = (
  id: string,
  customer: string,
  date: string,
  lines: [item: string, quantity: number, rate: string][],
  lineKey?: 'InvoiceLineRet' | 'CreditMemoLineRet',
) =>
  mirrorDocument(
    id,
    customer,
    date,
    lines,
    {
      state: 'TX',
      city: 'Austin',
      postalCode: '78701',
      customerName: customer === 'C-LONE' ? 'Lone Star Distributors' : customer,
      shipVia: 'UPS Ground',
    },
    lineKey,
  );

const premium = reportPremiumCigarFields;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.runtime.database;
  admin = await t.userSession({ email: 'admin@reports.test', role: 'admin' });
  office = await t.userSession({ email: 'office@reports.test', role: 'office' });
  repTx = await t.userSession({ email: 'tx@reports.test', role: 'rep', states: ['TX'] });
  const send = await mirrorSender(t);
  await send('customers', {
    CustomerRet: [
      salesCustomer('C-LONE', 'Lone Star Distributors', 'TX', 'TX'),
      salesCustomer('C-BARE', '=HYPERLINK("http://evil.test")', 'TX', 'TX'),
    ],
  });
  await send('items', { ItemInventoryRet: [brandedItem('I-20', 'Cielo'), brandedItem('I-25', 'Cielo')] });
  await send('invoices', {
    InvoiceRet: [
      document('INV-1', 'C-LONE', '2026-11-03', [['I-20', 3, '100.00']]),
      document('INV-2', 'C-LONE', '2026-11-10', [['I-25', 5, '120.00']]),
      document('INV-3', 'C-BARE', '2026-11-12', [['I-20', 1, '100.00']]),
      document('INV-OCT', 'C-LONE', '2026-10-30', [['I-20', 9, '100.00']]),
    ],
  });
  await send('creditmemos', {
    CreditMemoRet: [document('CM-1', 'C-LONE', '2026-11-20', [['I-20', 1, '100.00']], 'CreditMemoLineRet')],
  });
  const now = new Date().toISOString();
  await db
    .insertInto('taxProfiles')
    .values([
      { scope: 'item', key: 'I-20', profileFields: premium(20), updatedAt: now, updatedById: null },
      { scope: 'item', key: 'I-25', profileFields: premium(25), updatedAt: now, updatedById: null },
    ] as never)
    .execute();
  // Written here rather than by Admin → Compliance, so marked here: the kept excise totals (0357).
  await markExciseTotalsStale(db);
  await db
    .insertInto('customerLicenses')
    .values({
      id: 'L-1',
      customerListId: 'C-LONE',
      state: 'TX',
      locality: null,
      kind: 'distributor',
      number: 'TX-D-1',
      issuedOn: '2025-01-01',
      expiresOn: '2027-12-31',
      check: 'typed',
      attachmentId: null,
      checkedAt: now,
      checkedById: null,
      goneFromListAt: null,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    })
    .execute();
});
afterAll(() => t.close());

const texasNovember = '/api/admin/compliance/reports?state=TX&month=2026-11';

describe('a state’s monthly report', () => {
  it('reports Texas to the cent from the mirrored invoices and a credit memo, with the 155.103 fields', async () => {
    const response = await admin.request('GET', texasNovember);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({
      format: 'tx-manufacturer',
      citation: 'Tex. Tax Code 155.103',
      carrierNote: null,
    });
    // Tex. Tax Code 155.021(b)(3), $11 per thousand cigars, rounded once per line:
    //   INV-1 60 cigars → $0.66; INV-2 125 cigars → $1.375 → $1.38; INV-3 20 cigars → $0.22;
    //   CM-1 20 cigars → −$0.22. Due 0.66 + 1.38 + 0.22 − 0.22 = $2.04. October's invoice is not in it.
    expect(
      report.rows.map((r: { refNumber: string; taxCents: number }) => [r.refNumber, r.taxCents]),
    ).toEqual([
      ['INV-1', 66],
      ['INV-2', 138],
      ['INV-3', 22],
      ['CM-1', -22],
    ]);
    expect(report.totals).toMatchObject({
      invoices: 3,
      creditMemos: 1,
      taxCents: 204,
      amountCents: 90_000,
      cigars: 185,
    });
    expect(report.rows[0]).toMatchObject({
      date: '2026-11-03',
      buyer: 'Lone Star Distributors',
      licenseNumber: 'TX-D-1',
      taxKind: 'Cigar',
      quantity: 3,
      listPriceCents: 20_000,
      shipTo: '1 Main St, Austin, TX 78701',
      carrier: 'UPS Ground',
      flag: null,
    });
  });

  it('flags a shipment to a customer with no valid license on its date', async () => {
    const report = (await admin.request('GET', texasNovember)).json();
    const bare = report.rows.find((r: { refNumber: string }) => r.refNumber === 'INV-3');
    expect(bare).toMatchObject({ licenseNumber: null, flag: 'No Texas license on file' });
    expect(report.totals.flaggedShipments).toBe(1);
  });

  it('downloads the report as a CSV a spreadsheet reads as text', async () => {
    const response = await admin.request('GET', `${texasNovember.replace('reports?', 'reports/csv?')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('tx-manufacturer-TX-2026-11.csv');
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(response.body).toContain('Buyer’s permit number');
    // A credit memo's tax is a number: not escaped as a formula like text starting with '-'.
    expect(response.body).toContain(',UPS Ground,-0.22,');
    expect(response.body.split('\r\n').at(-2)).toMatch(/^Total,/);
  });

  it('refuses anyone but an admin', async () => {
    for (const session of [office, repTx]) {
      expect((await session.request('GET', texasNovember)).statusCode).toBe(403);
      expect(
        (await session.request('GET', texasNovember.replace('reports?', 'reports/csv?'))).statusCode,
      ).toBe(403);
    }
  });

  it('answers a bad month or state with a clear 400', async () => {
    const month = await admin.request('GET', '/api/admin/compliance/reports?state=TX&month=2026-13');
    expect(month.statusCode).toBe(400);
    expect(month.json().message).toContain('Choose a month like 2026-11');
    const state = await admin.request('GET', '/api/admin/compliance/reports?state=ZZ&month=2026-11');
    expect(state.statusCode).toBe(400);
    expect(state.json().message).toContain('Use a US state code such as TX or CA');
    const missing = await admin.request('GET', '/api/admin/compliance/reports?month=2026-11');
    expect(missing.statusCode).toBe(400);
  });
});

describe('excise tax in insight', () => {
  it('gives excise tax by state and month beside net sales, scoped, equal to the report', async () => {
    const response = await repTx.request('GET', '/api/insights/excise?from=2026-10&to=2026-11');
    expect(response.statusCode).toBe(200);
    expect(response.json().rows).toEqual([
      { state: 'TX', month: '2026-11', netSalesCents: 90_000, exciseCents: 204, untaxedLines: 0 },
      // 9 boxes × 20 = 180 cigars × $0.011 = $1.98.
      { state: 'TX', month: '2026-10', netSalesCents: 90_000, exciseCents: 198, untaxedLines: 0 },
    ]);
    const outside = await t.userSession({ email: 'fl@reports.test', role: 'rep', states: ['FL'] });
    expect(
      (await outside.request('GET', '/api/insights/excise?from=2026-10&to=2026-11')).json().rows,
    ).toEqual([]);
    const backwards = await repTx.request('GET', '/api/insights/excise?from=2026-11&to=2026-10');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('The first month is after the last');
  });

  it('counts the open orders the gate refuses today, and stops counting once the shop holds a permit', async () => {
    const { db } = t.runtime.database;
    await seedOrderFixtures(db);
    // Texas: the company holds no Texas distributor permit, so an order for a Texas shop that is
    // not a permitted distributor is held (Tex. Tax Code 155.0415).
    const created = await admin.request('POST', '/api/orders', orderBody({ customerListId: 'C-TX' }));
    expect(created.statusCode, created.body).toBe(201);
    // Taken the fixture company's Texas permit away, the order taken under it is held today.
    await db.deleteFrom('companyPermits').where('id', '=', fixtureTexasPermit.id).execute();
    const count = async (session: TestSession) =>
      (await session.request('GET', '/api/insights/excise?from=2026-11&to=2026-11')).json().heldOrders;
    expect(await count(admin)).toBe(1);
    expect(await count(repTx)).toBe(1);
    const now = new Date().toISOString();
    await db
      .insertInto('customerLicenses')
      .values(
        licenseRow(
          { id: 'L-TX', customerListId: 'C-TX', state: 'TX', kind: 'distributor', number: 'TX-D-9' },
          now,
        ),
      )
      .execute();
    expect(await count(admin)).toBe(0);
  });
});
