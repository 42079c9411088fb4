import { format } from 'date-fns';

/** The header's line: when the accounting data last arrived, in the browser's time. */
export const lastUpdatedText = (at: string | null) =>
  `Last updated: ${at ? format(new Date(at), 'MM/dd/yyyy h:mm a') : 'never'}`;
