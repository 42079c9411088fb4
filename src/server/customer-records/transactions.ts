import type { Principal } from '../../domain/access/policy.js';
import type { Db } from '../db/database.js';
import { orderStatusLabels } from '../../domain/orders/constants.js';
import { visibleOrders } from '../access/visibility.js';
import { listCreditMemos, listInvoices, listSalesOrders, readListCursor } from '../documents/queries.js';
import { afterCursor, pageOf } from '../shared/paging.js';
import { visibleCustomerOrThrow } from './queries.js';
import type { RouteInput, RouteReturn } from '../../domain/contract/route.js';
import type { customerRecordsContract } from '../../domain/customer-records/contract.js';
import { transactionFiltersSchema } from '../../domain/documents/contract.js';

type TransactionsRoute = typeof customerRecordsContract.transactions;
type Query = RouteInput<TransactionsRoute>['query'];

const pageSize = 50;

/** The customer's app orders (orders table), newest first, scoped by the order's customer states. */
async function appOrders(db: Db, user: Principal, listId: string, cursor: string | undefined) {
  let select = db
    .selectFrom('orders')
    .select(['id', 'createdAt', 'status', 'orderType', 'amount'])
    .where('customerListId', '=', listId)
    .where(visibleOrders(user));
  if (cursor) select = select.where(afterCursor('createdAt', 'id', readListCursor(cursor)));
  const fetched = await select
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize + 1)
    .execute();
  const page = pageOf(fetched, pageSize, (last) => [last.createdAt, last.id]);
  return {
    appOrders: page.rows.map((o) => ({
      id: o.id,
      createdAt: o.createdAt,
      status: orderStatusLabels[o.status],
      orderType: o.orderType,
      total: o.amount,
    })),
    nextCursor: page.nextCursor,
  };
}

/** A customer's documents of one type, 50 at a time, each scoped by its own (ship) state. */
export async function customerTransactions(
  db: Db,
  user: Principal,
  listId: string,
  query: Query,
): Promise<RouteReturn<TransactionsRoute>> {
  await visibleCustomerOrThrow(db, user, listId);
  const filters = transactionFiltersSchema.parse({ customerListId: listId, cursor: query.cursor });
  switch (query.type) {
    case 'invoices': {
      const { invoices, nextCursor } = await listInvoices(db, user, filters);
      return { type: query.type, invoices, nextCursor };
    }
    case 'salesorders': {
      const { salesOrders, nextCursor } = await listSalesOrders(db, user, filters);
      return { type: query.type, salesOrders, nextCursor };
    }
    case 'creditmemos': {
      const { creditMemos, nextCursor } = await listCreditMemos(db, user, filters);
      return { type: query.type, creditMemos, nextCursor };
    }
    case 'apporders':
      return { type: query.type, ...(await appOrders(db, user, listId, query.cursor)) };
  }
}
