import { weekdays, type Weekday } from '../../../../domain/visit-planning/hours';
import {
  workingDaysInputSchema,
  type PlaceInput,
  type WorkingDays,
  type WorkingDaysInput,
} from '../../../../domain/visit-planning/working-days';

/** One weekday of the form: worked or not, its hours, and where it starts and ends. */
export interface DayForm {
  worked: boolean;
  from: string;
  to: string;
  start: PlaceInput['kind'];
  startAddress: string;
  end: PlaceInput['kind'];
  endAddress: string;
}
export interface WorkingDaysForm {
  home: string;
  days: Record<Weekday, DayForm>;
}

const restDay: DayForm = {
  worked: false,
  from: '08:00',
  to: '17:00',
  start: 'home',
  startAddress: '',
  end: 'home',
  endAddress: '',
};

export function workingDaysFormOf(kept: WorkingDays): WorkingDaysForm {
  const days = {} as Record<Weekday, DayForm>;
  for (const day of weekdays) {
    const worked = kept.days[day];
    days[day] = worked
      ? {
          worked: true,
          from: worked.from,
          to: worked.to,
          start: worked.start.kind,
          startAddress: worked.start.kind === 'address' ? worked.start.address : '',
          end: worked.end.kind,
          endAddress: worked.end.kind === 'address' ? worked.end.address : '',
        }
      : { ...restDay };
  }
  return { home: kept.home?.address ?? '', days };
}

const placeOf = (kind: PlaceInput['kind'], address: string): PlaceInput =>
  kind === 'address' ? { kind, address } : { kind };

/** The form as the server takes it, checked with its schema; errors keyed "home" or "<day>.<field>". */
export function checkWorkingDaysForm(form: WorkingDaysForm): {
  input: WorkingDaysInput | null;
  errors: Record<string, string>;
} {
  const days: Record<string, unknown> = {};
  for (const day of weekdays) {
    const d = form.days[day];
    if (d.worked)
      days[day] = {
        from: d.from,
        to: d.to,
        start: placeOf(d.start, d.startAddress),
        end: placeOf(d.end, d.endAddress),
      };
  }
  const checked = workingDaysInputSchema.safeParse({ home: form.home.trim() ? form.home : null, days });
  if (checked.success) return { input: checked.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) {
    // days.<day>.<field>[.address] → "<day>.<field>"; home → "home".
    const key = issue.path[0] === 'days' ? issue.path.slice(1, 3).join('.') : String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return { input: null, errors };
}
