import { addDays, lastDayOfMonth } from './periods.js';

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

/** The fewest buckets that make up exactly the days `from`…`to` (both inclusive). */
export function coverSpan(from: string, to: string): SpanCover {
  const cover: SpanCover = { months: null, parts: [], days: [] };
  let cursor = from;
  while (cursor <= to) {
    if (dayOf(cursor) === 1 && monthEndOf(cursor) <= to) {
      const last = monthEndOf(to) === to ? monthStartOf(to) : monthStartOf(addDays(monthStartOf(to), -1));
      cover.months = { from: cursor, to: last };
      cursor = addDays(monthEndOf(last), 1);
      continue;
    }
    const partEnd = partEndOf(cursor);
    if (cursor === partStartOf(cursor) && partEnd <= to) {
      cover.parts.push(cursor);
    } else {
      const end = partEnd < to ? partEnd : to;
      const previous = cover.days.at(-1);
      if (previous && addDays(previous.to, 1) === cursor) previous.to = end;
      else cover.days.push({ from: cursor, to: end });
    }
    cursor = addDays(partEnd < to ? partEnd : to, 1);
  }
  return cover;
}
