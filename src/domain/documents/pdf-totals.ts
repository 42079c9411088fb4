import { formatMoney, formatQuantity } from './format.js';

/** What the credit memo's totals need from one line. */
interface CreditMemoTotalsLine {
  itemName: string | null;
  quantity: number;
}

interface CreditMemoTotalsInput {
  subtotal: number;
  totalAmount: number;
  creditRemaining: number;
  lines: readonly CreditMemoTotalsLine[];
}

interface CreditMemoTotals {
  subtotal: string;
  total: string;
  /** What was applied to invoices: total minus remaining credit. */
  invoices: string;
  balanceCredit: string;
  /** Units over product lines only (item names starting with 'p'). */
  units: string;
  /** The '**Refunded**' banner shows when the remaining credit prints as '0.00'. */
  refunded: boolean;
}

export const REFUNDED_BANNER = '**Refunded**';

/** Product lines are the items whose name starts with a lower-case p (p-, ps-, pt-, …; not POS-). */
export function isProductLine(itemName: string | null | undefined): boolean {
  return (itemName ?? '').startsWith('p');
}

/** Sum of quantities over product lines only. */
export function productUnits(lines: readonly CreditMemoTotalsLine[]): number {
  return lines.reduce((sum, line) => (isProductLine(line.itemName) ? sum + line.quantity : sum), 0);
}

/** A credit shown as money owed back: positive amounts print negative, others as they are. */
export function formatCredit(value: number): string {
  return formatMoney(value > 0 ? -value : value);
}

/** A credit memo line's quantity or amount printed with a leading minus (the value negated). */
export function formatNegatedQuantity(value: number): string {
  return formatQuantity(-value);
}

export function formatNegatedMoney(value: number): string {
  return formatMoney(-value);
}

/** Refunded: the remaining credit prints as '0.00' (the spec compares the printed text). */
export function isRefunded(creditRemaining: number): boolean {
  return formatMoney(creditRemaining) === '0.00';
}

export function creditMemoTotals(input: CreditMemoTotalsInput): CreditMemoTotals {
  return {
    subtotal: formatCredit(input.subtotal),
    total: formatCredit(input.totalAmount),
    invoices: formatCredit(input.totalAmount - input.creditRemaining),
    balanceCredit: formatCredit(input.creditRemaining),
    units: formatQuantity(productUnits(input.lines)),
    refunded: isRefunded(input.creditRemaining),
  };
}

/** The credit memo's download name: CM_{id}_from_{company}.pdf (characters no file system allows become '-'). */
export function creditMemoFileName(id: string, companyName: string): string {
  const safe = (part: string) => part.replace(/[\\/:*?"<>|]/g, '-');
  return `CM_${safe(id)}_from_${safe(companyName)}.pdf`;
}

/** The credit memo page waits this long before saving the PDF (spec §9). */
export const CREDIT_MEMO_DOWNLOAD_DELAY_MS = 1000;
