import type { ImportEntity } from '../../mirror/batch.js';

/**
 * QuickBooks Online's JSON as the documents the mirror import already takes from Desktop
 * (qbXML-as-JSON Ret elements), so an Online invoice goes through the same normalizer, the same
 * tables, the same sales summary, placement and search index as a Desktop one, and reads like one
 * on every page (docs/decisions/0235-quickbooks-online-mapping.md).
 *
 * Online ids are numbers per company ("130"); Desktop ListIDs and TxnIDs are upper-case hex with a
 * hyphen ("80000001-1234567890"). Every Online id is stored as `QBO-<Id>`: Q and O are not hex
 * digits, so the two can never collide.
 */
export const onlineIdPrefix = 'QBO-';

export const onlineId = (id: string | number): string => `${onlineIdPrefix}${String(id)}`;

/** The Online entities written through the mirror's import, in the order it applies them (references first). */
const importedEntities = ['Term', 'Customer', 'Item', 'Estimate', 'Invoice', 'CreditMemo'] as const;
export type ImportedEntity = (typeof importedEntities)[number];
/**
 * Every Online entity the sync reads: the imported ones, then payments, which Desktop's import has
 * no table for and the sync keeps itself (`onlinePayments`, decision 0364).
 */
export const onlineEntities = [...importedEntities, 'Payment'] as const;
export type OnlineEntity = (typeof onlineEntities)[number];
export const isImported = (entity: OnlineEntity): entity is ImportedEntity => entity !== 'Payment';

/** Where each Online entity lands: the import entity, and how a deletion of it is told to the import. */
const targets = {
  Term: { entity: 'terms', deleted: { ListDelType: 'StandardTerms' } },
  Customer: { entity: 'customers', deleted: { ListDelType: 'Customer' } },
  Item: { entity: 'items', deleted: { ListDelType: 'ItemInventory' } },
  // Online has no sales orders; an estimate is the open order waiting to be invoiced (decision 0235).
  Estimate: { entity: 'salesorders', deleted: { TxnDelType: 'SalesOrder' } },
  Invoice: { entity: 'invoices', deleted: { TxnDelType: 'Invoice' } },
  CreditMemo: { entity: 'creditmemos', deleted: { TxnDelType: 'CreditMemo' } },
} as const satisfies Record<ImportedEntity, { entity: ImportEntity; deleted: Record<string, string> }>;

export const importEntityOf = (entity: ImportedEntity): ImportEntity => targets[entity].entity;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const objectAt = (value: unknown, key: string): Json => {
  const inner = isObject(value) ? value[key] : undefined;
  return isObject(inner) ? inner : {};
};
const listAt = (value: Json, key: string): Json[] => {
  const inner = value[key];
  return Array.isArray(inner) ? inner.filter(isObject) : [];
};
/** A scalar as Desktop's documents carry it; a missing value stays missing (the normalizer's default). */
const scalar = (value: unknown): string | number | boolean | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;

/** Term names, by Online id: a `SalesTermRef` usually carries only its `value`. */
export type TermNames = ReadonlyMap<string, string>;

function ref(value: unknown, names?: TermNames) {
  if (!isObject(value) || scalar(value.value) === undefined) return undefined;
  const id = String(value.value);
  return { ListID: onlineId(id), FullName: scalar(value.name) ?? names?.get(onlineId(id)) };
}

/** PhysicalAddress (Line1…, CountrySubDivisionCode) as Desktop's BillAddress/ShipAddress. */
function address(value: unknown) {
  if (!isObject(value)) return undefined;
  return {
    Addr1: scalar(value.Line1),
    Addr2: scalar(value.Line2),
    Addr3: scalar(value.Line3),
    City: scalar(value.City),
    State: scalar(value.CountrySubDivisionCode),
    PostalCode: scalar(value.PostalCode),
    Country: scalar(value.Country),
  };
}

const metaData = (o: Json) => {
  const meta = objectAt(o, 'MetaData');
  return {
    TimeCreated: scalar(meta.CreateTime),
    TimeModified: scalar(meta.LastUpdatedTime),
    EditSequence: scalar(o.SyncToken),
  };
};

const idOf = (o: Json) => (scalar(o.Id) === undefined ? undefined : onlineId(String(o.Id)));

