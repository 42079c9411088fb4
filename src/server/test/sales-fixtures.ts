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
