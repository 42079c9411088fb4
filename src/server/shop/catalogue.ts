import { quantityAfterOrders } from '../../domain/mirror/items.js';
import { priceCentsOf } from '../../domain/orders/pricing.js';
import { availabilityOf } from '../../domain/shop/availability.js';
import type { ShopCatalogue, ShopCatalogueItem } from '../../domain/shop/contract.js';
import type { Db } from '../db/database.js';
import { orderPriceLevel } from '../orders/context.js';
import { getSetting } from '../settings/queries.js';
import { newestImages } from './photos.js';

/**
 * What one shop may order (issue 48, part 2): the active items of the brands and the items the
 * portal offers, by brand then name, each with its description (the admin's, else QuickBooks'),
 * box count, photo, availability in words and its price at the shop's QuickBooks price level,
 * priced by the order's own code (`orderPriceLevel`, `priceCentsOf`), so the catalogue shows what
 * the order will charge. Null when no such customer exists; the caller decides who may ask.
 */
export async function shopCatalogue(db: Db, customerListId: string): Promise<ShopCatalogue | null> {
  const customer = await db
    .selectFrom('customers')
    .select(['listId', 'priceLevelListId'])
    .where('listId', '=', customerListId)
    .executeTakeFirst();
  if (!customer) return null;
  const [portal, rules, level] = await Promise.all([
    getSetting(db, 'shopPortal'),
    getSetting(db, 'orderRules'),
    orderPriceLevel(db, null, customer),
  ]);
  const answer = {
    customerListId: customer.listId,
    priceLevel: level,
    minimumOrderCents: portal.minimumOrderCents,
  };
  if (!portal.brands.length && !portal.items.length) return { ...answer, brands: [] };
  const rows = await db
    .selectFrom('items')
    .leftJoin('shopItemDetails', 'shopItemDetails.itemListId', 'items.listId')
    .select([
      'items.listId',
      'items.name',
      'items.brand',
      'items.salesDesc',
      'items.salesPrice',
      'items.sticks',
      'items.quantityOnHand',
      'items.quantityOnSalesOrder',
      'shopItemDetails.description',
    ])
    .where('items.isActive', '=', true)
    .where((eb) =>
      eb.or([
        ...(portal.brands.length ? [eb('items.brand', 'in', portal.brands)] : []),
        ...(portal.items.length ? [eb('items.listId', 'in', portal.items)] : []),
      ]),
    )
    .execute();
  const photos = await newestImages(
    db,
    'item',
    rows.map((row) => row.listId),
  );
  const byBrand = new Map<string, ShopCatalogueItem[]>();
  for (const row of rows) {
    const item: ShopCatalogueItem = {
      listId: row.listId,
      name: row.name,
      description: row.description || row.salesDesc || '',
      boxCount: row.sticks,
      photoUrl: photos.get(row.listId)?.url ?? null,
      availability: availabilityOf(quantityAfterOrders(row), portal.fewLeftAt),
      priceCents: priceCentsOf(row, level, rules),
    };
    byBrand.set(row.brand, [...(byBrand.get(row.brand) ?? []), item]);
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    ...answer,
    brands: [...byBrand]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([brand, items]) => ({ brand, items: items.sort(byName) })),
  };
}
