import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TaxProfileFields } from '../item-profiles.js';
import { exciseTaxOf, type ExciseLineInput } from './compute.js';
import { exciseRuleSchema, type ExciseRule } from './rules.js';
import { shippedExciseRules } from './shipped-excise-rules.js';
import { premiumCigar as premium, taxProfile } from './test-profiles.js';

const pipe = (fields: Partial<TaxProfileFields> = {}) =>
  taxProfile({
    kind: 'pipe-tobacco',
    ouncesPerUnit: 1.5,
    listPriceCents: 2_000,
    wholesalePriceCents: 2_000,
    ...fields,
  });

const line = (p: TaxProfileFields, qty = 1, priceCents = 12_000): ExciseLineInput => ({
  listId: 'L1',
  name: 'Maduro Robusto',
  qty,
  priceCents,
  profile: p,
});
const tax = (
  state: string,
  day: string,
  lines: ExciseLineInput[],
  rules: readonly ExciseRule[] = shippedExciseRules,
) => exciseTaxOf({ state, day, lines, rules });
const today = '2026-12-06';

interface Example {
  name: string;
  state: string;
  day?: string;
  line: ExciseLineInput;
  cents: number;
  words: string;
}

// Each example's arithmetic is written out beside it, with the rule it follows; money is exact
// until the line's end, rounded half up once (decision 0288).
const examples: Example[] = [
  {
    // RCW 82.26.020(1)(a): 95 % of $80.00/20 = $4.00 a cigar → $3.80, capped at $0.65; × 2 boxes × 20 = 40 cigars → $26.00.
    name: 'Washington: a cap per cigar',
    state: 'WA',
    line: line(premium({ wholesalePriceCents: 8_000 }), 2),
    cents: 2_600,
    words: '95 % of $4.00 wholesale capped at $0.65 × 40 cigars',
  },
  {
    // RCW 82.26.020(1)(a): 95 % of $10.00/20 = $0.50 → $0.475, under the cap; × 20 cigars → $9.50.
    name: 'Washington: under the cap',
    state: 'WA',
    line: line(premium({ wholesalePriceCents: 1_000 })),
    cents: 950,
    words: '95 % of $0.50 wholesale × 20 cigars',
  },
  {
    // 32 V.S.A. § 7811: $120.00/10 = $12.00 a cigar (≥ $10) → $4.00 a cigar × 10 → $40.00.
    name: 'Vermont: the $4 tier from $10 a cigar',
    state: 'VT',
    line: line(premium({ cigarsPerUnit: 10, wholesalePriceCents: 12_000 })),
    cents: 4_000,
    words: '92 % of $12.00 wholesale capped at $4.00 (the cap from $10.00 a cigar) × 10 cigars',
  },
  {
    // 32 V.S.A. § 7811: $50.00/10 = $5.00 a cigar ($2.18–$9.99) → $2.00 a cigar × 10 → $20.00.
    name: 'Vermont: the $2 tier',
    state: 'VT',
    line: line(premium({ cigarsPerUnit: 10, wholesalePriceCents: 5_000 })),
    cents: 2_000,
    words: '92 % of $5.00 wholesale capped at $2.00 (the cap under $10.00 a cigar) × 10 cigars',
  },
  {
    // 32 V.S.A. § 7811: $50.00/25 = $2.00 a cigar (≤ $2.17) → 92 % = $1.84 × 25 → $46.00.
    name: 'Vermont: 92 % under $2.17',
    state: 'VT',
    line: line(premium({ cigarsPerUnit: 25, wholesalePriceCents: 5_000 })),
    cents: 4_600,
    words: '92 % of $2.00 wholesale × 25 cigars',
  },
  {
    // Tex. Tax Code 155.021(b)(3): over 3 lb, list $100.00/20 = $5.00 > 3.3¢, no non-tobacco ingredients:
    // $11 per 1,000 × 3 boxes × 20 = 60 cigars → $0.66.
    name: 'Texas: the $11 per thousand bracket',
    state: 'TX',
    line: line(premium(), 3),
    cents: 66,
    words:
      '$11.00 per 1,000 cigars × 60 cigars (over 3 lb per thousand, list over $0.033 a cigar, no non-tobacco ingredients)',
  },
  {
    // 155.021(b)(3): 25 cigars × $11/1,000 = $0.275 = 27.5¢ → rounded half up to 28¢.
    name: 'Texas: half a cent rounds up',
    state: 'TX',
    line: line(premium({ cigarsPerUnit: 25 })),
    cents: 28,
    words:
      '$11.00 per 1,000 cigars × 25 cigars (over 3 lb per thousand, list over $0.033 a cigar, no non-tobacco ingredients)',
  },
  {
    // 155.021(b)(4): with non-tobacco ingredients, $15 per 1,000 × 60 cigars → $0.90.
    name: 'Texas: the $15 bracket',
    state: 'TX',
    line: line(premium({ nonTobaccoIngredients: true }), 3),
    cents: 90,
    words:
      '$15.00 per 1,000 cigars × 60 cigars (over 3 lb per thousand, list over $0.033 a cigar, with non-tobacco ingredients)',
  },
  {
    // 155.021(b)(2): over 3 lb, list $0.60/20 = $0.03 ≤ 3.3¢: $7.50 per 1,000 × 20 → $0.15.
    name: 'Texas: the $7.50 bracket',
    state: 'TX',
    line: line(premium({ listPriceCents: 60 })),
    cents: 15,
    words: '$7.50 per 1,000 cigars × 20 cigars (over 3 lb per thousand, list $0.033 or less a cigar)',
  },
  {
    // 155.021(b)(1): 2.5 lb per thousand, 25 little cigars: 1¢ per 10 or part → 3 × 1¢ = 3¢.
    name: 'Texas: 1¢ per 10 or part for light cigars',
    state: 'TX',
    line: line(
      taxProfile({
        kind: 'little-cigar',
        cigarsPerUnit: 25,
        poundsPerThousand: 2.5,
        listPriceCents: 300,
        wholesalePriceCents: 250,
      }),
    ),
    cents: 3,
    words: '$0.01 per 10 cigars or part × 3 (25 cigars) (3 lb or less per thousand)',
  },
  {
    // Tex. Tax Code 155.0211: $1.22 an ounce × 1.5 oz × 4 tins = $7.32.
    name: 'Texas: pipe tobacco by the ounce',
    state: 'TX',
    line: line(pipe(), 4),
    cents: 732,
    words: '$1.22 an ounce × 1.5 oz × 4',
  },
  {
    // 155.0211: a 1 oz tin is taxed as 1.2 oz: $1.22 × 1.2 × 3 = $4.392 → $4.39.
    name: 'Texas: the least weight of a package',
    state: 'TX',
    line: line(pipe({ ouncesPerUnit: 1 }), 3),
    cents: 439,
    words: '$1.22 an ounce × 1.2 oz (the least a package is taxed at; 1 oz listed) × 3',
  },
  {
    // Fla. Stat. 210.25: "tobacco products" leaves cigars out: no tax.
    name: 'Florida: cigars exempt',
    state: 'FL',
    line: line(premium(), 5),
    cents: 0,
    words: 'Florida taxes no cigars — Fla. Stat. 210.25',
  },
  {
    // Fla. Stat. 210.30 (25 %) + 210.276 (60 % surcharge) of $20.00 wholesale × 2 tubs = 85 % × $40.00 = $34.00.
    name: 'Florida: pipe tobacco with the surcharge',
    state: 'FL',
    line: line(pipe(), 2),
    cents: 3_400,
    words: '25 % + 60 % surcharge of $20.00 wholesale × 2',
  },
  {
    // Minn. Stat. 297F.05 subd. 3a: premium ($100.00/20 = $5.00 ≥ $2, hand-made, whole leaf): lesser of 95 % ($4.75) or $0.50 → $0.50 × 20 = $10.00.
    name: 'Minnesota: a premium cigar’s 50¢ cap',
    state: 'MN',
    line: line(premium()),
    cents: 1_000,
    words:
      '95 % of $5.00 wholesale capped at $0.50 × 20 cigars; premium cigar (hand-made, whole-leaf wrapper, wholesale $2.00 or more — Minn. Stat. 297F.01 subd. 13a)',
  },
  {
    // 297F.05 subd. 3: $30.00/20 = $1.50 a cigar, under $2: not premium, 95 % × $30.00 = $28.50.
    name: 'Minnesota: not premium under $2 wholesale',
    state: 'MN',
    line: line(premium({ wholesalePriceCents: 3_000 })),
    cents: 2_850,
    words: '95 % of $30.00 wholesale × 1',
  },
  {
    // Pennsylvania's tax on other tobacco products leaves cigars out (Atlantic Cigar's and halfwheel's tables).
    name: 'Pennsylvania: premium cigars untaxed',
    state: 'PA',
    line: line(premium(), 3),
    cents: 0,
    words: 'Pennsylvania taxes no cigars (its tax on other tobacco products leaves them out)',
  },
  {
    // New Hampshire: a hand-made whole-leaf cigar is premium and untaxed.
    name: 'New Hampshire: premium cigars untaxed',
    state: 'NH',
    line: line(premium()),
    cents: 0,
    words: 'New Hampshire taxes no premium cigars',
  },
  {
    // New Hampshire: a machine-made cigar, 65.03 % × $10.00 = $6.503 → $6.50.
    name: 'New Hampshire: other cigars 65.03 %',
    state: 'NH',
    line: line(premium({ handmade: false, wholesalePriceCents: 1_000 })),
    cents: 650,
    words: '65.03 % of $10.00 wholesale × 1',
  },
  {
    // New Jersey: 30 % of a $0.05 tin = 1.5¢ → rounded half up to 2¢.
    name: 'New Jersey: half a cent rounds up',
    state: 'NJ',
    line: line(pipe({ wholesalePriceCents: 5 })),
    cents: 2,
    words: '30 % of $0.05 wholesale × 1',
  },
  {
    // R.C. 5743.51(A)(3): premium, 17 % × $5.00 = $0.85 a cigar, above the cap $0.64 in force to 2025-06-30 → $0.64 × 20 = $12.80.
    name: 'Ohio: the old cap the day before it changes',
    state: 'OH',
    day: '2025-06-30',
    line: line(premium()),
    cents: 1_280,
    words:
      '17 % of $5.00 wholesale capped at $0.64 × 20 cigars; premium cigar (leaf binder and wrapper, at least 6 lb per thousand — R.C. 5743.01(Q); no filter or tip, not checked)',
  },
  {
    // Ohio's maximum tax from 2025-07-01 is $0.65: $0.65 × 20 = $13.00.
    name: 'Ohio: the new cap from its day',
    state: 'OH',
    day: '2025-07-01',
    line: line(premium()),
    cents: 1_300,
    words:
      '17 % of $5.00 wholesale capped at $0.65 × 20 cigars; premium cigar (leaf binder and wrapper, at least 6 lb per thousand — R.C. 5743.01(Q); no filter or tip, not checked)',
  },
];

