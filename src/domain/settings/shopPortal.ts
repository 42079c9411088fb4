import { z } from 'zod';

/** The default of `fewLeftAt`: ten boxes or fewer free to sell is "few left" (decision 0328). */
export const defaultFewLeftAt = 10;

/** The longest welcome text, payment instructions and item description (a few paragraphs). */
export const shopTextMax = 2000;

/** Whole cents, never negative: the smallest order a shop may send (0: no minimum). */
const minimumOrderCents = z
  .number({ message: 'The minimum order value is a whole number of cents' })
  .int('The minimum order value is a whole number of cents')
  .min(0, 'The minimum order value cannot be negative')
  .max(100_000_000, 'The minimum order value is at most $1,000,000.00');

/** A text of the storefront, `what` naming it in the refusal ("The welcome text is…"). */
const text = (what: string) =>
  z.string().trim().max(shopTextMax, `${what} at most ${shopTextMax} characters`).default('');

/**
 * Admin → Shop portal (issue 48, part 6; decision 0331): whether shops may sign in, what the
 * storefront says, what it offers, the smallest order and how to pay where QuickBooks gives no
 * payment link. The logo is the newest image attached to the portal (attachments, ownerType
 * `portal`, ownerId `logo`), not a field here. Shops may order the active items of the listed
 * brands and the listed items (by ListID) besides.
 */
export const shopPortalSchema = z.object({
  enabled: z.boolean().default(false),
  welcomeText: text('The welcome text is'),
  brands: z
    .array(z.string().trim().min(1, 'A brand has a name').max(100, 'A brand name is at most 100 characters'))
    .max(500, 'At most 500 brands')
    .default([]),
  items: z
    .array(z.string().trim().min(1, 'An item has a ListID').max(60, 'A ListID is at most 60 characters'))
    .max(5000, 'At most 5,000 items')
    .default([]),
  minimumOrderCents: minimumOrderCents.default(0),
  paymentInstructions: text('The payment instructions are'),
  /** Up to this many boxes free to sell an item is "few left" (decision 0328). */
  fewLeftAt: z
    .number()
    .int('"Few left" is a whole number of boxes')
    .min(0, '"Few left" cannot be negative')
    .max(100_000, '"Few left" is at most 100,000 boxes')
    .default(defaultFewLeftAt),
});
export type ShopPortalSettings = z.infer<typeof shopPortalSchema>;

export const shopPortalDefault: ShopPortalSettings = {
  enabled: false,
  welcomeText: '',
  brands: [],
  items: [],
  minimumOrderCents: 0,
  paymentInstructions: '',
  fewLeftAt: defaultFewLeftAt,
};
