/** The import API's entities, in the order an import applies them (references before what uses them). */
export const importEntities = [
  'pricelevels',
  'terms',
  'salesreps',
  'customers',
  'items',
  'invoices',
  'salesorders',
  'creditmemos',
  'deleted',
] as const;
export type ImportEntity = (typeof importEntities)[number];

export function isImportEntity(value: string): value is ImportEntity {
  return (importEntities as readonly string[]).includes(value);
}

/** The Ret elements each entity's body may hold. */
export const retKeysOf = {
  pricelevels: ['PriceLevelRet'],
  terms: ['StandardTermsRet', 'DateDrivenTermsRet'],
  salesreps: ['SalesRepRet'],
  customers: ['CustomerRet'],
  items: ['ItemInventoryRet', 'ItemNonInventoryRet', 'ItemServiceRet', 'ItemOtherChargeRet'],
  invoices: ['InvoiceRet'],
  salesorders: ['SalesOrderRet'],
  creditmemos: ['CreditMemoRet'],
  deleted: ['ListDeletedRet', 'TxnDeletedRet'],
} as const satisfies Record<ImportEntity, readonly string[]>;

type RetKey = (typeof retKeysOf)[ImportEntity][number];

/** One document of a batch: its Ret element and its position, counted across the whole body. */
export interface BatchDocument {
  index: number;
  retKey: RetKey;
  doc: unknown;
}

type SplitBatch = { ok: true; documents: BatchDocument[] } | { ok: false; message: string };

/**
 * A body is an object whose keys are Ret elements and whose values are one document or a list.
 * Documents are numbered in the order the keys appear, then in list order.
 */
export function splitBatch(entity: ImportEntity, body: unknown): SplitBatch {
  const allowed: readonly string[] = retKeysOf[entity];
  const expected = allowed.join(' or ');
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, message: `The ${entity} body must be an object with ${expected}.` };
  }
  const documents: BatchDocument[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (!allowed.includes(key)) {
      return { ok: false, message: `The ${entity} body takes ${expected}, not "${key}".` };
    }
    const list: unknown[] = Array.isArray(value)
      ? value
      : value === null || value === undefined
        ? []
        : [value];
    for (const doc of list) documents.push({ index: documents.length, retKey: key as RetKey, doc });
  }
  return { ok: true, documents };
}
