import { z } from 'zod';
import { datedRuleFields } from './dated.js';
import { licenseKinds } from './licenses.js';
import { permitKinds } from './permits.js';

/**
 * Whom the company may sell to in a state. `open`: any shop. `permit-or-distributors`: only
 * when the company holds a valid permit of `permitKind` there; without one, only to customers
 * holding a valid distributor license of that state (Tex. Tax Code 155.0415).
 */
export const directSaleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('open') }),
  z.object({ kind: z.literal('permit-or-distributors'), permitKind: z.enum(permitKinds) }),
]);
export type DirectSale = z.infer<typeof directSaleSchema>;

/**
 * A state's licensing rule from a day on: the licenses a retailer there must hold to buy (each
 * kind listed, valid on the order's day) and whom the company may sell to directly.
 */
export const licenseRuleSchema = z.object({
  ...datedRuleFields,
  retailerNeeds: z.array(z.enum(licenseKinds)).max(licenseKinds.length).default([]),
  directSale: directSaleSchema.default({ kind: 'open' }),
  /** A sentence for the admin page: what the rule says in plain words. */
  summary: z.string().trim().min(1, 'Say in a sentence what the rule requires').max(500),
});
export type LicenseRuleInput = z.input<typeof licenseRuleSchema>;
export type LicenseRule = z.infer<typeof licenseRuleSchema> & { recordedOrder?: number };
