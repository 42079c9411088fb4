import { z } from 'zod';

/*
 * People count what they see: an emoji, a flag or an accented letter typed as two code points is
 * one character. Intl.Segmenter splits text into those grapheme clusters in browsers and in Node
 * alike, so a form and the server agree on a text's length.
 */
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The number of characters as a reader counts them (grapheme clusters). */
export function textLength(text: string): number {
  return [...graphemes.segment(text)].length;
}

/** The text cut to at most `max` characters, never splitting one in two. */
export function cutText(text: string, max: number): { text: string; wasCut: boolean } {
  let count = 0;
  for (const { index } of graphemes.segment(text)) {
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
  return withMin.refine((text) => textLength(text) <= limits.max, limits.tooLong);
}
