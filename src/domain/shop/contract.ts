import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { acceptInvitationSchema, buyerStatuses } from './buyer.js';

const customerParams = z.object({ listId: z.string().min(1).max(60) });

export const buyerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  contactId: z.string().nullable(),
  status: z.enum(buyerStatuses),
  invitedByName: z.string(),
  invitedAt: z.string(),
  lastLoginAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedByName: z.string().nullable(),
});
export type Buyer = z.infer<typeof buyerSchema>;

const shopTags = ['shop'];
const staffTags = ['shop buyers'];

/**
 * The shop portal (issue 48). Staff invite, list and revoke a customer's buyers under the customer;
 * the buyer's own routes are `/api/shop/…`, the only ones with access `buyer` (decision 0324).
 */
export const shopContract = {
  buyers: defineRoute({
    method: 'GET',
    path: '/api/customers/:listId/buyers',
    access: 'user',
    tags: staffTags,
    summary: "The customer's shop portal buyers: invited, signed in last, revoked",
    params: customerParams,
    response: z.object({ buyers: z.array(buyerSchema) }),
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/api/customers/:listId/contacts/:contactId/buyer-invitation',
    access: 'user',
    tags: staffTags,
    summary: 'Invite a contact of the customer to the shop portal (an email with a one-time link)',
    params: customerParams.extend({ contactId: z.string().min(1).max(60) }),
    status: 201,
    response: z.object({ buyer: buyerSchema }),
  }),
  revoke: defineRoute({
    method: 'POST',
    path: '/api/customers/:listId/buyers/:buyerId/revoke',
    access: 'user',
    tags: staffTags,
    summary: "Revoke a buyer's access at once: their sessions end",
    params: customerParams.extend({ buyerId: z.string().min(1).max(60) }),
    response: z.object({ buyer: buyerSchema }),
  }),
  acceptInvitation: defineRoute({
    method: 'POST',
    path: '/api/shop/invitation',
    access: 'public',
    tags: shopTags,
    summary: "A buyer's invitation link: set a password and sign in (once, within 7 days)",
    body: acceptInvitationSchema,
    formErrors: true,
    response: z.object({ ok: z.literal(true) }),
  }),
  me: defineRoute({
    method: 'GET',
    path: '/api/shop/me',
    access: 'buyer',
    tags: shopTags,
    summary: "The signed-in buyer, their shop's name and the company's",
    response: z.object({
      buyer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
      shop: z.object({ name: z.string() }),
      company: z.object({ name: z.string() }),
    }),
  }),
};
