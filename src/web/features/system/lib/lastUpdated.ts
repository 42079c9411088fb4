import { dateTime } from '../../../lib/when';

/** The header's line: when the accounting data last arrived, in the browser's time. */
export const lastUpdatedText = (at: string | null) => `Last updated: ${at ? dateTime(at) : 'never'}`;
