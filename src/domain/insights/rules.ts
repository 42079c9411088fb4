import type { AtRiskReason } from './contract.js';
import { addDays, sameDayLastYear } from './periods.js';

/**
 * The rules of sales insight, written once (docs/decisions/0190-sales-insight-definitions.md).
 * Money is integer cents: dollars are rounded to the cent once, where they enter, and only cents
 * are added, so a sum is right to the cent however many documents it adds.
 */

/** Dollars as the mirror keeps them (a number with at most two decimals) to integer cents. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** Net sales: the invoices' Subtotal minus the credit memos' Subtotal, in cents. */
export function netSalesCents(
  invoiceSubtotals: readonly number[],
  creditSubtotals: readonly number[],
): number {
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + toCents(value), 0);
  return sum(invoiceSubtotals) - sum(creditSubtotals);
}

/** The brand lines without a brand count under. */
export const otherBrand = 'Other';
/** The brand the mirror gives an item whose QuickBooks record names none (domain/mirror/items.ts). */
const mirrorDefaultBrand = 'Misc';

/** The brand of a line: its item's brand as the order form groups them, Other when there is none. */
export function brandOfLine(itemBrand: string | null | undefined): string {
  const brand = itemBrand?.trim();
  return !brand || brand === mirrorDefaultBrand ? otherBrand : brand;
}

/**
 * The item brands whose lines count under `brand` (brandOfLine read backwards, for SQL): Other
 * also takes items with no brand (`orNone`) or the mirror's default.
 */
export function itemBrandsOf(brand: string): { brands: string[]; orNone: boolean } {
  return brand === otherBrand
    ? { brands: ['', mirrorDefaultBrand, otherBrand], orNone: true }
    : { brands: [brand], orNone: false };
}

/**
 * The change from last year in percent, one decimal; null when last year had nothing and this
 * period has something (the tables say "new"); 0 when both had nothing: a month without sales in
 * either year did not change, and "new" there read as if something had been sold.
 */
export function changePercent(thisPeriod: number, lastPeriod: number): number | null {
  if (lastPeriod === 0) return thisPeriod === 0 ? 0 : null;
  return Math.round(((thisPeriod - lastPeriod) / Math.abs(lastPeriod)) * 1000) / 10;
}

/** Invoices needed before a customer has a reorder interval. */
export const minInvoicesForInterval = 3;
/** How far back the reorder interval looks. */
export const intervalMonths = 24;

/** The first day the reorder interval counts invoices from: 24 months before today. */
export const intervalStart = (today: string): string => sameDayLastYear(sameDayLastYear(today));

/**
 * The reorder interval: the median number of days between consecutive invoices of the last 24
 * months, given as day numbers (`dayNumber`, one per invoice, in any order); null with fewer than
 * 3 invoices. The array is sorted and then overwritten by the gaps: this runs for every customer
 * of an admin's at-risk list, so it allocates nothing (typed arrays also sort as numbers).
 */
export function reorderIntervalOfDays(days: Float64Array): number | null {
  const count = days.length;
  if (count < minInvoicesForInterval) return null;
  days.sort();
  // Each gap takes the place of the earlier of its two days, which nothing reads again.
  for (let i = 1; i < count; i += 1) days[i - 1] = days[i]! - days[i - 1]!;
  const gaps = days.subarray(0, count - 1).sort();
  const middle = Math.floor(gaps.length / 2);
  return gaps.length % 2 === 1 ? gaps[middle]! : (gaps[middle - 1]! + gaps[middle]!) / 2;
}

/** The 90 days ending today and the same 90 days a year earlier, for the drop rule. */
export function dropWindows(today: string) {
  const from = addDays(today, -89);
  return { from, to: today, lastYearFrom: sameDayLastYear(from), lastYearTo: sameDayLastYear(today) };
}

export const atRiskRules = {
  /** Days since the last invoice must exceed this many reorder intervals. */
  intervalFactor: 1.5,
  /** A fall of this percentage or more against the same 90 days last year… */
  dropPercent: 40,
  /** …when those 90 days came to at least this much ($500). */
  dropMinimumCents: 50_000,
} as const;

export interface RiskInput {
  daysSinceLastInvoice: number | null;
  reorderIntervalDays: number | null;
  last90DaysCents: number;
  sameDaysLastYearCents: number;
}

/** Which rules put a customer at risk (empty when none does). */
export function atRiskReasonsOf(input: RiskInput): AtRiskReason[] {
  const reasons: AtRiskReason[] = [];
  const { daysSinceLastInvoice: since, reorderIntervalDays: interval } = input;
  if (since !== null && interval !== null && since > atRiskRules.intervalFactor * interval)
    reasons.push('interval');
  const before = input.sameDaysLastYearCents;
  if (
    before >= atRiskRules.dropMinimumCents &&
    input.last90DaysCents * 100 <= before * (100 - atRiskRules.dropPercent)
  ) {
    reasons.push('drop');
  }
  return reasons;
}

/**
 * A document's Subtotal shared out by brand, in cents: each line's amount goes to its item's brand,
 * and whatever the lines do not add up to (a subtotal or discount the lines do not carry) goes to
 * Other, so the brands of a document always add up to its Subtotal. Brands at 0 are left out.
 */
export function brandSharesCents(
  subtotal: number,
  lines: readonly { amount: number; itemBrand: string | null | undefined }[],
): Map<string, number> {
  const shares = new Map<string, number>();
  const add = (brand: string, cents: number) => shares.set(brand, (shares.get(brand) ?? 0) + cents);
  let linesCents = 0;
  for (const line of lines) {
    const cents = toCents(line.amount);
    linesCents += cents;
    add(brandOfLine(line.itemBrand), cents);
  }
  add(otherBrand, toCents(subtotal) - linesCents);
  for (const [brand, cents] of shares) if (cents === 0) shares.delete(brand);
  return shares;
}
