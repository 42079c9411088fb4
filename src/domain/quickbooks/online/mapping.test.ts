import { describe, expect, it } from 'vitest';
import { normalizeCustomer } from '../../mirror/customers.js';
import { normalizeItem } from '../../mirror/items.js';
import { normalizeTerms } from '../../mirror/lists.js';
import { normalizeCreditMemo, normalizeInvoice, normalizeSalesOrder } from '../../mirror/transactions.js';
import { normalizeListDeleted, normalizeTxnDeleted } from '../../mirror/deleted.js';
import {
  sampleCreditMemo,
  sampleCustomer,
  sampleEstimate,
  sampleInvoice,
  sampleItem,
  sampleTerm,
} from '../../test/quickbooks-online-samples.js';
import {
  creditMemoDoc,
  customerDoc,
  deletionsOf,
  estimateDoc,
  invoiceDoc,
  itemDoc,
  mapPage,
  onlineId,
  termDoc,
} from './mapping.js';

const terms = new Map([[onlineId('3'), 'Net 30']]);

/** The mapped document through the Desktop normalizer: what the mirror will hold. */
function rowOf<T>(result: { ok: true; row: T } | { ok: false; reason: string }): T {
  if (!result.ok) throw new Error(result.reason);
  return result.row;
}

describe('QuickBooks Online customers, items and terms as Desktop documents', () => {
  it('maps a Customer: names, contacts, CountrySubDivisionCode as the state, the term by its id', () => {
    expect(rowOf(normalizeCustomer(customerDoc(sampleCustomer, terms)))).toMatchObject({
      listId: 'QBO-1',
      fullName: "Amy's Bird Sanctuary",
      companyName: "Amy's Bird Sanctuary",
      firstName: 'Amy',
      lastName: 'Lauterbach',
      phone: '(650) 555-3311',
      email: 'Birds@Intuit.com',
      balance: 239,
      isActive: true,
      state: 'CA',
      shipState: 'CA',
      city: 'Bayshore',
      billAddress: { addr1: '4581 Finch St.', city: 'Bayshore', state: 'CA', postalCode: '94326' },
      termsName: 'Net 30',
      timeCreated: '2014-09-11T23:48:43.000Z',
      timeModified: '2014-09-18T19:56:01.000Z',
      editSequence: '0',
    });
  });

  it.each([
    ['inactive', { Active: false }, { isActive: false }],
    ['a sub-customer', { FullyQualifiedName: "Amy's:Aviary" }, { fullName: "Amy's:Aviary" }],
    [
      'a term named in its ref',
      { SalesTermRef: { value: '9', name: 'Due on receipt' } },
      { termsName: 'Due on receipt' },
    ],
    [
      'no addresses',
      { BillAddr: undefined, ShipAddr: undefined },
      { state: null, shipState: null, billAddress: {} },
    ],
  ])('maps a Customer with %s', (_label, change, expected) => {
    expect(rowOf(normalizeCustomer(customerDoc({ ...sampleCustomer, ...change }, terms)))).toMatchObject(
      expected,
    );
  });

  it.each([
    ['Inventory', 'ItemInventoryRet', 'inventory', { quantityOnHand: 25 }],
    ['NonInventory', 'ItemNonInventoryRet', 'other', { quantityOnHand: 0 }],
    ['Service', 'ItemServiceRet', 'service', {}],
  ] as const)('maps an Item of type %s with its price and quantity on hand', (type, retKey, kind, extra) => {
    const mapped = itemDoc({
      ...sampleItem,
      Type: type,
      ...(type === 'Inventory' ? {} : { QtyOnHand: undefined }),
    });
    expect(mapped?.retKey).toBe(retKey);
    expect(rowOf(normalizeItem(retKey, mapped?.doc))).toMatchObject({
      listId: 'QBO-11',
      name: 'Pump',
      salesDesc: 'Fountain Pump',
      salesPrice: 15,
      isActive: true,
      kind,
      brand: 'Misc',
      ...extra,
    });
  });

  it.each(['Category', 'Group'])('leaves out an Item of type %s', (type) => {
    expect(itemDoc({ ...sampleItem, Type: type })).toBeNull();
  });

  it('maps a Term, standard or date driven', () => {
    const standard = termDoc(sampleTerm);
    expect(standard.retKey).toBe('StandardTermsRet');
    expect(rowOf(normalizeTerms(standard.doc))).toMatchObject({
      listId: 'QBO-3',
      name: 'Net 30',
      isActive: true,
    });
    expect(termDoc({ ...sampleTerm, Type: 'DATE_DRIVEN' }).retKey).toBe('DateDrivenTermsRet');
  });
});

