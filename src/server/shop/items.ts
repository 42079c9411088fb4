import type { Principal } from '../../domain/access/policy.js';
import type { ShopItem } from '../../domain/shop/contract.js';
import type { Db } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { newestImages } from './photos.js';

export const itemMissing = (listId: string) => notFound(`An item with the ID ${listId} does not exist`);

/** Every item (active first, by brand and name) with the admin's description and its photo. */
export async function shopItems(db: Db, listIds?: readonly string[]): Promise<ShopItem[]> {
  let query = db
    .selectFrom('items')
    .leftJoin('shopItemDetails', 'shopItemDetails.itemListId', 'items.listId')
    .select([
      'items.listId',
      'items.name',
      'items.brand',
      'items.isActive',
      'items.salesDesc',
      'shopItemDetails.description',
    ])
    .orderBy('items.isActive', 'desc')
    .orderBy('items.brand')
    .orderBy('items.name');
  if (listIds) query = query.where('items.listId', 'in', listIds);
  const rows = await query.execute();
  const photos = await newestImages(
    db,
    'item',
    rows.map((row) => row.listId),
  );
  return rows.map((row) => ({
    ...row,
    description: row.description ?? null,
    photo: photos.get(row.listId) ?? null,
  }));
}

/** Sets (or, empty, clears) the shops' description of an item. */
export async function describeItem(
  db: Db,
  actor: Principal,
  listId: string,
  description: string,
): Promise<ShopItem> {
  await db.transaction().execute(async (tx) => {
    const item = await tx
      .selectFrom('items')
      .select('listId')
      .where('listId', '=', listId)
      .executeTakeFirst();
    if (!item) throw itemMissing(listId);
    if (!description) {
      await tx.deleteFrom('shopItemDetails').where('itemListId', '=', listId).execute();
      return;
    }
    const change = { description, updatedAt: new Date().toISOString(), updatedById: actor.id };
    await tx
      .insertInto('shopItemDetails')
      .values({ itemListId: listId, ...change })
      .onConflict((oc) => oc.column('itemListId').doUpdateSet(change))
      .execute();
  });
  const [item] = await shopItems(db, [listId]);
  if (!item) throw itemMissing(listId);
  return item;
}
