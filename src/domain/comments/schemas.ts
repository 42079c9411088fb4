import { z } from 'zod';
import { clientIdSchema } from '../idempotency/client-id.js';
import { limitedText } from '../text/length.js';

/** Comments page size, draft delay and truncation (spec §9). */
const commentsPageSize = 20;
export const draftDelayMs = 250;
export const truncateAt = 500;
/** The spec gives no maximum; a comment longer than this is refused. */
export const commentMaxLength = 5000;
const maxMentions = 50;

const emptyCommentMessage = 'Please enter a comment';
const commentTooLongMessage = `A comment can have at most ${commentMaxLength} characters`;
export const notCommentAuthorMessage = 'Only the author of this comment can delete it';
export const deleteCommentConfirm = 'Are you sure you want to DELETE this comment?';
export const commentErrorTitle = 'There was an error';
export const submitCommentFailedMessage =
  'There was a problem submitting your comment or uploading attachments. Please try again.';

/** What a user submits; the text is trimmed and must not be empty (spec §5). */
export const newCommentSchema = z.object({
  text: limitedText({
    min: { length: 1, message: emptyCommentMessage },
    max: commentMaxLength,
    tooLong: commentTooLongMessage,
  }),
  taggedUsers: z.array(z.string().min(1).max(100)).max(maxMentions).default([]),
  clientId: clientIdSchema,
});
export type NewComment = z.input<typeof newCommentSchema>;

const userRefSchema = z.object({ id: z.string(), displayName: z.string() });

export const commentSchema = z.object({
  id: z.string(),
  noteId: z.string(),
  text: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  createdAt: z.string(),
  taggedUsers: z.array(userRefSchema),
  attachmentCount: z.number(),
  canDelete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

export const commentsQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(commentsPageSize),
});
