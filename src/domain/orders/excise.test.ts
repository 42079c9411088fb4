import { describe, expect, it } from 'vitest';
import type { TaxProfileFields } from '../compliance/item-profiles.js';
import { shippedExciseRules } from '../compliance/excise/shipped-excise-rules.js';
import { exciseAddedCents, exciseRulesWith, lineExciseCents, orderExciseOf } from './excise.js';
import { exciseTaxLineOf } from './excise-line.js';
import { premiumCigar } from '../compliance/excise/test-profiles.js';

/** A hand-made premium cigar, 20 to the box, wholesale $80.00 a box. */
const premium: TaxProfileFields = premiumCigar({ wholesalePriceCents: 8_000 });

const robusto = { productListId: 'I-1', name: 'p-ROB', qty: 2, price: 96.5 };
const churchill = { productListId: 'I-2', name: 'p-CHU', qty: 1, price: 120 };
const day = '2026-12-06';

describe('orderExciseOf', () => {
  it('Washington: 95 % of wholesale capped at 65¢ a cigar, per line and in total', () => {
    // RCW 82.26.020(1)(a): $80.00 / 20 = $4.00 a cigar; 95 % = $3.80, capped at $0.65.
    // Robusto: 2 boxes × 20 = 40 cigars × $0.65 = $26.00. Churchill: 1 × 20 = 20 × $0.65 = $13.00.
    const excise = orderExciseOf({
      state: 'wa',
      day,
      products: [robusto, churchill],
      profiles: { 'I-1': premium, 'I-2': premium },
      rules: shippedExciseRules,
    });
    expect(excise?.remitter).toBe('company');
    expect(excise?.lines.map((l) => [l.listId, l.taxCents])).toEqual([
      ['I-1', 2_600],
      ['I-2', 1_300],
    ]);
    expect(excise?.totalCents).toBe(3_900);
    expect(excise?.source?.citation).toBe('RCW 82.26.020');
    expect(exciseAddedCents(excise)).toBe(3_900);
    expect(lineExciseCents(excise, 'I-2')).toBe(1_300);
    expect(excise?.gaps).toEqual([]);
  });

  it('California: the purchaser remits, so the order carries the words and no tax', () => {
    const excise = orderExciseOf({
      state: 'CA',
      day,
      products: [robusto],
      profiles: { 'I-1': premium },
      rules: shippedExciseRules,
    });
    expect(excise?.remitter).toBe('purchaser');
    expect(excise?.purchaserWords).toContain('responsibility of the purchaser');
    expect(excise?.totalCents).toBe(0);
    expect(exciseAddedCents(excise)).toBe(0);
  });

  it('lists an item without a profile as a gap naming what to set, never taxed at 0', () => {
    const excise = orderExciseOf({
      state: 'WA',
      day,
      products: [robusto, churchill],
      profiles: { 'I-1': premium, 'I-2': { ...premium, cigarsPerUnit: null } },
      rules: shippedExciseRules,
    });
    expect(excise?.lines.map((l) => l.listId)).toEqual(['I-1']);
    expect(excise?.totalCents).toBe(2_600);
    expect(excise?.gaps).toHaveLength(1);
    expect(excise?.gaps[0]).toMatchObject({
      listId: 'I-2',
      reason: 'missing-fields',
      missing: ['cigarsPerUnit'],
    });
    expect(excise?.gaps[0]?.message).toContain('Admin → Compliance → Items');
    // An item with no profile at all lacks its kind.
    const unknown = orderExciseOf({
      state: 'WA',
      day,
      products: [churchill],
      profiles: {},
      rules: shippedExciseRules,
    });
    expect(unknown?.gaps[0]?.missing).toEqual(['kind']);
  });

  it('has nothing to say without a ship-to state', () => {
    expect(
      orderExciseOf({ state: null, day, products: [robusto], profiles: {}, rules: shippedExciseRules }),
    ).toBeNull();
  });
});

describe('exciseRulesWith', () => {
  it("adds an admin's later row, which wins from its day; an earlier order keeps the shipped rule", () => {
    const washington = shippedExciseRules.find((rule) => rule.state === 'WA');
    const rules = exciseRulesWith([
      {
        state: 'WA',
        effectiveFrom: '2027-01-01',
        ruleBody: {
          ...washington,
          kinds: {
            ...(washington as { kinds: object }).kinds,
            cigar: { method: 'exempt', why: 'Repealed (test)' },
          },
        },
      },
      { state: 'WA', effectiveFrom: '2027-01-01', ruleBody: { remitter: 'nobody' } },
    ]);
    const at = (when: string) =>
      orderExciseOf({ state: 'WA', day: when, products: [robusto], profiles: { 'I-1': premium }, rules })
        ?.totalCents;
    expect(at('2026-12-31')).toBe(2_600);
    expect(at('2027-01-01')).toBe(0);
  });
});

describe('exciseTaxLineOf', () => {
  const washington = orderExciseOf({
    state: 'WA',
    day,
    products: [robusto],
    profiles: { 'I-1': premium },
    rules: shippedExciseRules,
  });
  it('is one line of the chosen item, 1 × the total, where the company remits', () => {
    expect(exciseTaxLineOf(washington, 'TAX-1')).toEqual({
      line: {
        itemListId: 'TAX-1',
        name: 'Excise tax',
        description: 'Washington excise tax (RCW 82.26.020)',
        qty: 1,
        price: 26,
      },
    });
  });
  it('holds the order, in words, while no item is chosen', () => {
    const held = exciseTaxLineOf(washington, null);
    expect(held).toEqual({ held: expect.stringContaining('$26.00 of Washington excise tax') });
  });
  it('adds nothing where the purchaser remits or there is no tax', () => {
    const california = orderExciseOf({
      state: 'CA',
      day,
      products: [robusto],
      profiles: { 'I-1': premium },
      rules: shippedExciseRules,
    });
    expect(exciseTaxLineOf(california, null)).toEqual({ line: null });
    expect(exciseTaxLineOf(null, null)).toEqual({ line: null });
  });
});
