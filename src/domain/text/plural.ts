/** The noun for `n` of a thing: `noun(1, 'box', 'boxes')` is "box", `noun(2, 'result')` "results". */
export const noun = (n: number, singular: string, plural = `${singular}s`) => (n === 1 ? singular : plural);

/**
 * A count with its noun, as a reader expects it: "1 result", "0 results", "1,204 results"
 * (`countOf(n, 'box', 'boxes')` for a plural that is not the singular with an s).
 */
export const countOf = (n: number, singular: string, plural?: string) =>
  `${n.toLocaleString('en-US')} ${noun(n, singular, plural)}`;
