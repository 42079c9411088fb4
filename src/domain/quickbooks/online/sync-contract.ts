import { z } from 'zod';
import { defineRoute } from '../../contract/route.js';
import { formerOnlinePath } from './former-paths.js';

const tags = ['quickbooks'];
const access = { action: 'settings.manage' } as const;

const companySyncSchema = z.object({
  realmId: z.string(),
  lastSyncAt: z.string().nullable(),
  lastFullSyncAt: z.string().nullable(),
  /** When the next sync is queued for: the schedule, or a pull asked for. */
  nextSyncAt: z.string().nullable(),
  syncing: z.boolean(),
  lastError: z.string().nullable(),
  lastErrorAt: z.string().nullable(),
  pulledCounts: z.record(z.string(), z.number()),
});
export type CompanySync = z.infer<typeof companySyncSchema>;

/** QuickBooks Online keeping the mirror current: Intuit's webhooks, "Sync now" and where each company stands. */
export const onlineSyncContract = {
  webhook: defineRoute({
    method: 'POST',
    path: '/api/quickbooks/online/webhooks',
    // The endpoint named in Intuit's developer portal before the move keeps receiving (decision 0272).
    formerPaths: [formerOnlinePath('/api/quickbooks-online/webhooks')],
    // Intuit signs the body instead (intuit-signature, checked over the raw bytes): no session.
    access: 'public',
    tags,
    summary:
      "Intuit's change notifications: the raw JSON body signed with intuit-signature (base64 HMAC-SHA256 under QUICKBOOKS_ONLINE_WEBHOOK_VERIFIER), otherwise 401",
    response: z.object({ companies: z.number().int() }),
  }),
  status: defineRoute({
    method: 'GET',
    path: '/api/admin/quickbooks/online/sync',
    formerPaths: [formerOnlinePath('/api/admin/quickbooks-online/sync')],
    access,
    tags,
    summary: 'Where each QuickBooks Online company’s sync stands',
    response: z.object({ companies: z.array(companySyncSchema) }),
  }),
  syncNow: defineRoute({
    method: 'POST',
    path: '/api/admin/quickbooks/online/sync',
    formerPaths: [formerOnlinePath('/api/admin/quickbooks-online/sync')],
    access,
    tags,
    summary: 'Sync now: queue a sync of every connected QuickBooks Online company',
    response: z.object({ requested: z.array(z.string()) }),
  }),
};
