import { z } from 'zod';

/** POS item names left out of the inventory page's POS view (orders-and-records.md §9 Inventory). */
export const posExclusionsSchema = z.object({
  itemNames: z.array(z.string().trim().min(1).max(60)).max(500),
});

export const posExclusionsDefault: z.infer<typeof posExclusionsSchema> = {
  itemNames: ['POS-Retired Display', 'pm-Old Catalog'],
};
