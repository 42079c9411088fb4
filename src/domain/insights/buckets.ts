import { addDays, dateOfDayNumber, dayNumber, lastDayOfMonth } from './periods.js';

/**
 * The time buckets of sales insight's roll-ups (docs/decisions/0186-sales-rollups.md): whole
 * months, and parts of a month (days 1–7, 8–14, 15–21, 22–28, 29 to its end) for the months a
 * period only partly covers. A period is read as whole months, then whole parts, then at most a
 * few single days at each end, which come from the per-document summary.
 */

export type RollupGrain = 'month' | 'part';

interface Span {
  from: string;
  to: string;
}

const dayOf = (date: string) => Number(date.slice(8, 10));

export const monthStartOf = (date: string): string => `${date.slice(0, 8)}01`;
const monthEndOf = (date: string): string =>
  `${date.slice(0, 8)}${String(lastDayOfMonth(Number(date.slice(0, 4)), Number(date.slice(5, 7))))}`;

/** The first day of the part of its month a day falls in. */
export function partStartOf(date: string): string {
  const start = Math.min(Math.floor((dayOf(date) - 1) / 7), 4) * 7 + 1;
  return `${date.slice(0, 8)}${String(start).padStart(2, '0')}`;
}

const partEndOf = (date: string): string => {
  const start = dayOf(partStartOf(date));
  return start === 29 ? monthEndOf(date) : `${date.slice(0, 8)}${String(start + 6).padStart(2, '0')}`;
};

/** The buckets a document dated `date` adds to, one per grain. */
export const bucketsOf = (date: string): [RollupGrain, string][] => [
  ['month', monthStartOf(date)],
  ['part', partStartOf(date)],
];

export interface SpanCover {
  /** The first days of the whole months within the span, as a range (none when null). */
  months: Span | null;
  /** The first days of the whole parts within the span outside those months. */
  parts: string[];
  /** The days left over, at most one run at each end. */
  days: Span[];
}

/**
 * A cover takes a step per part or run of days at each end and one for all the whole months
 * between: about a dozen at most. The cap makes the loop end whatever the dates (decision 0244).
 */
const maxCoverSteps = 32;

/**
 * The fewest buckets that make up exactly the days `from`…`to` (both inclusive). The walk compares
 * day numbers, not text: the day after 9999-12-31 is '+010000-01-01', which sorts before it.
 */
export function coverSpan(from: string, to: string): SpanCover {
  const cover: SpanCover = { months: null, parts: [], days: [] };
  const last = dayNumber(to);
  let cursor = dayNumber(from);
  for (let step = 0; cursor <= last; step += 1) {
    if (step === maxCoverSteps) throw new Error(`No cover of ${from}…${to} in ${maxCoverSteps} steps`);
    const date = dateOfDayNumber(cursor);
    if (dayOf(date) === 1 && dayNumber(monthEndOf(date)) <= last) {
      const lastMonth =
        monthEndOf(to) === to ? monthStartOf(to) : monthStartOf(addDays(monthStartOf(to), -1));
      cover.months = { from: date, to: lastMonth };
      cursor = dayNumber(monthEndOf(lastMonth)) + 1;
      continue;
    }
    const partEnd = Math.min(dayNumber(partEndOf(date)), last);
    if (date === partStartOf(date) && partEnd === dayNumber(partEndOf(date))) {
      cover.parts.push(date);
    } else {
      const end = dateOfDayNumber(partEnd);
      const previous = cover.days.at(-1);
      if (previous && dayNumber(previous.to) + 1 === cursor) previous.to = end;
      else cover.days.push({ from: date, to: end });
    }
    cursor = partEnd + 1;
  }
  return cover;
}
