import { describe, expect, it } from 'vitest';
import { usStateCodes } from '../../constants/states.js';
import { exciseRuleSchema, type ExciseRuleInput } from './rules.js';
import { shippedExciseRules } from './shipped-excise-rules.js';

const valid: ExciseRuleInput = {
  state: 'WA',
  effectiveFrom: '2025-01-01',
  source: { citation: 'RCW 82.26.020', url: 'https://app.leg.wa.gov/RCW/default.aspx?cite=82.26.020' },
  summary: 'Cigars 95 % of the taxable sales price, at most 65¢ a cigar.',
  remitter: 'company',
  kinds: {
    cigar: { method: 'ad-valorem', base: 'wholesale', percent: '95', capPerCigar: '0.65' },
    'little-cigar': { method: 'not-on-file', why: 'not on file' },
    'pipe-tobacco': { method: 'ad-valorem', base: 'wholesale', percent: '95' },
    other: { method: 'not-on-file', why: 'not on file' },
  },
};

/** The messages a refused rule gets, joined: what an admin reads on the form. */
function refusal(input: unknown): string {
  const parsed = exciseRuleSchema.safeParse(input);
  expect(parsed.success).toBe(false);
  return parsed.error?.issues.map((issue) => issue.message).join(' | ') ?? '';
}

describe('exciseRuleSchema', () => {
  it('accepts a rule with its source', () => {
    expect(exciseRuleSchema.parse(valid)).toMatchObject({ state: 'WA', remitter: 'company' });
  });

  it('refuses a rule without a source', () => {
    const { source: _source, ...withoutSource } = valid;
    expect(refusal(withoutSource)).toContain('Name the statute or page the rule follows');
    expect(refusal({ ...valid, source: { citation: '', url: null } })).toContain(
      'Name the statute or page the rule follows',
    );
  });

  it('refuses an unknown state', () => {
    expect(refusal({ ...valid, state: 'XX' })).toContain('Use a US state code such as TX or CA');
  });

  it('refuses a negative rate, a negative cap and a float-like figure', () => {
    const kinds = (cigar: unknown) => ({ ...valid, kinds: { ...valid.kinds, cigar } });
    expect(refusal(kinds({ method: 'ad-valorem', base: 'wholesale', percent: '-5' }))).toContain(
      "A rate can't be negative",
    );
    expect(
      refusal(kinds({ method: 'ad-valorem', base: 'wholesale', percent: '95', capPerCigar: '-0.65' })),
    ).toContain("A cap can't be negative");
    expect(refusal(kinds({ method: 'ad-valorem', base: 'wholesale', percent: '1e2' }))).toContain(
      'A rate: write it as a number such as 0.50',
    );
  });

  it('refuses a rule that leaves a kind unsaid, or says no one remits', () => {
    const { other: _other, ...threeKinds } = valid.kinds as Record<string, unknown>;
    expect(refusal({ ...valid, kinds: threeKinds })).toContain("Say how this kind is taxed: 'ad-valorem'");
    expect(refusal({ ...valid, remitter: 'nobody' })).toContain(
      "Say who remits the tax: 'company' or 'purchaser'",
    );
  });

  it('a purchaser-remits rule needs the words the order shows', () => {
    const purchaser = {
      state: 'CA',
      effectiveFrom: '2025-01-01',
      source: valid.source,
      summary: 'The purchaser remits.',
      remitter: 'purchaser',
    };
    expect(refusal({ ...purchaser, purchaserWords: '' })).toContain(
      'Write the words the order shows the purchaser',
    );
  });
});

describe('shippedExciseRules', () => {
  it('every shipped rule parses again and names its source', () => {
    for (const rule of shippedExciseRules) {
      expect(exciseRuleSchema.parse(rule)).toEqual(rule);
      expect(rule.source.citation.length).toBeGreaterThan(3);
      expect(rule.source.url).toMatch(/^https:\/\//);
    }
  });

  it('covers every state the demo company sells into and the states issue 46 names (Puerto Rico: no source)', () => {
    const demo =
      'FL GA TX OK NM AZ LA CA NV NY NJ PA MD DE CT MA NC SC VA DC TN KY AL MS MO AR IL MI IN WI OH MN IA CO UT WA OR';
    const named = 'WA MN VT OH PA NH SD AZ FL TX CA';
    const shipped = new Set(shippedExciseRules.map((rule) => rule.state));
    for (const state of `${demo} ${named}`.split(' ')) expect(shipped, state).toContain(state);
    expect(shipped).not.toContain('PR');
    expect([...shipped].every((state) => (usStateCodes as readonly string[]).includes(state))).toBe(true);
  });

  it('a secondary table’s figure says so in its citation', () => {
    const unverified = shippedExciseRules.filter(
      (rule) =>
        !/Fla\. Stat|Tex\. Tax|Rev\. & Tax|RCW|Minn\. Stat|V\.S\.A|R\.C\. 5743/.test(rule.source.citation),
    );
    for (const rule of unverified)
      expect(rule.source.citation, rule.state).toContain("not verified on the state's page");
  });
});
