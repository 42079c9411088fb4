import type { ImportEntity } from '../mirror/import.js';
import { demoCatalog, itemDocument } from './catalog.js';
import { demoCustomer } from './customers.js';
import { createRandom } from './random.js';
import { referenceDocuments } from './reference.js';
import { customerTransactions, type Counters } from './transactions.js';

/** One call of the import: an entity and a QuickBooks-shaped body ({ CustomerRet: [...] }). */
export interface DemoBatch {
  entity: Exclude<ImportEntity, 'deleted'>;
  body: Record<string, unknown>;
  /** Number of documents in the body. */
  count: number;
}

export interface DemoOptions {
  /** 1 is the demo company (about 1,500 customers); N makes N times the customers and transactions. */
  scale?: number;
  seed?: number;
  /** 'YYYY-MM-DD' the three years of history end on; today (UTC) by default. */
  today?: string;
  /** Number of customers, instead of the scale's (a small slice for tests). */
  customers?: number;
  /** Leave out invoices, sales orders and credit memos (a customers-only dataset). */
  transactions?: boolean;
  /** Documents per batch. */
  batchSize?: number;
}

export const customersPerScale = 1500;
const defaultSeed = 20250411;

/**
 * The demo company as import batches, in the order they must be loaded: reference lists, items,
 * customers, then each customer's transactions. Lazy, so a large scale never sits in memory at once;
 * the same options always give the same documents.
 */
export function* generateDemoCompany(options: DemoOptions = {}): Generator<DemoBatch> {
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  const seed = options.seed ?? defaultSeed;
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const batchSize = options.batchSize ?? 500;
  const total = options.customers ?? customersPerScale * scale;

  const reference = referenceDocuments();
  yield batch('pricelevels', 'PriceLevelRet', reference.pricelevels.PriceLevelRet);
  yield batch('terms', 'StandardTermsRet', reference.terms.StandardTermsRet);
  yield batch('salesreps', 'SalesRepRet', reference.salesreps.SalesRepRet);

  const items = demoCatalog(seed);
  const stock = createRandom(seed ^ 0x17e5);
  const retKey = {
    inventory: 'ItemInventoryRet',
    service: 'ItemServiceRet',
    otherCharge: 'ItemOtherChargeRet',
  } as const;
  for (const kind of ['inventory', 'service', 'otherCharge'] as const) {
    const documents = items
      .filter((item) => item.kind === kind)
      .map((item) =>
        itemDocument(item, kind === 'inventory' ? stock.int(0, Math.floor(item.quantityOnHand / 3)) : 0),
      );
    yield* chunks('items', retKey[kind], documents, batchSize);
  }

  const customers = [];
  const takenNames = new Set<string>();
  let documents: Record<string, unknown>[] = [];
  for (let index = 0; index < total; index += 1) {
    const made = demoCustomer(seed, index, today, takenNames);
    customers.push(made.customer);
    documents.push(made.document);
    if (documents.length === batchSize) {
      yield batch('customers', 'CustomerRet', documents);
      documents = [];
    }
  }
  if (documents.length > 0) yield batch('customers', 'CustomerRet', documents);

  if (options.transactions === false) return;
  const counters: Counters = { txn: 0, invoice: 0, salesOrder: 0, creditMemo: 0 };
  const pending = { invoices: [] as unknown[], salesOrders: [] as unknown[], creditMemos: [] as unknown[] };
  const keys = {
    invoices: ['invoices', 'InvoiceRet'],
    salesOrders: ['salesorders', 'SalesOrderRet'],
    creditMemos: ['creditmemos', 'CreditMemoRet'],
  } as const;
  for (const customer of customers) {
    const made = customerTransactions(seed, customer, items, counters, today);
    for (const kind of ['salesOrders', 'invoices', 'creditMemos'] as const) {
      pending[kind].push(...made[kind]);
      if (pending[kind].length >= batchSize) {
        yield batch(keys[kind][0], keys[kind][1], pending[kind]);
        pending[kind] = [];
      }
    }
  }
  for (const kind of ['salesOrders', 'invoices', 'creditMemos'] as const) {
    if (pending[kind].length > 0) yield batch(keys[kind][0], keys[kind][1], pending[kind]);
  }
}

function batch(entity: DemoBatch['entity'], key: string, documents: unknown[]): DemoBatch {
  return { entity, body: { [key]: documents }, count: documents.length };
}

function* chunks(entity: DemoBatch['entity'], key: string, documents: unknown[], size: number) {
  for (let i = 0; i < documents.length; i += size) yield batch(entity, key, documents.slice(i, i + size));
}
