import { rangeBounds, type ZoneOffset } from '../dates/ranges.js';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A comment's time as the panel shows it (spec §2): 'just now' under 60 seconds, then minutes,
 * hours, days up to 6 days, then the date as MM/DD/YYYY in the viewer's zone.
 */
export function relativeTime(at: Date, now: Date, zone: ZoneOffset): string {
  const age = Math.max(0, now.getTime() - at.getTime());
  if (age < minute) return 'just now';
  if (age < hour) return plural(Math.floor(age / minute), 'minute');
  if (age < day) return plural(Math.floor(age / hour), 'hour');
  if (age < 7 * day) return plural(Math.floor(age / day), 'day');
  const wall = new Date(at.getTime() + zone(at) * minute);
  return `${pad(wall.getUTCMonth() + 1)}/${pad(wall.getUTCDate())}/${wall.getUTCFullYear()}`;
}

/** The day heading a comment is listed under: 'Today', 'Yesterday', or its date (MM/DD/YYYY). */
export function commentDayOf(at: Date, now: Date, zone: ZoneOffset): string {
  const today = rangeBounds('Today', now, zone);
  const yesterday = rangeBounds('Yesterday', now, zone);
  if (at >= today.from && at < today.to) return 'Today';
  if (at >= yesterday.from && at < yesterday.to) return 'Yesterday';
  const wall = new Date(at.getTime() + zone(at) * minute);
  return `${pad(wall.getUTCMonth() + 1)}/${pad(wall.getUTCDate())}/${wall.getUTCFullYear()}`;
}

/** Consecutive comments of one day under one heading; the comments keep their order. */
export function groupByDay<T>(
  items: readonly T[],
  createdAtOf: (item: T) => Date,
  now: Date,
  zone: ZoneOffset,
): { day: string; items: T[] }[] {
  const groups: { day: string; items: T[] }[] = [];
  for (const item of items) {
    const label = commentDayOf(createdAtOf(item), now, zone);
    const last = groups.at(-1);
    if (last && last.day === label) last.items.push(item);
    else groups.push({ day: label, items: [item] });
  }
  return groups;
}

/** Whether a comment is long enough to be shown truncated, and its truncated text. */
export function truncated(text: string, limit: number): { short: string; isTruncated: boolean } {
  if (text.length <= limit) return { short: text, isTruncated: false };
  return { short: `${text.slice(0, limit).trimEnd()}…`, isTruncated: true };
}
