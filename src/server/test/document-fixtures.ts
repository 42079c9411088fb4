import type { Db } from '../db/database.js';

/** Small mirror fixtures for API tests: customers, items and documents in chosen states. */
export async function insertCustomer(db: Db, listId: string, state: string, fullName = `Shop ${listId}`) {
  await db
    .insertInto('customers')
    .values({
      listId,
      fullName,
      companyName: fullName,
      firstName: 'Pat',
      lastName: `Owner ${listId}`,
      accountNumber: `A-${listId}`,
      phone: '305-555-0100',
      email: `${listId.toLowerCase()}@shop.test`,
      balance: 0,
      isActive: true,
      state,
      shipState: state,
      city: `City ${listId}`,
      shipCity: `City ${listId}`,
      billAddress: { addr1: '1 Main St', city: `City ${listId}`, state, postalCode: '33101' },
      shipAddress: { addr1: '1 Main St', city: `City ${listId}`, state, postalCode: `3310${listId.length}` },
      termsName: 'Net 30',
      priceLevelListId: null,
      priceLevelName: null,
      salesRepName: null,
      isTaaMember: false,
      dataExt: [],
      additionalContacts: [],
      searchText: fullName.toLowerCase(),
      timeCreated: '2020-01-01T00:00:00.000Z',
      timeModified: null,
      editSequence: null,
      raw: {},
    })
    .execute();
}

export async function insertItem(
  db: Db,
  listId: string,
  name: string,
  extra: { brand?: string; msrp?: number | null; itemType?: string } = {},
) {
  await db
    .insertInto('items')
    .values({
      listId,
      name,
      fullName: name,
      salesDesc: `${name} box`,
      salesPrice: 100,
      quantityOnHand: 10,
      quantityOnSalesOrder: 0,
      brand: extra.brand ?? 'Misc',
      sticks: 20,
      itemType: extra.itemType ?? 'Cigar',
      msrp: extra.msrp ?? null,
      isActive: true,
      kind: 'inventory',
      timeModified: null,
      editSequence: null,
      raw: {},
    })
    .execute();
}

interface Line {
  itemListId: string;
  itemName: string;
  quantity: number;
  rate: number;
  invoiced?: number;
}

const headerOf = (
  txnId: string,
  refNumber: string,
  txnDate: string,
  customerListId: string,
  shipState: string,
) => ({
  txnId,
  refNumber,
  txnDate,
  customerListId,
  customerName: `Shop ${customerListId}`,
  shipState,
  billAddress: { addr1: '1 Main St', state: shipState },
  shipAddress: { addr1: '1 Main St', state: shipState },
  termsName: 'Net 30',
  salesRepName: 'JS',
  poNumber: 'PO-1',
  linkedTxns: [],
  memo: null,
  timeModified: null,
  editSequence: null,
  raw: {},
});

const linesOf = (txnId: string, txnDate: string, customerListId: string, lines: Line[]) =>
  lines.map((l, i) => ({
    txnId,
    lineNo: i + 1,
    txnLineId: `${txnId}-${i + 1}`,
    itemListId: l.itemListId,
    itemName: l.itemName,
    desc: `${l.itemName} desc`,
    quantity: l.quantity,
    rate: l.rate,
    amount: l.quantity * l.rate,
    customerListId,
    txnDate,
  }));

const subtotalOf = (lines: Line[]) => lines.reduce((sum, l) => sum + l.quantity * l.rate, 0);

export async function insertInvoice(
  db: Db,
  doc: { txnId: string; refNumber: string; txnDate: string; customerListId: string; shipState: string },
  lines: Line[],
  extra: { dueDate?: string | null; balanceRemaining?: number } = {},
) {
  await db
    .insertInto('invoices')
    .values({
      ...headerOf(doc.txnId, doc.refNumber, doc.txnDate, doc.customerListId, doc.shipState),
      subtotal: subtotalOf(lines),
      dueDate: extra.dueDate ?? null,
      balanceRemaining: extra.balanceRemaining ?? 0,
      isPaid: (extra.balanceRemaining ?? 0) === 0,
      tracking: [],
    })
    .execute();
  if (lines.length)
    await db
      .insertInto('invoiceLines')
      .values(linesOf(doc.txnId, doc.txnDate, doc.customerListId, lines))
      .execute();
}

export async function insertSalesOrder(
  db: Db,
  doc: { txnId: string; refNumber: string; txnDate: string; customerListId: string; shipState: string },
  lines: Line[],
  isFullyInvoiced = false,
) {
  await db
    .insertInto('salesOrders')
    .values({
      ...headerOf(doc.txnId, doc.refNumber, doc.txnDate, doc.customerListId, doc.shipState),
      subtotal: subtotalOf(lines),
      fob: 'Miami',
      isFullyInvoiced,
      isManuallyClosed: false,
    })
    .execute();
  if (lines.length) {
    await db
      .insertInto('salesOrderLines')
      .values(
        linesOf(doc.txnId, doc.txnDate, doc.customerListId, lines).map((l, i) => ({
          ...l,
          invoiced: lines[i]?.invoiced ?? 0,
        })),
      )
      .execute();
  }
}

export async function insertCreditMemo(
  db: Db,
  doc: { txnId: string; refNumber: string; txnDate: string; customerListId: string; shipState: string },
  lines: Line[],
  creditRemaining: number,
) {
  await db
    .insertInto('creditMemos')
    .values({
      ...headerOf(doc.txnId, doc.refNumber, doc.txnDate, doc.customerListId, doc.shipState),
      subtotal: subtotalOf(lines),
      totalAmount: subtotalOf(lines),
      creditRemaining,
    })
    .execute();
  if (lines.length)
    await db
      .insertInto('creditMemoLines')
      .values(linesOf(doc.txnId, doc.txnDate, doc.customerListId, lines))
      .execute();
}
