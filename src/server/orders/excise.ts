import type { ExciseRule } from '../../domain/compliance/excise/rules.js';
import type { TaxProfileFields } from '../../domain/compliance/item-profiles.js';
import {
  exciseRulesWith,
  orderExciseOf,
  taxProfilesOf,
  type ExciseProductLine,
  type OrderExcise,
} from '../../domain/orders/excise.js';
import type { Db, Tx } from '../db/database.js';
import { getSetting } from '../settings/queries.js';
import {
  invoiceExciseOf,
  type DocumentExcise,
  type InvoiceExciseInput,
} from '../../domain/orders/excise-documents.js';

/**
 * The excise rules orders are taxed by: the shipped ones and the rows admins recorded. Read here
 * until Admin → Compliance's rules API (server/compliance) exports its own loader; this query
 * merges into it then (`loadExciseRules`).
 */
export async function loadExciseRules(db: Db | Tx): Promise<ExciseRule[]> {
  return exciseRulesWith(await adminExciseRows(db));
}

/** The excise rows admins recorded, oldest first: the order form merges them as the server does. */
export function adminExciseRows(db: Db | Tx) {
  return db
    .selectFrom('complianceRules')
    .select(['state', 'effectiveFrom', 'ruleBody'])
    .where('topic', '=', 'excise')
    .where('withdrawnAt', 'is', null)
    .orderBy('recordedAt')
    .orderBy('id')
    .execute();
}

/**
 * The resolved tax profiles of the named items, by ListID: each item's own row over its brand's.
 * Read here until server/compliance's tax profiles API exports its loader (`loadTaxProfiles`).
 */
export async function loadTaxProfiles(
  db: Db | Tx,
  listIds: readonly string[],
): Promise<Record<string, TaxProfileFields>> {
  if (!listIds.length) return {};
  const items = await db
    .selectFrom('items')
    .select(['listId', 'brand'])
    .where('listId', 'in', [...listIds])
    .execute();
  const brands = [...new Set(items.map((item) => item.brand).filter(Boolean))];
  const rows = await db
    .selectFrom('taxProfiles')
    .select(['scope', 'key', 'profileFields'])
    .where((eb) =>
      eb.or([
        eb.and([eb('scope', '=', 'item'), eb('key', 'in', [...listIds])]),
        ...(brands.length ? [eb.and([eb('scope', '=', 'brand'), eb('key', 'in', brands)])] : []),
      ]),
    )
    .execute();
  return taxProfilesOf(
    items,
    rows.map((row) => ({ scope: row.scope, key: row.key, fields: row.profileFields as TaxProfileFields })),
  );
}

/**
 * The excise tax of an order's computed lines in its ship-to state on its day, from what the server
 * loads itself: a client's figure is never read.
 */
export async function orderExciseFor(
  db: Db | Tx,
  order: { state: string | null; day: string; products: readonly ExciseProductLine[] },
): Promise<OrderExcise | null> {
  if (!order.state) return null;
  const [rules, profiles] = await Promise.all([
    loadExciseRules(db),
    loadTaxProfiles(
      db,
      order.products.map((line) => line.productListId),
    ),
  ]);
  return orderExciseOf({ ...order, rules, profiles });
}

/**
 * An invoice's excise tax (decision 0302): its own line of the excise tax item when QuickBooks
 * carries one, else worked out from its lines in its ship-to state on its date, as an order's is.
 */
export async function invoiceExciseFor(
  db: Db | Tx,
  invoice: { shipState: string | null; txnDate: string },
  lines: InvoiceExciseInput['lines'],
): Promise<DocumentExcise | null> {
  if (!invoice.shipState) return null;
  const itemIds = lines.flatMap((line) => (line.itemListId ? [line.itemListId] : []));
  const [rules, profiles, taxItem] = await Promise.all([
    loadExciseRules(db),
    loadTaxProfiles(db, itemIds),
    getSetting(db, 'exciseTaxItem'),
  ]);
  return invoiceExciseOf({
    state: invoice.shipState,
    day: invoice.txnDate.slice(0, 10),
    lines,
    taxItemListId: taxItem.listId,
    profiles,
    rules,
  });
}
