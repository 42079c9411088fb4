// The order rules in settings name the types too: the list sits below both (constants/lists.ts).
export { orderTypes, type OrderType } from '../constants/lists.js';

/**
 * A shop's order (issue 48) starts OrderInReview and becomes OrderSubmitted when a person of the
 * company approves it, or OrderDeclined. Every push reads OrderSubmitted alone, so neither of the
 * two review statuses can reach QuickBooks (decision 0335).
 */
export const orderStatuses = ['OrderSubmitted', 'OrderInQBooks', 'OrderInReview', 'OrderDeclined'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusLabels: Record<OrderStatus, string> = {
  OrderSubmitted: 'Order Submitted',
  OrderInQBooks: 'Order in Quickbooks',
  OrderInReview: 'In review, placed by the shop',
  OrderDeclined: 'Declined',
};

/** The statuses of a shop's order waiting for, or refused by, its review: no status change, no push. */
export const reviewStatuses: readonly OrderStatus[] = ['OrderInReview', 'OrderDeclined'];

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
