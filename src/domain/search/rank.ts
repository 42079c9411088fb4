import { foldText } from '../text/fold.js';
import { termMatches, wordPattern } from './highlight.js';
import type { SearchTerm } from './schemas.js';

/** BM25's usual constants: how fast repeats stop adding, and how much length counts. */
const k1 = 1.2;
const b = 0.75;
/** A word of the title counts this many times a word of the text. */
const titleWeight = 5;

export interface Ranked {
  title: string;
  body: string;
}

const wordsOf = (text: string) => Array.from(text.matchAll(wordPattern), (m) => foldText(m[0]));

/**
 * BM25 relevance of each entry to the terms, the title weighing `titleWeight` times the text, with
 * lengths compared to the average of the entries given. Every entry holds every term (the index
 * asked for all of them), so the terms' rarity would weigh each entry alike and is left out.
 * Computed over the window of matches search ranks (decision 0089), the same on both databases.
 */
export function relevance(entries: readonly Ranked[], terms: readonly SearchTerm[]): number[] {
  const texts = entries.map((entry) => ({ title: wordsOf(entry.title), body: wordsOf(entry.body) }));
  const lengths = texts.map((t) => titleWeight * t.title.length + t.body.length);
  const average = lengths.reduce((sum, n) => sum + n, 0) / Math.max(1, lengths.length) || 1;
  return texts.map((text, i) => {
    const norm = k1 * (1 - b + (b * (lengths[i] ?? 0)) / average);
    return terms.reduce((score, term) => {
      const f =
        titleWeight * text.title.filter((w) => termMatches(term, w)).length +
        text.body.filter((w) => termMatches(term, w)).length;
      return score + (f * (k1 + 1)) / (f + norm);
    }, 0);
  });
}