export function customerDoc(c: Json, terms?: TermNames) {
  return {
    ListID: idOf(c),
    Name: scalar(c.DisplayName),
    FullName: scalar(c.FullyQualifiedName) ?? scalar(c.DisplayName),
    IsActive: scalar(c.Active),
    CompanyName: scalar(c.CompanyName),
    FirstName: scalar(c.GivenName),
    LastName: scalar(c.FamilyName),
    AccountNumber: scalar(c.AcctNum),
    Phone: scalar(objectAt(c, 'PrimaryPhone').FreeFormNumber),
    Email: scalar(objectAt(c, 'PrimaryEmailAddr').Address),
    Balance: scalar(c.Balance),
    BillAddress: address(c.BillAddr),
    ShipAddress: address(c.ShipAddr),
    TermsRef: ref(c.SalesTermRef, terms),
    ...metaData(c),
  };
}

/** Online item types the mirror keeps; categories and bundles are not sold as themselves. */
const itemRetKeys = {
  Inventory: 'ItemInventoryRet',
  NonInventory: 'ItemNonInventoryRet',
  Service: 'ItemServiceRet',
} as const;

export function itemDoc(i: Json) {
  const retKey = itemRetKeys[String(i.Type) as keyof typeof itemRetKeys] as
    (typeof itemRetKeys)[keyof typeof itemRetKeys] | undefined;
  if (!retKey) return null;
  return {
    retKey,
    doc: {
      ListID: idOf(i),
      Name: scalar(i.Name),
      FullName: scalar(i.FullyQualifiedName) ?? scalar(i.Name),
      IsActive: scalar(i.Active),
      SalesDesc: scalar(i.Description),
      SalesPrice: scalar(i.UnitPrice),
      QuantityOnHand: scalar(i.QtyOnHand),
      ...metaData(i),
    },
  };
}

export function termDoc(t: Json) {
  return {
    retKey: t.Type === 'DATE_DRIVEN' ? ('DateDrivenTermsRet' as const) : ('StandardTermsRet' as const),
    doc: { ListID: idOf(t), Name: scalar(t.Name), IsActive: scalar(t.Active), ...metaData(t) },
  };
}

/** A Desktop line: an item with quantity and rate, a description alone, or a discount. */
function lineDoc(line: Json) {
  const item = objectAt(line, 'SalesItemLineDetail');
  return {
    TxnLineID: scalar(line.Id),
    ItemRef: ref(item.ItemRef),
    Desc: scalar(line.Description) ?? (line.DetailType === 'DiscountLineDetail' ? 'Discount' : undefined),
    Quantity: scalar(item.Qty),
    Rate: scalar(item.UnitPrice),
    // Online gives a discount as a positive amount taken off; Desktop as a negative line.
    Amount: line.DetailType === 'DiscountLineDetail' ? -Number(line.Amount ?? 0) : scalar(line.Amount),
  };
}

const lineKinds = new Set(['SalesItemLineDetail', 'DescriptionOnly', 'DiscountLineDetail']);

/** The sold lines in document order; a group (bundle) is its own lines, as Desktop lists them. */
function linesOf(t: Json) {
  return listAt(t, 'Line').flatMap((line) =>
    line.DetailType === 'GroupLineDetail'
      ? listAt(objectAt(line, 'GroupLineDetail'), 'Line').map(lineDoc)
      : lineKinds.has(String(line.DetailType))
        ? [lineDoc(line)]
        : [],
  );
}

