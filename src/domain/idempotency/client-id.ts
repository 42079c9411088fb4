import { z } from 'zod';

export const clientIdMessage = 'The form sent an invalid submission ID. Reload the page and try again.';

/**
 * The ID a form generates once when it opens and sends with every attempt to save it, so a retry
 * after a lost answer or a failed upload returns the record already saved instead of a second one
 * (docs/decisions/0009-never-save-twice.md).
 */
export const clientIdSchema = z.uuid({ version: 'v4', message: clientIdMessage }).optional();

/** A new client ID for a form that has just opened. */
export const newClientId = (): string => crypto.randomUUID();
