/**
 * "My usual" (issue 48, part 2; decision 0329): the items a shop bought in at least half of its
 * last six invoices, each in its usual quantity, the median of what those invoices held of it.
 */

/** How many of the newest invoices "My usual" looks at. */
export const usualInvoiceCount = 6;

export interface UsualInvoice {
  txnId: string;
  txnDate: string;
  lines: readonly { itemListId: string | null; quantity: number }[];
}

export interface UsualItem {
  itemListId: string;
  /** The median of the item's quantity on the invoices that held it, rounded half up, at least 1. */
  qty: number;
  /** On how many of the invoices looked at the item was. */
  invoices: number;
}

/** The median of the numbers (the mean of the middle two for an even count), rounded half up. */
export function roundedMedian(values: readonly number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(median);
}

/**
 * The shop's usual items, most often bought first (then by item id, so the answer is stable). The
 * newest six invoices by date (a tie by id) are looked at; a shop with fewer has "half" of what it
 * has (2 of 3, 1 of 1). Several lines of one item on an invoice add up; lines with no item or no
 * positive quantity (a return, a discount) are not a purchase.
 */
export function usualItemsOf(invoices: readonly UsualInvoice[]): UsualItem[] {
  const newest = [...invoices]
    .sort((a, b) =>
      a.txnDate === b.txnDate ? b.txnId.localeCompare(a.txnId) : b.txnDate.localeCompare(a.txnDate),
    )
    .slice(0, usualInvoiceCount);
  const quantities = new Map<string, number[]>();
  for (const invoice of newest) {
    const onInvoice = new Map<string, number>();
    for (const line of invoice.lines)
      if (line.itemListId && line.quantity > 0)
        onInvoice.set(line.itemListId, (onInvoice.get(line.itemListId) ?? 0) + line.quantity);
    for (const [itemListId, qty] of onInvoice)
      quantities.set(itemListId, [...(quantities.get(itemListId) ?? []), qty]);
  }
  return [...quantities]
    .filter(([, each]) => each.length * 2 >= newest.length)
    .map(([itemListId, each]) => ({
      itemListId,
      qty: Math.max(1, roundedMedian(each)),
      invoices: each.length,
    }))
    .sort((a, b) => b.invoices - a.invoices || a.itemListId.localeCompare(b.itemListId));
}
