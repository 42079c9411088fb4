import { monthsBefore } from '../../domain/customer-stats/rules.js';
import type { Db } from '../db/database.js';
import {
  insertCreditMemo,
  insertCustomer,
  insertInvoice,
  insertItem,
  insertSalesOrder,
} from './document-fixtures.js';

export const today = new Date().toISOString().slice(0, 10);
export const ago = (months: number) => monthsBefore(today, months);
export const line = (itemListId: string, itemName: string, quantity: number, rate = 10) => ({
  itemListId,
  itemName,
  quantity,
  rate,
});

/**
 * Two customers (C-FL, C-TX), assortment products and a year of documents for C-FL, one shipped to
 * Texas: what the customer records' and the customer stats' tests read.
 */
export async function insertCustomerDocuments(db: Db): Promise<void> {
  await insertCustomer(db, 'C-FL', 'FL');
  await insertCustomer(db, 'C-TX', 'TX');
  await insertItem(db, 'P-1', 'p-CO54', { brand: 'Cosecha' });
  await insertItem(db, 'P-2', 'p-CO60', { brand: 'Cosecha' });
  await insertItem(db, 'P-3', 'p-ADF109', { brand: 'A.Fuego', itemType: 'TAA Exclusive' });
  await insertItem(db, 'P-4', 'p-XX1', { brand: '' });
  await insertItem(db, 'H-1', 'humidor');
  await insertItem(db, 'S-1', 'ps-DR01', { brand: 'Don Rafael' });
  const doc = (txnId: string, txnDate: string, shipState = 'FL') => ({
    txnId,
    refNumber: txnId,
    txnDate,
    customerListId: 'C-FL',
    shipState,
  });
  await insertInvoice(db, doc('INV-1', ago(1)), [
    line('P-1', 'p-CO54', 2),
    line('H-1', 'humidor', 1, 300),
    line('S-1', 'ps-DR01', 1, 0),
  ]);
  await insertInvoice(db, doc('INV-2', ago(7)), [line('P-2', 'p-CO60', 4)]);
  await insertInvoice(db, doc('INV-3', ago(12)), [line('P-3', 'p-ADF109', 1)]);
  // Shipped to Texas: hidden from the Florida rep even on a Florida customer.
  await insertInvoice(db, doc('INV-TX', ago(2), 'TX'), [line('P-4', 'p-XX1', 9)]);
  await insertSalesOrder(db, doc('SO-1', ago(0)), [{ ...line('P-2', 'p-CO60', 5), invoiced: 2 }]);
  await insertSalesOrder(db, doc('SO-2', ago(3)), [line('P-1', 'p-CO54', 5)], true);
  await insertCreditMemo(db, doc('CM-1', ago(2)), [line('P-1', 'p-CO54', 1)], 10);
}
