import type { Principal } from '../../domain/access/policy.js';
import type { gateContract, OrderGateShown } from '../../domain/orders/gate-contract.js';
import { orderedCustomerName, shipToStateOf, type GateSubject } from '../../domain/orders/gate-decision.js';
import { conflict } from '../http/errors.js';
import { principalOf } from '../http/access.js';
import type { ContractHandlers } from '../http/contract.js';
import { findVisibleCustomer } from '../customers/queries.js';
import { orderScope, recordChange } from '../history-writes/record.js';
import { publishOrderChanged, type OrderDeps } from './commands.js';
import { customerMissing } from './context.js';
import {
  decideGate,
  gateInputs,
  orderGateShown,
  overrideColumnsOf,
  shipStateOf,
  visibleLicenses,
} from './gate.js';
import { findVisibleOrder } from './queries.js';

/**
 * An admin lets one order the gate holds go through, with a written reason (decision 0299): kept
 * on the order and in its history in one transaction. An order the gate does not hold is refused
 * (409): there is nothing to let through. Its QuickBooks push, held with the gate's words, goes
 * again when someone presses Retry on its QuickBooks status, as any refused push does.
 */
export async function overrideOrderGate(
  deps: OrderDeps,
  user: Principal,
  id: string,
  reason: string,
): Promise<OrderGateShown> {
  const { db, bus } = deps;
  const order = await findVisibleOrder(db, user, id);
  const before = await orderGateShown(db, order);
  if (!before.held)
    throw conflict('The compliance gate does not hold this order: there is nothing to let through.');
  const columns = overrideColumnsOf(user, reason, shipStateOf(order));
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('orders').set(columns).where('id', '=', id).execute();
    await recordChange(tx, {
      actor: { id: user.id, displayName: user.displayName },
      entityType: 'order',
      entityId: id,
      action: 'update',
      label: order.customerName,
      scope: orderScope(order),
      before: { letThroughTheGate: order.complianceOverrideReason ?? null },
      after: { letThroughTheGate: reason },
    });
  });
  await publishOrderChanged(bus, id, order);
  return orderGateShown(db, { ...order, ...columns });
}

/** Today's UTC day: the day a new order is judged on (decision 0298). */
const today = () => new Date().toISOString().slice(0, 10);

/** The gate's routes: its inputs for the device, the server's decision, and the admin's override. */
export function gateHandlers(deps: OrderDeps): ContractHandlers<typeof gateContract> {
  const { db } = deps;
  return {
    gateInputs: () => gateInputs(db),
    gateLicenses: async ({ request, query }) => ({
      licenses: await visibleLicenses(db, principalOf(request), query.customerListId),
    }),
    gate: async ({ request, query }) => {
      const day = query.day ?? today();
      let subject: GateSubject = { customerListId: null, customerName: '', state: query.state ?? null, day };
      if (query.customerListId) {
        const customer = await findVisibleCustomer(db, principalOf(request), query.customerListId);
        if (!customer) throw customerMissing(query.customerListId);
        subject = {
          customerListId: customer.listId,
          customerName: orderedCustomerName(customer),
          state: query.state ?? shipToStateOf(customer),
          day,
        };
      }
      return decideGate(db, subject);
    },
    overrideGate: async ({ request, params, body }) => ({
      gate: await overrideOrderGate(deps, principalOf(request), params.id, body.reason),
    }),
  };
}
