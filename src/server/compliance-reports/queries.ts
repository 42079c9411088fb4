import {
  PostgresAdapter,
  expressionBuilder,
  sql,
  type Expression,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import type { ReportDocumentInput } from '../../domain/compliance/reports/types.js';
import { visibleDocuments } from '../access/visibility.js';
import type { Db } from '../db/database.js';
import type { DB } from '../db/schema.js';
import type { Address } from '../db/tables/mirror.js';
import { licensesOf, taxProfilesOf } from './rules.js';

/**
 * The month's invoices and credit memos shipped to a state (or to every state the user sees), with
 * their lines, as the report builder takes them (decision 0303). Scoped like every document read
 * (`visibleDocuments`): an admin sees all, and the route keeps it through the policy anyway.
 */

export interface DocumentRange {
  /** One state, or null for every state in the user's scope (insight). */
  state: string | null;
  from: string;
  to: string;
  /** Read each document's ship method from its raw JSON (the reports); insight's sums need none. */
  withCarrier: boolean;
}

/** The carrier: QuickBooks' ship method ("Ship Via") on the raw document, when it sent one (decision 0304). */
function carrierOf(db: Db, table: 'invoices' | 'creditMemos'): RawBuilder<string | null> {
  const raw = sql.ref(`${table}.raw`);
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    return sql<string | null>`${raw}->'ShipMethodRef'->>'FullName'`;
  return sql<string | null>`json_extract(${raw}, '$.ShipMethodRef.FullName')`;
}

/** Dollars as whole cents, tolerant of binary fractions (12.345 stays 1235 the way QuickBooks rounds). */
const centsOf = (dollars: number) => Math.sign(dollars) * Math.round(Math.abs(dollars) * 100 + 1e-7);

/** An address on one line: street lines, then "City, ST 12345". */
export function addressLine(address: Address): string {
  const place = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.addr1, address.addr2, address.addr3, place].filter(Boolean).join(', ');
}

/** The codec parses JSON by column name, so an aliased address may arrive as text (SQLite). */
function jsonAddress(value: Address | string | null): Address {
  if (!value) return {};
  return typeof value === 'string' ? (JSON.parse(value) as Address) : value;
}

/**
 * Which documents to read: a range of dates (and a state) as a user sees them, or these documents
 * whatever their date (the kept excise totals, `excise-months.ts`). Documents without a ship state
 * are never read: no state's figures hold them.
 */
export type DocumentSelection =
  /** Without a user, every state's (the keeper's reads). */
  | { user?: Principal; range: DocumentRange }
  | { table: 'invoices' | 'creditMemos'; txnIds: readonly string[] };

/** The selection as one condition on the document table, for its heads and its lines alike. */
function selected(table: 'invoices', selection: DocumentSelection): Expression<SqlBool> {
  const eb = expressionBuilder<DB, 'invoices'>();
  if ('txnIds' in selection) {
    return eb.and([eb(`${table}.txnId`, 'in', selection.txnIds), eb(`${table}.shipState`, 'is not', null)]);
  }
  const { user, range } = selection;
  return eb.and([
    eb(`${table}.txnDate`, '>=', range.from),
    eb(`${table}.txnDate`, '<=', range.to),
    range.state ? eb(`${table}.shipState`, '=', range.state) : eb(`${table}.shipState`, 'is not', null),
    ...(user ? [visibleDocuments(user, table)(eb)] : []),
  ]);
}

// Credit memos and their lines have the invoices' columns: typed as the invoices' pair, so one
// query serves both (a union of the two pairs has no callable join in Kysely's types).
async function headers(
  db: Db,
  documents: 'invoices' | 'creditMemos',
  selection: DocumentSelection,
  withCarrier: boolean,
) {
  const table = documents as 'invoices';
  return db
    .selectFrom(table)
    .leftJoin('customers', 'customers.listId', `${table}.customerListId`)
    .select([
      `${table}.txnId as txnId`,
      `${table}.refNumber as refNumber`,
      `${table}.txnDate as txnDate`,
      `${table}.customerListId as customerListId`,
      `${table}.shipState as shipState`,
      `${table}.shipAddress as shipAddress`,
      // The customer's name as the mirror has it now, else as the document named it.
      sql<string>`coalesce(${sql.ref('customers.fullName')}, ${sql.ref(`${table}.customerName`)})`.as(
        'customerName',
      ),
      'customers.shipAddress as customerShipAddress',
    ])
    .select(withCarrier ? carrierOf(db, documents).as('carrier') : sql<string | null>`null`.as('carrier'))
    .where(selected(table, selection))
    .execute();
}

