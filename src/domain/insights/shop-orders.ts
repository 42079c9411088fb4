import { monthWindows } from './periods.js';

/** One month of "Orders placed by shops" (issue 48, part 6). */
export interface ShopOrderMonth {
  /** 'YYYY-MM' */
  month: string;
  shopOrders: number;
  shopValueCents: number;
  allOrders: number;
  allValueCents: number;
  /** The shops' share of the month's orders by count, in percent with one decimal; null with no orders. */
  sharePercent: number | null;
}

/** `part` of `whole` in percent, one decimal; null when there is no whole. */
export const sharePercentOf = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part * 1000) / whole) / 10 : null;

/**
 * The 12 months ending with the month of `to` (the months table's, so the two read alike), each
 * with the orders the shops placed and all orders, by the company's day each was made on. Orders
 * outside those months are not counted; a month without orders is there with zeros.
 */
export function shopOrderMonths(
  orders: readonly { day: string; amountCents: number; byShop: boolean }[],
  to: string,
): ShopOrderMonth[] {
  const months = monthWindows(to).map((window) => ({
    window,
    row: { month: window.month, shopOrders: 0, shopValueCents: 0, allOrders: 0, allValueCents: 0 },
  }));
  for (const order of orders) {
    const month = months.find(({ window }) => order.day >= window.from && order.day <= window.to);
    if (!month) continue;
    month.row.allOrders += 1;
    month.row.allValueCents += order.amountCents;
    if (order.byShop) {
      month.row.shopOrders += 1;
      month.row.shopValueCents += order.amountCents;
    }
  }
  return months.map(({ row }) => ({ ...row, sharePercent: sharePercentOf(row.shopOrders, row.allOrders) }));
}
