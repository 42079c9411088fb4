import type { RuleSource } from '../dated.js';
import type { KindTaxInput, PriceBase } from './rules.js';

/**
 * The tables and statutes the shipped excise rules come from (decision 0289 lists each state's,
 * and whether its figure was checked on the state's own page). Secondary tables are cited by name
 * in the rule's source so the admin page says plainly where a figure was read.
 */
export const secondary = {
  /** Large premium cigars' rate and cap per state, 2025 (a cigar seller's table). */
  atlantic2025: 'Atlantic Cigar, cigar excise tax by state (2025)',
  atlanticUrl: 'https://atlanticcigar.com/blog/cigar-excise-and-sales-tax-by-state',
  /** Other tobacco products' rate and base per state, as of 2023-01-01 (the state administrators' federation). */
  fta2023: 'FTA, State Taxes on Other Tobacco Products (2023-01-01)',
  ftaUrl: 'https://taxadmin.org/?p=4025',
  /** Large cigars' rate and cap per state, updated 2020-11-06 (the trade press). */
  halfwheel2020: 'halfwheel, Cigar Taxes by State (2020-11-06)',
  halfwheelUrl: 'https://halfwheel.com/cigar-taxes-by-state',
  /** A tax software maker's table of rates, 2024-07-12. */
  avior2024: 'Avior, Tobacco tax rates (2024-07-12)',
  aviorUrl: 'https://tobtax.avior.tax/doc/tob/tobacco-tax-rates',
} as const;

/** A rule's source read from the secondary tables only: said so in the citation itself. */
export function fromTables(tables: string[], url: string): RuleSource {
  return { citation: `${tables.join('; ')} — not verified on the state's page`, url };
}

/** The kinds' usual shapes, so each shipped row reads as its statute does. */
export const notOnFile = (why = 'no figure Humidor could source'): KindTaxInput => ({
  method: 'not-on-file',
  why,
});
export const share = (
  percent: string,
  base: PriceBase = 'wholesale',
  capPerCigar?: string,
): KindTaxInput => ({
  method: 'ad-valorem',
  base,
  percent,
  ...(capPerCigar === undefined ? {} : { capPerCigar }),
});
export const eachCigar = (amount: string): KindTaxInput => ({
  method: 'per-count',
  brackets: [{ amount, perCigars: 1 }],
});

export const littleCigarsAsCigarettes = notOnFile(
  'little cigars are taxed by their own or the cigarette rate; not on file',
);

/** The first day of the year of the newest table a row was read from (decision 0288). */
export const in2025 = '2025-01-01';
