import { z } from 'zod';

/**
 * A shop's buyer as the portal's routes see them (decision 0324): a person outside the company,
 * bound to exactly one customer. Not a `Principal`: no rule of the company's policy is ever asked
 * about a buyer, so no company route can admit one by a rule that forgot them.
 */
export interface BuyerPrincipal {
  id: string;
  email: string;
  name: string;
  customerListId: string;
}

/** An invitation's link is valid this long (issue 48): 7 days, and used once. */
export const invitationValidDays = 7;

/** The password a buyer sets from the invitation: the shop's sign-in asks at least 8 characters. */
export const buyerPasswordSchema = z
  .string()
  .min(8, 'Choose a password of at least 8 characters.')
  .max(128, 'Choose a password of at most 128 characters.');

export const acceptInvitationSchema = z.object({
  token: z.string().trim().min(1, 'This invitation link is incomplete.').max(200),
  password: buyerPasswordSchema,
});
export type AcceptInvitation = z.infer<typeof acceptInvitationSchema>;

/** Where a buyer stands, as staff see it on the customer page. */
export const buyerStatuses = ['invited', 'active', 'expired', 'revoked'] as const;
export type BuyerStatus = (typeof buyerStatuses)[number];

export function buyerStatusOf(
  buyer: { revokedAt: string | null; hasPassword: boolean; invitationExpiresAt: string | null },
  now: Date,
): BuyerStatus {
  if (buyer.revokedAt) return 'revoked';
  if (buyer.hasPassword) return 'active';
  if (buyer.invitationExpiresAt && Date.parse(buyer.invitationExpiresAt) > now.getTime()) return 'invited';
  return 'expired';
}
