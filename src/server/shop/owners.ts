import { registerAttachmentOwner } from '../attachments/owners.js';

/** The one portal owner id: the portal's logo is the newest image attached to it. */
export const portalLogoOwnerId = 'logo';

const adminOnly = {
  action: 'settings.manage',
  refusal: 'Only an admin can change what the shops see.',
} as const;

/**
 * An item's photo for the shops (Admin → Items): seen by everyone who may see the item list,
 * added by an admin, images a browser shows only (issue 48, decision 0331).
 */
registerAttachmentOwner('item', {
  async load(db, _user, ownerId) {
    const item = await db
      .selectFrom('items')
      .select('listId')
      .where('listId', '=', ownerId)
      .executeTakeFirst();
    return item ? { scopeStates: [], authorIds: [] } : null;
  },
  attach: adminOnly,
  imagesOnly: true,
});

/** The portal's logo (Admin → Shop portal), under the one owner id `logo`. */
registerAttachmentOwner('portal', {
  load: async (_db, _user, ownerId) =>
    ownerId === portalLogoOwnerId ? { scopeStates: [], authorIds: [] } : null,
  attach: adminOnly,
  imagesOnly: true,
});
