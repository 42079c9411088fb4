import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, sameDayLastYear, weekStartOf } from '../../domain/insights/periods.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { visitNote } from '../test/note-fixtures.js';
import {
  brandedItem,
  invoicesDaysAgo,
  mirrorSender,
  salesCustomer,
  salesInvoice,
} from '../test/sales-fixtures.js';
import { companyToday } from './figures.js';

/**
 * The at-risk rules as of the company's today (dates are relative to it):
 *   Interval (FL), Texan (TX): $100 invoices 130, 100 and 70 days ago: every 30 days, silent for 70 > 45.
 *   Drop (FL): $600 a year before 10 days ago, $100 five days ago: down 83 % on the same 90 days.
 *   Steady (FL): $100 invoices 60, 30 and 10 days ago: every 25 days, last 10 days ago.
 */
let t: TestApp;
let today: string;
let send: Awaited<ReturnType<typeof mirrorSender>>;
let admin: TestSession;
let floridaRep: TestSession;
let newYorkRep: TestSession;

const invoicesOf = (customer: string, shipState: string, daysAgo: number[], amount?: string) =>
  invoicesDaysAgo(today, customer, shipState, daysAgo, amount);

beforeAll(async () => {
  t = await createTestApp();
  today = (await companyToday(t.runtime.database.db)).today;
  send = await mirrorSender(t);
  await send('customers', {
    CustomerRet: [
      salesCustomer('C-INTERVAL', 'Interval Cigars', 'FL'),
      salesCustomer('C-DROP', 'Drop Smoke', 'FL'),
      salesCustomer('C-STEADY', 'Steady Leaf', 'FL'),
      salesCustomer('C-TEXAN', 'Texan Cigars', 'TX'),
    ],
  });
  await send('items', { ItemInventoryRet: [brandedItem('I-CIELO', 'Cielo')] });
  await send('invoices', {
    InvoiceRet: [
      ...invoicesOf('C-INTERVAL', 'FL', [130, 100, 70]),
      ...invoicesOf('C-TEXAN', 'TX', [130, 100, 70]),
      ...invoicesOf('C-STEADY', 'FL', [60, 30, 10]),
      ...invoicesOf('C-DROP', 'FL', [5]),
      salesInvoice({
        id: 'C-DROP-last-year',
        customer: 'C-DROP',
        date: sameDayLastYear(addDays(today, -10)),
        shipState: 'FL',
        rep: 'FL',
        lines: [['I-CIELO', '600.00']],
      }),
    ],
  });
  admin = await t.userSession({ email: 'admin@risk.test', role: 'admin' });
  floridaRep = await t.userSession({ email: 'fl@risk.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  newYorkRep = await t.userSession({ email: 'ny@risk.test', role: 'rep', states: ['NY'], repCode: 'NY' });
});
afterAll(() => t.close());

const json = async (session: TestSession, url: string) => {
  const response = await session.request('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('at risk', () => {
  it('lists each customer with the rule that put it there, most value at stake first', async () => {
    const { asOf, rows } = await json(admin, '/api/insights/at-risk');
    expect(asOf).toBe(today);
    expect(rows).toEqual([
      expect.objectContaining({
        customerName: 'Interval Cigars',
        reasons: ['interval'],
        daysSinceLastInvoice: 70,
        reorderIntervalDays: 30,
        lastYearCents: 30_000,
      }),
      expect.objectContaining({ customerName: 'Texan Cigars', reasons: ['interval'], state: 'TX' }),
      expect.objectContaining({
        customerName: 'Drop Smoke',
        reasons: ['drop'],
        reorderIntervalDays: null,
        last90DaysCents: 10_000,
        sameDaysLastYearCents: 60_000,
        lastYearCents: 10_000,
      }),
    ]);
  });

  it('a rep sees and counts only the customers of their states', async () => {
    const { rows } = await json(floridaRep, '/api/insights/at-risk');
    expect(rows.map((r: { customerListId: string }) => r.customerListId)).toEqual(['C-INTERVAL', 'C-DROP']);
    expect(await json(floridaRep, '/api/insights/at-risk/count')).toEqual({ count: 2 });
    expect(await json(newYorkRep, '/api/insights/at-risk/count')).toEqual({ count: 0 });
    const csv = await newYorkRep.request('GET', '/api/insights/at-risk?format=csv');
    expect(csv.body).not.toMatch(/Interval|Drop|Texan/);
  });

  it('downloads as CSV with the reason in words', async () => {
    const csv = await floridaRep.request('GET', '/api/insights/at-risk?format=csv');
    expect(csv.body.split('\r\n')[1]).toBe(
      `Interval Cigars,FL,Overdue for its usual reorder,${addDays(today, -70)},70,30,100,0,300`,
    );
  });

  it('a short list keeps the customers worth the most, those worth the same by name', async () => {
    // Worth what Interval and Texan are worth; first by name, last by id.
    await send('customers', { CustomerRet: [salesCustomer('C-ZED', 'Albany Cigars', 'GA')] });
    await send('invoices', { InvoiceRet: invoicesOf('C-ZED', 'GA', [130, 100, 70]) });
    const names = async (limit: number) =>
      (await json(admin, `/api/insights/at-risk?limit=${limit}`)).rows.map(
        (r: { customerName: string }) => r.customerName,
      );
    expect(await names(1)).toEqual(['Albany Cigars']);
    expect(await names(2)).toEqual(['Albany Cigars', 'Interval Cigars']);
    expect(await names(4)).toEqual(['Albany Cigars', 'Interval Cigars', 'Texan Cigars', 'Drop Smoke']);
    expect(await json(admin, '/api/insights/at-risk/count')).toEqual({ count: 4 });
  });
});

describe('the summary follows the import', () => {
  it('a document sent again replaces its figures, a deleted one leaves them', async () => {
    const range = `range=custom&from=${addDays(today, -5)}&to=${today}`;
    const drop = () => json(admin, `/api/insights/summary?${range}`);
    expect((await drop()).netSales.thisPeriodCents).toBe(10_000);
    await send('invoices', {
      InvoiceRet: salesInvoice({
        id: 'C-DROP-5',
        customer: 'C-DROP',
        date: addDays(today, -5),
        shipState: 'FL',
        rep: 'FL',
        lines: [
          ['I-CIELO', '40.00'],
          ['I-NONE', '2.50'],
        ],
      }),
    });
    expect((await drop()).netSales.thisPeriodCents).toBe(4_250);
    const brands = await json(admin, `/api/insights/by/brand?${range}`);
    expect(
      brands.rows.map((r: { key: string; thisPeriodCents: number }) => [r.key, r.thisPeriodCents]),
    ).toEqual([
      ['Cielo', 4_000],
      ['Other', 250],
    ]);
    await send('deleted', { TxnDeletedRet: { TxnDelType: 'Invoice', TxnID: 'C-DROP-5' } });
    expect((await drop()).netSales.thisPeriodCents).toBe(0);
  });
});

describe('rep activity', () => {
  it('counts each user’s notes, visits, orders and new customers per week', async () => {
    for (const tags of [['Visit'], [], ['Visit']]) {
      const response = await floridaRep.request('POST', '/api/notes', visitNote('C-STEADY', tags));
      expect(response.statusCode, response.body).toBe(201);
    }
    const week = weekStartOf(today);
    const { rows } = await json(admin, '/api/insights/rep-activity?range=last12');
    expect(rows).toEqual([
      expect.objectContaining({
        userId: floridaRep.userId,
        repCode: 'FL',
        weekStart: week,
        notes: 3,
        visits: 2,
        orders: 0,
      }),
    ]);
    expect((await json(newYorkRep, '/api/insights/rep-activity?range=last12')).rows).toEqual([]);
    expect((await json(admin, '/api/insights/rep-activity?range=last12&rep=NY')).rows).toEqual([]);
  });
});
