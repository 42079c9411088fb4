import { z } from 'zod';

/**
 * The QuickBooks item the push uses for an order's excise tax line (issue 46, part 4; decision
 * 0302): an item of the accounting mirror, named by its ListID (a Desktop ListID, or `QBO-<Id>` for
 * QuickBooks Online; a Desktop item linked at the cutover serves both). None chosen: an order
 * carrying tax the company remits is held, never sent without its tax.
 */
export const exciseTaxItemSchema = z.object({
  listId: z
    .string()
    .trim()
    .min(1, 'Choose the item, or leave it empty (null)')
    .max(60, 'A ListID is at most 60 characters')
    .nullable()
    .default(null),
});
export type ExciseTaxItem = z.infer<typeof exciseTaxItemSchema>;

export const exciseTaxItemDefault: ExciseTaxItem = { listId: null };
