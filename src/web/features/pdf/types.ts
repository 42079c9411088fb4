/**
 * The printable documents take plain data (strings and numbers) so any page can map its API data
 * into them and tests can build them by hand. Dates are 'YYYY-MM-DD' (or ISO) strings; money is a
 * number of dollars.
 */
import type { z } from 'zod';
import type { companySchema } from '../../../domain/settings/company';
import type { PrintedExcise } from '../../../domain/orders/excise-documents';
import type { Statement } from '../../../domain/shop/statement';

/** The `company` admin setting, printed at the top of every document. */
export type CompanyInfo = z.infer<typeof companySchema>;

/** A bill-to or ship-to block. */
export interface DocumentAddress {
  name: string;
  /** Street lines (Addr1..Addr3), empty ones left out. */
  lines: string[];
  city: string;
  state: string;
  postalCode: string;
}

/** One printed line of an invoice or credit memo. */
export interface DocumentLine {
  item: string;
  description: string;
  quantity: number;
  rate: number;
  amount: number;
  /** The line's excise tax in dollars (an invoice's), when worked out. */
  exciseTax?: number | null;
}

export interface CreditMemoDocumentProps {
  company: CompanyInfo;
  /** The credit memo number (RefNumber). */
  number: string;
  date: string;
  customer: DocumentAddress;
  lines: DocumentLine[];
  subtotal: number;
  totalAmount: number;
  creditRemaining: number;
}

export interface InvoiceDocumentProps {
  company: CompanyInfo;
  /** The invoice number (RefNumber). */
  number: string;
  date: string;
  dueDate: string | null;
  terms: string;
  salesRep: string;
  poNumber: string;
  billTo: DocumentAddress;
  shipTo: DocumentAddress;
  lines: DocumentLine[];
  subtotal: number;
  balanceRemaining: number;
  /** The invoice's excise tax as printed (decision 0302); none when absent. */
  excise?: PrintedExcise | null;
}

export interface SalesOrderLine extends DocumentLine {
  invoiced: number;
}

export interface SalesOrderDocumentProps {
  company: CompanyInfo;
  /** The sales order number (RefNumber). */
  number: string;
  date: string;
  terms: string;
  salesRep: string;
  poNumber: string;
  fob: string;
  /** 'Closed' when fully invoiced, else 'Pending' (decided by the page from IsFullyInvoiced). */
  status: string;
  billTo: DocumentAddress;
  shipTo: DocumentAddress;
  lines: SalesOrderLine[];
  subtotal: number;
}

export interface EstimateLine {
  item: string;
  description: string;
  quantity: number;
  price: number;
  amount: number;
  /** The line's excise tax in dollars, when worked out. */
  exciseTax?: number | null;
}

/** The order totals as the orders domain computes them (spec §3 OrderTotals). */
interface EstimateTotals {
  amount: number;
  qty: number;
  facings: number;
  retailValue: number;
  possibleProfits: number;
  /** Percent, e.g. 42.5 for 42.5 %. */
  margin: number;
}

export interface EstimateDocumentProps {
  company: CompanyInfo;
  date: string;
  customer: DocumentAddress;
  /** The rep who prepared it. */
  preparedBy: string;
  priceLevel: string;
  terms: string;
  orderType: string;
  lines: EstimateLine[];
  totals: EstimateTotals;
  /** Event benefits earned, one sentence each (empty when none). */
  benefits: string[];
  instructions: string;
  /** The order's excise tax as printed (decision 0301); none when absent. */
  excise?: PrintedExcise | null;
}

/** A shop's statement (issue 48): `statementOf`'s answer, in integer cents, and whom it is for. */
export interface StatementDocumentProps {
  company: CompanyInfo;
  customer: DocumentAddress;
  statement: Statement;
}
