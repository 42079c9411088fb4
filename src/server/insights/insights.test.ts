import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import {
  januaryFebruary as range,
  mirrorSender,
  salesCustomer,
  salesInvoice,
  sendThreeCustomersSales,
} from '../test/sales-fixtures.js';

/** The figures below are hand-computed in `sendThreeCustomersSales` (test/sales-fixtures.ts). */

let t: TestApp;
let admin: TestSession;
let floridaRep: TestSession;
let newYorkRep: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  await sendThreeCustomersSales(t);
  admin = await t.userSession({ email: 'admin@insights.test', role: 'admin' });
  floridaRep = await t.userSession({ email: 'fl@insights.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  newYorkRep = await t.userSession({ email: 'ny@insights.test', role: 'rep', states: ['NY'], repCode: 'NY' });
});
afterAll(() => t.close());

const json = async (session: TestSession, url: string) => {
  const response = await session.request('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const figures = (rows: { key: string; thisPeriodCents: number; lastPeriodCents: number }[]) =>
  Object.fromEntries(rows.map((r) => [r.key, [r.thisPeriodCents, r.lastPeriodCents]]));

describe('net sales', () => {
  it('adds invoices and subtracts credit memos to the cent, against the same days last year', async () => {
    const summary = await json(admin, `/api/insights/summary?${range}`);
    expect(summary.period).toMatchObject({
      from: '2026-01-01',
      to: '2026-02-28',
      lastYearFrom: '2025-01-01',
      lastYearTo: '2025-02-28',
    });
    expect(summary.netSales).toEqual({
      thisPeriodCents: 60_005,
      lastPeriodCents: 29_510,
      changePercent: 103.3,
    });
  });

  it('splits by brand, lines without a brand and lines-less credit memos under Other', async () => {
    const { rows } = await json(admin, `/api/insights/by/brand?${range}`);
    expect(figures(rows)).toEqual({ Cielo: [49_005, 30_010], Luna: [10_000, 0], Other: [1_000, -500] });
    expect(rows.map((r: { key: string }) => r.key)).toEqual(['Cielo', 'Luna', 'Other']);
  });

  it('splits by the document’s state, a credit memo larger than the month’s invoices included', async () => {
    const { rows } = await json(admin, `/api/insights/by/state?${range}`);
    expect(figures(rows)).toEqual({ FL: [3_005, 12_010], GA: [7_000, 17_500], TX: [50_000, 0] });
  });

  it('splits by rep code and by customer, with names', async () => {
    const reps = await json(admin, `/api/insights/by/rep?${range}`);
    expect(figures(reps.rows)).toEqual({ FL: [3_005, 12_010], SW: [7_000, 17_500], TX: [50_000, 0] });
    const customers = await json(admin, `/api/insights/by/customer?${range}`);
    expect(customers.rows.map((r: { label: string }) => r.label)).toEqual([
      'Charlie Leaf',
      'Bravo Smoke',
      'Alpha Cigars',
    ]);
    expect(figures(customers.rows)).toEqual({
      'C-CHARLIE': [50_000, 0],
      'C-BRAVO': [13_000, 17_500],
      'C-ALPHA': [-2_995, 12_010],
    });
  });

  it('gives 12 months crossing the year against the same months a year earlier', async () => {
    const { rows } = await json(admin, `/api/insights/months?${range}`);
    expect(rows.map((r: { month: string }) => r.month)).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    const byMonth = Object.fromEntries(
      rows.map((r: { month: string; thisPeriodCents: number; lastPeriodCents: number }) => [
        r.month,
        [r.thisPeriodCents, r.lastPeriodCents],
      ]),
    );
    expect(byMonth['2025-12']).toEqual([5_000, 0]);
    expect(byMonth['2026-01']).toEqual([12_005, 12_010]);
    expect(byMonth['2026-02']).toEqual([48_000, 17_500]);
    expect(byMonth['2025-06']).toEqual([0, 0]);
  });

  it('narrows by state, rep and brand together', async () => {
    const summary = await json(admin, `/api/insights/summary?${range}&state=FL&brand=Cielo`);
    expect(summary.netSales).toMatchObject({ thisPeriodCents: -995, lastPeriodCents: 10_010 });
    const rep = await json(admin, `/api/insights/summary?${range}&rep=SW`);
    expect(rep.netSales).toMatchObject({ thisPeriodCents: 7_000, lastPeriodCents: 17_500 });
  });
});

describe('brand reach', () => {
  it('counts customers buying each brand and lists those gained and lost', async () => {
    const { rows } = await json(admin, `/api/insights/brand-reach?${range}`);
    expect(rows).toEqual([
      { brand: 'Cielo', customers: 2, customersLastPeriod: 2, gained: 1, lost: 1, changePercent: 0 },
      { brand: 'Luna', customers: 2, customersLastPeriod: 0, gained: 2, lost: 0, changePercent: null },
      { brand: 'Other', customers: 1, customersLastPeriod: 1, gained: 0, lost: 0, changePercent: 0 },
    ]);
    const cielo = await json(admin, `/api/insights/brand-reach/Cielo?${range}`);
    expect(cielo.gained.map((c: { customerName: string }) => c.customerName)).toEqual(['Charlie Leaf']);
    expect(cielo.lost).toEqual([
      {
        customerListId: 'C-ALPHA',
        customerName: 'Alpha Cigars',
        state: 'FL',
        thisPeriodCents: -6_995,
        lastPeriodCents: 10_010,
      },
    ]);
  });
});

describe('scoping', () => {
  it('a rep sees only the sales shipped to their states, a customer in two states by its Florida part', async () => {
    const summary = await json(floridaRep, `/api/insights/summary?${range}`);
    expect(summary.netSales).toMatchObject({ thisPeriodCents: 3_005, lastPeriodCents: 12_010 });
    const customers = await json(floridaRep, `/api/insights/by/customer?${range}`);
    expect(figures(customers.rows)).toEqual({ 'C-BRAVO': [6_000, 0], 'C-ALPHA': [-2_995, 12_010] });
  });

  it('a filter never widens a rep’s states', async () => {
    const georgia = await json(floridaRep, `/api/insights/summary?${range}&state=GA`);
    expect(georgia.netSales).toMatchObject({ thisPeriodCents: 0, lastPeriodCents: 0 });
    const states = await json(floridaRep, `/api/insights/by/state?${range}&state=TX`);
    expect(states.rows).toEqual([]);
    const options = await json(floridaRep, '/api/insights/filters');
    expect(options.states).toEqual(['FL']);
  });

  it('a rep of other states gets no figures, customers or names by list or CSV', async () => {
    const summary = await json(newYorkRep, `/api/insights/summary?${range}`);
    expect(summary.netSales).toMatchObject({ thisPeriodCents: 0, lastPeriodCents: 0 });
    expect(summary.lastInvoiceDate).toBeNull();
    for (const dimension of ['brand', 'state', 'rep', 'customer']) {
      expect((await json(newYorkRep, `/api/insights/by/${dimension}?${range}`)).rows).toEqual([]);
    }
    expect((await json(newYorkRep, `/api/insights/brand-reach?${range}`)).rows).toEqual([]);
    expect((await json(newYorkRep, `/api/insights/at-risk`)).rows).toEqual([]);
    const months = await json(newYorkRep, `/api/insights/months?${range}`);
    expect(
      months.rows.every(
        (r: { thisPeriodCents: number; lastPeriodCents: number }) => !r.thisPeriodCents && !r.lastPeriodCents,
      ),
    ).toBe(true);
    const csv = await newYorkRep.request('GET', `/api/insights/by/customer?${range}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toMatch(/Alpha|Bravo|Charlie/);
    const options = await json(newYorkRep, '/api/insights/filters');
    expect(options).toMatchObject({ states: [], reps: [], brands: [] });
  });
});

describe('CSV downloads', () => {
  it('answer the table as UTF-8 with a byte order mark, numbers as numbers and names formula-safe', async () => {
    const response = await admin.request('GET', `/api/insights/by/customer?${range}&format=csv`);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="insights-by-customer.csv"');
    expect(response.body.split('\r\n')).toEqual([
      '\uFEFFCustomer,This period ($),Same days last year ($),Change (%)',
      'Charlie Leaf,500,0,',
      'Bravo Smoke,130,175,-25.7',
      'Alpha Cigars,-29.95,120.1,-124.9',
      '',
    ]);
  });

  it('escape a cell that would start a formula', async () => {
    const send = await mirrorSender(t);
    await send('customers', { CustomerRet: [salesCustomer('C-FORMULA', '=HYPERLINK("x")', 'NV')] });
    await send('invoices', {
      InvoiceRet: [
        salesInvoice({
          customer: 'C-FORMULA',
          id: 'F1',
          date: '2026-01-20',
          shipState: 'NV',
          rep: '',
          lines: [['I-CIELO', '1.00']],
        }),
      ],
    });
    const response = await admin.request('GET', `/api/insights/by/customer?${range}&state=NV&format=csv`);
    expect(response.body).toContain(`"'=HYPERLINK(""x"")",1,0,`);
  });
});
