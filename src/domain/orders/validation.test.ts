import { describe, expect, it } from 'vitest';
import { orderInputSchema, type OrderInput } from './schemas.js';
import { newCustomerDefaultTerms, nextOrderStatus } from './constants.js';
import {
  customerMissingMessage,
  orderDraftMessages,
  orderTypeMissingMessage,
  productsMissingMessage,
  repCodeMissingMessage,
  switchToCurrentCustomerAdvice,
} from './validation.js';

const complete: OrderInput = orderInputSchema.parse({
  customerListId: 'C-1',
  repCode: 'FL',
  orderType: 'Regular',
  products: [{ listId: 'I-1', qty: 1 }],
});

const fullNewCustomer = {
  name: 'Smoke Shop',
  street: '1 Main St',
  city: 'Miami',
  state: 'FL',
  zip: '33101',
  firstName: 'Ana',
  lastName: 'Diaz',
  phone: '305-555-0100',
  email: 'ana@shop.test',
};

describe('current customer messages', () => {
  it('has none for a complete order', () => {
    expect(orderDraftMessages(complete)).toEqual([]);
  });

  it.each([
    ['no customer', { customerListId: null }, [customerMissingMessage]],
    ['no rep code', { repCode: '  ' }, [repCodeMissingMessage]],
    ['the dash of the rep list', { repCode: '-' }, [repCodeMissingMessage]],
    ['no order type', { orderType: '' as const }, [orderTypeMissingMessage]],
    ['only zero quantities', { products: [{ listId: 'I-1', qty: 0 }] }, [productsMissingMessage]],
    [
      'nothing',
      { customerListId: null, repCode: '', orderType: '' as const, products: [] },
      [
        'Missing / Customer not selected',
        'Please select a REP Code',
        'Please select an order type',
        'Missing: Products, there are no products selected',
      ],
    ],
  ])('%s', (_label, change, messages) => {
    expect(orderDraftMessages({ ...complete, ...change })).toEqual(messages);
  });
});

describe('new customer messages', () => {
  const draft = (info: Partial<typeof fullNewCustomer>) =>
    orderDraftMessages({
      ...complete,
      customerListId: null,
      newCustomer: true,
      newCustomerInfo: orderInputSchema.shape.newCustomerInfo.parse(info),
    });

  it('has none when every detail is there', () => {
    expect(draft(fullNewCustomer)).toEqual([]);
  });

  it('reports each missing detail as Missing : X', () => {
    expect(draft({ ...fullNewCustomer, zip: '', email: ' ' })).toEqual([
      'Missing : ZipCode',
      'Missing : Contact Email',
    ]);
  });

  it('adds the advice only above 6 messages', () => {
    const six = draft({ name: 'A', street: 'B', city: 'C' });
    expect(six).toHaveLength(6);
    expect(six).not.toContain(switchToCurrentCustomerAdvice);
    const seven = draft({ name: 'A', street: 'B' });
    expect(seven).toHaveLength(8);
    expect(seven.at(-1)).toBe(switchToCurrentCustomerAdvice);
    expect(seven[0]).toBe('Missing : City');
  });

  it('treats a missing details object as every detail missing', () => {
    const messages = orderDraftMessages({ ...complete, newCustomer: true, newCustomerInfo: null });
    expect(messages.filter((m) => m.startsWith('Missing : '))).toHaveLength(9);
  });
});

describe('order input schema', () => {
  it.each([
    ['multiply 0', { multiplyOrder: 0 }],
    ['multiply 11', { multiplyOrder: 11 }],
    ['multiply 1.5', { multiplyOrder: 1.5 }],
    ['instructions of 701', { instructions: 'x'.repeat(701) }],
    ['fractional quantity', { products: [{ listId: 'I', qty: 0.5 }] }],
    ['unknown order type', { orderType: 'TAA2026' }],
    ['zip of 6', { newCustomerInfo: { zip: '123456' } }],
    ['name of 61', { newCustomerInfo: { name: 'n'.repeat(61) } }],
    ['street of 161', { newCustomerInfo: { street: 's'.repeat(161) } }],
    ['phone of 21', { newCustomerInfo: { phone: '1'.repeat(21) } }],
    ['email of 61', { newCustomerInfo: { email: 'e'.repeat(61) } }],
    ['an unknown state', { newCustomerInfo: { state: 'ZZ' } }],
  ])('refuses %s', (_label, input) => {
    expect(orderInputSchema.safeParse(input).success).toBe(false);
  });

  it.each([
    ['multiply 1', { multiplyOrder: 1 }],
    ['multiply 10', { multiplyOrder: 10 }],
    ['instructions of 700', { instructions: 'x'.repeat(700) }],
    [
      'limits exactly',
      {
        newCustomerInfo: {
          zip: '12345',
          name: 'n'.repeat(60),
          street: 's'.repeat(160),
          phone: '1'.repeat(20),
        },
      },
    ],
  ])('accepts %s', (_label, input) => {
    expect(orderInputSchema.safeParse(input).success).toBe(true);
  });

  it('upper-cases the state', () => {
    expect(orderInputSchema.parse({ newCustomerInfo: { state: 'fl' } }).newCustomerInfo?.state).toBe('FL');
  });

  it('drops totals a client sends', () => {
    const parsed = orderInputSchema.parse({ ...complete, totals: { amount: 1 } });
    expect(parsed).not.toHaveProperty('totals');
  });

  it('words the multiply message for the form', () => {
    const result = orderInputSchema.safeParse({ multiplyOrder: 11 });
    expect(result.error?.issues[0]?.message).toBe('Multiply order is a whole number from 1 to 10');
  });
});

describe('order constants', () => {
  it('defaults new customers to Credit Card terms', () => {
    expect(newCustomerDefaultTerms).toBe('Credit Card');
  });

  it.each([
    ['OrderSubmitted', 'OrderInQBooks'],
    ['OrderInQBooks', 'OrderSubmitted'],
  ] as const)('Change status moves %s to %s', (from, to) => {
    expect(nextOrderStatus(from)).toBe(to);
  });
});
