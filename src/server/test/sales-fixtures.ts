import { addDays } from '../../domain/insights/periods.js';
import { createIntegrationToken } from '../mirror/tokens.js';
import type { TestApp } from './harness.js';

/**
 * Sales documents for the insight tests, sent through the mirror's import API like QuickBooks
 * sends them, so the summary the insight routes read is the one the import keeps.
 */
export async function mirrorSender(t: TestApp) {
  const { secret } = await createIntegrationToken(t.runtime.database.db, { name: 'sales', createdBy: null });
  return async (entity: string, payload: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/import/${entity}`,
      headers: { authorization: `Bearer ${secret}` },
      payload,
    });
    const body = response.json<{ accepted: number; rejected: unknown[] }>();
    if (response.statusCode !== 200 || body.rejected.length)
      throw new Error(`import ${entity}: ${response.body}`);
  };
}

export const salesCustomer = (id: string, name: string, billState: string, shipState?: string) => ({
  ListID: id,
  FullName: name,
  CompanyName: name,
  IsActive: 'true',
  BillAddress: { City: 'Town', State: billState },
  ...(shipState && { ShipAddress: { City: 'Port', State: shipState } }),
});

/** A customer as QuickBooks sends it, billed and shipped at one address (placed by its ZIP). */
export const customerAt = (
  id: string,
  name: string,
  address: Record<string, string>,
  extra: Record<string, string> = {},
) => ({
  ListID: id,
  FullName: name,
  CompanyName: name,
  IsActive: 'true',
  ...extra,
  BillAddress: address,
  ShipAddress: address,
});

export const brandedItem = (id: string, brand?: string) => ({
  ListID: id,
  Name: id,
  ...(brand && { DataExtRet: { DataExtName: 'Brand', DataExtValue: brand } }),
});

interface SalesDocument {
  id: string;
  customer: string;
  date: string;
  shipState: string;
  rep: string;
  /** [item ListID, amount in dollars]; the Subtotal is their sum unless given. */
  lines: [string, string][];
  subtotal?: string;
}

function document({ id, customer, date, shipState, rep, lines, subtotal }: SalesDocument, lineKey: string) {
  const sum = lines.reduce((total, [, amount]) => total + Math.round(Number(amount) * 100), 0);
  return {
    TxnID: id,
    RefNumber: id,
    TxnDate: date,
    CustomerRef: { ListID: customer, FullName: customer },
    ShipAddress: { State: shipState },
    SalesRepRef: { FullName: rep },
    Subtotal: subtotal ?? (sum / 100).toFixed(2),
    [lineKey]: lines.map(([item, amount], i) => ({
      TxnLineID: `${id}-${i}`,
      ItemRef: { ListID: item, FullName: item },
      Quantity: '1',
      Rate: amount,
      Amount: amount,
    })),
  };
}

export const salesInvoice = (d: SalesDocument) => document(d, 'InvoiceLineRet');
export const salesCreditMemo = (d: SalesDocument) => document(d, 'CreditMemoLineRet');

/** The period `sendThreeCustomersSales`'s figures are computed for, as a query string. */
export const januaryFebruary = 'range=custom&from=2026-01-01&to=2026-02-28';

/**
 * Three customers' sales for the insight and Sales panel tests (decision 0284), sent through the
 * import. Hand-computed figures (cents) for January–February 2026 against January–February 2025:
 *   Alpha (FL):           2025-01-15 inv 120.10 (Cielo 100.10, no brand 20.00), 2025-12-31 inv Luna 50.00,
 *                         2026-01-01 inv Cielo 80.05, 2026-01-31 inv Luna 30.00 + no brand 10.00,
 *                         2026-02-05 credit memo Cielo 150.00 (more than Florida's February invoices)
 *   Bravo (bills GA, ships FL): 2025-02-10 inv Cielo 200.00 to GA, 2025-02-20 credit memo 25.00 without lines to GA,
 *                         2026-02-01 inv Cielo 60.00 to FL, 2026-02-10 inv Luna 70.00 to GA
 *   Charlie (TX):         2026-02-15 inv Cielo 500.00
 */
export async function sendThreeCustomersSales(t: TestApp) {
  const send = await mirrorSender(t);
  await send('customers', {
    CustomerRet: [
      salesCustomer('C-ALPHA', 'Alpha Cigars', 'FL'),
      salesCustomer('C-BRAVO', 'Bravo Smoke', 'GA', 'FL'),
      salesCustomer('C-CHARLIE', 'Charlie Leaf', 'TX'),
    ],
  });
  await send('items', {
    ItemInventoryRet: [
      brandedItem('I-CIELO', 'Cielo'),
      brandedItem('I-LUNA', 'Luna'),
      brandedItem('I-PLAIN'),
    ],
  });
  const alpha = { customer: 'C-ALPHA', shipState: 'FL', rep: 'FL' };
  const bravo = { customer: 'C-BRAVO', rep: 'SW' };
  await send('invoices', {
    InvoiceRetList: undefined,
    InvoiceRet: [
      salesInvoice({
        ...alpha,
        id: 'A1',
        date: '2025-01-15',
        lines: [
          ['I-CIELO', '100.10'],
          ['I-PLAIN', '20.00'],
        ],
      }),
      salesInvoice({ ...alpha, id: 'A2', date: '2025-12-31', lines: [['I-LUNA', '50.00']] }),
      salesInvoice({ ...alpha, id: 'A3', date: '2026-01-01', lines: [['I-CIELO', '80.05']] }),
      salesInvoice({
        ...alpha,
        id: 'A4',
        date: '2026-01-31',
        lines: [
          ['I-LUNA', '30.00'],
          ['I-PLAIN', '10.00'],
        ],
      }),
      salesInvoice({
        ...bravo,
        id: 'B1',
        date: '2025-02-10',
        shipState: 'GA',
        lines: [['I-CIELO', '200.00']],
      }),
      salesInvoice({
        ...bravo,
        id: 'B2',
        date: '2026-02-01',
        shipState: 'FL',
        rep: 'FL',
        lines: [['I-CIELO', '60.00']],
      }),
      salesInvoice({ ...bravo, id: 'B3', date: '2026-02-10', shipState: 'GA', lines: [['I-LUNA', '70.00']] }),
      salesInvoice({
        customer: 'C-CHARLIE',
        rep: 'TX',
        id: 'C1',
        date: '2026-02-15',
        shipState: 'TX',
        lines: [['I-CIELO', '500.00']],
      }),
    ],
  });
  await send('creditmemos', {
    CreditMemoRet: [
      salesCreditMemo({ ...alpha, id: 'CM1', date: '2026-02-05', lines: [['I-CIELO', '150.00']] }),
      salesCreditMemo({
        ...bravo,
        id: 'CM2',
        date: '2025-02-20',
        shipState: 'GA',
        lines: [],
        subtotal: '25.00',
      }),
    ],
  });
}

/** $100 (or `amount`) invoices of one customer so many days before `today`, with one Cielo line each. */
export const invoicesDaysAgo = (
  today: string,
  customer: string,
  shipState: string,
  daysAgo: number[],
  amount = '100.00',
) =>
  daysAgo.map((days) =>
    salesInvoice({
      id: `${customer}-${days}`,
      customer,
      date: addDays(today, -days),
      shipState,
      rep: shipState,
      lines: [['I-CIELO', amount]],
    }),
  );
