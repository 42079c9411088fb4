import { z } from 'zod';

/*
 * People count what they see: an emoji, a flag or an accented letter typed as two code points is
 * one character. Intl.Segmenter splits text into those grapheme clusters in browsers and in Node
 * alike, so a form and the server agree on a text's length.
 */
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/*
 * Read in windows: each step of Intl.Segmenter's iterator costs in proportion to the whole text it
 * was given (in Node 20, 1,000 characters of a 100,000-letter text took 36 ms, of a 1,000-letter one
 * 6 ms), so a megabyte sent to any limited field held the server for many seconds. A window's
 * boundaries are the text's own, except at its end: a character's start depends only on what comes
 * before it and on itself, so every start but the window's last is kept and the next window begins
 * at that last start. A character longer than a window (a letter under thousands of accents) widens
 * the window until it fits.
 */
const window = 256;

/** The index where each character of `text` starts, in order. */
function* characterStarts(text: string): Generator<number> {
  let from = 0;
  let size = window;
  while (from < text.length) {
    if (from + size >= text.length) {
      for (const { index } of graphemes.segment(text.slice(from))) yield from + index;
      return;
    }
    const starts = Array.from(graphemes.segment(text.slice(from, from + size)), ({ index }) => index);
    if (starts.length < 2) {
      size *= 2;
      continue;
    }
    for (const start of starts.slice(0, -1)) yield from + start;
    from += starts.at(-1) as number;
    size = window;
  }
}

/** The number of characters as a reader counts them (grapheme clusters). */
export function textLength(text: string): number {
  let count = 0;
  for (const _ of characterStarts(text)) count++;
  return count;
}

/**
 * Whether a text has at most `max` characters, reading no further than the limit: a character is at
 * least one UTF-16 unit, so a text no longer than `max` units fits without being segmented.
 */
export function fitsIn(text: string, max: number): boolean {
  if (text.length <= max) return true;
  let count = 0;
  for (const _ of characterStarts(text)) if (++count > max) return false;
  return true;
}

/** The text cut to at most `max` characters, never splitting one in two. */
export function cutText(text: string, max: number): { text: string; wasCut: boolean } {
  let count = 0;
  for (const index of characterStarts(text)) {
    if (count === max) return { text: text.slice(0, index), wasCut: true };
    count++;
  }
  return { text, wasCut: false };
}

/** What a field says after a paste over its limit was cut. */
export const cutMessage = (max: number) => `Text was cut to ${max} characters`;

/** A trimmed text with a minimum and a maximum counted in characters as people count them. */
export function limitedText(limits: {
  min?: { length: number; message: string };
  max: number;
  tooLong: string;
}) {
  const base = z.string().trim();
  const withMin = limits.min ? base.min(limits.min.length, limits.min.message) : base;
  return withMin.refine((text) => fitsIn(text, limits.max), limits.tooLong);
}
