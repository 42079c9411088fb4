import { stateNameOf } from '../../constants/states.js';
import { ruleInForce, type RuleSource } from '../dated.js';
import { taxKindLabels, type TaxProfileFields } from '../item-profiles.js';
import { premiumTestFails, premiumTestNeeds } from './premium.js';
import { taxOfMethod, type MethodTax } from './methods.js';
import type { ExciseRule } from './rules.js';
import { roundHalfUp } from './exact.js';

export interface ExciseLineInput {
  /** The item's ListID. */
  listId: string;
  name: string;
  /** Units ordered (boxes, tins): a whole number, 0 or more. */
  qty: number;
  /** The order's price of one unit, in cents (the base of a 'sale' rule). */
  priceCents: number;
  /** The item's resolved tax profile (`resolveTaxProfile`). */
  profile: TaxProfileFields;
}

export interface ExciseInput {
  /** The ship-to state. */
  state: string;
  /** The order's date, 'YYYY-MM-DD': the rule in force on it applies (decision 0288). */
  day: string;
  lines: readonly ExciseLineInput[];
  rules: readonly ExciseRule[];
}

export interface ExciseLineTax {
  listId: string;
  name: string;
  qty: number;
  /** Rounded half up, once per line (decision 0288). */
  taxCents: number;
  /** The arithmetic in words: "52.75 % of $8.00 wholesale capped at $0.4026 × 20 cigars". */
  explanation: string;
}

export type ExciseGapReason = 'no-rule' | 'missing-fields' | 'no-rate' | 'no-bracket' | 'bad-quantity';

/** A line Humidor could not tax: listed, never counted as 0. */
export interface ExciseGap {
  listId: string;
  name: string;
  reason: ExciseGapReason;
  /** The profile fields the state's rule needs and the item lacks ('missing-fields'). */
  missing: (keyof TaxProfileFields)[];
  message: string;
}

export interface ExciseResult {
  state: string;
  day: string;
  /** The rule in force, or null when Humidor holds none for the state on that day. */
  rule: ExciseRule | null;
  source: RuleSource | null;
  remitter: 'company' | 'purchaser' | null;
  /** The words the order shows when the purchaser remits (California), else null. */
  purchaserWords: string | null;
  lines: ExciseLineTax[];
  gaps: ExciseGap[];
  /** The sum of `lines`' taxes; the gaps are not in it (the order says so). */
  totalCents: number;
}

const fieldWords: Record<keyof TaxProfileFields, string> = {
  kind: 'kind',
  cigarsPerUnit: 'cigars per unit',
  poundsPerThousand: 'pounds per thousand',
  ouncesPerUnit: 'ounces per unit',
  handmade: 'handmade',
  wholeLeafWrapper: 'whole-leaf wrapper',
  nonTobaccoIngredients: 'non-tobacco ingredients',
  listPriceCents: 'list price',
  wholesalePriceCents: 'wholesale price',
};

/** Where an admin sets an item's or a brand's tax profile (`/admin/compliance/items`). */
export const itemsPlace = 'Admin → Compliance → Items';

