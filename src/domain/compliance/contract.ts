import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { taxProfileFieldsSchema, taxProfileScopes } from './item-profiles.js';
import { directSaleSchema } from './license-rules.js';
import { licenseKinds } from './licenses.js';
import { companyPermitSchema, permitInputSchema } from './permits.js';

/**
 * Admin → Compliance (issue 46, parts 2 and 4): the company's permits per state, the dated rules
 * (shipped and added) and what excise tax needs to know of brands and items. Reading permits and
 * licensing rules is open to every signed-in user, since the order gate needs them on the phone
 * too and they hold no customer's data; changing any of it is an admin's (decision 0295).
 */

const tags = ['compliance'];
const manage = { action: 'compliance.manage' } as const;
const idParams = z.object({ id: z.string().min(1).max(100) });

/** What the page shows of any rule row, whatever its topic: shipped with Humidor, or added by an admin. */
const ruleRowFields = {
  /** A stored row's ID; a shipped row's is `shipped:<state>:<effectiveFrom>`. */
  id: z.string(),
  origin: z.enum(['shipped', 'admin']),
  state: z.string(),
  effectiveFrom: z.string(),
  source: z.object({ citation: z.string(), url: z.string().nullable() }),
  summary: z.string(),
  /** Among rows of one state and day, the higher wins (shipped rows are 0). */
  recordedOrder: z.number().int(),
  recordedAt: z.string().nullable(),
  recordedByName: z.string().nullable(),
  /** An added row withdrawn before it took effect: kept to show, never in force. */
  withdrawnAt: z.string().nullable(),
};
export type RuleRow = z.infer<z.ZodObject<typeof ruleRowFields>>;

/** One licensing rule row as the page shows it. */
export const licenseRuleRowSchema = z.object({
  ...ruleRowFields,
  retailerNeeds: z.array(z.enum(licenseKinds)),
  directSale: directSaleSchema,
});
export type LicenseRuleRow = z.infer<typeof licenseRuleRowSchema>;

/** One excise tax rule row as the page lists it: its summary says what it taxes (decision 0308). */
export const exciseRuleRowSchema = z.object({
  ...ruleRowFields,
  remitter: z.enum(['company', 'purchaser']),
});
export type ExciseRuleRow = z.infer<typeof exciseRuleRowSchema>;

/** An item with its own and its brand's tax fields, what they resolve to, and what is still missing. */
export const itemTaxProfileSchema = z.object({
  listId: z.string(),
  name: z.string(),
  salesDesc: z.string().nullable(),
  brand: z.string(),
  /** The item's own fields (null when it has none: its brand's apply). */
  own: taxProfileFieldsSchema.nullable(),
  resolved: taxProfileFieldsSchema,
  missing: z.array(taxProfileFieldsSchema.keyof()),
});
export type ItemTaxProfile = z.infer<typeof itemTaxProfileSchema>;

export const brandTaxProfileSchema = z.object({
  brand: z.string(),
  itemCount: z.number().int(),
  fields: taxProfileFieldsSchema.nullable(),
});
export type BrandTaxProfile = z.infer<typeof brandTaxProfileSchema>;

export const complianceContract = {
  permits: defineRoute({
    method: 'GET',
    path: '/api/compliance/permits',
    access: 'user',
    tags,
    summary: "The company's permits per state (deleted ones left out), by state then kind",
    response: z.object({ permits: z.array(companyPermitSchema) }),
  }),
  createPermit: defineRoute({
    method: 'POST',
    path: '/api/compliance/permits',
    access: manage,
    tags,
    body: permitInputSchema,
    formErrors: true,
    status: 201,
    response: z.object({ permit: companyPermitSchema }),
  }),
  updatePermit: defineRoute({
    method: 'PUT',
    path: '/api/compliance/permits/:id',
    access: manage,
    tags,
    params: idParams,
    body: permitInputSchema,
    formErrors: true,
    response: z.object({ permit: companyPermitSchema }),
  }),
  deletePermit: defineRoute({
    method: 'DELETE',
    path: '/api/compliance/permits/:id',
    access: manage,
    tags,
    summary: 'Marks a permit deleted (kept, with the change in the history)',
    params: idParams,
    status: 204,
  }),
  licenseRules: defineRoute({
    method: 'GET',
    path: '/api/compliance/license-rules',
    access: 'user',
    tags,
    summary:
      "Every state's licensing rules, shipped and added, with the company's today to pick the one in force",
    response: z.object({ today: z.string(), rules: z.array(licenseRuleRowSchema) }),
  }),
  exciseRules: defineRoute({
    method: 'GET',
    path: '/api/compliance/excise-rules',
    access: 'user',
    tags,
    summary:
      "Every state's excise tax rules, shipped and added, with the company's today to pick the one in force",
    response: z.object({ today: z.string(), rules: z.array(exciseRuleRowSchema) }),
  }),
  addRule: defineRoute({
    method: 'POST',
    path: '/api/compliance/rules/:topic',
    access: manage,
    tags,
    summary:
      "Adds a dated rule row of a topic ('license' or 'excise'), checked by the topic's schema; rows are never edited",
    params: z.object({ topic: z.string().min(1).max(40) }),
    body: z.unknown(),
    status: 201,
    response: z.object({ id: z.string() }),
  }),
  withdrawRule: defineRoute({
    method: 'POST',
    path: '/api/compliance/rules/:topic/:id/withdraw',
    access: manage,
    tags,
    summary: 'Withdraws an added row that has not taken effect yet; a row in force or past stays',
    params: z.object({ topic: z.string().min(1).max(40), id: z.string().min(1).max(100) }),
    response: z.object({ id: z.string(), withdrawnAt: z.string() }),
  }),
  taxProfiles: defineRoute({
    method: 'GET',
    path: '/api/compliance/tax-profiles',
    access: manage,
    tags,
    summary: "Every active item with its resolved tax profile and what it lacks, and every brand's fields",
    response: z.object({
      items: z.array(itemTaxProfileSchema),
      brands: z.array(brandTaxProfileSchema),
      gapCount: z.number().int(),
    }),
  }),
  saveTaxProfile: defineRoute({
    method: 'PUT',
    path: '/api/compliance/tax-profiles/:scope/:key',
    access: manage,
    tags,
    summary: "Sets a brand's (every item of it) or one item's tax fields; all fields empty removes the row",
    params: z.object({ scope: z.enum(taxProfileScopes), key: z.string().trim().min(1).max(120) }),
    body: taxProfileFieldsSchema,
    formErrors: true,
    response: z.object({ fields: taxProfileFieldsSchema.nullable() }),
  }),
};
