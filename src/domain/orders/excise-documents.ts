import { z } from 'zod';
import type { ExciseRule } from '../compliance/excise/rules.js';
import type { TaxProfileFields } from '../compliance/item-profiles.js';
import { stateNameOf } from '../constants/states.js';
import { exciseAddedCents, orderExciseOf, orderExciseSchema, type OrderExcise } from './excise.js';
import { fromCents, toCents } from '../money/money.js';

/**
 * An invoice's excise tax: worked out from its lines like an order's, or, when QuickBooks already
 * carries the tax as a line of the excise tax item (the push added it), that line itself: never
 * counted twice (decision 0302).
 */
export const documentExciseSchema = orderExciseSchema.extend({
  /** The tax is the invoice's own line of the excise tax item, as QuickBooks holds it. */
  carriedByQuickBooks: z.boolean(),
});
export type DocumentExcise = z.infer<typeof documentExciseSchema>;

export interface InvoiceExciseInput {
  state: string | null;
  /** The invoice's date: the rule in force on it applies. */
  day: string;
  lines: readonly {
    itemListId: string | null;
    itemName: string | null;
    quantity: number;
    rate: number;
    amount: number;
  }[];
  /** The excise tax item chosen in Admin (setting exciseTaxItem), or null. */
  taxItemListId: string | null;
  profiles: Readonly<Record<string, TaxProfileFields>>;
  rules: readonly ExciseRule[];
}

export function invoiceExciseOf(input: InvoiceExciseInput): DocumentExcise | null {
  if (!input.state) return null;
  const carried = input.taxItemListId
    ? input.lines.filter((line) => line.itemListId === input.taxItemListId)
    : [];
  if (carried.length > 0)
    return {
      state: input.state.toUpperCase(),
      day: input.day,
      source: null,
      remitter: 'company',
      purchaserWords: null,
      lines: [],
      gaps: [],
      totalCents: carried.reduce((sum, line) => sum + toCents(line.amount), 0),
      carriedByQuickBooks: true,
    };
  const products = input.lines.flatMap((line) =>
    line.itemListId
      ? [
          {
            productListId: line.itemListId,
            name: line.itemName ?? line.itemListId,
            qty: line.quantity,
            price: line.rate,
          },
        ]
      : [],
  );
  const excise = orderExciseOf({ ...input, products });
  return excise && { ...excise, carriedByQuickBooks: false };
}

/** The excise tax as a printed document shows it (the estimate and invoice PDFs): plain data. */
export interface PrintedExcise {
  /** "Excise Tax — Washington (RCW 82.26.020)". */
  heading: string;
  /** Each line's tax in dollars, by item ListID; lines without one are left out. */
  lineTax: Record<string, number>;
  /** The tax the company adds, in dollars; null where none is added (the purchaser remits, no rule). */
  total: number | null;
  /** The tax is already a line of the document (QuickBooks carries it): never added again. */
  included: boolean;
  /** The purchaser's duty in words, and the lines Humidor could not tax. */
  notes: string[];
}

export function printedExcise(excise: OrderExcise | DocumentExcise | null | undefined): PrintedExcise | null {
  if (!excise) return null;
  const stateName = stateNameOf(excise.state) ?? excise.state;
  const carried = 'carriedByQuickBooks' in excise && excise.carriedByQuickBooks;
  const source = excise.source ? ` (${excise.source.citation})` : carried ? ' (as invoiced)' : '';
  return {
    heading: `Excise Tax — ${stateName}${source}`,
    lineTax: Object.fromEntries(excise.lines.map((line) => [line.listId, fromCents(line.taxCents)])),
    total: excise.remitter === 'company' ? fromCents(exciseAddedCents(excise)) : null,
    included: carried,
    notes: [
      ...(excise.purchaserWords ? [excise.purchaserWords] : []),
      ...excise.gaps.map((gap) => `Excise not computed: ${gap.message}`),
    ],
  };
}
