import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { attachmentSchema, missingOwnerMessage, ownerQuerySchema } from './rules.js';

const tags = ['attachments'];

/** Owner ids name storage folders, so only the characters ids are made of are accepted. */
const ownerQuery = ownerQuerySchema.extend({
  ownerId: z
    .string({ message: missingOwnerMessage })
    .min(1, missingOwnerMessage)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, missingOwnerMessage),
});

/** Upload: the owner, plus the file's name when one file is sent (for the early size refusal). */
const uploadQuery = ownerQuery.extend({ fileName: z.string().max(1000).optional() });

const attachmentIdParams = z.object({ id: z.string().min(1).max(100) });
const attachmentsResponse = z.object({ attachments: z.array(attachmentSchema) });

export const attachmentsContract = {
  /** Multipart: the handler reads the files from the request stream itself. */
  upload: defineRoute({
    method: 'POST',
    path: '/api/attachments',
    access: 'user',
    tags,
    summary: "Upload files to a note, order or comment (multipart, the owner's attach rule)",
    query: uploadQuery,
    response: attachmentsResponse,
    status: 201,
  }),
  limits: defineRoute({
    method: 'GET',
    path: '/api/attachments/limits',
    access: 'user',
    tags,
    summary: 'The largest file accepted, in MB',
    response: z.object({ maxMb: z.number() }),
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/attachments',
    access: 'user',
    tags,
    summary: "An owner's files, newest first, and whether the user may add more",
    query: ownerQuery,
    response: attachmentsResponse.extend({ canAttach: z.boolean() }),
  }),
  file: defineRoute({
    method: 'GET',
    path: '/api/attachments/:id/file',
    access: 'user',
    tags,
    summary: 'The stored file',
    params: attachmentIdParams,
    produces: 'application/octet-stream',
  }),
  preview: defineRoute({
    method: 'GET',
    path: '/api/attachments/:id/preview',
    access: 'user',
    tags,
    summary: 'The JPEG preview of a HEIC/HEIF image',
    params: attachmentIdParams,
    produces: 'image/jpeg',
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/attachments/:id',
    access: 'user',
    tags,
    summary: 'Delete a file (its uploader or the author of what it is attached to)',
    params: attachmentIdParams,
    status: 204,
  }),
};