describe('exciseTaxOf, to the cent', () => {
  it.each(examples)('$name', ({ state, day, line: input, cents, words }) => {
    const result = tax(state, day ?? today, [input]);
    expect(result.gaps).toEqual([]);
    expect(result.lines).toEqual([
      { listId: 'L1', name: 'Maduro Robusto', qty: input.qty, taxCents: cents, explanation: words },
    ]);
    expect(result.totalCents).toBe(cents);
    expect(result.remitter).toBe('company');
  });

  it('follows the federal shape when given it: 52.75 % of $8.00 capped at $0.4026 × 20 cigars', () => {
    // 26 U.S.C. 5701(a)(2) as a rule (it is the manufacturer's tax, not an order's; decision 0287):
    // 52.75 % × $8.00 = $4.22 > $0.4026 → $0.4026 × 20 = $8.052 → $8.05.
    const federalShape = exciseRuleSchema.parse({
      state: 'KS',
      effectiveFrom: '2009-04-01',
      source: { citation: '26 U.S.C. 5701(a)(2)', url: null },
      summary: 'Large cigars 52.75 % of the sale price, at most 40.26¢ a cigar.',
      remitter: 'company',
      kinds: {
        cigar: { method: 'ad-valorem', base: 'sale', percent: '52.75', capPerCigar: '0.4026' },
        'little-cigar': { method: 'not-on-file', why: 'not in this example' },
        'pipe-tobacco': { method: 'not-on-file', why: 'not in this example' },
        other: { method: 'not-on-file', why: 'not in this example' },
      },
    });
    const result = tax('KS', today, [line(premium(), 1, 16_000)], [federalShape]);
    expect(result.lines[0]).toMatchObject({
      taxCents: 805,
      explanation: '52.75 % of $8.00 sale price capped at $0.4026 × 20 cigars',
    });
  });

  it('California: the purchaser remits, the order shows its words and no tax', () => {
    const result = tax('CA', today, [line(premium(), 2), line(pipe())]);
    expect(result.remitter).toBe('purchaser');
    expect(result.purchaserWords).toBe(
      'California customers: California tobacco products excise tax is not included and is the responsibility of the purchaser',
    );
    expect(result.totalCents).toBe(0);
    expect(result.gaps).toEqual([]);
    expect(result.lines.map((l) => l.taxCents)).toEqual([0, 0]);
    expect(result.lines[0]?.explanation).toBe("Not collected: California's purchaser remits the tax");
  });

  it('an order dated before a state’s first rule finds none and lists every line, never 0', () => {
    const result = tax('OH', '2024-06-30', [line(premium())]);
    expect(result.rule).toBeNull();
    expect(result.lines).toEqual([]);
    expect(result.gaps).toEqual([
      expect.objectContaining({
        reason: 'no-rule',
        message:
          'Ohio: Humidor holds no excise tax rule in force on 2024-06-30; add one in Admin → Compliance',
      }),
    ]);
  });

  it('lists a line whose profile lacks what the state’s rule needs, naming the fields', () => {
    const result = tax('TX', today, [line(premium({ poundsPerThousand: null })), line(pipe(), 1)]);
    expect(result.lines.map((l) => l.taxCents)).toEqual([183]); // the pipe tobacco: $1.22 × 1.5 oz = $1.83
    expect(result.totalCents).toBe(183);
    expect(result.gaps).toEqual([
      {
        listId: 'L1',
        name: 'Maduro Robusto',
        reason: 'missing-fields',
        missing: ['poundsPerThousand'],
        message:
          "Texas: Maduro Robusto lacks pounds per thousand, which Texas's tax needs — set it in Admin → Compliance → Items",
      },
    ]);
  });

  it('needs only the fields the state reads: Washington taxes a cigar without its weight', () => {
    const result = tax('WA', today, [line(premium({ poundsPerThousand: null, listPriceCents: null }))]);
    expect(result.gaps).toEqual([]);
  });

  it('an item without a kind, a kind without a rate, and a bad quantity are gaps', () => {
    const result = tax('SC', today, [line(taxProfile({})), line(premium()), { ...line(premium()), qty: -1 }]);
    expect(result.gaps.map((gap) => gap.reason)).toEqual(['missing-fields', 'no-rate', 'bad-quantity']);
    expect(result.gaps[0]?.missing).toEqual(['kind']);
    // Said in words the rep reads on the order and an admin acts on (decision 0344).
    expect(result.gaps[0]?.message).toBe(
      'South Carolina: Maduro Robusto has no tax kind — set it in Admin → Compliance → Items',
    );
    expect(result.totalCents).toBe(0);
  });

  it('a rule an admin records later on the same day wins the tie', () => {
    const shipped = shippedExciseRules.filter((rule) => rule.state === 'NJ');
    const admin: ExciseRule = {
      ...exciseRuleSchema.parse({
        state: 'NJ',
        effectiveFrom: '2025-01-01',
        source: { citation: 'A test admin’s correction', url: null },
        summary: 'A correction recorded by an admin.',
        remitter: 'company',
        kinds: {
          cigar: { method: 'ad-valorem', base: 'wholesale', percent: '30' },
          'little-cigar': { method: 'not-on-file', why: 'not in this example' },
          'pipe-tobacco': { method: 'ad-valorem', base: 'wholesale', percent: '40' },
          other: { method: 'not-on-file', why: 'not in this example' },
        },
      }),
      recordedOrder: 1,
    };
    const result = tax('NJ', today, [line(pipe())], [...shipped, admin]);
    expect(result.lines[0]?.taxCents).toBe(800); // 40 % × $20.00, the admin's row over the shipped one
  });
});