function listWords(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

type LineOutcome = { tax: ExciseLineTax } | { gap: ExciseGap };

function lineOutcome(
  line: ExciseLineInput,
  rule: ExciseRule & { remitter: 'company' },
  stateName: string,
): LineOutcome {
  const gap = (
    reason: ExciseGapReason,
    message: string,
    missing: (keyof TaxProfileFields)[] = [],
  ): LineOutcome => ({
    gap: { listId: line.listId, name: line.name, reason, missing, message: `${stateName}: ${message}` },
  });
  // Words a rep reads on the order and an admin acts on (decision 0344): what is missing, and where to set it.
  const lacking = (missing: (keyof TaxProfileFields)[]): LineOutcome =>
    gap(
      'missing-fields',
      missing.length === 1 && missing[0] === 'kind'
        ? `${line.name} has no tax kind — set it in ${itemsPlace}`
        : `${line.name} lacks ${listWords(missing.map((field) => fieldWords[field]))}, which ${stateName}'s tax needs — set ${missing.length === 1 ? 'it' : 'them'} in ${itemsPlace}`,
      missing,
    );
  if (!Number.isInteger(line.qty) || line.qty < 0)
    return gap('bad-quantity', `${line.name}: a quantity must be a whole number, 0 or more`);
  const { profile } = line;
  if (profile.kind === null) return lacking(['kind']);
  if (profile.kind === 'not-tobacco')
    return {
      tax: { listId: line.listId, name: line.name, qty: line.qty, taxCents: 0, explanation: 'not tobacco' },
    };
  const kind = profile.kind;

  let method = rule.kinds[kind];
  let premiumWords: string | null = null;
  if (kind === 'cigar' && rule.premiumCigars) {
    const needs = premiumTestNeeds(rule.premiumCigars.test).filter((field) => profile[field] === null);
    if (needs.length > 0) return lacking(needs);
    if (premiumTestFails(rule.premiumCigars.test, profile) === null) {
      method = rule.premiumCigars.tax;
      premiumWords = `premium cigar (${rule.premiumCigars.test.words})`;
    }
  }
  if (method.method === 'not-on-file')
    return gap(
      'no-rate',
      `Humidor holds no ${taxKindLabels[kind].toLowerCase()} rate (${method.why}); add the rule in Admin → Compliance`,
    );
  if (method.method === 'exempt')
    return {
      tax: { listId: line.listId, name: line.name, qty: line.qty, taxCents: 0, explanation: method.why },
    };

  const outcome: MethodTax = taxOfMethod(method, line, profile);
  if ('missing' in outcome) return lacking(outcome.missing);
  if ('noBracket' in outcome) return gap('no-bracket', `no bracket of ${stateName}'s rule fits ${line.name}`);
  const explanation = premiumWords ? `${outcome.words}; ${premiumWords}` : outcome.words;
  return {
    tax: {
      listId: line.listId,
      name: line.name,
      qty: line.qty,
      taxCents: Number(roundHalfUp(outcome.cents)),
      explanation,
    },
  };
}

/**
 * The excise tax an order carries in its ship-to state on its day, by the rule Humidor holds for
 * that state and day: per line in integer cents with the arithmetic in words, the total, who
 * remits, and the lines it could not tax (no rule, no rate, or profile fields missing): a gap is
 * listed, never taxed at 0. Pure: the order form, the order page, the PDFs and the reports call it.
 */
export function exciseTaxOf(input: ExciseInput): ExciseResult {
  const state = input.state.toUpperCase();
  const stateName = stateNameOf(state) ?? state;
  const rule = ruleInForce(input.rules, state, input.day) ?? null;
  const base = { state, day: input.day, rule, source: rule?.source ?? null };
  if (!rule) {
    // One message for every line: most states hold no rule, and a report taxes thousands of lines.
    const message = `${stateName}: Humidor holds no excise tax rule in force on ${input.day}; add one in Admin → Compliance`;
    const gaps = input.lines.map<ExciseGap>((line) => ({
      listId: line.listId,
      name: line.name,
      reason: 'no-rule',
      missing: [],
      message,
    }));
    return { ...base, remitter: null, purchaserWords: null, lines: [], gaps, totalCents: 0 };
  }
  if (rule.remitter === 'purchaser') {
    const explanation = `Not collected: ${stateName}'s purchaser remits the tax`;
    const lines = input.lines.map<ExciseLineTax>((line) => ({
      listId: line.listId,
      name: line.name,
      qty: line.qty,
      taxCents: 0,
      explanation,
    }));
    return {
      ...base,
      remitter: 'purchaser',
      purchaserWords: rule.purchaserWords,
      lines,
      gaps: [],
      totalCents: 0,
    };
  }
  const lines: ExciseLineTax[] = [];
  const gaps: ExciseGap[] = [];
  for (const line of input.lines) {
    const outcome = lineOutcome(line, rule, stateName);
    if ('tax' in outcome) lines.push(outcome.tax);
    else gaps.push(outcome.gap);
  }
  const totalCents = lines.reduce((sum, line) => sum + line.taxCents, 0);
  return { ...base, remitter: 'company', purchaserWords: null, lines, gaps, totalCents };
}
