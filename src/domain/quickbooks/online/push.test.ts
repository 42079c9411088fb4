import { describe, expect, it } from 'vitest';
import { normalizeSalesOrder } from '../../mirror/transactions.js';
import { estimateDoc } from './mapping.js';
import {
  createdDocumentOf,
  memoOf,
  onlineIdIn,
  onlineOrderBody,
  salesCustomFieldsOf,
  type OnlinePushOrder,
} from './push.js';

const order: OnlinePushOrder = {
  reference: 'H0123456789',
  txnDate: '2026-11-27',
  customerListId: 'QBO-24',
  customerName: 'Sonnenschein Family Store',
  shipAddress: { addr1: '12 Palm Ave', city: 'Tampa', state: 'FL', postalCode: '33602' },
  repCode: 'FL',
  authorName: 'Rita Rep',
  orderType: 'Regular',
  freeShipping: true,
  instructions: 'Leave at the back door',
  lines: [
    { itemListId: 'QBO-11', name: 'Pump', description: 'Fountain Pump', qty: 3, price: 15.5 },
    { itemListId: 'QBO-5', name: 'Rock Fountain', description: '', qty: 1, price: 275 },
  ],
};

const bodyOf = (o: OnlinePushOrder, fields = {}) => {
  const built = onlineOrderBody(o, fields);
  if ('problem' in built) throw new Error(built.problem);
  return built.body;
};

describe('an app order as a QuickBooks Online estimate or invoice', () => {
  it('sends the customer and items by their Online Id, with amounts, the ship address and the memo', () => {
    expect(bodyOf(order)).toEqual({
      CustomerRef: { value: '24' },
      TxnDate: '2026-11-27',
      Line: [
        {
          DetailType: 'SalesItemLineDetail',
          Amount: 46.5,
          Description: 'Fountain Pump',
          SalesItemLineDetail: { ItemRef: { value: '11', name: 'Pump' }, Qty: 3, UnitPrice: 15.5 },
        },
        {
          DetailType: 'SalesItemLineDetail',
          Amount: 275,
          SalesItemLineDetail: { ItemRef: { value: '5', name: 'Rock Fountain' }, Qty: 1, UnitPrice: 275 },
        },
      ],
      ShipAddr: { Line1: '12 Palm Ave', City: 'Tampa', CountrySubDivisionCode: 'FL', PostalCode: '33602' },
      PrivateNote:
        'Humidor order H0123456789 by Rita Rep | Rep FL | Regular | FREE SHIPPING | Leave at the back door',
    });
  });

  it.each([
    [{}, undefined],
    [{ poNumber: '1' }, [{ DefinitionId: '1', Type: 'StringType', StringValue: 'H0123456789' }]],
    [
      { poNumber: '2', rep: '3' },
      [
        { DefinitionId: '2', Type: 'StringType', StringValue: 'H0123456789' },
        { DefinitionId: '3', Type: 'StringType', StringValue: 'FL' },
      ],
    ],
  ])('fills the company’s custom fields %j', (fields, expected) => {
    expect(bodyOf(order, fields).CustomField).toEqual(expected);
  });

  it('leaves the ship address out when the customer has none', () => {
    expect(bodyOf({ ...order, shipAddress: null })).not.toHaveProperty('ShipAddr');
    expect(bodyOf({ ...order, shipAddress: { city: '' } })).not.toHaveProperty('ShipAddr');
  });

  it.each([
    [{ customerListId: null }, /is not a QuickBooks Online customer yet/],
    [{ customerListId: '80000001-1234567890' }, /is not a QuickBooks Online customer yet/],
    [
      { lines: [{ itemListId: '80000005-1', name: 'Desktop cigar', description: '', qty: 1, price: 1 }] },
      /These items are not in QuickBooks Online: Desktop cigar\./,
    ],
    [{ lines: [] }, /The order has no lines/],
  ])('refuses before asking QuickBooks when %j', (change, words) => {
    const built = onlineOrderBody({ ...order, ...change });
    expect('problem' in built && built.problem).toMatch(words);
  });

  it('reads back through the sync’s mapping as the same lines, ship address, memo and PO number', () => {
    const body = bodyOf(order, { poNumber: '1' });
    const created = {
      ...body,
      Id: '1001',
      DocNumber: '1001',
      CustomField: [
        { DefinitionId: '1', Name: 'P.O. Number', Type: 'StringType', StringValue: 'H0123456789' },
      ],
    };
    const mirrored = normalizeSalesOrder(estimateDoc(created));
    if (!mirrored.ok) throw new Error(mirrored.reason);
    expect(mirrored.row).toMatchObject({
      txnId: 'QBO-1001',
      customerListId: 'QBO-24',
      poNumber: 'H0123456789',
      memo: memoOf(order),
      shipAddress: { addr1: '12 Palm Ave', city: 'Tampa', state: 'FL', postalCode: '33602' },
    });
  });
});

describe('the company’s sales-form custom fields', () => {
  const preferences = (fields: [number, string, boolean][]) => ({
    Preferences: {
      SalesFormsPrefs: {
        CustomField: [
          {
            CustomField: fields.flatMap(([n, name, used]) => [
              { Name: `SalesFormsPrefs.UseSalesCustom${n}`, Type: 'BooleanType', BooleanValue: used },
              { Name: `SalesFormsPrefs.SalesCustomName${n}`, Type: 'StringType', StringValue: name },
            ]),
          },
        ],
      },
    },
  });

  it.each([
    [[], {}],
    [[[1, 'P.O. Number', true]], { poNumber: '1' }],
    [
      [
        [1, 'Crew #', true],
        [2, 'PO #', true],
        [3, 'Sales Rep', true],
      ],
      { poNumber: '2', rep: '3' },
    ],
    [
      [
        [1, 'P.O. Number', false],
        [2, 'Rep', true],
      ],
      { rep: '2' },
    ],
  ] as [[number, string, boolean][], object][])('finds %j', (fields, expected) => {
    expect(salesCustomFieldsOf(preferences(fields))).toEqual(expected);
  });

  it('finds none in an answer without preferences', () => {
    expect(salesCustomFieldsOf(null)).toEqual({});
    expect(salesCustomFieldsOf({ Preferences: {} })).toEqual({});
  });
});

describe('ids and answers', () => {
  it('takes the Online Id out of a mirrored id, and none out of a Desktop one', () => {
    expect(onlineIdIn('QBO-130')).toBe('130');
    expect(onlineIdIn('80000001-1234567890')).toBeNull();
    expect(onlineIdIn(null)).toBeNull();
  });

  it('reads the created document’s Id and number from QuickBooks’ answer', () => {
    expect(createdDocumentOf({ Estimate: { Id: 1001, DocNumber: '1001' } }, 'estimate')).toEqual({
      id: '1001',
      docNumber: '1001',
    });
    expect(createdDocumentOf({ Invoice: { Id: '7' } }, 'invoice')).toEqual({ id: '7', docNumber: null });
    expect(createdDocumentOf({ Invoice: { Id: '7' } }, 'estimate')).toBeNull();
    expect(createdDocumentOf(null, 'estimate')).toBeNull();
  });
});