describe('QuickBooks Online transactions as Desktop documents', () => {
  it('maps an Invoice: number, date, customer, lines, ship state, balance, tax left out of the subtotal', () => {
    const doc = invoiceDoc(sampleInvoice, terms);
    const result = normalizeInvoice(doc);
    if (!result.ok) throw new Error(result.reason);
    expect(result.row).toMatchObject({
      txnId: 'QBO-130',
      refNumber: '1037',
      txnDate: '2014-09-19',
      dueDate: '2014-10-19',
      customerListId: 'QBO-24',
      customerName: 'Sonnenschein Family Store',
      shipState: 'CA',
      termsName: 'Net 30',
      subtotal: 335.25,
      balanceRemaining: 362.07,
      isPaid: false,
      linkedTxns: [{ txnId: 'QBO-100', txnType: 'Estimate', refNumber: null, txnDate: null, amount: null }],
      editSequence: '0',
      timeModified: '2014-09-19T20:16:17.000Z',
    });
    expect(result.lines).toEqual([
      expect.objectContaining({
        txnId: 'QBO-130',
        lineNo: 1,
        itemListId: 'QBO-5',
        itemName: 'Rock Fountain',
        quantity: 1,
        rate: 275,
        amount: 275,
      }),
      expect.objectContaining({ lineNo: 2, itemListId: 'QBO-11', desc: 'Fountain Pump', amount: 12.75 }),
      expect.objectContaining({
        lineNo: 3,
        itemListId: 'QBO-3',
        quantity: 5,
        rate: 9.5,
        amount: 47.5,
        customerListId: 'QBO-24',
      }),
    ]);
  });

  it.each([
    ['paid', { Balance: 0 }, { isPaid: true, balanceRemaining: 0 }],
    ['tracking numbers', { TrackingNum: '1Z999, 1Z998' }, { tracking: ['1Z999', '1Z998'] }],
    [
      'a private note as the memo',
      { PrivateNote: 'Leave at the back door' },
      { memo: 'Leave at the back door' },
    ],
    [
      'a PO number custom field',
      { CustomField: [{ DefinitionId: '2', Name: 'P.O. Number', Type: 'StringType', StringValue: 'PO-77' }] },
      { poNumber: 'PO-77' },
    ],
    ['no ship address', { ShipAddr: undefined }, { shipState: null }],
    [
      'its payment link, kept in the mirrored document for the shop\'s "Pay"',
      { InvoiceLink: 'https://connect.intuit.com/t/scs-v1-abc' },
      { raw: expect.objectContaining({ InvoiceLink: 'https://connect.intuit.com/t/scs-v1-abc' }) },
    ],
  ])('maps an Invoice with %s', (_label, change, expected) => {
    expect(rowOf(normalizeInvoice(invoiceDoc({ ...sampleInvoice, ...change }, terms)))).toMatchObject(
      expected,
    );
  });

  it('flattens a bundle (group) line, keeps a description-only line and makes a discount negative', () => {
    const result = normalizeInvoice(
      invoiceDoc({
        ...sampleInvoice,
        Line: [
          {
            DetailType: 'GroupLineDetail',
            GroupLineDetail: {
              GroupItemRef: { value: '19', name: 'Gift box' },
              Line: [sampleInvoice.Line[0], sampleInvoice.Line[1]],
            },
          },
          { Id: '7', Description: 'Thank you', DetailType: 'DescriptionOnly', DescriptionLineDetail: {} },
          { Amount: 10, DetailType: 'DiscountLineDetail', DiscountLineDetail: { PercentBased: false } },
          sampleInvoice.Line[3],
        ],
      }),
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.lines.map((l) => [l.itemName, l.desc, l.amount])).toEqual([
      ['Rock Fountain', 'Rock Fountain', 275],
      ['Pump', 'Fountain Pump', 12.75],
      [null, 'Thank you', 0],
      [null, 'Discount', -10],
    ]);
  });

  it('refuses an Invoice without a customer, with the reason the import gives', () => {
    const result = normalizeInvoice(invoiceDoc({ ...sampleInvoice, CustomerRef: undefined }));
    expect(result.ok ? '' : result.reason).toBe('CustomerRef is required');
  });

  it('maps a CreditMemo with its total and RemainingCredit', () => {
    const result = normalizeCreditMemo(creditMemoDoc(sampleCreditMemo));
    if (!result.ok) throw new Error(result.reason);
    expect(result.row).toMatchObject({
      txnId: 'QBO-73',
      refNumber: '1026',
      customerListId: 'QBO-2',
      totalAmount: 100,
      creditRemaining: 0,
      subtotal: 100,
    });
    expect(result.lines).toHaveLength(1);
  });

  it.each([
    ['Pending', false, false, 0],
    ['Accepted', false, false, 0],
    ['Closed', true, false, 1],
    ['Rejected', false, true, 0],
  ])('maps an Estimate whose TxnStatus is %s as a sales order', (status, invoiced, closed, lineInvoiced) => {
    const result = normalizeSalesOrder(estimateDoc({ ...sampleEstimate, TxnStatus: status }));
    if (!result.ok) throw new Error(result.reason);
    expect(result.row).toMatchObject({
      txnId: 'QBO-100',
      refNumber: '1001',
      isFullyInvoiced: invoiced,
      isManuallyClosed: closed,
      shipState: 'CA',
    });
    expect(result.lines[0]).toMatchObject({ quantity: 1, invoiced: lineInvoiced });
  });
});

