/** Who placed an order: a rep (or anyone of the company) or the shop itself through the portal. */
export const orderPlacers = ['rep', 'shop'] as const;
export type OrderPlacedBy = (typeof orderPlacers)[number];
