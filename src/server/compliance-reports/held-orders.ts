import type { Principal } from '../../domain/access/policy.js';
import { orderGate } from '../../domain/compliance/gate.js';
import { visibleOrders } from '../access/visibility.js';
import type { Db } from '../db/database.js';
import { licenseRulesOf, licensesOf } from './rules.js';

/**
 * How many orders the gate holds (issue 46, part 6; decision 0305): the open orders (submitted,
 * not yet pushed to QuickBooks) the user sees that `orderGate` refuses today, by the same rules,
 * licenses and permits the submit uses. Computed, not read: the gate's branch may add a held flag
 * (and an admin's override), and then this one function turns into a count of that flag.
 */
export async function countOrdersHeldByGate(db: Db, user: Principal, today: string): Promise<number> {
  const rules = await licenseRulesOf(db);
  // Only a state with a rule can hold an order: the others are never read.
  const ruled = [...new Set(rules.map((rule) => rule.state))];
  if (ruled.length === 0) return 0;
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'customerListId', 'customerName', 'customerState', 'customerShipState'])
    .where('status', '=', 'OrderSubmitted')
    .where('pushedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb('customerShipState', 'in', ruled),
        eb.and([eb('customerShipState', 'is', null), eb('customerState', 'in', ruled)]),
      ]),
    )
    .where(visibleOrders(user))
    .execute();
  if (orders.length === 0) return 0;
  const permits = await db
    .selectFrom('companyPermits')
    .select(['state', 'kind', 'issuedOn', 'expiresOn'])
    .where('deletedAt', 'is', null)
    .execute();
  const licenses = await licensesOf(
    db,
    orders.flatMap((order) => (order.customerListId ? [order.customerListId] : [])),
  );
  let held = 0;
  for (const order of orders) {
    const decision = orderGate({
      state: order.customerShipState ?? order.customerState ?? '',
      day: today,
      companyName: 'The company',
      customerName: order.customerName,
      licenses: order.customerListId ? (licenses.get(order.customerListId) ?? []) : [],
      permits,
      rules,
    });
    if (!decision.allowed) held += 1;
  }
  return held;
}
