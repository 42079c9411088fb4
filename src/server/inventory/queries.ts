import { quantityAfterOrders, viewsOf, type InventoryItem } from '../../domain/inventory/views.js';
import type { Db } from '../db/database.js';
import { getSetting } from '../settings/queries.js';

/** Active items of any inventory view (Orderable, All, POS), each marked with its views. */
export async function listInventory(db: Db): Promise<InventoryItem[]> {
  const [orderForms, posExclusions, rows] = await Promise.all([
    getSetting(db, 'orderForms'),
    getSetting(db, 'posExclusions'),
    db
      .selectFrom('items')
      .select(['listId', 'name', 'salesDesc', 'brand', 'quantityOnHand', 'quantityOnSalesOrder'])
      .where('isActive', '=', true)
      .execute(),
  ]);
  const lists = {
    standardFormNames: new Set(orderForms.find((form) => form.kind === 'standard')?.items ?? []),
    posExclusions: new Set(posExclusions.itemNames),
  };
  // Sorted here, not in SQL, so both dialects answer in the same (code point) order.
  rows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return rows.flatMap((row) => {
    const views = viewsOf(row.name, lists);
    if (views.length === 0) return [];
    return [
      {
        listId: row.listId,
        name: row.name,
        description: row.salesDesc,
        brand: row.brand,
        quantityOnHand: row.quantityOnHand,
        quantityOnSalesOrder: row.quantityOnSalesOrder,
        quantityAfterOrders: quantityAfterOrders(row.quantityOnHand, row.quantityOnSalesOrder),
        views,
      },
    ];
  });
}
