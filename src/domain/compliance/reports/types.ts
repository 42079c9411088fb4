import type { TaxProfileFields } from '../item-profiles.js';
import type { CustomerLicense } from '../licenses.js';

/** The shapes of a state's monthly report (decision 0303): what the builder takes and gives. */

export type ReportFormat = 'tx-manufacturer' | 'fl-other-tobacco' | 'sd-cigar-shipper' | 'shipments';

export type ReportLicense = Pick<
  CustomerLicense,
  'state' | 'kind' | 'number' | 'issuedOn' | 'expiresOn' | 'goneFromListAt'
>;

export interface ReportLineInput {
  itemListId: string;
  itemName: string;
  brand: string;
  /** As the document has it: a credit memo's quantities are positive and subtract. */
  quantity: number;
  /** The document's price of one unit, in cents. */
  rateCents: number;
  amountCents: number;
  /** The item's resolved tax profile (`resolveTaxProfile`). */
  profile: TaxProfileFields;
}

export interface ReportDocumentInput {
  kind: 'invoice' | 'credit-memo';
  txnId: string;
  refNumber: string;
  /** 'YYYY-MM-DD': the rule, and the license, in force on it decide. */
  txnDate: string;
  customerListId: string;
  customerName: string;
  /** The ship-to address on one line. */
  shipTo: string;
  /** The carrier (QuickBooks' ship method), or null when the mirrored document has none (decision 0304). */
  carrier: string | null;
  /** The customer's licenses (any state; those of the report's state count). */
  licenses: readonly ReportLicense[];
  lines: readonly ReportLineInput[];
}

export interface ReportRow {
  txnId: string;
  refNumber: string;
  documentKind: 'invoice' | 'credit-memo';
  date: string;
  customerListId: string;
  buyer: string;
  /** The license (a permit first) valid in the state on the date, else the last one on file, else null. */
  licenseNumber: string | null;
  /** Why the shipment is flagged (no valid license on its date), else null. */
  flag: string | null;
  shipTo: string;
  carrier: string | null;
  brand: string;
  item: string;
  /** The tax kind's label ('Cigar'), or null when the item's profile has no kind. */
  taxKind: string | null;
  /** Negative on a credit memo. */
  quantity: number;
  /** Quantity × cigars per unit, when the profile says how many; negative on a credit memo. */
  cigars: number | null;
  /** The maker's list price of one unit, in cents, when the profile has it. */
  listPriceCents: number | null;
  salePriceCents: number;
  /** Negative on a credit memo. */
  amountCents: number;
  /** Negative on a credit memo; null when Humidor could not tax the line (see `taxNote`). */
  taxCents: number | null;
  /** The arithmetic in words, or why the line could not be taxed. */
  taxNote: string;
}

export interface ReportTotals {
  invoices: number;
  creditMemos: number;
  rows: number;
  quantity: number;
  cigars: number;
  amountCents: number;
  taxCents: number;
  /** Shipments (documents) flagged for no valid license. */
  flaggedShipments: number;
  /** Lines Humidor could not tax: listed, never counted as 0. */
  untaxedRows: number;
}

export interface ReportFigure {
  label: string;
  value: number;
  unit: 'cents' | 'count';
}

export interface StateReport {
  state: string;
  stateName: string;
  /** 'YYYY-MM'. */
  month: string;
  format: ReportFormat;
  title: string;
  /** The statute the report follows, and what the company should know about it. */
  citation: string;
  note: string;
  /** Who remits the state's tax by the rule in force at the month's end, when Humidor holds one. */
  remitter: 'company' | 'purchaser' | null;
  /** Set when some documents carry no ship method, so their carrier is blank (decision 0304). */
  carrierNote: string | null;
  columns: { key: ReportColumnKey; label: string }[];
  rows: ReportRow[];
  totals: ReportTotals;
  figures: ReportFigure[];
}

export type ReportColumnKey = keyof Pick<
  ReportRow,
  | 'date'
  | 'refNumber'
  | 'buyer'
  | 'licenseNumber'
  | 'shipTo'
  | 'carrier'
  | 'brand'
  | 'item'
  | 'taxKind'
  | 'quantity'
  | 'cigars'
  | 'listPriceCents'
  | 'salePriceCents'
  | 'amountCents'
  | 'taxCents'
  | 'flag'
>;
