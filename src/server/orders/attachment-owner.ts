import { registerAttachmentOwner, scopeStatesOf } from '../attachments/owners.js';
import { visibleOrders } from '../access/visibility.js';
import { signedEstimateFiles } from './signed.js';

/**
 * Files on orders: seen by whoever may see the order, added by its author, whoever entered it for
 * them, or an admin.
 */
registerAttachmentOwner('order', {
  async load(db, user, ownerId) {
    const order = await db
      .selectFrom('orders')
      .select(['customerState', 'customerShipState', 'authorId', 'originalAuthorId'])
      .where('orders.id', '=', ownerId)
      .where(visibleOrders(user))
      .executeTakeFirst();
    if (!order) return null;
    const authorIds = [order.authorId, order.originalAuthorId].filter((id): id is string => Boolean(id));
    return { scopeStates: scopeStatesOf(order), authorIds };
  },
  attach: {
    action: 'order.attach',
    refusal: 'Only the author of this order, whoever entered it, or an admin can add files to it.',
  },
  counters: { table: 'orders', count: 'attachmentCount', lastAt: 'lastAttachmentAt' },
  kept: signedEstimateFiles,
});
