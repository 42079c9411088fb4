import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { shopTextMax } from '../settings/shopPortal.js';
import { availabilityWords } from './availability.js';

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

const listIdParams = z.object({ listId: z.string().min(1).max(60) });

/**
 * The shop portal as the company sees it (issue 48): Admin → Items' photos and descriptions, the
 * portal's logo, and what a shop would see of the catalogue, read through the customer's
 * visibility. The buyers' own routes come with the buyer principal.
 */
export const shopContract = {
  preview: defineRoute({
    method: 'GET',
    path: '/api/customers/:listId/shop-preview',
    access: 'user',
    tags: ['shop'],
    summary: 'The catalogue this customer’s shop would see: offered items by brand at its price level',
    params: listIdParams,
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
    params: listIdParams,
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
