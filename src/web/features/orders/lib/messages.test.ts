import { describe, expect, it } from 'vitest';
import { emptyDraft, emptyNewCustomer, type OrderDraft } from '../hooks/useOrderDraft';
import { ApiError } from '../../../lib/api';
import { submitFailureMessage, submitFailureOf, submitMessages } from './messages';

const advice =
  'Most of the new customer details are missing. If this customer already exists, switch to Current Customer.';
const complete: OrderDraft = {
  ...emptyDraft('Standard', 'FL'),
  orderType: 'Regular',
  quantities: { 'I-X1': 2 },
};
const newCustomer = (info: Partial<OrderDraft['newCustomerInfo']>): OrderDraft => ({
  ...complete,
  newCustomer: true,
  newCustomerInfo: { ...emptyNewCustomer, ...info },
});
const fullInfo = {
  name: 'Leaf & Ash',
  street: '1 Main St',
  city: 'Miami',
  state: 'FL',
  zip: '33101',
  firstName: 'Ana',
  lastName: 'Diaz',
  phone: '305-555-0100',
  email: 'ana@example.test',
};

describe('the messages the order form shows before the confirmation', () => {
  it.each<[string, OrderDraft, string[]]>([
    [
      'an empty current-customer order',
      { ...emptyDraft('Standard', ''), quantities: { 'I-X1': 0 } },
      [
        'Missing / Customer not selected',
        'Please select a REP Code',
        'Please select an order type',
        'Missing: Products, there are no products selected',
      ],
    ],
    [
      'a new customer missing everything: every field, then the advice',
      newCustomer({}),
      [
        'Missing : Customer Name',
        'Missing : Street Address',
        'Missing : City',
        'Missing : State',
        'Missing : ZipCode',
        'Missing : Contact First Name',
        'Missing : Contact Last Name',
        'Missing : Contact Phone',
        'Missing : Contact Email',
        advice,
      ],
    ],
    [
      'exactly 6 messages: no advice',
      { ...newCustomer({ name: 'A', street: 'B', city: 'C', state: 'FL' }), repCode: '' },
      [
        'Missing : ZipCode',
        'Missing : Contact First Name',
        'Missing : Contact Last Name',
        'Missing : Contact Phone',
        'Missing : Contact Email',
        'Please select a REP Code',
      ],
    ],
    [
      '7 messages: the advice is added',
      { ...newCustomer({ name: 'A', street: 'B', city: 'C' }), repCode: '' },
      [
        'Missing : State',
        'Missing : ZipCode',
        'Missing : Contact First Name',
        'Missing : Contact Last Name',
        'Missing : Contact Phone',
        'Missing : Contact Email',
        'Please select a REP Code',
        advice,
      ],
    ],
    [
      'blank-only details count as missing',
      newCustomer({ ...fullInfo, email: '   ' }),
      ['Missing : Contact Email'],
    ],
    [
      'limits after the §5 messages',
      newCustomer({ ...fullInfo, zip: '331010', name: '' }),
      ['Missing : Customer Name', 'ZipCode can be at most 5 characters'],
    ],
    [
      'instructions over 700 and a multiply count out of range',
      { ...complete, customer: null, instructions: 'x'.repeat(701), multiplyOrder: 11 },
      [
        'Missing / Customer not selected',
        'Order instructions can be at most 700 characters',
        'Multiply order is a whole number from 1 to 10',
      ],
    ],
    ['a complete new-customer order', newCustomer(fullInfo), []],
  ])('%s', (_name, draft, expected) => {
    expect(submitMessages(draft)).toEqual(expected);
  });

  it('has nothing to say about a complete current-customer order', () => {
    const draft: OrderDraft = {
      ...complete,
      customer: {
        listId: 'C-FL',
        fullName: 'Leaf & Ash',
        companyName: null,
        firstName: null,
        lastName: null,
        city: 'Miami',
        state: 'FL',
        accountNumber: null,
        isActive: true,
      },
    };
    expect(submitMessages(draft)).toEqual([]);
  });
});

describe('submitFailureOf', () => {
  it("shows the server's refusal in its words, not 'Please try again'", () => {
    const refusal =
      'You can take orders only for customers in your states (FL); TX is not one of them. Choose one of your states for the new customer.';
    expect(submitFailureOf(new ApiError(400, 'BAD_REQUEST', refusal))).toBe(refusal);
  });

  it('keeps the generic sentence for a server failure or a lost connection', () => {
    expect(submitFailureOf(new ApiError(500, 'INTERNAL', 'boom'))).toBe(submitFailureMessage);
    expect(submitFailureOf(new TypeError('offline'))).toBe(submitFailureMessage);
  });
});
