/**
 * A new client ID for a form that has just opened (client-id.ts checks it). Apart from the schema so a
 * page can make one without loading zod: the shop's storefront (decision 0352).
 */
export const newClientId = (): string => crypto.randomUUID();
