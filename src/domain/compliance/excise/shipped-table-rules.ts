import type { RuleSource } from '../dated.js';
import type { ExciseRuleInput, KindTaxInput } from './rules.js';
import {
  eachCigar,
  fromTables,
  in2025,
  littleCigarsAsCigarettes,
  notOnFile,
  secondary as t,
  share,
} from './shipped-sources.js';

/**
 * The shipped excise rules read from the secondary tables only (decision 0289: each marked "not
 * verified on the state's page" in its citation). A figure the tables disagree on is not on file.
 */
interface TableRow {
  state: string;
  effectiveFrom: string;
  cigar: KindTaxInput;
  pipe: KindTaxInput;
  littleCigar?: KindTaxInput;
  summary: string;
  source: RuleSource;
}

/** A state whose figures come from the secondary tables (decision 0289: not verified on the state's page). */
function tableRule(row: TableRow): ExciseRuleInput {
  return {
    state: row.state,
    effectiveFrom: row.effectiveFrom,
    source: row.source,
    summary: row.summary,
    remitter: 'company',
    kinds: {
      cigar: row.cigar,
      'little-cigar': row.littleCigar ?? littleCigarsAsCigarettes,
      'pipe-tobacco': row.pipe,
      other: notOnFile('other tobacco (snuff, chew) is often taxed by weight; not on file'),
    },
  };
}

const cigarsAndOtp = fromTables([t.atlantic2025, t.fta2023], t.atlanticUrl);
const cigarsOnly = fromTables([t.atlantic2025], t.atlanticUrl);

