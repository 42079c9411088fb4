import { registerAttachmentOwner, scopeStatesOf } from '../attachments/owners.js';
import { visibleNotes } from '../access/visibility.js';

/** Files on notes: seen by whoever may see the note, added by its author or an admin. */
registerAttachmentOwner('note', {
  async load(db, user, ownerId) {
    const note = await db
      .selectFrom('notes')
      .select(['customerState', 'customerShipState', 'authorId'])
      .where('notes.id', '=', ownerId)
      .where(visibleNotes(user))
      .executeTakeFirst();
    return note
      ? { scopeStates: scopeStatesOf(note), authorIds: note.authorId ? [note.authorId] : [] }
      : null;
  },
  attach: { action: 'note.attach', refusal: 'Only the author of this note or an admin can add files to it.' },
  counters: { table: 'notes', count: 'attachmentCount', lastAt: 'lastAttachmentAt' },
});
