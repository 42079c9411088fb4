import { describe, expect, it } from 'vitest';
import {
  customerKeys,
  customerRules,
  foldPhone,
  itemKeys,
  itemRules,
  matchRecords,
  onlineCustomerKeys,
  onlineItemKeys,
  relinkCall,
  type Keyed,
} from './cutover.js';

const desktopCustomer = (id: string, c: Parameters<typeof customerKeys>[0]): Keyed => ({
  id,
  keys: customerKeys(c),
});
const onlineCustomer = (id: string, o: Record<string, unknown>): Keyed => ({
  id,
  keys: onlineCustomerKeys(o),
});

const desktop = [
  desktopCustomer('D-1', {
    accountNumber: 'FL-0001',
    fullName: 'Cigar Box',
    email: 'a@box.test',
    phone: '305-555-0101',
  }),
  desktopCustomer('D-2', { accountNumber: null, fullName: 'Smoke House', email: null, phone: null }),
  desktopCustomer('D-3', {
    accountNumber: null,
    fullName: 'Leaf & Ash',
    email: 'leaf@ash.test',
    phone: null,
  }),
  desktopCustomer('D-4', { accountNumber: null, fullName: 'Old Name', email: null, phone: '(212) 555 0199' }),
  desktopCustomer('D-5', { accountNumber: null, fullName: 'Twin Shop', email: null, phone: null }),
  desktopCustomer('D-6', { accountNumber: null, fullName: 'Twin Shop', email: null, phone: null }),
];

describe('matching Online customers to Desktop ones', () => {
  it.each([
    [
      'the account number first, even when the name changed',
      { AcctNum: 'fl-0001', DisplayName: 'Cigar Box LLC' },
      'D-1',
      'account-number',
    ],
    ['then the exact name (case and spaces aside)', { DisplayName: '  smoke   HOUSE ' }, 'D-2', 'name'],
    [
      'then the email',
      { DisplayName: 'Leaf and Ash', PrimaryEmailAddr: { Address: 'LEAF@ash.test' } },
      'D-3',
      'email',
    ],
    [
      'then the phone, by its digits',
      { DisplayName: 'New Name', PrimaryPhone: { FreeFormNumber: '+1 212.555.0199' } },
      'D-4',
      'phone',
    ],
  ])('%s', (_, online, listId, rule) => {
    expect(matchRecords([onlineCustomer('QBO-1', online)], desktop, customerRules)).toEqual([
      { onlineId: 'QBO-1', listId, rule },
    ]);
  });

  it.each([
    ['a name two Desktop customers share', { DisplayName: 'Twin Shop' }],
    ['nothing in common', { DisplayName: 'Somewhere Else', PrimaryPhone: { FreeFormNumber: '555' } }],
  ])('leaves %s for the review page', (_, online) => {
    expect(matchRecords([onlineCustomer('QBO-1', online)], desktop, customerRules)).toEqual([]);
  });

  it('takes an earlier rule over a later one, and never links one Desktop customer twice', () => {
    const online = [
      onlineCustomer('QBO-1', { DisplayName: 'Cigar Box' }),
      onlineCustomer('QBO-2', { AcctNum: 'FL-0001', DisplayName: 'Another Name' }),
    ];
    expect(matchRecords(online, desktop, customerRules)).toEqual([
      { onlineId: 'QBO-2', listId: 'D-1', rule: 'account-number' },
    ]);
  });

  it('leaves two Online customers of one name for the admin', () => {
    const online = [
      onlineCustomer('QBO-1', { DisplayName: 'Smoke House' }),
      onlineCustomer('QBO-2', { DisplayName: 'Smoke House' }),
    ];
    expect(matchRecords(online, desktop, customerRules)).toEqual([]);
  });

  it('reads phones by their last ten digits and refuses a fragment', () => {
    expect(foldPhone('1 (305) 555-0101')).toBe('3055550101');
    expect(foldPhone('555')).toBeNull();
  });
});

describe('matching Online items to Desktop ones', () => {
  const items: Keyed[] = [
    { id: 'I-1', keys: itemKeys({ names: ['Robusto Maduro', 'Brand:Robusto Maduro'], skus: [] }) },
    { id: 'I-2', keys: itemKeys({ names: ['PAD-1926-T'], skus: ['PAD-1926-T'] }) },
  ];
  it.each([
    ['by name', { Name: 'robusto maduro' }, 'I-1', 'name'],
    ['by full name', { Name: 'Robusto', FullyQualifiedName: 'Brand:Robusto Maduro' }, 'I-1', 'name'],
    ['by SKU', { Name: 'Padron 1926 Torpedo', Sku: 'pad-1926-t' }, 'I-2', 'sku'],
  ])('%s', (_, online, listId, rule) => {
    expect(matchRecords([{ id: 'QBO-9', keys: onlineItemKeys(online) }], items, itemRules)).toEqual([
      { onlineId: 'QBO-9', listId, rule },
    ]);
  });
});

describe('writing linked Online ids as their Desktop rows', () => {
  const customers = new Map([['QBO-1', 'D-1']]);
  const items = new Map([['QBO-9', 'I-1']]);
  it('relinks a customer, its deletion, a document and its lines, and leaves unlinked ids alone', () => {
    const call = relinkCall(
      {
        entity: 'invoices',
        body: {
          InvoiceRet: [
            {
              TxnID: 'QBO-130',
              CustomerRef: { ListID: 'QBO-1', FullName: 'Cigar Box' },
              InvoiceLineRet: [
                { ItemRef: { ListID: 'QBO-9' } },
                { ItemRef: { ListID: 'QBO-10' } },
                { Desc: 'x' },
              ],
            },
          ],
        },
      },
      customers,
      items,
    );
    expect(call?.body.InvoiceRet).toEqual([
      {
        TxnID: 'QBO-130',
        CustomerRef: { ListID: 'D-1', FullName: 'Cigar Box' },
        InvoiceLineRet: [{ ItemRef: { ListID: 'I-1' } }, { ItemRef: { ListID: 'QBO-10' } }, { Desc: 'x' }],
      },
    ]);
    expect(
      relinkCall({ entity: 'customers', body: { CustomerRet: [{ ListID: 'QBO-1' }] } }, customers, items),
    ).toEqual({
      entity: 'customers',
      body: { CustomerRet: [{ ListID: 'D-1' }] },
    });
    expect(
      relinkCall(
        {
          entity: 'deleted',
          body: {
            ListDeletedRet: [
              { ListDelType: 'Customer', ListID: 'QBO-1' },
              { ListDelType: 'ItemInventory', ListID: 'QBO-9' },
            ],
          },
        },
        customers,
        items,
      )?.body.ListDeletedRet,
    ).toEqual([
      { ListDelType: 'Customer', ListID: 'D-1' },
      { ListDelType: 'ItemInventory', ListID: 'I-1' },
    ]);
  });

  it('writes a linked customer over its Desktop document, Online winning where it has a value', () => {
    const call = relinkCall(
      {
        entity: 'customers',
        body: { CustomerRet: [{ ListID: 'QBO-1', Name: 'Cigar Box LLC', Phone: undefined }] },
      },
      customers,
      items,
      new Map([
        ['D-1', { ListID: 'D-1', Name: 'Cigar Box', Phone: '305', DataExtRet: [{ DataExtName: 'TAA' }] }],
      ]),
    );
    expect(call?.body.CustomerRet).toEqual([
      { ListID: 'D-1', Name: 'Cigar Box LLC', Phone: '305', DataExtRet: [{ DataExtName: 'TAA' }] },
    ]);
  });
});
