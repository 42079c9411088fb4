import { unknownDamagedItemMessage } from '../../domain/notes/damaged.js';
import type { DamagedItem } from '../../domain/notes/schemas.js';
import type { Db, Tx } from '../db/database.js';
import { badRequest } from '../http/errors.js';

/**
 * Damaged items as the item list names them: each id must be an item there, and its name and sales
 * description are taken from the list, never from the request, so the damaged-items CSV prints only
 * real items.
 */
export async function damagedItemsFromList(
  db: Db | Tx,
  items: readonly DamagedItem[],
): Promise<DamagedItem[]> {
  if (!items.length) return [];
  const listIds = [...new Set(items.map((item) => item.listId))];
  const known = await db
    .selectFrom('items')
    .select(['listId', 'name', 'salesDesc'])
    .where('listId', 'in', listIds)
    .execute();
  const byId = new Map(known.map((item) => [item.listId, item]));
  return items.map((item) => {
    const listed = byId.get(item.listId);
    if (!listed) throw badRequest(unknownDamagedItemMessage(item.listId));
    return { listId: listed.listId, name: listed.name, salesDesc: listed.salesDesc, sticks: item.sticks };
  });
}
