import { z } from 'zod';

/** The 'Show Inventory' choices (orders-and-records.md §2 Inventory, §9 Inventory). */
export const inventoryTypes = ['orderable', 'all', 'pos'] as const;
export type InventoryType = (typeof inventoryTypes)[number];
export const inventoryTypeSchema = z.enum(inventoryTypes);

/** The 'Group By' choices. */
export const inventoryGroupings = ['brand', 'onHand', 'onOrders', 'afterOrders'] as const;
export type InventoryGrouping = (typeof inventoryGroupings)[number];

export interface InventoryItem {
  listId: string;
  name: string;
  description: string | null;
  brand: string;
  quantityOnHand: number;
  quantityOnSalesOrder: number;
  quantityAfterOrders: number;
  /** The views the item belongs to; the server decides with `viewsOf`. */
  views: InventoryType[];
}

const orderablePrefixes = ['p-', 'ps-', 'pt-'];
const allPrefixes = ['p-', 'ps-', 'pt-', 'pb-'];
const posPrefixes = ['POS-', 'pm-'];

const startsWithAny = (name: string, prefixes: readonly string[]) => prefixes.some((p) => name.startsWith(p));

interface ViewLists {
  /** Item names in the standard order form's products. */
  standardFormNames: ReadonlySet<string>;
  /** The POS exclusion list (setting posExclusions). */
  posExclusions: ReadonlySet<string>;
}

/**
 * Orderable: in the standard order form and named p-, ps- or pt-. All: named p-, ps-, pt- or pb-.
 * POS: named POS- or pm-, except the POS exclusion list.
 */
export function viewsOf(name: string, lists: ViewLists): InventoryType[] {
  const views: InventoryType[] = [];
  if (startsWithAny(name, orderablePrefixes) && lists.standardFormNames.has(name)) views.push('orderable');
  if (startsWithAny(name, allPrefixes)) views.push('all');
  if (startsWithAny(name, posPrefixes) && !lists.posExclusions.has(name)) views.push('pos');
  return views;
}

/** Quantity after orders: on hand minus on sales order. */
export const quantityAfterOrders = (onHand: number, onSalesOrder: number) => onHand - onSalesOrder;

const quantityBuckets = ['0-50', '100-300', '500+'] as const;
type QuantityBucket = (typeof quantityBuckets)[number];

/** Up to 50 in '0-50', up to 300 in '100-300' (so 51 to 300), above 300 in '500+' (§9, labels kept as the original). */
export function quantityBucket(quantity: number): QuantityBucket {
  if (quantity <= 50) return '0-50';
  if (quantity <= 300) return '100-300';
  return '500+';
}

export type RowFlag = 'warning' | 'problem' | null;

/** On hand below 5 is a problem, below 100 a warning; after orders below 0 is a (bold red) problem. */
export function rowFlags(item: Pick<InventoryItem, 'quantityOnHand' | 'quantityAfterOrders'>): {
  onHand: RowFlag;
  afterOrders: RowFlag;
} {
  const onHand = item.quantityOnHand < 5 ? 'problem' : item.quantityOnHand < 100 ? 'warning' : null;
  return { onHand, afterOrders: item.quantityAfterOrders < 0 ? 'problem' : null };
}

/** Case-insensitive match on name or description; an empty filter matches everything. */
export function matchesFilter(item: Pick<InventoryItem, 'name' | 'description'>, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  if (!needle) return true;
  return item.name.toLowerCase().includes(needle) || (item.description ?? '').toLowerCase().includes(needle);
}

const groupingQuantity: Record<Exclude<InventoryGrouping, 'brand'>, (item: InventoryItem) => number> = {
  onHand: (item) => item.quantityOnHand,
  onOrders: (item) => item.quantityOnSalesOrder,
  afterOrders: (item) => item.quantityAfterOrders,
};

export interface InventoryGroup {
  label: string;
  items: InventoryItem[];
}

const byName = (a: InventoryItem, b: InventoryItem) => a.name.localeCompare(b.name);

/**
 * The page's tables: the items of one view matching the filter, one group per brand (brands and
 * items by name) or per quantity bucket (buckets smallest first, items by the grouping quantity).
 */
export function inventoryTables(
  items: readonly InventoryItem[],
  choice: { type: InventoryType; groupBy: InventoryGrouping; filter: string },
): InventoryGroup[] {
  const shown = items.filter(
    (item) => item.views.includes(choice.type) && matchesFilter(item, choice.filter),
  );
  const groups = new Map<string, InventoryItem[]>();
  const groupBy = choice.groupBy;
  if (groupBy === 'brand') {
    for (const item of [...shown].sort(byName)) {
      groups.set(item.brand, [...(groups.get(item.brand) ?? []), item]);
    }
    return [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([label, groupItems]) => ({ label, items: groupItems }));
  }
  const quantity = groupingQuantity[groupBy];
  const sorted = [...shown].sort((a, b) => quantity(a) - quantity(b) || byName(a, b));
  for (const bucket of quantityBuckets) groups.set(bucket, []);
  for (const item of sorted) groups.get(quantityBucket(quantity(item)))?.push(item);
  return [...groups.entries()]
    .filter(([, groupItems]) => groupItems.length > 0)
    .map(([label, groupItems]) => ({ label, items: groupItems }));
}
