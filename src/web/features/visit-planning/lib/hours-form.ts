import {
  weekdays,
  weekHoursSchema,
  type WeekHours,
  type Weekday,
} from '../../../../domain/visit-planning/hours';

/**
 * The hours form: one line of text a weekday ("09:00-12:00, 13:00-18:00"; empty when closed),
 * read back into the week the server takes and checked with its own schema.
 */
export type HoursForm = Record<Weekday, string>;

export const hoursLineMessage =
  'Write the hours like 09:00-12:00, 13:00-18:00, or leave the day empty when closed';

/** "09:00–12:00, 13:00–18:00", or "Closed". */
export const dayWords = (intervals: readonly (readonly [string, string])[] | undefined) =>
  intervals?.length ? intervals.map(([opens, closes]) => `${opens}–${closes}`).join(', ') : 'Closed';

export function hoursFormOf(hours: WeekHours | null): HoursForm {
  return Object.fromEntries(
    weekdays.map((day) => [
      day,
      (hours?.[day] ?? []).map(([opens, closes]) => `${opens}-${closes}`).join(', '),
    ]),
  ) as HoursForm;
}

const intervalPattern = /^(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})$/;
/** "9:30" as the server writes it, "09:30". */
const padded = (time: string) => time.padStart(5, '0');

export function checkHoursForm(form: HoursForm): {
  hours: WeekHours | null;
  errors: Partial<Record<Weekday, string>>;
} {
  const errors: Partial<Record<Weekday, string>> = {};
  const week: Record<string, [string, string][]> = {};
  for (const day of weekdays) {
    const line = form[day].trim();
    if (!line) continue;
    const intervals: [string, string][] = [];
    for (const part of line.split(',')) {
      const match = intervalPattern.exec(part.trim());
      if (!match) {
        errors[day] = hoursLineMessage;
        break;
      }
      intervals.push([padded(match[1]!), padded(match[2]!)]);
    }
    week[day] = intervals;
  }
  if (Object.keys(errors).length) return { hours: null, errors };
  const checked = weekHoursSchema.safeParse(week);
  if (checked.success) return { hours: checked.data, errors };
  for (const issue of checked.error.issues) {
    const day = issue.path[0] as Weekday;
    errors[day] ??= issue.message;
  }
  return { hours: null, errors };
}
