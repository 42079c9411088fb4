import { z } from 'zod';

/** An admin's written reason for letting an order through the gate: required, at least 5 characters. */
export const gateOverrideReasonSchema = z
  .string({ error: 'Write why this order may go through' })
  .trim()
  .min(5, 'Write why this order may go through (at least 5 characters)')
  .max(1000, 'Keep the reason under 1,000 characters');
export const gateOverrideSchema = z.object({ reason: gateOverrideReasonSchema });
export type GateOverrideInput = z.infer<typeof gateOverrideSchema>;

/**
 * The day an order is judged on: the UTC day of its creation, the same day its QuickBooks TxnDate
 * carries (decision 0298). The device judges a new order on today's UTC day.
 */
export const orderDayOf = (createdAt: string) => createdAt.slice(0, 10);
