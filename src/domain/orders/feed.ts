import { z } from 'zod';
import type { CsvCell } from '../csv/csv.js';
import { calendarInstantSchema } from '../dates/calendar.js';
import { localDate } from '../dates/zoned.js';
import { orderStatusFilters, orderStatusLabels, orderTypes, type OrderStatus } from './constants.js';
import type { OrderProductLine } from './compute.js';
import type { Order } from './presented.js';

export const statusFilters = [
  'Any',
  ...(Object.keys(orderStatusFilters) as (keyof typeof orderStatusFilters)[]),
] as const;
export const customerTypeFilters = ['Any', 'New Customer', 'Existing Customer'] as const;
export const orderTypeFilters = ['Any', ...orderTypes] as const;
export const freeShippingFilters = ['Any', 'Yes', 'No'] as const;

const list = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).filter(Boolean));

/** The orders feed's filters; the browser computes the date range's instants in its own zone. */
export const orderFeedFiltersShape = z.object({
  from: calendarInstantSchema().optional(),
  to: calendarInstantSchema().optional(),
  authorId: z.string().min(1).max(60).optional(),
  status: z.enum(statusFilters).default('Any'),
  customerType: z.enum(customerTypeFilters).default('Any'),
  orderType: z.enum(orderTypeFilters).default('Any'),
  freeShipping: z.enum(freeShippingFilters).default('Any'),
  tags: list.optional(),
  customerListId: z.string().min(1).max(60).optional(),
});
export type OrderFeedFilters = z.infer<typeof orderFeedFiltersShape>;

export const rangeEndBeforeStartMessage = 'The end date cannot be before the start date';
export const rangeIsValid = (f: { from?: string | undefined; to?: string | undefined }) =>
  !f.from || !f.to || Date.parse(f.to) >= Date.parse(f.from);

export const orderFeedFiltersSchema = orderFeedFiltersShape.refine(rangeIsValid, {
  message: rangeEndBeforeStartMessage,
  path: ['to'],
});

export const statusOfFilter = (filter: OrderFeedFilters['status']): OrderStatus | null =>
  filter === 'Any' ? null : orderStatusFilters[filter];

export const ordersFeedPageSize = 50;
export const salesByItemTop = 15;

export const salesByItemRowSchema = z.object({
  item: z.string(),
  description: z.string(),
  qty: z.number(),
  amount: z.number(),
  /** Share of the feed total amount, in percent to two decimals. */
  percent: z.number(),
});
export type SalesByItemRow = z.infer<typeof salesByItemRowSchema>;

/** The top items by amount with their share of the feed's total amount. */
export function salesByItem(
  rows: readonly Omit<SalesByItemRow, 'percent'>[],
  feedTotal: number,
): SalesByItemRow[] {
  return [...rows]
    .sort((a, b) => b.amount - a.amount || a.item.localeCompare(b.item))
    .slice(0, salesByItemTop)
    .map((row) => ({
      ...row,
      percent: feedTotal > 0 ? Math.round((row.amount / feedTotal) * 10_000) / 100 : 0,
    }));
}

export const orderCsvFileName = 'order-feed-export.csv';

/** The export's columns, exactly as spec §9 names them. */
export const orderCsvHeaders = [
  'Order Id',
  'Customer',
  'Author',
  'Original Author',
  'Date',
  'PriceLevel',
  'Terms',
  'Product',
  'Product Name',
  'Qty',
  'Price',
  'Amount',
  'New Customer?',
  'Order Instructions',
  'Order Form Type',
  'Order Type',
  'Order Tags',
  'Free Shipping',
  'Order Status',
  'Optimal Ast Met',
  'Raffle Tickets',
  'Raffle Email',
] as const;

/** What the export reads of an order. */
export type CsvOrder = Pick<
  Order,
  | 'id'
  | 'createdAt'
  | 'customerName'
  | 'authorName'
  | 'originalAuthorName'
  | 'priceLevelName'
  | 'terms'
  | 'products'
  | 'newCustomer'
  | 'instructions'
  | 'orderFormType'
  | 'orderType'
  | 'orderTags'
  | 'freeShipping'
  | 'status'
  | 'optimalAsmtMet'
  | 'raffleTickets'
  | 'raffleEmail'
>;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** One CSV row per product line of the order (one row with empty product cells when it has none). */
export function orderCsvRows(order: CsvOrder, timeZone: string): CsvCell[][] {
  const lines: (OrderProductLine | null)[] = order.products.length ? [...order.products] : [null];
  return lines.map((line) => [
    order.id,
    order.customerName,
    order.authorName,
    order.originalAuthorName,
    localDate(order.createdAt, timeZone),
    order.priceLevelName,
    order.terms,
    line?.name ?? '',
    line?.description ?? '',
    line?.qty ?? '',
    line ? line.price.toFixed(2) : '',
    line ? line.amount.toFixed(2) : '',
    yesNo(order.newCustomer),
    order.instructions,
    order.orderFormType,
    order.orderType,
    order.orderTags.join('; '),
    order.freeShipping ? 'YES' : 'NO',
    orderStatusLabels[order.status],
    yesNo(order.optimalAsmtMet),
    order.raffleTickets,
    order.raffleEmail,
  ]);
}
