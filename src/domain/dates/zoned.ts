import { z } from 'zod';

const defaultTimeZone = 'America/New_York';

/** The zone's canonical name (`america/chicago` is `America/Chicago`), or null when unknown. */
function canonicalZone(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Whether this runtime knows the IANA zone by that name. */
export const isTimeZone = (zone: string): boolean => canonicalZone(zone) !== null;

/** An IANA zone sent by the browser for an export's dates; New York when absent or unknown. */
export const timeZoneSchema = z
  .string()
  .max(60)
  .optional()
  .transform((zone) => (zone && canonicalZone(zone)) || defaultTimeZone);

const shapes = {
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * One formatter per zone and shape, made once: a formatter per value made a CSV export of 100,000
 * notes slow (two ICU formatters per row) and left native memory the garbage collector did not see
 * growing by about a gigabyte before it ran.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
/** Far more than the zones in use; a bound all the same, as zone names arrive in requests. */
const formattersMax = 1000;
function formatterOf(timeZone: string, shape: keyof typeof shapes): Intl.DateTimeFormat {
  const key = `${shape} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, ...shapes[shape] });
    if (formatters.size >= formattersMax) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** MM/DD/YYYY of an instant in a time zone, as US users write dates. */
export function localDate(iso: string, timeZone: string): string {
  return formatterOf(timeZone, 'date').format(new Date(iso));
}

/** MM/DD/YYYY h:mm AM of an instant in a time zone. */
export function localDateTime(iso: string, timeZone: string): string {
  const time = formatterOf(timeZone, 'time')
    .format(new Date(iso))
    // Newer ICU data separates 'AM' with a narrow no-break space; spreadsheets expect a plain one.
    .replace(/\u202f/g, ' ');
  return `${localDate(iso, timeZone)} ${time}`;
}
