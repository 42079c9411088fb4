import { localCalendarDateOf } from '../../../../domain/dates/calendar';

/** The local calendar day of an instant, 'YYYY-MM-DD' (the rep's day, as the route is saved under). */
export const dayOf = localCalendarDateOf;

/** The Monday that starts the week of `date` ('YYYY-MM-DD'), as the office's week table asks. */
export function mondayOf(date: Date): string {
  const monday = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
  return dayOf(monday);
}

/** A 'YYYY-MM-DD' day moved by `days`. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return dayOf(new Date(y, m - 1, d + days));
}

/** "Nov 27, 2026" for a date or an instant; "Never" without one. */
export function shortDate(value: string | null): string {
  if (!value) return 'Never';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
