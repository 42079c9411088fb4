import { foldText } from '../text/fold.js';
import type { SearchTerm, TextSegment } from './schemas.js';

/** Letters and digits make words, as both databases' full-text tokenizers split them. */
export const wordPattern = /[\p{L}\p{N}]+/gu;

/** Whether a folded word is one the term finds: the whole word, or any word it begins for a prefix. */
export const termMatches = (term: SearchTerm, folded: string) =>
  term.prefix ? folded.startsWith(term.word) : folded === term.word;

interface Piece {
  text: string;
  isWord: boolean;
  hit: boolean;
}

/** The text cut into words and what lies between, each word marked when a term matches it as the index does. */
function piecesOf(text: string, terms: SearchTerm[]): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  for (const match of text.matchAll(wordPattern)) {
    const at = match.index;
    if (at > last) pieces.push({ text: text.slice(last, at), isWord: false, hit: false });
    const folded = foldText(match[0]);
    pieces.push({
      text: match[0],
      isWord: true,
      hit: terms.some((t) => termMatches(t, folded)),
    });
    last = at + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), isWord: false, hit: false });
  return pieces;
}

/** Joins neighbouring pieces of the same kind into segments. */
function segmentsFrom(pieces: Piece[]): TextSegment[] {
  const segments: TextSegment[] = [];
  for (const piece of pieces) {
    const previous = segments.at(-1);
    if (previous && previous.hit === piece.hit) previous.text += piece.text;
    else segments.push({ text: piece.text, hit: piece.hit });
  }
  return segments;
}

/**
 * The whole text with every word a term matches marked (folded, see `searchTerms`): the whole word,
 * or its start for a prefix term; the same case- and accent-insensitive match the indexes make.
 */
export function highlight(text: string, terms: SearchTerm[]): TextSegment[] {
  return segmentsFrom(piecesOf(text, terms));
}

/**
 * A window of about `size` words around the first marked word, with "…" where it cuts the text;
 * the start of the text when nothing in it matched (the match was in the title).
 */
export function snippet(text: string, terms: SearchTerm[], size = 30): TextSegment[] {
  const pieces = piecesOf(text.replace(/\s+/g, ' ').trim(), terms);
  const wordAt = pieces.flatMap((p, i) => (p.isWord ? [i] : []));
  if (wordAt.length <= size) return segmentsFrom(pieces);
  const firstHit = Math.max(
    0,
    wordAt.findIndex((i) => pieces[i]?.hit),
  );
  const startWord = Math.max(0, Math.min(firstHit - Math.floor(size / 4), wordAt.length - size));
  const from = wordAt[startWord] ?? 0;
  const to = (wordAt[startWord + size - 1] ?? pieces.length - 1) + 1;
  const cut = pieces.slice(from, to);
  if (from > 0) cut.unshift({ text: '… ', isWord: false, hit: false });
  if (to < pieces.length) cut.push({ text: ' …', isWord: false, hit: false });
  return segmentsFrom(cut);
}
