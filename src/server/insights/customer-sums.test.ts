import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/insights/periods.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { brandedItem, mirrorSender, salesCustomer, salesInvoice } from '../test/sales-fixtures.js';
import { companyToday } from './figures.js';

/**
 * The top customers under a brand filter read only the rows listing the brand (a LIKE on their
 * brand names): a brand's wildcards, quotes and backslashes are taken literally, and a brand
 * differing only in case is another brand.
 */
let t: TestApp;
let admin: TestSession;
const odd = 'Half_%\\Off "Gold"';
const brands = { 'I-ODD': odd, 'I-WILD': 'HalfX%\\Off "Gold"', 'I-CASE': 'HALF_%\\OFF "GOLD"' };

beforeAll(async () => {
  t = await createTestApp();
  const { today } = await companyToday(t.runtime.database.db);
  const send = await mirrorSender(t);
  await send('customers', {
    CustomerRet: Object.keys(brands).map((item) => salesCustomer(`C${item}`, `Buyer of ${item}`, 'FL')),
  });
  await send('items', {
    ItemInventoryRet: Object.entries(brands).map(([item, brand]) => brandedItem(item, brand)),
  });
  await send('invoices', {
    InvoiceRet: Object.keys(brands).map((item) =>
      salesInvoice({
        id: `INV${item}`,
        customer: `C${item}`,
        date: addDays(today, -3),
        shipState: 'FL',
        rep: 'FL',
        lines: [[item, '10.00']],
      }),
    ),
  });
  admin = await t.userSession({ email: 'admin@customer-sums.test', role: 'admin' });
});
afterAll(() => t.close());

describe('top customers of a brand', () => {
  it('finds the brand’s customers only, whatever its name holds', async () => {
    const response = await admin.request(
      'GET',
      `/api/insights/by/customer?range=last12&brand=${encodeURIComponent(odd)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ rows: { key: string; thisPeriodCents: number }[] }>().rows).toEqual([
      expect.objectContaining({ key: 'CI-ODD', thisPeriodCents: 1_000 }),
    ]);
  });
});