describe('exciseTaxOf, always', () => {
  const kinds = ['cigar', 'little-cigar', 'pipe-tobacco', 'other', null] as const;
  const states = [...new Set(shippedExciseRules.map((rule) => rule.state)), 'PR'];
  const arbitraryLine = fc.record({
    listId: fc.string({ minLength: 1, maxLength: 5 }),
    name: fc.string({ minLength: 1, maxLength: 10 }),
    qty: fc.integer({ min: 0, max: 500 }),
    priceCents: fc.integer({ min: 0, max: 1_000_000 }),
    profile: fc.record({
      kind: fc.constantFrom(...kinds),
      cigarsPerUnit: fc.option(fc.integer({ min: 1, max: 100 })),
      poundsPerThousand: fc.option(fc.integer({ min: 0, max: 5_000 }).map((n) => n / 100)),
      ouncesPerUnit: fc.option(fc.integer({ min: 0, max: 20_000 }).map((n) => n / 1000)),
      handmade: fc.option(fc.boolean()),
      wholeLeafWrapper: fc.option(fc.boolean()),
      nonTobaccoIngredients: fc.option(fc.boolean()),
      listPriceCents: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
      wholesalePriceCents: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
    }),
  });

  it('never taxes below 0, and the lines sum to the total; every line is taxed or listed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...states), fc.array(arbitraryLine, { maxLength: 6 }), (state, lines) => {
        const result = tax(state, today, lines);
        expect(result.lines.every((l) => Number.isInteger(l.taxCents) && l.taxCents >= 0)).toBe(true);
        expect(result.lines.reduce((sum, l) => sum + l.taxCents, 0)).toBe(result.totalCents);
        expect(result.lines.length + result.gaps.length).toBe(lines.length);
      }),
    );
  });
});
