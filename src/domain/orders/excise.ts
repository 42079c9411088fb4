import { z } from 'zod';
import { exciseTaxOf, type ExciseResult } from '../compliance/excise/compute.js';
import { exciseRuleSchema, type ExciseRule } from '../compliance/excise/rules.js';
import { shippedExciseRules } from '../compliance/excise/shipped-excise-rules.js';
import { ruleSourceSchema } from '../compliance/dated.js';
import { taxProfileFieldsSchema, type TaxProfileFields } from '../compliance/item-profiles.js';
import { toCents } from '../money/money.js';

/**
 * The excise tax an order carries (issue 46, part 4; decision 0301), as the order stores and shows
 * it: the form, the server, the order page and the PDFs all call `orderExciseOf`, so they agree to
 * the cent. Worked out once when the order is made and kept with it: a later change of a rule or an
 * item's profile does not rewrite an order already taken.
 */
export const orderExciseSchema = z.object({
  state: z.string(),
  /** The order's day: the rule in force on it applied. */
  day: z.string(),
  source: ruleSourceSchema.nullable(),
  remitter: z.enum(['company', 'purchaser']).nullable(),
  /** Shown instead of a tax where the purchaser remits (California). */
  purchaserWords: z.string().nullable(),
  lines: z.array(
    z.object({
      listId: z.string(),
      name: z.string(),
      qty: z.number(),
      taxCents: z.number().int(),
      explanation: z.string(),
    }),
  ),
  /** Lines Humidor could not tax, each with what to set: listed, never counted as 0. */
  gaps: z.array(
    z.object({
      listId: z.string(),
      name: z.string(),
      reason: z.string(),
      missing: z.array(z.string()),
      message: z.string(),
    }),
  ),
  /** The tax the company adds to the order, in cents: 0 where the purchaser remits. */
  totalCents: z.number().int(),
});
export type OrderExcise = z.infer<typeof orderExciseSchema>;

/** What the order form loads to work out the excise as the server will. */
export const orderFormExciseSchema = z.object({
  /** The chosen customer's ship-to state (a new customer's is typed on the form). */
  shipState: z.string().nullable(),
  /** The form's items' resolved profiles, by ListID. */
  profiles: z.record(z.string(), taxProfileFieldsSchema),
  /** The rows admins recorded, oldest first, merged with the shipped ones by `exciseRulesWith`. */
  adminRules: z.array(z.object({ state: z.string(), effectiveFrom: z.string(), ruleBody: z.unknown() })),
});
export type OrderFormExcise = z.infer<typeof orderFormExciseSchema>;

/** What the excise needs of one product line: its item, quantity and price after the price level. */
export interface ExciseProductLine {
  productListId: string;
  name: string;
  qty: number;
  /** Dollars, as computed order lines carry them; read as cents once. */
  price: number;
}

export interface OrderExciseInput {
  /** The ship-to state; without one there is nothing to look up. */
  state: string | null;
  /** The order's day, 'YYYY-MM-DD'. */
  day: string;
  products: readonly ExciseProductLine[];
  /** Each item's resolved profile by ListID (`loadTaxProfiles`); an item missing here is a gap. */
  profiles: Readonly<Record<string, TaxProfileFields>>;
  rules: readonly ExciseRule[];
}

const presented = (result: ExciseResult): OrderExcise => ({
  state: result.state,
  day: result.day,
  source: result.source,
  remitter: result.remitter,
  purchaserWords: result.purchaserWords,
  lines: result.lines,
  gaps: result.gaps,
  totalCents: result.totalCents,
});

/**
 * The order's excise tax from its computed lines: the "sale price" a rule may tax is the line's
 * price after the price level (decision 0301). Null when the order has no ship-to state.
 */
export function orderExciseOf(input: OrderExciseInput): OrderExcise | null {
  if (!input.state) return null;
  const blank = taxProfileFieldsSchema.parse({});
  return presented(
    exciseTaxOf({
      state: input.state,
      day: input.day,
      rules: input.rules,
      lines: input.products.map((line) => ({
        listId: line.productListId,
        name: line.name,
        qty: line.qty,
        priceCents: toCents(line.price),
        profile: input.profiles[line.productListId] ?? blank,
      })),
    }),
  );
}

/**
 * The rules in force for orders: the shipped ones and the rows admins recorded (topic 'excise'),
 * the later-recorded winning a tie of state and day. A stored row that no longer parses is left
 * out rather than failing every order; Admin → Compliance shows it.
 */
export function exciseRulesWith(
  adminRows: readonly { state: string; effectiveFrom: string; ruleBody: unknown }[],
): ExciseRule[] {
  const admin = adminRows.flatMap((row, index): ExciseRule[] => {
    const parsed = exciseRuleSchema.safeParse({
      ...(row.ruleBody as object),
      state: row.state,
      effectiveFrom: row.effectiveFrom,
    });
    return parsed.success ? [{ ...parsed.data, recordedOrder: index + 1 }] : [];
  });
  return [...shippedExciseRules, ...admin];
}

/** What the order's total grows by: the tax where the company remits, else nothing. */
export const exciseAddedCents = (excise: OrderExcise | null | undefined): number =>
  excise?.remitter === 'company' ? excise.totalCents : 0;

/** The tax of one line, for a table's column; null where the line is a gap or has none. */
export function lineExciseCents(excise: OrderExcise | null | undefined, listId: string): number | null {
  return excise?.lines.find((line) => line.listId === listId)?.taxCents ?? null;
}
