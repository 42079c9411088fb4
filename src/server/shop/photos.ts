import { attachmentsContract } from '../../domain/attachments/contract.js';
import type { OwnerType } from '../../domain/attachments/rules.js';
import { routeUrl } from '../../domain/contract/route.js';
import type { Db } from '../db/database.js';

export interface ShopImage {
  attachmentId: string;
  url: string;
}

/**
 * The newest image of each owner (an item's photo, the portal's logo), in one query: an admin
 * replaces a photo by adding a newer one, and the older stays listed until deleted.
 */
export async function newestImages(
  db: Db,
  ownerType: Extract<OwnerType, 'item' | 'portal'>,
  ownerIds: readonly string[],
): Promise<Map<string, ShopImage>> {
  const images = new Map<string, ShopImage>();
  for (let i = 0; i < ownerIds.length; i += 1_000) {
    const rows = await db
      .selectFrom('attachments')
      .select(['id', 'ownerId'])
      .where('ownerType', '=', ownerType)
      .where('ownerId', 'in', ownerIds.slice(i, i + 1_000))
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
    for (const row of rows)
      if (!images.has(row.ownerId))
        images.set(row.ownerId, {
          attachmentId: row.id,
          url: routeUrl(attachmentsContract.file, { params: { id: row.id } }),
        });
  }
  return images;
}
