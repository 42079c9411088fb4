/**
 * The most boxes of one item a shop's cart may hold: the same bound as a rep's order line. Apart from
 * the schemas (orders.ts) so the storefront's cart can bound its inputs without loading zod (decision 0352).
 */
export const shopQtyMax = 100_000;
