import { z } from 'zod';
import { defineRoute } from '../../contract/route.js';
import { onlineConnectionStatuses } from './connection.js';
import { formerOnlinePath } from './former-paths.js';

const access = { action: 'settings.manage' } as const;
const tags = ['quickbooks'];

export const onlineConnectionSchema = z.object({
  realmId: z.string(),
  companyName: z.string().nullable(),
  status: z.enum(onlineConnectionStatuses),
  connectedAt: z.string(),
  lastSyncAt: z.string().nullable(),
  nextSyncAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type OnlineConnection = z.infer<typeof onlineConnectionSchema>;

/** Connecting to QuickBooks Online (OAuth 2.0) and the connection's state on the admin page. */
export const onlineConnectionContract = {
  connect: defineRoute({
    method: 'GET',
    path: '/api/quickbooks/online/connect',
    formerPaths: [formerOnlinePath('/api/quickbooks-online/connect')],
    access,
    tags,
    summary: "Starts connecting QuickBooks Online: redirects to Intuit's sign-in and consent page",
    produces: 'text/html',
  }),
  callback: defineRoute({
    method: 'GET',
    path: '/api/quickbooks/online/callback',
    // Intuit sends the admin back to the redirect URI its app lists: one registered before the move
    // still lands here until the sunset (decision 0272).
    formerPaths: [formerOnlinePath('/api/quickbooks-online/callback')],
    access,
    tags,
    summary: 'Where Intuit sends the admin back with the authorization code; redirects to the admin page',
    query: z.object({
      code: z.string().max(2000).optional(),
      state: z.string().max(200).optional(),
      realmId: z.string().max(40).optional(),
      error: z.string().max(200).optional(),
    }),
    produces: 'text/html',
  }),
  status: defineRoute({
    method: 'GET',
    path: '/api/admin/quickbooks/online',
    access,
    tags,
    summary: 'Whether QuickBooks Online can be connected, and the connected company with its syncs',
    response: z.object({
      configured: z.boolean(),
      environment: z.enum(['production', 'sandbox']),
      connection: onlineConnectionSchema.nullable(),
    }),
  }),
  disconnect: defineRoute({
    method: 'DELETE',
    path: '/api/admin/quickbooks/online',
    access,
    tags,
    summary: 'Disconnects QuickBooks Online: forgets the tokens (the mirror stays)',
    status: 204,
  }),
};
