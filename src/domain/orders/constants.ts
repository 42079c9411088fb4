// The order rules in settings name the types too: the list sits below both (constants/lists.ts).
export { orderTypes, type OrderType } from '../constants/lists.js';

export const orderStatuses = ['OrderSubmitted', 'OrderInQBooks'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusLabels: Record<OrderStatus, string> = {
  OrderSubmitted: 'Order Submitted',
  OrderInQBooks: 'Order in Quickbooks',
};

/** The feed's status filter: its labels and the status each one means. */
export const orderStatusFilters = {
  'Order Submitted to QBooks': 'OrderInQBooks',
  'Order Not in QBooks': 'OrderSubmitted',
} as const satisfies Record<string, OrderStatus>;

/** The 'Change status' control: OrderInQBooks goes back to OrderSubmitted, anything else to OrderInQBooks. */
export function nextOrderStatus(current: OrderStatus): OrderStatus {
  return current === 'OrderInQBooks' ? 'OrderSubmitted' : 'OrderInQBooks';
}

export const newCustomerDefaultTerms = 'Credit Card';
export const multiplyOrderMin = 1;
export const multiplyOrderMax = 10;

export const orderLimits = {
  name: 60,
  city: 60,
  firstName: 60,
  lastName: 60,
  email: 60,
  street: 160,
  zip: 5,
  phone: 20,
  instructions: 700,
} as const;
