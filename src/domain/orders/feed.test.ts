import { describe, expect, it } from 'vitest';
import {
  orderCsvHeaders,
  orderCsvRows,
  orderFeedFiltersSchema,
  salesByItem,
  statusOfFilter,
  type CsvOrder,
} from './feed.js';

describe('feed filters', () => {
  it.each([
    ['Any', null],
    ['Order Submitted to QBooks', 'OrderInQBooks'],
    ['Order Not in QBooks', 'OrderSubmitted'],
  ] as const)('status label %s means %s', (label, status) => {
    expect(statusOfFilter(label)).toBe(status);
  });

  it('refuses an end before the start and accepts an equal one', () => {
    const from = '2025-04-10T00:00:00.000Z';
    expect(
      orderFeedFiltersSchema.safeParse({ from, to: '2025-04-09T23:59:59.000Z' }).error?.issues[0]?.message,
    ).toBe('The end date cannot be before the start date');
    expect(orderFeedFiltersSchema.safeParse({ from, to: from }).success).toBe(true);
  });

  it('takes one tag or several', () => {
    expect(orderFeedFiltersSchema.parse({ tags: 'A' }).tags).toEqual(['A']);
    expect(orderFeedFiltersSchema.parse({ tags: ['A', 'B'] }).tags).toEqual(['A', 'B']);
  });
});

describe('Sales by Item', () => {
  it('keeps the top 15 by amount with their share of the feed total', () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({
      item: `p-${i}`,
      description: '',
      qty: 1,
      amount: i + 1,
    }));
    const top = salesByItem(rows, 400);
    expect(top).toHaveLength(15);
    expect(top[0]).toEqual({ item: 'p-19', description: '', qty: 1, amount: 20, percent: 5 });
    expect(top.at(-1)?.item).toBe('p-5');
  });

  it('gives 0% when the feed total is 0', () => {
    expect(salesByItem([{ item: 'p-A', description: '', qty: 0, amount: 0 }], 0)[0]?.percent).toBe(0);
  });
});

describe('order CSV rows', () => {
  const order: CsvOrder = {
    id: 'o1',
    createdAt: '2025-04-11T03:00:00.000Z',
    customerName: 'Smoke Shop',
    authorName: 'Rep FL',
    originalAuthorName: 'Office',
    priceLevelName: '10%',
    terms: 'Net 30',
    products: [
      {
        productListId: 'I1',
        name: 'p-ADF109',
        description: 'A.Fuego TAA box',
        qty: 2,
        price: 90,
        amount: 180,
        msrp: 200,
      },
      {
        productListId: 'I2',
        name: 'p-CO1',
        description: 'Cosecha',
        qty: 1,
        price: 10.5,
        amount: 10.5,
        msrp: 0,
      },
    ],
    newCustomer: false,
    instructions: '=ship fast',
    orderFormType: 'Standard',
    orderType: 'TAA2025',
    orderTags: ['Event', 'Phone'],
    freeShipping: true,
    status: 'OrderInQBooks',
    optimalAsmtMet: false,
    raffleTickets: 1,
    raffleEmail: 'a@b.test',
  };

  it('has the 22 columns of the spec', () => {
    expect(orderCsvHeaders).toHaveLength(22);
    expect(orderCsvHeaders.join('|')).toBe(
      'Order Id|Customer|Author|Original Author|Date|PriceLevel|Terms|Product|Product Name|Qty|Price|Amount|New Customer?|Order Instructions|Order Form Type|Order Type|Order Tags|Free Shipping|Order Status|Optimal Ast Met|Raffle Tickets|Raffle Email',
    );
  });

  it('writes one row per product line', () => {
    const rows = orderCsvRows(order, 'America/New_York');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual([
      'o1',
      'Smoke Shop',
      'Rep FL',
      'Office',
      '04/10/2025',
      '10%',
      'Net 30',
      'p-ADF109',
      'A.Fuego TAA box',
      2,
      '90.00',
      '180.00',
      'No',
      '=ship fast',
      'Standard',
      'TAA2025',
      'Event; Phone',
      'YES',
      'Order in Quickbooks',
      'No',
      1,
      'a@b.test',
    ]);
    expect(rows[1]?.[11]).toBe('10.50');
  });

  it('writes one row without product cells for an order without lines', () => {
    const rows = orderCsvRows({ ...order, products: [] }, 'UTC');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.slice(7, 12)).toEqual(['', '', '', '', '']);
    expect(rows[0]?.[4]).toBe('04/11/2025');
  });
});
