import { registerAttachmentOwner, scopeStatesOf } from '../attachments/owners.js';
import { findVisibleComment } from './queries.js';

/**
 * Files on comments: a comment's files are visible to whoever may see its note, and their live
 * events carry the note's states. The comment counts its files so the panel asks only for those.
 */
registerAttachmentOwner('comment', {
  async load(db, user, ownerId) {
    const found = await findVisibleComment(db, user, ownerId).catch(() => null);
    if (!found) return null;
    const { authorId } = found.comment;
    return { scopeStates: scopeStatesOf(found.note), authorIds: authorId ? [authorId] : [] };
  },
  attach: { action: 'comment.attach', refusal: 'Only the author of this comment can add files to it.' },
  counters: { table: 'comments', count: 'attachmentCount' },
});