async function lines(db: Db, documents: 'invoices' | 'creditMemos', selection: DocumentSelection) {
  const table = documents as 'invoices';
  const lineTable = (documents === 'invoices' ? 'invoiceLines' : 'creditMemoLines') as 'invoiceLines';
  return (
    db
      .selectFrom(lineTable)
      .innerJoin(table, `${table}.txnId`, `${lineTable}.txnId`)
      .leftJoin('items', 'items.listId', `${lineTable}.itemListId`)
      .select([
        `${lineTable}.txnId as txnId`,
        `${lineTable}.lineNo as lineNo`,
        `${lineTable}.itemListId as itemListId`,
        `${lineTable}.itemName as itemName`,
        `${lineTable}.quantity as quantity`,
        `${lineTable}.rate as rate`,
        `${lineTable}.amount as amount`,
        'items.brand as brand',
        // What the document's tax and sums read of it, for `documentsToTax` (one query, no heads).
        `${table}.txnDate as txnDate`,
        `${table}.shipState as shipState`,
        `${table}.refNumber as refNumber`,
        `${table}.customerListId as customerListId`,
      ])
      // Goods shipped: lines with an item that is not a service or a charge (freight, discounts).
      .where(`${lineTable}.itemListId`, 'is not', null)
      .where((eb) => eb.or([eb('items.kind', 'is', null), eb('items.kind', '=', 'inventory')]))
      .where(selected(table, selection))
      .orderBy(`${lineTable}.txnId`)
      .orderBy(`${lineTable}.lineNo`)
      .execute()
  );
}

/** What taxing a document's lines reads once per request or batch: the profiles' lookup. */
export type ProfileOf = Awaited<ReturnType<typeof taxProfilesOf>>;

type TaxedDocument = ReportDocumentInput & { state: string };

const tablesOf = (selection: DocumentSelection) =>
  'txnIds' in selection ? [selection.table] : (['invoices', 'creditMemos'] as const);

const kindOf = (table: 'invoices' | 'creditMemos') => (table === 'invoices' ? 'invoice' : 'credit-memo');

/** A line of goods as the report builder takes it, with its item's resolved tax profile. */
function lineInput(line: Awaited<ReturnType<typeof lines>>[number], profileOf: ProfileOf) {
  const brand = line.brand ?? '';
  return {
    itemListId: line.itemListId ?? '',
    itemName: line.itemName ?? '',
    brand,
    quantity: Number(line.quantity),
    rateCents: centsOf(Number(line.rate)),
    amountCents: centsOf(Number(line.amount)),
    profile: profileOf(line.itemListId ?? '', brand),
  };
}

/**
 * The selected documents as their tax and insight's sums read them, from their lines alone (one
 * query a table): the buyer, ship-to, carrier and licenses a report shows are left empty. The kept
 * excise totals' reader (`excise-months.ts`); a document without a line of goods is not in it, as
 * in `documentsOf`.
 */
export async function documentsToTax(
  db: Db,
  selection: DocumentSelection,
  profileOf: ProfileOf,
): Promise<TaxedDocument[]> {
  if ('txnIds' in selection && selection.txnIds.length === 0) return [];
  const documents: TaxedDocument[] = [];
  for (const table of tablesOf(selection)) {
    let current: TaxedDocument | undefined;
    let currentLines: ReturnType<typeof lineInput>[] = [];
    // In document order, so a document's lines come together.
    for (const line of await lines(db, table, selection)) {
      if (current?.txnId !== line.txnId) {
        currentLines = [];
        current = {
          kind: kindOf(table),
          state: line.shipState ?? '',
          txnId: line.txnId,
          refNumber: line.refNumber,
          txnDate: line.txnDate,
          customerListId: line.customerListId,
          customerName: '',
          shipTo: '',
          carrier: null,
          licenses: [],
          lines: currentLines,
        };
        documents.push(current);
      }
      currentLines.push(lineInput(line, profileOf));
    }
  }
  return documents;
}

/**
 * The selected documents with their lines and each line's tax profile, licenses left empty: what
 * the excise figures need (the reports add the licenses).
 */
async function documentsOf(
  db: Db,
  selection: DocumentSelection,
  profileOf: ProfileOf,
  withCarrier = false,
): Promise<TaxedDocument[]> {
  if ('txnIds' in selection && selection.txnIds.length === 0) return [];
  const documents: TaxedDocument[] = [];
  for (const table of tablesOf(selection)) {
    const [heads, rows] = await Promise.all([
      headers(db, table, selection, withCarrier),
      lines(db, table, selection),
    ]);
    const linesOf = new Map<string, typeof rows>();
    for (const row of rows) {
      const group = linesOf.get(row.txnId);
      if (group) group.push(row);
      else linesOf.set(row.txnId, [row]);
    }
    for (const head of heads) {
      const own = linesOf.get(head.txnId) ?? [];
      if (own.length === 0) continue;
      const shipTo = addressLine(head.shipAddress);
      documents.push({
        kind: kindOf(table),
        state: head.shipState ?? '',
        txnId: head.txnId,
        refNumber: head.refNumber,
        txnDate: head.txnDate,
        customerListId: head.customerListId,
        customerName: head.customerName,
        shipTo: shipTo || addressLine(jsonAddress(head.customerShipAddress)),
        carrier: head.carrier || null,
        licenses: [],
        lines: own.map((line) => lineInput(line, profileOf)),
      });
    }
  }
  return documents;
}

/** The documents of the range with their lines, the customers' licenses and each item's tax profile. */
export async function reportDocuments(
  db: Db,
  user: Principal,
  range: DocumentRange,
): Promise<TaxedDocument[]> {
  const documents = await documentsOf(db, { user, range }, await taxProfilesOf(db), range.withCarrier);
  const licenses = await licensesOf(
    db,
    documents.map((d) => d.customerListId),
  );
  for (const document of documents) document.licenses = licenses.get(document.customerListId) ?? [];
  return documents;
}
