import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { shopTextMax } from '../settings/shopPortal.js';
import { availabilityWords } from './availability.js';
import { acceptInvitationSchema, buyerStatuses } from './buyer.js';

export const customerMissingForShopMessage = (listId: string) =>
  `A customer with the ID ${listId} does not exist`;

/** One item as a shop sees it: never the stock count, never another shop's price. */
const catalogueItemSchema = z.object({
  listId: z.string(),
  name: z.string(),
  description: z.string(),
  /** Cigars in a box (the item's Sticks). */
  boxCount: z.number().int(),
  photoUrl: z.string().nullable(),
  availability: z.enum(availabilityWords),
  /** The box's price at the shop's QuickBooks price level, by the order's own pricing. */
  priceCents: z.number().int(),
});
export type ShopCatalogueItem = z.infer<typeof catalogueItemSchema>;

export const shopCatalogueSchema = z.object({
  customerListId: z.string(),
  priceLevel: z.object({ name: z.string(), percentOff: z.number() }),
  minimumOrderCents: z.number().int(),
  brands: z.array(z.object({ brand: z.string(), items: z.array(catalogueItemSchema) })),
});
export type ShopCatalogue = z.infer<typeof shopCatalogueSchema>;

/** An item as Admin → Items shows it for the shops: its own and the admin's words, its photo. */
const shopItemSchema = z.object({
  listId: z.string(),
  name: z.string(),
  brand: z.string(),
  isActive: z.boolean(),
  /** QuickBooks' sales description, shown when the admin wrote none. */
  salesDesc: z.string().nullable(),
  description: z.string().nullable(),
  photo: z.object({ attachmentId: z.string(), url: z.string() }).nullable(),
});
export type ShopItem = z.infer<typeof shopItemSchema>;

export const shopItemDescriptionSchema = z.object({
  description: z.string().trim().max(shopTextMax, `The description is at most ${shopTextMax} characters`),
});

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
 * The company side: Admin → Items' photos and descriptions, the portal's logo, and what a shop
 * would see of the catalogue, read through the customer's visibility.
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
    originChecked: true,
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
      /** The logo's address for the buyer (`portalLogo`), or null when an admin added none. */
      company: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
    }),
  }),
  portalLogo: defineRoute({
    method: 'GET',
    path: '/api/shop/portal-logo',
    access: 'buyer',
    tags: shopTags,
    summary:
      "The company's logo for the shop's own shell (the newest image an admin attached); nothing else of the attachments",
    produces: 'image/*',
  }),
  preview: defineRoute({
    method: 'GET',
    path: '/api/customers/:listId/shop-preview',
    access: 'user',
    tags: ['shop'],
    summary: 'The catalogue this customer’s shop would see: offered items by brand at its price level',
    params: customerParams,
    response: shopCatalogueSchema,
  }),
  items: defineRoute({
    method: 'GET',
    path: '/api/admin/shop/items',
    access: { action: 'settings.manage' },
    tags: ['shop', 'admin'],
    summary: 'Every item with its description and photo for the shops (Admin → Items)',
    response: z.object({ items: z.array(shopItemSchema) }),
  }),
  describeItem: defineRoute({
    method: 'PUT',
    path: '/api/admin/shop/items/:listId',
    access: { action: 'settings.manage' },
    tags: ['shop', 'admin'],
    summary: 'Sets the description the shops read for an item (empty: QuickBooks’ own)',
    params: customerParams,
    body: shopItemDescriptionSchema,
    formErrors: true,
    response: z.object({ item: shopItemSchema }),
  }),
  logo: defineRoute({
    method: 'GET',
    path: '/api/shop/logo',
    access: 'user',
    tags: ['shop'],
    summary: 'The portal’s logo (the newest image an admin attached), or null',
    response: z.object({ logo: z.object({ attachmentId: z.string(), url: z.string() }).nullable() }),
  }),
};
