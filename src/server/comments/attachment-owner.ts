import { registerAttachmentOwner } from '../attachments/owners.js';
import { findVisibleComment } from './queries.js';

/**
 * Files on comments: a comment's files are visible to whoever may see its note, and their live
 * events carry the note's states. The comment counts its files so the panel asks only for those.
 */
registerAttachmentOwner('comment', {
  async load(db, user, ownerId) {
    const found = await findVisibleComment(db, user, ownerId).catch(() => null);
    if (!found) return null;
    const { customerState, customerShipState } = found.note;
    const scopeStates = [
      ...new Set([customerState, customerShipState].filter((s): s is string => Boolean(s))),
    ];
    return { scopeStates, authorId: found.comment.authorId };
  },
  counters: { table: 'comments', count: 'attachmentCount' },
});
