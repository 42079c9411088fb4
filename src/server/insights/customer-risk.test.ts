import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../domain/access/policy.js';
import { addDays } from '../../domain/insights/periods.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import {
  brandedItem,
  mirrorSender,
  salesCreditMemo,
  salesCustomer,
  salesInvoice,
} from '../test/sales-fixtures.js';
import { findPrincipal } from '../users/queries.js';
import { riskFacts } from './customer-risk.js';
import { customerDays, riskOfDays, riskWindowsOf } from './customer-sums.js';
import { companyToday } from './figures.js';
import type { SalesFilters } from './sums.js';

/**
 * The at-risk facts kept per customer row (decision 0195) are what working them out from the rows'
 * days gives, for an admin, a rep and a state filter, on any day, after any import: a customer's
 * row changed by the import is worked out again, and so is every row on another day.
 */
let t: TestApp;
let today: string;
let send: Awaited<ReturnType<typeof mirrorSender>>;
let users: Principal[];

const invoice = (id: string, customer: string, shipState: string, daysAgo: number, amount = '100.00') =>
  salesInvoice({
    id,
    customer,
    date: addDays(today, -daysAgo),
    shipState,
    rep: shipState,
    lines: [['I-RISK', amount]],
  });

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.runtime.database;
  today = (await companyToday(db)).today;
  send = await mirrorSender(t);
  await send('customers', {
    CustomerRet: [
      salesCustomer('C-ONE', 'One State', 'FL'),
      salesCustomer('C-TWO', 'Two States', 'FL'),
      salesCustomer('C-GONE', 'Gone Quiet', 'TX'),
    ],
  });
  await send('items', { ItemInventoryRet: [brandedItem('I-RISK', 'Risky')] });
  await send('invoices', {
    InvoiceRet: [
      ...[200, 150, 100, 60].map((days) => invoice(`ONE-${days}`, 'C-ONE', 'FL', days)),
      ...[120, 90, 30].map((days) => invoice(`TWO-FL-${days}`, 'C-TWO', 'FL', days, '250.00')),
      invoice('TWO-GA-45', 'C-TWO', 'GA', 45, '75.00'),
      ...[400, 380, 370].map((days) => invoice(`GONE-${days}`, 'C-GONE', 'TX', days, '900.00')),
    ],
  });
  // Georgia's part of C-TWO also has a credit without an invoice of its own in the window.
  await send('creditmemos', {
    CreditMemoRet: [
      salesCreditMemo({
        id: 'TWO-GA-CREDIT',
        customer: 'C-TWO',
        date: addDays(today, -20),
        shipState: 'GA',
        rep: 'GA',
        lines: [['I-RISK', '30.00']],
      }),
    ],
  });
  const admin = await t.userSession({ email: 'admin@kept-risk.test', role: 'admin' });
  const fl = await t.userSession({ email: 'fl@kept-risk.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  users = await Promise.all([admin, fl].map(async (s) => (await findPrincipal(db, s.userId))!));
});
afterAll(() => t.close());

const byCustomer = <T extends { customerListId: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.customerListId.localeCompare(b.customerListId));

/** Kept and worked out from the days, for every user and filter, as of `day`. */
async function expectKept(day: string) {
  const { db } = t.runtime.database;
  for (const user of users)
    for (const filters of [{}, { state: 'FL' }, { state: 'GA' }] as SalesFilters[]) {
      const kept = await riskFacts(db, user, filters, day);
      const worked = [];
      for (const [customerListId, lists] of await customerDays(db, user, filters, day)) {
        const { invoices, ...fact } = riskOfDays(lists, riskWindowsOf(day));
        if (invoices > 0) worked.push({ customerListId, ...fact });
      }
      expect(byCustomer(kept), `${user.email} ${JSON.stringify(filters)} ${day}`).toEqual(byCustomer(worked));
    }
}

describe('at-risk facts kept per customer row', () => {
  it('match the days on any day and after any import', async () => {
    const { db } = t.runtime.database;
    await expectKept(today);
    const twoForAdmin = (await riskFacts(db, users[0]!, {}, today)).find((f) => f.customerListId === 'C-TWO');
    expect(twoForAdmin).toMatchObject({ last90DaysCents: 25_000 + 7_500 - 3_000 });

    // A new invoice and a deleted one change only the imported rows.
    await send('invoices', { InvoiceRet: [invoice('ONE-5', 'C-ONE', 'FL', 5)] });
    await send('deleted', { TxnDeletedRet: { TxnDelType: 'Invoice', TxnID: 'TWO-FL-30' } });
    await expectKept(today);
    expect(await db.selectFrom('customerRiskChanges').select('customerListId').execute()).toEqual([]);

    // Other days: a month on, and back to a day before the newest invoices.
    await expectKept(addDays(today, 30));
    await expectKept(addDays(today, -25));
    await expectKept(today);
  });
});
