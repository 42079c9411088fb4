import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/insights/periods.js';
import { companyToday } from '../insights/figures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import {
  invoicesDaysAgo,
  januaryFebruary as range,
  mirrorSender,
  salesCustomer,
  sendThreeCustomersSales,
} from '../test/sales-fixtures.js';

/**
 * A customer's Sales panel, `/api/customers/:listId/sales` (decision 0284). Its figures for
 * January–February are hand-computed in `sendThreeCustomersSales` (test/sales-fixtures.ts); its
 * reorder rhythm and risk are read as of the company's today:
 *   Interval (FL), Texan (TX): $100 invoices 130, 100 and 70 days ago: every 30 days, silent for 70 > 45.
 *   Steady (FL): $100 invoices 60, 30 and 10 days ago: every 25 days, last 10 days ago.
 */
let t: TestApp;
let today: string;
let send: Awaited<ReturnType<typeof mirrorSender>>;
let admin: TestSession;
let floridaRep: TestSession;
let newYorkRep: TestSession;

const invoicesOf = (customer: string, shipState: string, daysAgo: number[]) =>
  invoicesDaysAgo(today, customer, shipState, daysAgo);

beforeAll(async () => {
  t = await createTestApp();
  today = (await companyToday(t.runtime.database.db)).today;
  await sendThreeCustomersSales(t);
  send = await mirrorSender(t);
  await send('customers', {
    CustomerRet: [
      salesCustomer('C-INTERVAL', 'Interval Cigars', 'FL'),
      salesCustomer('C-STEADY', 'Steady Leaf', 'FL'),
      salesCustomer('C-TEXAN', 'Texan Cigars', 'TX'),
    ],
  });
  await send('invoices', {
    InvoiceRet: [
      ...invoicesOf('C-INTERVAL', 'FL', [130, 100, 70]),
      ...invoicesOf('C-TEXAN', 'TX', [130, 100, 70]),
      ...invoicesOf('C-STEADY', 'FL', [60, 30, 10]),
    ],
  });
  admin = await t.userSession({ email: 'admin@sales.test', role: 'admin' });
  floridaRep = await t.userSession({ email: 'fl@sales.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  newYorkRep = await t.userSession({ email: 'ny@sales.test', role: 'rep', states: ['NY'], repCode: 'NY' });
});
afterAll(() => t.close());

const json = async (session: TestSession, url: string) => {
  const response = await session.request('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const figures = (rows: { key: string; thisPeriodCents: number; lastPeriodCents: number }[]) =>
  Object.fromEntries(rows.map((r) => [r.key, [r.thisPeriodCents, r.lastPeriodCents]]));

describe('a customer’s sales', () => {
  it('gives its brands and months against the same days last year, to the cent', async () => {
    const panel = await json(admin, `/api/customers/C-ALPHA/sales?${range}`);
    expect(panel.period).toMatchObject({ from: '2026-01-01', to: '2026-02-28', lastYearFrom: '2025-01-01' });
    expect(figures(panel.brands)).toEqual({
      Cielo: [-6_995, 10_010],
      Luna: [3_000, 0],
      Other: [1_000, 2_000],
    });
    const months = Object.fromEntries(
      panel.months.map((r: { month: string; thisPeriodCents: number; lastPeriodCents: number }) => [
        r.month,
        [r.thisPeriodCents, r.lastPeriodCents],
      ]),
    );
    expect(months).toMatchObject({
      '2025-12': [5_000, 0],
      '2026-01': [12_005, 12_010],
      '2026-02': [-15_000, 0],
    });
  });

  it('a rep sees a customer in two states by the part shipped to theirs', async () => {
    const panel = await json(floridaRep, `/api/customers/C-BRAVO/sales?${range}`);
    expect(figures(panel.brands)).toEqual({ Cielo: [6_000, 0] });
  });

  it('a rep of other states gets no figures and no name, by the panel or its CSV', async () => {
    for (const url of ['/api/customers/C-ALPHA/sales', '/api/customers/C-ALPHA/sales/csv/months']) {
      const response = await newYorkRep.request('GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toMatch(/Alpha/);
    }
  });

  it('downloads its tables as CSV', async () => {
    const response = await admin.request('GET', `/api/customers/C-ALPHA/sales/csv/brands?${range}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="insights-brands-C-ALPHA.csv"',
    );
    expect(response.body).toContain('Cielo,-69.95,100.1,-169.9');
  });
});

describe('a customer’s reorder rhythm and risk', () => {
  it('gives its reorder interval and its risk', async () => {
    const panel = await json(floridaRep, '/api/customers/C-INTERVAL/sales');
    expect(panel).toMatchObject({
      lastInvoiceDate: addDays(today, -70),
      daysSinceLastInvoice: 70,
      reorderIntervalDays: 30,
      atRisk: { reasons: ['interval'] },
    });
    const steady = await json(floridaRep, '/api/customers/C-STEADY/sales');
    expect(steady).toMatchObject({ reorderIntervalDays: 25, atRisk: null });
    expect((await floridaRep.request('GET', '/api/customers/C-TEXAN/sales')).statusCode).toBe(404);
  });

  it('of a customer shipped to two states: from the invoices of both for an admin, from its Florida part for a Florida rep', async () => {
    await send('customers', { CustomerRet: [salesCustomer('C-SPLIT', 'Split Humidors', 'FL')] });
    // Florida 100 and 70 days ago, Georgia 85 and 40: gaps of 15, 15 and 30 days.
    await send('invoices', {
      InvoiceRet: [...invoicesOf('C-SPLIT', 'FL', [100, 70]), ...invoicesOf('C-SPLIT', 'GA', [85, 40])],
    });
    expect(await json(admin, '/api/customers/C-SPLIT/sales')).toMatchObject({
      lastInvoiceDate: addDays(today, -40),
      daysSinceLastInvoice: 40,
      reorderIntervalDays: 15,
      atRisk: { reasons: ['interval'] },
    });
    expect(await json(floridaRep, '/api/customers/C-SPLIT/sales')).toMatchObject({
      lastInvoiceDate: addDays(today, -70),
      reorderIntervalDays: null,
      atRisk: null,
    });
  });
});

describe('the first paths, under insight', () => {
  const headers = (successor: string) => ({
    deprecation: `@${Date.UTC(2026, 11, 6) / 1000}`,
    sunset: 'Sat, 06 Mar 2027 00:00:00 GMT',
    link: `<${successor}>; rel="successor-version"`,
  });

  it('answer what the new ones answer, saying they are deprecated and until when', async () => {
    for (const [old, now] of [
      [`/api/insights/customers/C-ALPHA?${range}`, `/api/customers/C-ALPHA/sales?${range}`],
      [
        `/api/insights/customers/C-ALPHA/csv/brands?${range}`,
        `/api/customers/C-ALPHA/sales/csv/brands?${range}`,
      ],
    ] as const) {
      const [before, after] = [await admin.request('GET', old), await admin.request('GET', now)];
      expect(before.statusCode, before.body).toBe(200);
      expect(before.body).toBe(after.body);
      expect(before.headers['content-disposition']).toBe(after.headers['content-disposition']);
      expect(before.headers).toMatchObject(headers(now.split('?')[0]!));
      expect(after.headers.deprecation).toBeUndefined();
    }
  });

  it('keep their scope, and say so on a refusal', async () => {
    const refused = await newYorkRep.request('GET', '/api/insights/customers/C-ALPHA');
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toMatch(/Alpha/);
    expect(refused.headers).toMatchObject(headers('/api/customers/C-ALPHA/sales'));
  });
});
