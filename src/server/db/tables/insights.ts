/**
 * Net sales shared out by brand, one row per accounting document and brand, kept by the mirror
 * import in the transaction that writes the document (docs/decisions/0191-sales-summary.md). Money
 * is signed integer cents: invoices add, credit memos subtract. `shipState` is the document's scope
 * column, as on the documents themselves.
 */
interface SalesSummaryTable {
  txnId: string;
  docType: 'invoice' | 'credit';
  brand: string;
  txnDate: string;
  customerListId: string;
  customerName: string;
  /** The document's sales rep code; '' when it has none. */
  repCode: string;
  shipState: string | null;
  cents: number;
}

/**
 * Net sales rolled up by bucket (a month, or a part of a month: domain/insights/buckets.ts) × ship
 * state × rep × brand, kept from `salesSummary`'s changes in the same transaction
 * (docs/decisions/0186-sales-rollups.md). `summaryRows` counts the summary rows in the cell, so a
 * cell is gone exactly when no row is left.
 */
interface SalesRollupTable {
  grain: 'month' | 'part';
  /** The bucket's first day. */
  start: string;
  /** The documents' ship state; '' when they have none. */
  shipState: string;
  repCode: string;
  brand: string;
  cents: number;
  summaryRows: number;
}

/**
 * Per customer, ship state and rep, in one row (decisions 0186, 0188): its net cents, invoices and
 * summary rows per day (`days`), and per brand its net cents and summary rows per day
 * (`brandNames`, JSON; `brandDays`), as packed numbers (`insights/packed.ts`; layouts in
 * `insights/sales-customers.ts`), so the at-risk rules, brand reach and the top customers read one
 * row per customer instead of every summary row. `lastDay` is the newest day listed.
 */
interface SalesCustomerTable {
  customerListId: string;
  shipState: string;
  repCode: string;
  lastDay: string;
  days: Uint8Array;
  brandNames: string;
  brandDays: Uint8Array;
}

/**
 * Every customer's days per ship state and rep in one row (decision 0196), built from that pair's
 * `salesCustomers` rows again when `salesPackChanges` lists it, so that an admin's top customers and
 * brand reach read a few dozen rows instead of one per customer. Layouts in
 * `insights/sales-packs.ts`: `days` by customer (an index into `customerListIds`, JSON) then day;
 * `brandDays` by brand (an index into `brandNames`, JSON), customer, then day.
 */
interface SalesPackTable {
  shipState: string;
  repCode: string;
  customerListIds: string;
  brandNames: string;
  days: Uint8Array;
  brandDays: Uint8Array;
}

interface SalesPackChangeTable {
  shipState: string;
  repCode: string;
  version: number;
}

/**
 * The at-risk facts of each `salesCustomers` row as of `asOf` (decision 0195): worked out again for
 * every row when the company's day changes, and for the rows a trigger lists in
 * `customerRiskChanges` after the import changed them. Day numbers as in `domain/insights/periods`.
 */
interface CustomerRiskTable {
  customerListId: string;
  shipState: string;
  repCode: string;
  asOf: string;
  /** Invoices in the 24 months; without any, the row has no facts of its own (0 for the day). */
  invoices: number;
  lastInvoiceDay: number;
  reorderIntervalDays: number | null;
  last90DaysCents: number;
  sameDaysLastYearCents: number;
  lastYearCents: number;
}

interface CustomerRiskChangeTable {
  customerListId: string;
  shipState: string;
  repCode: string;
  version: number;
}

/**
 * Rep activity per full company week, author and customer states (decision 0189), counted once
 * from the notes, orders and check-ins and counted again when `activityChanges` marks one of the
 * week's hours; `activityWeeksDone` lists the weeks counted and the time zone they were counted in.
 */
interface ActivityWeekTable {
  weekStart: string;
  authorId: string;
  customerState: string | null;
  customerShipState: string | null;
  notes: number;
  visits: number;
  orders: number;
  orderCents: number;
  newCustomers: number;
}

interface ActivityWeekDoneTable {
  weekStart: string;
  timeZone: string;
}

/** A UTC hour ('YYYY-MM-DDTHH', or '*' for all) whose rows changed, and how often since read. */
interface ActivityChangeTable {
  hour: string;
  version: number;
}

export interface InsightsTables {
  customerRisk: CustomerRiskTable;
  customerRiskChanges: CustomerRiskChangeTable;
  activityWeeks: ActivityWeekTable;
  activityWeeksDone: ActivityWeekDoneTable;
  activityChanges: ActivityChangeTable;
  salesSummary: SalesSummaryTable;
  salesRollup: SalesRollupTable;
  salesCustomers: SalesCustomerTable;
  salesPacks: SalesPackTable;
  salesPackChanges: SalesPackChangeTable;
}

export const insightsCodecColumns = { json: [] as string[], boolean: [] as string[] };
