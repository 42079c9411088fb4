import { z } from 'zod';

const defaultTimeZone = 'America/New_York';

/** An IANA zone sent by the browser for an export's dates; New York when absent or unknown. */
export const timeZoneSchema = z
  .string()
  .max(60)
  .optional()
  .transform((zone) => (zone && isTimeZone(zone) ? zone : defaultTimeZone));

/** Whether this runtime knows the IANA zone by that name. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** MM/DD/YYYY of an instant in a time zone, as US users write dates. */
export function localDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

/** MM/DD/YYYY h:mm AM of an instant in a time zone. */
export function localDateTime(iso: string, timeZone: string): string {
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  })
    .format(new Date(iso))
    // Newer ICU data separates 'AM' with a narrow no-break space; spreadsheets expect a plain one.
    .replace(/\u202f/g, ' ');
  return `${localDate(iso, timeZone)} ${time}`;
}
