import { z } from 'zod';

/**
 * Where the mirror comes from and where app orders go: QuickBooks Desktop through the Web
 * Connector, or QuickBooks Online; and, for Online, which document an order becomes.
 */
export const quickbooksSourceSchema = z.object({
  source: z.enum(['desktop', 'online']),
  onlineOrderDocument: z.enum(['estimate', 'invoice']),
  /**
   * When an admin answered the cutover's question, whether app orders go to QuickBooks Online from
   * then on (decision 0258); absent until then, so the cutover asks it.
   */
  ordersQuestionAnsweredAt: z.iso.datetime().optional(),
});
export type QuickbooksSource = z.infer<typeof quickbooksSourceSchema>;

export const quickbooksSourceDefault: QuickbooksSource = {
  source: 'desktop',
  onlineOrderDocument: 'estimate',
};
