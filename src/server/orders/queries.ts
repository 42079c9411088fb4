import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import type { OrderStatus } from '../../domain/orders/constants.js';
import type { SalesSummary } from '../../domain/orders/contract.js';
import { orderCardSchema, type OrderCard } from '../../domain/orders/presented.js';
import {
  salesByItem,
  statusOfFilter,
  type OrderFeedFilters,
  type SalesByItemRow,
} from '../../domain/orders/feed.js';
import { visibleOrders } from '../access/visibility.js';
import type { Db, Tx } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { afterCursor, decodeCursor, pageOf, type Cursor } from '../shared/paging.js';
import type { OrdersTable } from '../db/tables/orders.js';

export const orderMissingMessage = 'There seems to be an issue, Order might have been deleted.';
const orderNotFound = () => notFound(orderMissingMessage);

/** An order the user may see, or 404 with the same text whether it is missing or out of scope. */
export async function findVisibleOrder(db: Db | Tx, user: Principal, id: string): Promise<OrdersTable> {
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('orders.id', '=', id)
    .where(visibleOrders(user))
    .executeTakeFirst();
  if (!order) throw orderNotFound();
  return order;
}

type OrdersQuery = SelectQueryBuilder<DB, 'orders', object>;

/** The feed's filters and the user's scope, as a query to select from. */
function filteredOrders(db: Db | Tx, user: Principal, filters: OrderFeedFilters): OrdersQuery {
  let query: OrdersQuery = db.selectFrom('orders').where(visibleOrders(user));
  if (filters.from) query = query.where('orders.createdAt', '>=', new Date(filters.from).toISOString());
  if (filters.to) query = query.where('orders.createdAt', '<', new Date(filters.to).toISOString());
  if (filters.customerListId) query = query.where('orders.customerListId', '=', filters.customerListId);
  if (filters.authorId) query = query.where('orders.authorId', '=', filters.authorId);
  const status = statusOfFilter(filters.status);
  if (status) query = query.where('orders.status', '=', status);
  if (filters.customerType !== 'Any') {
    query = query.where('orders.newCustomer', '=', filters.customerType === 'New Customer');
  }
  if (filters.orderType !== 'Any') query = query.where('orders.orderType', '=', filters.orderType);
  if (filters.freeShipping !== 'Any')
    query = query.where('orders.freeShipping', '=', filters.freeShipping === 'Yes');
  const tags = filters.tags ?? [];
  if (tags.length) {
    query = query.where((eb: ExpressionBuilder<DB, 'orders'>) =>
      eb.exists(
        eb
          .selectFrom('orderTags')
          .select(sql`1`.as('one'))
          .whereRef('orderTags.orderId', '=', 'orders.id')
          .where('orderTags.tag', 'in', tags),
      ),
    );
  }
  return query;
}

/** The feed's cursor: an order's creation time and ID (the 400 asks to reload the feed). */
const readCursor = (text: string) =>
  decodeCursor(text, { time: true, message: 'The cursor is not valid; reload the feed.' });

/** What a feed row carries: the columns of the presented order card. */
const orderCardColumns = Object.keys(orderCardSchema.shape).map(
  (key) => `orders.${key as keyof OrderCard}` as const,
);

async function orderPage<R extends { createdAt: string; id: string }>(
  selected: SelectQueryBuilder<DB, 'orders', R>,
  after: Cursor | null,
  limit: number,
): Promise<{ rows: R[]; nextCursor: string | null }> {
  let query = selected;
  if (after) query = query.where(afterCursor('orders.createdAt', 'orders.id', after));
  const fetched = await query
    .orderBy('orders.createdAt', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(limit + 1)
    .execute();
  return pageOf(fetched, limit, (last) => [last.createdAt, last.id]);
}

/** One page of the feed, newest first, continuing after the cursor (keyset paging). */
export async function feedPage(
  db: Db,
  user: Principal,
  filters: OrderFeedFilters,
  options: { cursor?: string | undefined; limit: number },
) {
  const after = options.cursor ? readCursor(options.cursor) : null;
  const page = await orderPage(
    filteredOrders(db, user, filters).select(orderCardColumns),
    after,
    options.limit,
  );
  return { orders: page.rows, nextCursor: page.nextCursor };
}

/** Every order of the filters with its lines, page by page (exports). */
export async function* allFilteredOrders(
  db: Db,
  user: Principal,
  filters: OrderFeedFilters,
  pageSize = 500,
): AsyncGenerator<OrdersTable[]> {
  const base = filteredOrders(db, user, filters).selectAll('orders');
  let after: Cursor | null = null;
  for (;;) {
    const page: { rows: OrdersTable[]; nextCursor: string | null } = await orderPage(base, after, pageSize);
    if (page.rows.length) yield page.rows;
    const last = page.rows.at(-1);
    if (!page.nextCursor || !last) return;
    after = { value: last.createdAt, id: last.id };
  }
}

/** The feed's sales summary and its 'Sales by Item' table (top 15 by amount, share of the total). */
export async function salesSummary(
  db: Db,
  user: Principal,
  filters: OrderFeedFilters,
): Promise<{ summary: SalesSummary; salesByItem: SalesByItemRow[] }> {
  const base = filteredOrders(db, user, filters);
  const inQBooks: OrderStatus = 'OrderInQBooks';
  // Aliases must not be codec column names: SQLite's codec would turn a count named like the
  // boolean `freeShipping` column into `true` (a count of 2 read back as 1).
  const totals = await base
    .select((eb) => [
      eb.fn.countAll<number>().as('orders'),
      eb.fn.coalesce(eb.fn.sum<number>('orders.amount'), eb.val(0)).as('total'),
      eb.fn.sum<number>(eb.case().when('orders.status', '=', inQBooks).then(1).else(0).end()).as('inQBooks'),
      eb.fn
        .sum<number>(eb.case().when('orders.freeShipping', '=', true).then(1).else(0).end())
        .as('freeShippingOrders'),
    ])
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('orderLines')
    .select((eb) => [
      'orderLines.itemName as item',
      eb.fn.max('orderLines.description').as('description'),
      eb.fn.sum<number>('orderLines.qty').as('qty'),
      eb.fn.sum<number>('orderLines.amount').as('lineAmount'),
    ])
    .where('orderLines.orderId', 'in', base.select('orders.id'))
    .groupBy('orderLines.itemName')
    .orderBy('lineAmount', 'desc')
    .orderBy('orderLines.itemName')
    .limit(15)
    .execute();
  const count = Number(totals.orders);
  const amount = Math.round(Number(totals.total) * 100) / 100;
  const inBooks = Number(totals.inQBooks ?? 0);
  return {
    summary: {
      orders: count,
      amount,
      averageAmount: count ? Math.round((amount / count) * 100) / 100 : 0,
      inQBooks: inBooks,
      notInQBooks: count - inBooks,
      freeShipping: Number(totals.freeShippingOrders ?? 0),
    },
    salesByItem: salesByItem(
      items.map((i) => ({
        item: i.item,
        description: i.description ?? '',
        qty: Number(i.qty),
        amount: Math.round(Number(i.lineAmount) * 100) / 100,
      })),
      amount,
    ),
  };
}

/** Orders waiting for the accounting connector, oldest first. */
export function ordersWithStatus(db: Db, status: OrderStatus, limit: number): Promise<OrdersTable[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', status)
    .orderBy('createdAt')
    .orderBy('id')
    .limit(limit)
    .execute();
}
