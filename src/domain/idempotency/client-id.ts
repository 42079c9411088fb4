import { z } from 'zod';

export const clientIdMessage = 'The form sent an invalid submission ID. Reload the page and try again.';

/**
 * The ID a form generates once when it opens and sends with every attempt to save it, so a retry
 * after a lost answer or a failed upload returns the record already saved instead of a second one
 * (docs/decisions/0009-never-save-twice.md).
 */
export const clientIdSchema = z.uuid({ version: 'v4', message: clientIdMessage }).optional();

// In a module of its own, without zod, for the shop's storefront (decision 0352).
export { newClientId } from './new-client-id.js';