describe('mapPage', () => {
  it('splits a CDC page into upserts and Desktop deletions, naming every id', () => {
    const page = mapPage('Invoice', [
      sampleInvoice,
      {
        domain: 'QBO',
        status: 'Deleted',
        Id: '131',
        MetaData: { LastUpdatedTime: '2015-12-23T09:30:00-08:00' },
      },
    ]);
    expect(page.ids).toEqual(['QBO-130', 'QBO-131']);
    expect(page.upserts?.entity).toBe('invoices');
    expect(page.upserts?.body.InvoiceRet).toHaveLength(1);
    expect(page.deletions).toEqual({
      entity: 'deleted',
      body: { TxnDeletedRet: [{ TxnDelType: 'Invoice', TxnID: 'QBO-131' }] },
    });
    const deletion = page.deletions?.body.TxnDeletedRet?.[0];
    expect(rowOf(normalizeTxnDeleted(deletion))).toEqual({ table: 'invoices', id: 'QBO-131' });
  });

  it.each([
    ['Customer', 'customers'],
    ['Item', 'items'],
    ['Term', 'terms'],
  ] as const)('deletes a %s from its list table', (entity, table) => {
    const page = mapPage(entity, [{ status: 'Deleted', Id: '5' }]);
    expect(page.upserts).toBeNull();
    expect(rowOf(normalizeListDeleted(page.deletions?.body.ListDeletedRet?.[0]))).toEqual({
      table,
      id: 'QBO-5',
    });
  });

  it.each([
    ['Estimate', 'salesOrders'],
    ['CreditMemo', 'creditMemos'],
  ] as const)('deletes a %s from its document table', (entity, table) => {
    const call = deletionsOf(entity, ['QBO-9']);
    expect(rowOf(normalizeTxnDeleted(call?.body.TxnDeletedRet?.[0]))).toEqual({ table, id: 'QBO-9' });
  });

  it('sends an Item page as the Ret element of each item type, leaving out categories', () => {
    const page = mapPage('Item', [
      sampleItem,
      { ...sampleItem, Id: '12', Type: 'Service' },
      { ...sampleItem, Id: '13', Type: 'Category' },
    ]);
    expect(Object.keys(page.upserts?.body ?? {})).toEqual(['ItemInventoryRet', 'ItemServiceRet']);
    expect(page.ids).toEqual(['QBO-11', 'QBO-12', 'QBO-13']);
  });

  it('never gives an Online id that a Desktop ListID or TxnID could have', () => {
    const desktopId = /^[0-9A-F]+-[0-9A-F]+$/;
    for (const id of ['1', '130', '99999999']) expect(onlineId(id)).not.toMatch(desktopId);
  });
});
