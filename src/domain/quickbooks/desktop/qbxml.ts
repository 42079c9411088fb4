import { XMLBuilder } from 'fast-xml-parser';
import { importEntities, type ImportEntity } from '../../mirror/batch.js';

/** One element's content: text, or child elements in the order QuickBooks requires. */
type QbNode = string | number | QbElement | QbNode[];
export interface QbElement {
  [name: string]: QbNode | undefined;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  suppressEmptyNode: false,
});

/**
 * QuickBooks reads qbXML as ASCII safely only: every other character travels as a numeric
 * character reference, so "Café" arrives as "Caf&#233;" and never as mangled bytes.
 */
export function asciiOnly(xml: string): string {
  return xml.replace(/[^ -~\t\n\r]/gu, (char) => `&#${char.codePointAt(0)};`);
}

/** A qbXML 13.0 request document holding the given requests (each `{ XxxRq: {...} }`). */
export function qbxmlRequest(requests: QbElement[]): string {
  const body = builder.build({
    QBXML: { QBXMLMsgsRq: { '@onError': 'continueOnError', ...merge(requests) } },
  });
  return asciiOnly(`<?xml version="1.0" encoding="utf-8"?><?qbxml version="13.0"?>${body}`);
}

/** Several requests of the same name become a list, which the builder writes as siblings. */
function merge(requests: QbElement[]): QbElement {
  const out: Record<string, QbNode[]> = {};
  for (const request of requests) {
    for (const [name, value] of Object.entries(request)) {
      if (value !== undefined) (out[name] ??= []).push(value);
    }
  }
  return out;
}

/**
 * Kinds of QuickBooks documents Humidor pulls, in the order a run asks for them: the import's own
 * order, with its deletions asked for as QuickBooks keeps them (lists and transactions apart).
 */
export const pullKinds = [
  ...(importEntities.filter((entity) => entity !== 'deleted') as Exclude<ImportEntity, 'deleted'>[]),
  'listdeleted',
  'txndeleted',
] as const;
export type PullKind = (typeof pullKinds)[number];

/** What each kind of pull is called in the run log and in getLastError, in words people use. */
export const pullKindLabels: Record<PullKind, string> = {
  pricelevels: 'price levels',
  terms: 'terms',
  salesreps: 'sales reps',
  customers: 'customers',
  items: 'items',
  invoices: 'invoices',
  salesorders: 'sales orders',
  creditmemos: 'credit memos',
  listdeleted: 'deleted list entries',
  txndeleted: 'deleted transactions',
};

/** Kinds read with an iterator, a page of at most this many documents at a time. */
export const pageSize = 100;
const iterated: ReadonlySet<PullKind> = new Set([
  'customers',
  'items',
  'invoices',
  'salesorders',
  'creditmemos',
]);
export const usesIterator = (kind: PullKind) => iterated.has(kind);

const listRequestNames = {
  pricelevels: 'PriceLevelQueryRq',
  terms: 'TermsQueryRq',
  salesreps: 'SalesRepQueryRq',
  customers: 'CustomerQueryRq',
  items: 'ItemQueryRq',
} as const;
const txnRequestNames = {
  invoices: 'InvoiceQueryRq',
  salesorders: 'SalesOrderQueryRq',
  creditmemos: 'CreditMemoQueryRq',
} as const;

const listDelTypes = [
  'Customer',
  'ItemInventory',
  'ItemNonInventory',
  'ItemService',
  'ItemOtherCharge',
  'PriceLevel',
  'SalesRep',
  'StandardTerms',
  'DateDrivenTerms',
] as const;
const txnDelTypes = ['Invoice', 'SalesOrder', 'CreditMemo'] as const;

/**
 * The request that starts pulling one kind. `since` is the QuickBooks time to ask from (a
 * TimeModified, or a TimeDeleted for deletions); none on the first run, which fetches everything.
 * Lists ask for ActiveStatus All (the default would hide deactivations); customers and items carry
 * their custom fields (OwnerID 0); transactions carry their lines and linked transactions.
 */
export function startRequest(kind: PullKind, requestId: string, since: string | null): QbElement {
  const attrs = { '@requestID': requestId, ...(usesIterator(kind) ? { '@iterator': 'Start' } : {}) };
  const max = usesIterator(kind) ? { MaxReturned: pageSize } : {};
  if (kind === 'listdeleted' || kind === 'txndeleted') {
    const range = since ? { DeletedDateRangeFilter: { FromDeletedDate: since } } : {};
    return kind === 'listdeleted'
      ? { ListDeletedQueryRq: { '@requestID': requestId, ListDelType: [...listDelTypes], ...range } }
      : { TxnDeletedQueryRq: { '@requestID': requestId, TxnDelType: [...txnDelTypes], ...range } };
  }
  if (kind in txnRequestNames) {
    const name = txnRequestNames[kind as keyof typeof txnRequestNames];
    const linked = kind === 'salesorders' ? {} : { IncludeLinkedTxns: 'true' };
    return {
      [name]: {
        ...attrs,
        ...max,
        ...(since ? { ModifiedDateRangeFilter: { FromModifiedDate: since } } : {}),
        IncludeLineItems: 'true',
        ...linked,
        OwnerID: '0',
      },
    };
  }
  const name = listRequestNames[kind as keyof typeof listRequestNames];
  const ownerId = kind === 'customers' || kind === 'items' ? { OwnerID: '0' } : {};
  return {
    [name]: {
      ...attrs,
      ...max,
      ActiveStatus: 'All',
      ...(since ? { FromModifiedDate: since } : {}),
      ...ownerId,
    },
  };
}

/** The next page of an iterator: the Start request verbatim, marked Continue with that run's iteratorID. */
export function continueRequest(start: QbElement, iteratorId: string): QbElement {
  const [[name, body]] = Object.entries(start) as [[string, QbElement]];
  const { '@requestID': requestId, '@iterator': _iterator, ...rest } = body;
  return { [name]: { '@requestID': requestId, '@iterator': 'Continue', '@iteratorID': iteratorId, ...rest } };
}
