import { format } from 'date-fns';

/** A moment as the app shows it everywhere, in the browser's time: 11/27/2026 3:05 PM. */
export const dateTime = (at: string | Date) => format(new Date(at), 'MM/dd/yyyy h:mm a');

/** A last-time column (a run, a sign-in, a token's use): "Never" when it has not happened. */
export const when = (at: string | null) => (at ? dateTime(at) : 'Never');
