import type { RuleSource } from '../dated.js';
import { exciseRuleSchema, type ExciseRule, type ExciseRuleInput, type KindTaxInput } from './rules.js';
import {
  fromTables,
  in2025,
  littleCigarsAsCigarettes,
  notOnFile,
  secondary as t,
  share,
} from './shipped-sources.js';
import { tableRules } from './shipped-table-rules.js';

/**
 * The excise tax rules Humidor ships (issue 46, part 4; decisions 0287–0289): every state the demo
 * company sells into and the states the issue names. Never edited: a change in the law is a new
 * dated row, here or added by an admin. A kind Humidor could not source is `not-on-file`, so its
 * lines are listed as gaps instead of taxed at 0. Puerto Rico has no row (no source found).
 */

/** Ohio's premium cigar, R.C. 5743.01(Q): leaf binder and wrapper, no filter or tip, at least 6 lb per thousand. */
function ohio(effectiveFrom: string, cap: string, source: RuleSource): ExciseRuleInput {
  return {
    state: 'OH',
    effectiveFrom,
    source,
    remitter: 'company',
    summary: `Other tobacco 17 % of wholesale; little cigars 37 %; premium cigars the lesser of 17 % or $${cap} a cigar (adjusted each July 1).`,
    kinds: {
      cigar: share('17'),
      'little-cigar': share('37'),
      'pipe-tobacco': share('17'),
      other: share('17'),
    },
    premiumCigars: {
      test: {
        wholeLeafWrapper: true,
        minPoundsPerThousand: '6',
        words:
          'leaf binder and wrapper, at least 6 lb per thousand — R.C. 5743.01(Q); no filter or tip, not checked',
      },
      tax: share('17', 'wholesale', cap),
    },
  };
}

