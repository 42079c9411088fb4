import type { Order } from '../../../domain/orders/presented.js';
import type { OrderPlacedBy } from '../../../domain/orders/placed-by.js';

/**
 * App orders: the presented order (domain/orders/presented.ts) plus what only the server keeps.
 * The customer's name, states and contact are snapshots taken when the order is made;
 * customerState and customerShipState are the scope columns (a rep sees an order when either is in
 * their states). Money is dollars rounded to cents; `products` and `totals` are computed by the
 * server from its own item list.
 */
export interface OrdersTable extends Order {
  customerShipState: string | null;
  /** The total amount, a column of its own for sums and sorting. */
  amount: number;
  lastAttachmentAt: string | null;
  /** Set when the accounting connector reports the QuickBooks sales order it created. */
  qbTxnId: string | null;
  pushedAt: string | null;
  /**
   * An admin let the order through the compliance gate (decision 0299): why, who, when, and the
   * ship-to state it was let through for. Optional: an order made without one leaves them null.
   */
  complianceOverrideReason?: string | null;
  complianceOverrideById?: string | null;
  complianceOverrideByName?: string | null;
  complianceOverrideAt?: string | null;
  complianceOverrideState?: string | null;
  /** Who placed it: a rep (every order before the shop portal) or the shop itself (migration 0062). */
  placedBy?: OrderPlacedBy;
  /**
   * A shop's order reviewed by a person of the company (migration 0064, decision 0335): whether
   * they changed its lines, their message to the buyer, the reason of a decline, who and when.
   */
  reviewChanged?: boolean;
  reviewMessage?: string | null;
  declineReason?: string | null;
  reviewedByName?: string | null;
  reviewedAt?: string | null;
}

/** One row per product line, for Sales by Item and the CSV export. */
interface OrderLinesTable {
  orderId: string;
  lineNo: number;
  itemListId: string;
  itemName: string;
  description: string;
  qty: number;
  price: number;
  amount: number;
}

/**
 * The lines of the orders in OrderSubmitted, by item, kept by triggers (decision 0194): "Orders not
 * yet invoiced" under a brand filter finds the brand's lines from its items.
 */
type SubmittedLinesTable = Pick<OrderLinesTable, 'orderId' | 'lineNo' | 'itemListId' | 'amount'>;

/** One row per order tag, for the feed's any-of filter. */
interface OrderTagsTable {
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
  submittedLines: SubmittedLinesTable;
  orderTags: OrderTagsTable;
  raffleTickets: RaffleTicketsTable;
}

export const ordersCodecColumns = {
  json: ['newCustomerInfo', 'orderTags', 'products', 'totals', 'eventBenefits', 'excise'],
  boolean: ['newCustomer', 'optimalAsmtMet', 'isTaaMember', 'freeShipping', 'reviewChanged'],
};
