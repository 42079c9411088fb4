/**
 * The accounting mirror: what QuickBooks sends, flattened for the screens' queries, with each raw
 * document kept in `raw` so nothing the source sends is lost. Money is a number of dollars; dates
 * (TxnDate, DueDate) are 'YYYY-MM-DD' text; state columns are upper-case codes.
 */
export interface Address {
  addr1?: string;
  addr2?: string;
  addr3?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  country?: string;
}

export interface NameValue {
  name: string;
  value: string;
}

export interface LinkedTxn {
  txnId?: string;
  txnType: string;
  refNumber: string | null;
  txnDate: string | null;
  amount?: number | null;
}

export interface CustomersTable {
  listId: string;
  fullName: string;
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  accountNumber: string | null;
  phone: string | null;
  email: string | null;
  balance: number;
  isActive: boolean;
  /** Bill-to ("customer") state and ship-to state: either puts the customer in a rep's scope. */
  state: string | null;
  shipState: string | null;
  city: string | null;
  shipCity: string | null;
  billAddress: Address;
  shipAddress: Address;
  termsName: string | null;
  priceLevelListId: string | null;
  priceLevelName: string | null;
  salesRepName: string | null;
  isTaaMember: boolean;
  dataExt: NameValue[];
  additionalContacts: NameValue[];
  /** Folded (lower case, no accents) company, contact names, account number and city, for search. */
  searchText: string;
  timeCreated: string | null;
  timeModified: string | null;
  editSequence: string | null;
  raw: Record<string, unknown>;
}

export interface ItemsTable {
  listId: string;
  name: string;
  fullName: string;
  salesDesc: string | null;
  salesPrice: number;
  quantityOnHand: number;
  quantityOnSalesOrder: number;
  brand: string;
  sticks: number;
  itemType: string;
  msrp: number | null;
  isActive: boolean;
  /** Items (inventory part) or services; both feed the order forms. */
  kind: 'inventory' | 'service' | 'other';
  timeModified: string | null;
  editSequence: string | null;
  raw: Record<string, unknown>;
}

interface TransactionColumns {
  txnId: string;
  refNumber: string;
  txnDate: string;
  customerListId: string;
  customerName: string;
  /** The ship-to state, or the customer's state when the document has no ship address: the scope column. */
  shipState: string | null;
  billAddress: Address;
  shipAddress: Address;
  termsName: string | null;
  salesRepName: string | null;
  poNumber: string | null;
  subtotal: number;
  linkedTxns: LinkedTxn[];
  memo: string | null;
  timeModified: string | null;
  editSequence: string | null;
  raw: Record<string, unknown>;
}

interface InvoicesTable extends TransactionColumns {
  dueDate: string | null;
  balanceRemaining: number;
  isPaid: boolean;
  /** Carrier tracking numbers when the source sends them (custom field or Other). */
  tracking: string[];
}

interface SalesOrdersTable extends TransactionColumns {
  fob: string | null;
  isFullyInvoiced: boolean;
  isManuallyClosed: boolean;
}

interface CreditMemosTable extends TransactionColumns {
  totalAmount: number;
  creditRemaining: number;
}

interface LineColumns {
  txnId: string;
  lineNo: number;
  txnLineId: string | null;
  itemListId: string | null;
  itemName: string | null;
  desc: string | null;
  quantity: number;
  rate: number;
  amount: number;
  /** Copied from the document so per-customer, per-item statistics need no join. */
  customerListId: string;
  txnDate: string;
}

type InvoiceLinesTable = LineColumns;
interface SalesOrderLinesTable extends LineColumns {
  invoiced: number;
}
type CreditMemoLinesTable = LineColumns;

interface PriceLevelsTable {
  listId: string;
  name: string;
  /** Percent off the sales price (5 for '5%'). */
  percentOff: number;
  isActive: boolean;
  raw: Record<string, unknown>;
}

interface TermsTable {
  listId: string;
  name: string;
  isActive: boolean;
  raw: Record<string, unknown>;
}

interface SalesRepsTable {
  listId: string;
  initial: string;
  name: string | null;
  isActive: boolean;
  raw: Record<string, unknown>;
}

interface IntegrationTokensTable {
  id: string;
  name: string;
  /** sha256 of the token; the token itself is shown once and never stored. */
  tokenHash: string;
  createdAt: string;
  createdBy: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface MirrorTables {
  customers: CustomersTable;
  items: ItemsTable;
  invoices: InvoicesTable;
  invoiceLines: InvoiceLinesTable;
  salesOrders: SalesOrdersTable;
  salesOrderLines: SalesOrderLinesTable;
  creditMemos: CreditMemosTable;
  creditMemoLines: CreditMemoLinesTable;
  priceLevels: PriceLevelsTable;
  terms: TermsTable;
  salesReps: SalesRepsTable;
  integrationTokens: IntegrationTokensTable;
}

export const mirrorCodecColumns = {
  json: ['billAddress', 'shipAddress', 'dataExt', 'additionalContacts', 'raw', 'linkedTxns', 'tracking'],
  boolean: ['isActive', 'isTaaMember', 'isPaid', 'isFullyInvoiced', 'isManuallyClosed'],
};
