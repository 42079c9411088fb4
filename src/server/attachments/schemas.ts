import { z } from 'zod';
import { attachmentSchema, missingOwnerMessage, ownerQuerySchema } from '../../domain/attachments/rules.js';

/** Owner ids name storage folders, so only the characters ids are made of are accepted. */
export const ownerQuery = ownerQuerySchema.extend({
  ownerId: z
    .string({ message: missingOwnerMessage })
    .min(1, missingOwnerMessage)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, missingOwnerMessage),
});

/** Upload: the owner, plus the file's name when one file is sent (for the early size refusal). */
export const uploadQuery = ownerQuery.extend({ fileName: z.string().max(1000).optional() });

export const attachmentIdParams = z.object({ id: z.string().min(1).max(100) });
export const attachmentsResponse = z.object({ attachments: z.array(attachmentSchema) });
export const limitsResponse = z.object({ maxMb: z.number() });
