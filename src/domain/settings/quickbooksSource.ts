import { z } from 'zod';

/**
 * Where the mirror comes from and where app orders go: QuickBooks Desktop through the Web
 * Connector, or QuickBooks Online; and, for Online, which document an order becomes.
 */
export const quickbooksSourceSchema = z.object({
  source: z.enum(['desktop', 'online']),
  onlineOrderDocument: z.enum(['estimate', 'invoice']),
});
export type QuickbooksSource = z.infer<typeof quickbooksSourceSchema>;

export const quickbooksSourceDefault: QuickbooksSource = {
  source: 'desktop',
  onlineOrderDocument: 'estimate',
};