const tables: TableRow[] = [
  {
    state: 'GA',
    effectiveFrom: in2025,
    cigar: share('23'),
    pipe: share('10'),
    littleCigar: { method: 'per-count', brackets: [{ amount: '0.025', perCigars: 10 }] },
    summary: 'Cigars 23 % of wholesale; little cigars 2.5¢ per 10; loose and pipe tobacco 10 % of wholesale.',
    source: cigarsAndOtp,
  },
  {
    state: 'OK',
    effectiveFrom: in2025,
    cigar: eachCigar('0.12'),
    pipe: notOnFile(),
    summary: 'Cigars 12¢ each.',
    source: fromTables([t.atlantic2025, t.halfwheel2020], t.atlanticUrl),
  },
  {
    state: 'NM',
    effectiveFrom: in2025,
    cigar: share('25', 'wholesale', '0.50'),
    pipe: share('25'),
    summary: 'Cigars 25 % of the product value, at most 50¢ a cigar; other tobacco 25 %.',
    source: cigarsAndOtp,
  },
  {
    state: 'AZ',
    effectiveFrom: in2025,
    // The statute sorts cigars by retail price (over 5¢ each); the list price stands in for it, and a cheaper cigar finds no bracket (a gap).
    cigar: {
      method: 'per-count',
      brackets: [{ when: { overListPerCigar: '0.05' }, amount: '0.218', perCigars: 1 }],
    },
    littleCigar: { method: 'per-count', brackets: [{ amount: '0.441', perCigars: 20 }] },
    pipe: { method: 'per-ounce', amount: '0.223' },
    summary: 'Cigars over 5¢ each 21.8¢ a cigar; little cigars 44.1¢ per 20; smoking tobacco 22.3¢ an ounce.',
    source: fromTables([t.atlantic2025, t.avior2024, t.fta2023], t.aviorUrl),
  },
  {
    state: 'LA',
    effectiveFrom: in2025,
    cigar: share('20', 'list'),
    pipe: notOnFile('20 % to 33 % by kind; not on file'),
    summary:
      'Cigars 20 % of the manufacturer’s price (the bracket premium cigars fall in; cheaper cigars 8 %, not modelled).',
    source: cigarsAndOtp,
  },
  {
    state: 'NV',
    effectiveFrom: in2025,
    cigar: share('30', 'wholesale', '0.50'),
    pipe: share('30'),
    summary: 'Cigars 30 % of wholesale, at most 50¢ a cigar; other tobacco 30 %.',
    source: cigarsAndOtp,
  },
  {
    state: 'NY',
    effectiveFrom: in2025,
    cigar: share('75'),
    pipe: share('75'),
    summary: 'Cigars and other tobacco 75 % of wholesale.',
    source: cigarsAndOtp,
  },
  {
    state: 'NJ',
    effectiveFrom: in2025,
    cigar: share('30'),
    pipe: share('30'),
    summary: 'Cigars and other tobacco 30 % of wholesale.',
    source: cigarsAndOtp,
  },
  {
    state: 'DE',
    effectiveFrom: in2025,
    cigar: share('30'),
    pipe: share('30'),
    summary: 'Cigars and other tobacco 30 % of wholesale.',
    source: cigarsAndOtp,
  },
  {
    state: 'CT',
    effectiveFrom: in2025,
    cigar: share('50', 'wholesale', '0.50'),
    pipe: share('50'),
    summary: 'Cigars 50 % of wholesale, at most 50¢ a cigar; other tobacco 50 %.',
    source: cigarsAndOtp,
  },
  {
    state: 'MA',
    effectiveFrom: in2025,
    cigar: share('40'),
    pipe: share('40'),
    summary: 'Cigars and smoking tobacco 40 % of wholesale.',
    source: cigarsAndOtp,
  },
  {
    state: 'NC',
    effectiveFrom: in2025,
    cigar: share('12.8', 'wholesale', '0.30'),
    pipe: share('12.8'),
    summary: 'Cigars 12.8 % of wholesale, at most 30¢ a cigar; other tobacco 12.8 %.',
    source: cigarsAndOtp,
  },
  {
    state: 'SC',
    effectiveFrom: in2025,
    cigar: notOnFile('the tables disagree: 5 % or 5.5 % of the manufacturer’s price'),
    pipe: notOnFile('the tables disagree: 5 % or 5.5 %'),
    summary: 'Not on file: the sources disagree on the rate.',
    source: fromTables([t.atlantic2025, t.halfwheel2020], t.atlanticUrl),
  },
  {
    state: 'VA',
    effectiveFrom: '2020-11-06',
    cigar: share('20', 'list'),
    pipe: notOnFile(),
    summary: 'Cigars 20 % of the manufacturer’s sales price.',
    source: fromTables([t.halfwheel2020], t.halfwheelUrl),
  },
  {
    state: 'DC',
    effectiveFrom: in2025,
    cigar: notOnFile('premium cigars are left out of the tax; other cigars’ rate changes yearly'),
    pipe: notOnFile('the rate changes yearly with the cigarette tax'),
    summary: 'Not on file: the District’s rate changes every year.',
    source: fromTables([t.halfwheel2020, t.fta2023], t.ftaUrl),
  },
  {
    state: 'TN',
    effectiveFrom: in2025,
    cigar: share('6.6'),
    pipe: notOnFile(),
    summary: 'Cigars 6.6 % of wholesale.',
    source: cigarsOnly,
  },
  {
    state: 'KY',
    effectiveFrom: in2025,
    cigar: share('15'),
    pipe: share('15'),
    summary: 'Cigars and other tobacco 15 % of wholesale.',
    source: cigarsAndOtp,
  },
  {
    state: 'AL',
    effectiveFrom: in2025,
    cigar: eachCigar('0.0405'),
    littleCigar: { method: 'per-count', brackets: [{ amount: '0.04', perCigars: 10 }] },
    pipe: notOnFile('taxed by package weight brackets; not modelled'),
    summary: 'Cigars 4.05¢ each; little cigars 4¢ per 10.',
    source: fromTables([t.atlantic2025, t.avior2024], t.aviorUrl),
  },
  {
    state: 'MS',
    effectiveFrom: in2025,
    cigar: share('15', 'list'),
    pipe: share('15', 'list'),
    summary: 'Cigars and other tobacco 15 % of the manufacturer’s list price.',
    source: cigarsAndOtp,
  },
  {
    state: 'MO',
    effectiveFrom: in2025,
    cigar: share('10', 'list'),
    pipe: share('10', 'list'),
    summary: 'Cigars and other tobacco 10 % of the manufacturer’s invoice price.',
    source: cigarsAndOtp,
  },
  {
    state: 'AR',
    effectiveFrom: in2025,
    cigar: notOnFile('the tables disagree: 68 % capped at 50¢, or 50¢ a cigar plus 2 %'),
    pipe: share('68', 'list'),
    summary: 'Other tobacco 68 % of the manufacturer’s invoiced price; cigars not on file.',
    source: fromTables([t.fta2023, t.avior2024], t.aviorUrl),
  },
  {
    state: 'IL',
    effectiveFrom: in2025,
    cigar: share('45'),
    pipe: notOnFile('36 % in 2023, since raised; the new figure for pipe tobacco not confirmed'),
    summary: 'Cigars 45 % of wholesale.',
    source: cigarsOnly,
  },
  {
    state: 'MI',
    effectiveFrom: in2025,
    cigar: share('32', 'wholesale', '0.50'),
    pipe: share('32'),
    summary: 'Cigars 32 % of wholesale, at most 50¢ a cigar; other tobacco 32 %.',
    source: cigarsAndOtp,
  },
  {
    state: 'IN',
    effectiveFrom: in2025,
    cigar: share('30', 'wholesale', '3.00'),
    pipe: notOnFile('24 % in 2023, since raised; the new figure for pipe tobacco not confirmed'),
    summary: 'Cigars 30 % of wholesale, at most $3.00 a cigar.',
    source: cigarsOnly,
  },
  {
    state: 'WI',
    effectiveFrom: '2020-11-06',
    cigar: share('71', 'list', '0.50'),
    pipe: notOnFile(),
    summary: 'Cigars 71 % of the manufacturer’s list price, at most 50¢ a cigar.',
    source: fromTables([t.halfwheel2020], t.halfwheelUrl),
  },
  {
    state: 'IA',
    effectiveFrom: in2025,
    cigar: share('50', 'wholesale', '0.50'),
    pipe: share('50'),
    summary: 'Cigars 50 % of wholesale, at most 50¢ a cigar; other tobacco 50 %.',
    source: cigarsAndOtp,
  },
  {
    state: 'CO',
    effectiveFrom: in2025,
    cigar: share('56', 'list'),
    pipe: share('56', 'list'),
    summary:
      'Cigars and other tobacco 56 % of the manufacturer’s list price (50 % in 2023, raised in steps).',
    source: cigarsAndOtp,
  },
  {
    state: 'UT',
    effectiveFrom: in2025,
    cigar: share('86', 'list'),
    pipe: notOnFile(),
    summary: 'Cigars 86 % of the manufacturer’s sales price.',
    source: cigarsOnly,
  },
  {
    state: 'OR',
    effectiveFrom: in2025,
    cigar: share('65', 'wholesale', '1.00'),
    pipe: notOnFile(),
    summary: 'Cigars 65 % of wholesale, at most $1.00 a cigar.',
    source: fromTables([t.atlantic2025, t.halfwheel2020], t.atlanticUrl),
  },
  {
    state: 'SD',
    effectiveFrom: in2025,
    cigar: share('35'),
    pipe: notOnFile(),
    summary: 'Cigars 35 % of wholesale.',
    source: cigarsOnly,
  },
  {
    state: 'PA',
    effectiveFrom: in2025,
    cigar: {
      method: 'exempt',
      why: 'Pennsylvania taxes no cigars (its tax on other tobacco products leaves them out)',
    },
    pipe: notOnFile(),
    summary: 'No tax on cigars.',
    source: fromTables([t.atlantic2025, t.halfwheel2020], t.atlanticUrl),
  },
];

export const tableRules: ExciseRuleInput[] = tables.map(tableRule);