/** A purchase order number, when the company keeps one in a custom field ("P.O. Number", "PO #"). */
function poNumber(t: Json) {
  const field = listAt(t, 'CustomField').find((f) =>
    /^p\.?\s?o\.?\s*(number|no\.?|#)?$/i.test(String(f.Name)),
  );
  return field ? scalar(field.StringValue) : undefined;
}

/** Before tax: the total less the tax, like Desktop's Subtotal. */
const subtotalOf = (t: Json) => Number(t.TotalAmt ?? 0) - Number(objectAt(t, 'TxnTaxDetail').TotalTax ?? 0);

function transactionDoc(t: Json, terms?: TermNames) {
  const customer = objectAt(t, 'CustomerRef');
  return {
    TxnID: idOf(t),
    RefNumber: scalar(t.DocNumber),
    TxnDate: scalar(t.TxnDate),
    CustomerRef:
      scalar(customer.value) === undefined
        ? undefined
        : { ListID: onlineId(String(customer.value)), FullName: scalar(customer.name) },
    BillAddress: address(t.BillAddr),
    ShipAddress: address(t.ShipAddr),
    TermsRef: ref(t.SalesTermRef, terms),
    PONumber: poNumber(t),
    Subtotal: subtotalOf(t),
    LinkedTxn: listAt(t, 'LinkedTxn')
      .filter((l) => scalar(l.TxnId) !== undefined)
      .map((l) => ({ TxnID: onlineId(String(l.TxnId)), TxnType: scalar(l.TxnType) })),
    Memo: scalar(t.PrivateNote),
    ...metaData(t),
  };
}

export function invoiceDoc(t: Json, terms?: TermNames) {
  const balance = Number(t.Balance ?? 0);
  return {
    ...transactionDoc(t, terms),
    DueDate: scalar(t.DueDate),
    BalanceRemaining: scalar(t.Balance),
    IsPaid: balance === 0,
    Other: scalar(t.TrackingNum),
    // The invoice's payment page, sent when asked for (`include=invoiceLink`): the shop's "Pay".
    InvoiceLink: scalar(t.InvoiceLink),
    InvoiceLineRet: linesOf(t),
  };
}

export function creditMemoDoc(t: Json, terms?: TermNames) {
  return {
    ...transactionDoc(t, terms),
    TotalAmount: scalar(t.TotalAmt),
    CreditRemaining: scalar(t.RemainingCredit),
    CreditMemoLineRet: linesOf(t),
  };
}

/** An accepted estimate turned into an invoice is Closed: Desktop's fully invoiced sales order. */
export function estimateDoc(t: Json, terms?: TermNames) {
  const closed = t.TxnStatus === 'Closed';
  return {
    ...transactionDoc(t, terms),
    IsFullyInvoiced: closed,
    IsManuallyClosed: t.TxnStatus === 'Rejected',
    SalesOrderLineRet: linesOf(t).map((line) => ({ ...line, Invoiced: closed ? line.Quantity : 0 })),
  };
}

/** One import call: the import entity and its body, keyed by Ret element as Desktop sends it. */
export interface ImportCall {
  entity: ImportEntity;
  body: Record<string, unknown[]>;
}

export interface MappedPage {
  upserts: ImportCall | null;
  deletions: ImportCall | null;
  /** The mirror ids of every object of the page, deleted ones too. */
  ids: string[];
}

function retDocOf(
  entity: ImportedEntity,
  o: Json,
  terms?: TermNames,
): { retKey: string; doc: unknown } | null {
  switch (entity) {
    case 'Term':
      return termDoc(o);
    case 'Customer':
      return { retKey: 'CustomerRet', doc: customerDoc(o, terms) };
    case 'Item':
      return itemDoc(o);
    case 'Estimate':
      return { retKey: 'SalesOrderRet', doc: estimateDoc(o, terms) };
    case 'Invoice':
      return { retKey: 'InvoiceRet', doc: invoiceDoc(o, terms) };
    case 'CreditMemo':
      return { retKey: 'CreditMemoRet', doc: creditMemoDoc(o, terms) };
  }
}

const push = (body: Record<string, unknown[]>, key: string, doc: unknown) => {
  (body[key] ??= []).push(doc);
};

/**
 * One page of Online objects (a query page, or one entity of a CDC answer) as import calls: the
 * objects to upsert, and those CDC marks `status: "Deleted"` as Desktop's ListDeletedRet or
 * TxnDeletedRet, so they leave the mirror the way Desktop deletions do.
 */
export function mapPage(entity: ImportedEntity, objects: unknown[], terms?: TermNames): MappedPage {
  const upserts: Record<string, unknown[]> = {};
  const deletions: Record<string, unknown[]> = {};
  const ids: string[] = [];
  const deleted = targets[entity].deleted;
  for (const o of objects) {
    if (!isObject(o)) continue;
    const id = idOf(o);
    if (id) ids.push(id);
    if (o.status === 'Deleted') {
      if (!id) continue;
      if ('ListDelType' in deleted) push(deletions, 'ListDeletedRet', { ...deleted, ListID: id });
      else push(deletions, 'TxnDeletedRet', { ...deleted, TxnID: id });
      continue;
    }
    const mapped = retDocOf(entity, o, terms);
    if (mapped) push(upserts, mapped.retKey, mapped.doc);
  }
  const call = (importEntity: ImportEntity, body: Record<string, unknown[]>) =>
    Object.keys(body).length ? { entity: importEntity, body } : null;
  return { upserts: call(importEntityOf(entity), upserts), deletions: call('deleted', deletions), ids };
}

/** Deletions of mirror ids a full resync no longer found in QuickBooks Online. */
export function deletionsOf(entity: ImportedEntity, ids: string[]): ImportCall | null {
  if (!ids.length) return null;
  const deleted = targets[entity].deleted;
  return 'ListDelType' in deleted
    ? { entity: 'deleted', body: { ListDeletedRet: ids.map((id) => ({ ...deleted, ListID: id })) } }
    : { entity: 'deleted', body: { TxnDeletedRet: ids.map((id) => ({ ...deleted, TxnID: id })) } };
}
