import type { ExciseRuleInput } from '../../domain/compliance/excise/rules.js';

/**
 * A dated excise rule row an admin might add for Washington (a change in the law, as the tests
 * imagine it): cigars 50 % of wholesale at most $1.00 a cigar, pipe tobacco 50 %.
 */
export const washingtonExciseRow = (effectiveFrom: string) =>
  ({
    state: 'WA',
    effectiveFrom,
    source: { citation: 'RCW 82.26.020 (as a test amends it)', url: null },
    remitter: 'company',
    summary: 'Cigars 50 % of wholesale, at most $1.00 a cigar; pipe tobacco 50 % (a row added by a test).',
    kinds: {
      cigar: { method: 'ad-valorem', base: 'wholesale', percent: '50', capPerCigar: '1.00' },
      'little-cigar': { method: 'not-on-file', why: 'not in this test' },
      'pipe-tobacco': { method: 'ad-valorem', base: 'wholesale', percent: '50' },
      other: { method: 'not-on-file', why: 'not in this test' },
    },
  }) satisfies ExciseRuleInput;
