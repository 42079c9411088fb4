import type { EventBenefits } from '../../domain/orders/benefits.js';
import type { OrderProductLine } from '../../domain/orders/compute.js';
import type { OrderStatus, OrderType } from '../../domain/orders/constants.js';
import type { NewCustomerInfo } from '../../domain/orders/schemas.js';
import type { OrderTotals } from '../../domain/orders/totals.js';

/**
 * App orders. The customer's name, states and contact are snapshots taken when the order is made;
 * customerState and customerShipState are the scope columns (a rep sees an order when either is in
 * their states). Money is dollars rounded to cents; `products` and `totals` are computed by the
 * server from its own item list.
 */
export interface OrdersTable {
  id: string;
  createdAt: string;
  /** Orders made together by 'multiply order' share a batch id. */
  batchId: string;
  status: OrderStatus;
  orderType: OrderType;
  newCustomer: boolean;
  customerListId: string | null;
  customerName: string;
  customerAccountNumber: string | null;
  customerCity: string | null;
  customerState: string | null;
  customerShipState: string | null;
  customerPhone: string | null;
  newCustomerInfo: NewCustomerInfo | null;
  authorId: string;
  authorName: string;
  originalAuthorId: string;
  originalAuthorName: string;
  repCode: string;
  orderFormType: string;
  priceLevelName: string;
  priceLevelPercent: number;
  terms: string;
  instructions: string;
  orderTags: string[];
  multiplyOrder: number;
  optimalAsmtMet: boolean;
  isTaaMember: boolean;
  products: OrderProductLine[];
  totals: OrderTotals;
  amount: number;
  freeShipping: boolean;
  eventBenefits: EventBenefits;
  raffleTickets: number;
  raffleEmail: string;
  estimateId: string;
  commentCount: number;
  attachmentCount: number;
  lastAttachmentAt: string | null;
  /** Set when the accounting connector reports the QuickBooks sales order it created. */
  qbTxnId: string | null;
  pushedAt: string | null;
}

/** One row per product line, for Sales by Item and the CSV export. */
export interface OrderLinesTable {
  orderId: string;
  lineNo: number;
  itemListId: string;
  itemName: string;
  description: string;
  qty: number;
  price: number;
  amount: number;
}

/** One row per order tag, for the feed's any-of filter. */
export interface OrderTagsTable {
  orderId: string;
  tag: string;
}

/** Raffle tickets: the ticket number is unique by a database constraint. */
export interface RaffleTicketsTable {
  ticketNumber: string;
  orderId: string;
  event: string;
  customerListId: string | null;
  customerName: string;
  customerState: string | null;
  customerShipState: string | null;
  createdAt: string;
}

export interface OrdersTables {
  orders: OrdersTable;
  orderLines: OrderLinesTable;
  orderTags: OrderTagsTable;
  raffleTickets: RaffleTicketsTable;
}

export const ordersCodecColumns = {
  json: ['newCustomerInfo', 'orderTags', 'products', 'totals', 'eventBenefits'],
  boolean: ['newCustomer', 'optimalAsmtMet', 'isTaaMember', 'freeShipping'],
};
