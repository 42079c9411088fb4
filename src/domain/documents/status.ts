/** Status rules of the accounting documents (orders-and-records §2 and §4). */

export const creditMemoStatuses = [
  'Credit Memo Open',
  'Credit Memo Closed',
  'Credit Memo Partially Applied',
] as const;
type CreditMemoStatus = (typeof creditMemoStatuses)[number];

/** Decided from the integer part of the remaining credit only. */
export function creditMemoStatus(creditRemaining: number): CreditMemoStatus {
  const whole = Math.trunc(creditRemaining);
  if (whole > 0) return 'Credit Memo Open';
  if (whole < 0) return 'Credit Memo Partially Applied';
  return 'Credit Memo Closed';
}

export const salesOrderStatuses = ['Closed', 'Pending'] as const;
type SalesOrderStatus = (typeof salesOrderStatuses)[number];

export function salesOrderStatus(isFullyInvoiced: boolean): SalesOrderStatus {
  return isFullyInvoiced ? 'Closed' : 'Pending';
}

const dayMs = 86_400_000;

/** Past due when BalanceRemaining is above 0 and the due date ('YYYY-MM-DD') has passed. */
export function invoicePastDue(
  balanceRemaining: number,
  dueDate: string | null,
  today: string,
): { pastDue: boolean; daysPastDue: number } {
  if (!(balanceRemaining > 0) || !dueDate || dueDate >= today) return { pastDue: false, daysPastDue: 0 };
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / dayMs);
  return { pastDue: true, daysPastDue: days };
}
