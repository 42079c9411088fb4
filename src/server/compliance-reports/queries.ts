import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import type { ReportDocumentInput } from '../../domain/compliance/reports/types.js';
import { visibleDocuments } from '../access/visibility.js';
import type { Db } from '../db/database.js';
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

async function headers(db: Db, user: Principal, table: 'invoices' | 'creditMemos', range: DocumentRange) {
  let query = db
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
    .select(range.withCarrier ? carrierOf(db, table).as('carrier') : sql<string | null>`null`.as('carrier'))
    .where(`${table}.txnDate`, '>=', range.from)
    .where(`${table}.txnDate`, '<=', range.to)
    .where(visibleDocuments(user, table));
  if (range.state) query = query.where(`${table}.shipState`, '=', range.state);
  else query = query.where(`${table}.shipState`, 'is not', null);
  return query.execute();
}

async function lines(db: Db, user: Principal, documents: 'invoices' | 'creditMemos', range: DocumentRange) {
  // Credit memos and their lines have the invoices' columns: typed as the invoices' pair, so one
  // query serves both (a union of the two pairs has no callable join in Kysely's types).
  const table = documents as 'invoices';
  const lineTable = (documents === 'invoices' ? 'invoiceLines' : 'creditMemoLines') as 'invoiceLines';
  let query = db
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
    ])
    // Goods shipped: lines with an item that is not a service or a charge (freight, discounts).
    .where(`${lineTable}.itemListId`, 'is not', null)
    .where((eb) => eb.or([eb('items.kind', 'is', null), eb('items.kind', '=', 'inventory')]))
    .where(`${table}.txnDate`, '>=', range.from)
    .where(`${table}.txnDate`, '<=', range.to)
    .where(visibleDocuments(user, table))
    .orderBy(`${lineTable}.txnId`)
    .orderBy(`${lineTable}.lineNo`);
  if (range.state) query = query.where(`${table}.shipState`, '=', range.state);
  else query = query.where(`${table}.shipState`, 'is not', null);
  return query.execute();
}

/** The documents of the range with their lines, the customers' licenses and each item's tax profile. */
export async function reportDocuments(
  db: Db,
  user: Principal,
  range: DocumentRange,
): Promise<(ReportDocumentInput & { state: string })[]> {
  const profileOf = await taxProfilesOf(db);
  const documents: (ReportDocumentInput & { state: string })[] = [];
  for (const [table, kind] of [
    ['invoices', 'invoice'],
    ['creditMemos', 'credit-memo'],
  ] as const) {
    const [heads, rows] = await Promise.all([headers(db, user, table, range), lines(db, user, table, range)]);
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
        kind,
        state: head.shipState ?? '',
        txnId: head.txnId,
        refNumber: head.refNumber,
        txnDate: head.txnDate,
        customerListId: head.customerListId,
        customerName: head.customerName,
        shipTo: shipTo || addressLine(jsonAddress(head.customerShipAddress)),
        carrier: head.carrier || null,
        licenses: [],
        lines: own.map((line) => {
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
        }),
      });
    }
  }
  const licenses = await licensesOf(
    db,
    documents.map((d) => d.customerListId),
  );
  for (const document of documents) document.licenses = licenses.get(document.customerListId) ?? [];
  return documents;
}