const rows: ExciseRuleInput[] = [
  {
    state: 'FL',
    effectiveFrom: in2025,
    source: {
      citation:
        'Fla. Stat. 210.25, 210.30, 210.276 (Part II: tobacco products other than cigarettes or cigars)',
      url: 'https://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0200-0299/0210/Sections/0210.276.html',
    },
    remitter: 'company',
    summary:
      'No tax on cigars; other tobacco 25 % of wholesale plus a 60 % surcharge, paid by the distributor, which includes an out-of-state seller shipping to Florida retailers.',
    kinds: {
      cigar: { method: 'exempt', why: 'Florida taxes no cigars — Fla. Stat. 210.25' },
      'little-cigar': { method: 'exempt', why: 'Florida taxes no cigars — Fla. Stat. 210.25' },
      'pipe-tobacco': {
        method: 'ad-valorem',
        base: 'wholesale',
        percent: '25',
        surcharge: { percent: '60', name: 'surcharge' },
      },
      other: notOnFile('moist snuff is taxed by the ounce (Fla. Stat. 210.30); not modelled'),
    },
  },
  {
    state: 'TX',
    effectiveFrom: in2025,
    source: {
      citation: 'Tex. Tax Code 155.021, 155.0211',
      url: 'https://statutes.capitol.texas.gov/Docs/TX/htm/TX.155.htm#155.021',
    },
    remitter: 'company',
    summary:
      'Cigars per thousand by weight and list price; other tobacco $1.22 an ounce, a package under 1.2 oz taxed as 1.2 oz.',
    kinds: {
      cigar: texasCigars(),
      'little-cigar': texasCigars(),
      'pipe-tobacco': { method: 'per-ounce', amount: '1.22', minOuncesPerPackage: '1.2' },
      other: { method: 'per-ounce', amount: '1.22', minOuncesPerPackage: '1.2' },
    },
  },
  {
    state: 'CA',
    effectiveFrom: in2025,
    source: {
      citation: 'Cal. Rev. & Tax. Code 30123; the original invoice’s note',
      url: 'https://www.cdtfa.ca.gov/taxes-and-fees/tax-rates-stfd.htm',
    },
    remitter: 'purchaser',
    summary: 'The purchaser remits California’s tobacco products tax; the invoice says so.',
    purchaserWords:
      'California customers: California tobacco products excise tax is not included and is the responsibility of the purchaser',
  },
  {
    state: 'WA',
    effectiveFrom: in2025,
    source: { citation: 'RCW 82.26.020', url: 'https://app.leg.wa.gov/RCW/default.aspx?cite=82.26.020' },
    remitter: 'company',
    summary:
      'Cigars 95 % of the taxable sales price, at most 65¢ a cigar; other tobacco 95 %; little cigars at the cigarette rate.',
    kinds: {
      cigar: share('95', 'wholesale', '0.65'),
      'little-cigar': littleCigarsAsCigarettes,
      'pipe-tobacco': share('95'),
      other: notOnFile('moist snuff is taxed by the can; not modelled'),
    },
  },
  {
    state: 'MN',
    effectiveFrom: '2017-07-01',
    source: {
      citation: 'Minn. Stat. 297F.05 subd. 3, 3a; 297F.01 subd. 13a',
      url: 'https://www.revenue.state.mn.us/wholesale-price-premium-cigar',
    },
    remitter: 'company',
    summary: 'Cigars and other tobacco 95 % of wholesale; a premium cigar the lesser of 95 % or 50¢.',
    kinds: {
      cigar: share('95'),
      'little-cigar': share('95'),
      'pipe-tobacco': share('95'),
      other: notOnFile('moist snuff has a per-ounce minimum; not modelled'),
    },
    premiumCigars: {
      test: {
        handmade: true,
        wholeLeafWrapper: true,
        minWholesalePerCigar: '2.00',
        words: 'hand-made, whole-leaf wrapper, wholesale $2.00 or more — Minn. Stat. 297F.01 subd. 13a',
      },
      tax: share('95', 'wholesale', '0.50'),
    },
  },
  {
    state: 'VT',
    effectiveFrom: in2025,
    source: {
      citation: '32 V.S.A. § 7811',
      url: 'https://legislature.vermont.gov/statutes/section/32/205/07811',
    },
    remitter: 'company',
    summary:
      'Cigars 92 % of wholesale up to $2.17; $2.00 a cigar from $2.18 to $9.99; $4.00 a cigar from $10.00. Other tobacco 92 %.',
    kinds: {
      // 92 % capped by tier equals the statute's three categories: 92 % × $2.17 is under $2.00.
      cigar: {
        method: 'ad-valorem',
        base: 'wholesale',
        percent: '92',
        capTiers: [
          { fromPerCigar: '0', cap: '2.00' },
          { fromPerCigar: '10.00', cap: '4.00' },
        ],
      },
      'little-cigar': littleCigarsAsCigarettes,
      'pipe-tobacco': share('92'),
      other: notOnFile('snuff is taxed by the ounce; not modelled'),
    },
  },
  {
    state: 'NH',
    effectiveFrom: in2025,
    source: {
      citation:
        "RSA 78:7-c as amended by HB 595 (2019), read in the Premium Cigar Association's summary; FTA table (2023-01-01) — not verified on the state's page",
      url: 'https://premiumcigars.org/state/new-hampshire/',
    },
    remitter: 'company',
    summary: 'Other tobacco 65.03 % of wholesale; premium cigars untaxed.',
    kinds: {
      cigar: share('65.03'),
      'little-cigar': littleCigarsAsCigarettes,
      'pipe-tobacco': share('65.03'),
      other: notOnFile(),
    },
    premiumCigars: {
      test: {
        handmade: true,
        wholeLeafWrapper: true,
        words: 'hand-made with a whole-leaf wrapper; the state’s definition not verified',
      },
      tax: { method: 'exempt', why: 'New Hampshire taxes no premium cigars' },
    },
  },
  {
    state: 'MD',
    effectiveFrom: in2025,
    source: fromTables([t.fta2023, t.atlantic2025], t.ftaUrl),
    remitter: 'company',
    summary: 'Cigars 70 % of wholesale, premium cigars 15 %; other tobacco 30 %.',
    kinds: {
      cigar: share('70'),
      'little-cigar': littleCigarsAsCigarettes,
      'pipe-tobacco': share('30'),
      other: notOnFile(),
    },
    premiumCigars: {
      test: {
        handmade: true,
        wholeLeafWrapper: true,
        words: 'hand-made with a whole-leaf wrapper; the state’s definition not verified',
      },
      tax: share('15'),
    },
  },
  ohio('2024-07-01', '0.64', {
    citation:
      'R.C. 5743.51(A), 5743.01(Q), (R); Ohio Dept. of Taxation: premium cigar maximum tax $0.64 from July 1, 2024 (its notice as reprinted by the OWMA)',
    url: 'https://www.tax.ohio.gov/excise/information_releases/index_excise/XT2017-03archive.aspx',
  }),
  ohio('2025-07-01', '0.65', {
    citation:
      'R.C. 5743.51(A), 5743.01(Q), (R); Ohio Dept. of Taxation, premium cigar maximum tax from July 1, 2025',
    url: 'https://content.govdelivery.com/accounts/OHTAX/bulletins/3dbdfd2',
  }),
  ...tableRules,
];

/** Tex. Tax Code 155.021(b): four brackets by weight per thousand, list price and ingredients. */
function texasCigars(): KindTaxInput {
  return {
    method: 'per-count',
    brackets: [
      { when: { maxPoundsPerThousand: '3' }, amount: '0.01', perCigars: 10, partCountsWhole: true },
      { when: { overPoundsPerThousand: '3', maxListPerCigar: '0.033' }, amount: '7.50', perCigars: 1000 },
      {
        when: { overPoundsPerThousand: '3', overListPerCigar: '0.033', nonTobaccoIngredients: false },
        amount: '11.00',
        perCigars: 1000,
      },
      {
        when: { overPoundsPerThousand: '3', overListPerCigar: '0.033', nonTobaccoIngredients: true },
        amount: '15.00',
        perCigars: 1000,
      },
    ],
  };
}

export const shippedExciseRules: ExciseRule[] = rows.map((row) => exciseRuleSchema.parse(row));
