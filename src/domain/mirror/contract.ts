import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { importEntities } from './batch.js';

const tokenSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TokenSummary = z.infer<typeof tokenSummarySchema>;

const manageTokens = { action: 'tokens.manage' } as const;

/** Big batches are welcome: a full customer list is tens of megabytes of qbXML-as-JSON. */
const importBodyLimit = 50 * 1024 * 1024;

/** The QuickBooks mirror: batches from a connector (docs/sync.md) and the tokens it signs in with. */
export const mirrorContract = {
  importBatch: defineRoute({
    method: 'POST',
    path: '/api/import/:entity',
    // Its first name: connectors written before the rename keep working (decisions 0167, 0168).
    formerPaths: [{ path: '/api/sync/:entity', deprecated: '2026-11-27', sunset: '2027-03-06' }],
    access: 'integration',
    tags: ['import'],
    summary:
      'Upsert or delete a batch of QuickBooks documents (Authorization: Bearer <integration token>; see docs/sync.md)',
    bodyLimit: importBodyLimit,
    params: z.object({
      entity: z.enum(importEntities, {
        error: (issue) =>
          `Unknown entity "${String(issue.input)}". Use one of: ${importEntities.join(', ')}.`,
      }),
    }),
    body: z
      .record(z.string(), z.unknown(), {
        error: 'The body must be an object whose key is the Ret element (CustomerRet, InvoiceRet, …).',
      })
      .describe(
        `QuickBooks qbXML-as-JSON: an object whose key is the Ret element (CustomerRet, InvoiceRet, …) and whose value is one document or a list. Entities: ${importEntities.join(', ')}.`,
      ),
    response: z.object({
      accepted: z.number().int(),
      rejected: z.array(z.object({ index: z.number().int(), reason: z.string() })),
    }),
  }),
  listTokens: defineRoute({
    method: 'GET',
    path: '/api/admin/tokens',
    access: manageTokens,
    tags: ['admin'],
    response: z.object({ tokens: z.array(tokenSummarySchema) }),
  }),
  createToken: defineRoute({
    method: 'POST',
    path: '/api/admin/tokens',
    access: manageTokens,
    tags: ['admin'],
    summary: 'Create an integration token; the secret is in this response only',
    body: z.object({
      name: z
        .string()
        .trim()
        .min(1, 'Please enter a name for the token')
        .max(80, 'The name is at most 80 characters'),
    }),
    status: 201,
    response: z.object({ token: tokenSummarySchema, secret: z.string() }),
  }),
  revokeToken: defineRoute({
    method: 'DELETE',
    path: '/api/admin/tokens/:id',
    access: manageTokens,
    tags: ['admin'],
    summary: 'Revoke an integration token',
    params: z.object({ id: z.string().min(1).max(100) }),
    response: z.object({ token: tokenSummarySchema }),
  }),
};
