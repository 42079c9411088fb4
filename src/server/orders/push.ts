import type { orderPushContract, OrderToPush } from '../../domain/orders/push-contract.js';
import { refNumberOf } from '../../domain/quickbooks/desktop/push.js';
import { markOrderPushed, type OrderDeps } from './commands.js';
import type { ContractHandlers } from '../http/contract.js';
import { ordersWithStatus } from './queries.js';
import type { OrdersTable } from '../db/tables/orders.js';
import { heldOrders } from './gate.js';

/**
 * The order in QuickBooks' terms: numbers as strings, the app order id in Other, and the same
 * RefNumber the Web Connector push gives it, so either path can find an order the other added.
 */
function toSalesOrderAdd(order: OrdersTable): OrderToPush {
  const info = order.newCustomerInfo;
  return {
    id: order.id,
    createdAt: order.createdAt,
    status: order.status,
    orderType: order.orderType,
    SalesOrderAdd: {
      CustomerRef: order.customerListId ? { ListID: order.customerListId } : null,
      NewCustomer: info
        ? {
            Name: info.name,
            CompanyName: info.name,
            FirstName: info.firstName,
            LastName: info.lastName,
            Phone: info.phone,
            Email: info.email,
            ShipAddress: {
              Addr1: info.street,
              Addr2: info.street2,
              City: info.city,
              State: info.state,
              PostalCode: info.zip,
            },
            TermsRef: { FullName: order.terms },
          }
        : null,
      TxnDate: order.createdAt.slice(0, 10),
      RefNumber: refNumberOf(order.id),
      TermsRef: order.terms ? { FullName: order.terms } : null,
      SalesRepRef: order.repCode ? { FullName: order.repCode } : null,
      Memo: [order.orderType, order.freeShipping ? 'FREE SHIPPING' : '', order.instructions]
        .filter(Boolean)
        .join(' | '),
      Other: order.id,
      SalesOrderLineAdd: order.products.map((p) => ({
        ItemRef: { ListID: p.productListId, FullName: p.name },
        Desc: p.description,
        Quantity: String(p.qty),
        Rate: p.price.toFixed(2),
      })),
    },
  };
}

/** The order push (docs/import.md): the connector reads app orders and reports the TxnID it made. */
export function orderPushHandlers(deps: OrderDeps): ContractHandlers<typeof orderPushContract> {
  return {
    // An order the compliance gate holds is never handed to the connector (decision 0298).
    ordersToPush: async ({ query }) => {
      const orders = await ordersWithStatus(deps.db, query.status, query.limit);
      const held = await heldOrders(deps.db, orders);
      return { orders: orders.filter((order) => !held.has(order.id)).map(toSalesOrderAdd) };
    },
    markPushed: ({ params, body }) => markOrderPushed(deps, params.id, body.txnId),
  };
}
