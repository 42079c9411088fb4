import { format } from 'date-fns';

export const when = (at: string | null) => (at ? format(new Date(at), 'MM/dd/yyyy h:mm a') : 'Never');
