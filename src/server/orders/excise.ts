import type { TaxProfileFields } from '../../domain/compliance/item-profiles.js';
import { orderExciseOf, type ExciseProductLine, type OrderExcise } from '../../domain/orders/excise.js';
import type { Db, Tx } from '../db/database.js';
import { loadRules, loadTaxProfiles } from '../compliance/queries.js';
import { getSetting } from '../settings/queries.js';
import {
  invoiceExciseOf,
  type DocumentExcise,
  type InvoiceExciseInput,
} from '../../domain/orders/excise-documents.js';

/**
 * The order desk's excise: the rules through Admin → Compliance's one reader (`loadRules(db,
 * 'excise')`, the shipped rows with the ones admins added) and the items' profiles through its
 * `loadTaxProfiles`; what is here only shapes them for the domain's calculation.
 */

/** The rows admins added, oldest first, as the order form merges them with the shipped ones (`exciseRulesWith`). */
export async function addedExciseRows(db: Db | Tx) {
  const rules = await loadRules(db, 'excise');
  return rules
    .filter((rule) => rule.recordedOrder > 0)
    .sort((a, b) => a.recordedOrder - b.recordedOrder)
    .map(({ state, effectiveFrom, recordedOrder: _recorded, ...ruleBody }) => ({
      state,
      effectiveFrom,
      ruleBody,
    }));
}

/** The resolved tax profiles of the named items by ListID, as the domain's calculation takes them. */
export async function taxProfileRecord(
  db: Db | Tx,
  listIds: readonly string[],
): Promise<Record<string, TaxProfileFields>> {
  return Object.fromEntries(await loadTaxProfiles(db, listIds));
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
    loadRules(db, 'excise'),
    taxProfileRecord(
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
    loadRules(db, 'excise'),
    taxProfileRecord(db, itemIds),
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
