import { z } from 'zod';
import { syncEntities } from '../../domain/mirror/batch.js';

export const syncParams = z.object({ entity: z.string().describe(`One of: ${syncEntities.join(', ')}`) });

export const syncBody = z
  .record(z.string(), z.unknown(), {
    error: 'The body must be an object whose key is the Ret element (CustomerRet, InvoiceRet, …).',
  })
  .describe(
    `QuickBooks qbXML-as-JSON: an object whose key is the Ret element (CustomerRet, InvoiceRet, …) and whose value is one document or a list. Entities: ${syncEntities.join(', ')}.`,
  );

export const syncResponse = z.object({
  accepted: z.number().int(),
  rejected: z.array(z.object({ index: z.number().int(), reason: z.string() })),
});

export const tokenSummary = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});

export const createTokenBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter a name for the token')
    .max(80, 'The name is at most 80 characters'),
});
