import { can, type Principal } from '../../domain/access/policy.js';
import type { GateReason } from '../../domain/compliance/gate.js';
import {
  gateLicensesMax,
  type GateDecisionAnswer,
  type GateInputs,
  type GateLicense,
  type OrderGateShown,
} from '../../domain/orders/gate-contract.js';
import { orderDayOf, type GateOverrideInput } from '../../domain/orders/gate-override.js';
import { gateDecisionOf, type GateSubject } from '../../domain/orders/gate-decision.js';
import { visibleCustomers } from '../access/visibility.js';
import type { Db, Tx } from '../db/database.js';
import type { OrdersTable } from '../db/tables/orders.js';
import { AppError, forbidden } from '../http/errors.js';
import { getSetting } from '../settings/queries.js';
import { loadLicenseRules, loadPermits } from '../compliance/queries.js';

/**
 * The order gate on the server (issue 46, part 3; decisions 0298–0300): the inputs of the domain's
 * `orderGate` loaded in SQL, the same function the phone runs on its kept copy of them. Submitting
 * refuses a held order (422 ORDER_HELD), and both QuickBooks pushes skip one with the gate's words.
 */

type Reader = Db | Tx;

/** What every signed-in user may read: the rules, the company's permits (not deleted) and its name. */
export async function gateInputs(db: Reader): Promise<GateInputs> {
  // The one reading of rules and permits (Admin → Compliance's): withdrawn rule rows left out.
  const [rules, permits, company] = await Promise.all([
    loadLicenseRules(db),
    loadPermits(db),
    getSetting(db, 'company'),
  ]);
  return {
    companyName: company.name,
    rules,
    permits: permits.map(({ state, kind, issuedOn, expiresOn }) => ({ state, kind, issuedOn, expiresOn })),
  };
}

const licenseColumns = [
  'customerLicenses.customerListId',
  'customerLicenses.state',
  'customerLicenses.kind',
  'customerLicenses.number',
  'customerLicenses.issuedOn',
  'customerLicenses.expiresOn',
  'customerLicenses.goneFromListAt',
] as const;

/** The licenses (not deleted) of the named customers, whoever sees them: for the server's own decisions. */
async function licensesOf(db: Reader, listIds: readonly string[]): Promise<GateLicense[]> {
  if (!listIds.length) return [];
  return db
    .selectFrom('customerLicenses')
    .select(licenseColumns)
    .where('customerLicenses.customerListId', 'in', [...new Set(listIds)])
    .where('customerLicenses.deletedAt', 'is', null)
    .execute();
}

/**
 * The licenses of the customers the user sees (of one of them with `customerListId`), for the gate
 * on the device; a customer out of scope has none here, as it has no page.
 */
export function visibleLicenses(
  db: Reader,
  user: Principal,
  customerListId?: string,
): Promise<GateLicense[]> {
  let query = db
    .selectFrom('customerLicenses')
    .innerJoin('customers', 'customers.listId', 'customerLicenses.customerListId')
    .select(licenseColumns)
    .where('customerLicenses.deletedAt', 'is', null)
    .where(visibleCustomers(user));
  if (customerListId) query = query.where('customerLicenses.customerListId', '=', customerListId);
  return query
    .orderBy('customerLicenses.customerListId')
    .orderBy('customerLicenses.id')
    .limit(gateLicensesMax)
    .execute();
}

/** The gate's decision for one order or would-be order, its inputs read now. */
export async function decideGate(db: Reader, subject: GateSubject): Promise<GateDecisionAnswer> {
  const [inputs, licenses] = await Promise.all([
    gateInputs(db),
    licensesOf(db, subject.customerListId ? [subject.customerListId] : []),
  ]);
  return gateDecisionOf(inputs, licenses, subject);
}

type GatedOrder = Pick<
  OrdersTable,
  | 'id'
  | 'customerListId'
  | 'customerName'
  | 'customerState'
  | 'customerShipState'
  | 'createdAt'
  | 'complianceOverrideReason'
  | 'complianceOverrideState'
>;

/** The state an order ships to: its ship state, else its customer's (both snapshots of the order). */
export const shipStateOf = (order: Pick<OrdersTable, 'customerState' | 'customerShipState'>) =>
  order.customerShipState ?? order.customerState;

/**
 * Whether an admin's override still lets the order go: it was given for the order's ship-to state,
 * so a changed state is judged again (decision 0299). The customer of an order never changes.
 */
export const overrideHolds = (
  order: Pick<
    GatedOrder,
    'complianceOverrideReason' | 'complianceOverrideState' | 'customerState' | 'customerShipState'
  >,
) => Boolean(order.complianceOverrideReason) && order.complianceOverrideState === shipStateOf(order);

const subjectOf = (order: GatedOrder): GateSubject => ({
  customerListId: order.customerListId,
  customerName: order.customerName,
  state: shipStateOf(order),
  day: orderDayOf(order.createdAt),
});

/**
 * The orders among these the gate holds now (an override that holds lets one go), with the reasons:
 * what both QuickBooks pushes ask before sending, in three queries for any number of orders.
 */
export async function heldOrders(
  db: Reader,
  orders: readonly GatedOrder[],
): Promise<Map<string, GateReason[]>> {
  const held = new Map<string, GateReason[]>();
  const judged = orders.filter((order) => !overrideHolds(order));
  if (!judged.length) return held;
  const [inputs, licenses] = await Promise.all([
    gateInputs(db),
    licensesOf(
      db,
      judged.flatMap((order) => (order.customerListId ? [order.customerListId] : [])),
    ),
  ]);
  for (const order of judged) {
    const decision = gateDecisionOf(inputs, licenses, subjectOf(order));
    if (!decision.allowed) held.set(order.id, decision.reasons);
  }
  return held;
}

/** The columns an order's gate is read from. */
export const gatedOrderColumns = [
  'orders.id',
  'orders.customerListId',
  'orders.customerName',
  'orders.customerState',
  'orders.customerShipState',
  'orders.createdAt',
  'orders.complianceOverrideReason',
  'orders.complianceOverrideState',
] as const;

/** The held orders among these IDs, with the reasons (for the pushes, which hold IDs). */
export async function heldOrderIds(db: Reader, ids: readonly string[]): Promise<Map<string, GateReason[]>> {
  if (!ids.length) return new Map();
  const orders = await db
    .selectFrom('orders')
    .select(gatedOrderColumns)
    .where('orders.id', 'in', [...ids])
    .execute();
  return heldOrders(db, orders);
}

/** The words a push records for an order the gate holds. */
export const heldPushWords = (reasons: readonly GateReason[]) =>
  `Held by the compliance gate, not sent: ${reasons.map((r) => r.message).join('; ')}. An admin may let it through on the order's page.`;

/** The gate on one order, as its page shows it. */
export async function orderGateShown(
  db: Reader,
  order: GatedOrder & Pick<OrdersTable, 'complianceOverrideByName' | 'complianceOverrideAt'>,
): Promise<OrderGateShown> {
  const { reasons } = await decideGate(db, subjectOf(order));
  const override =
    order.complianceOverrideReason && order.complianceOverrideAt
      ? {
          reason: order.complianceOverrideReason,
          byName: order.complianceOverrideByName ?? '',
          at: order.complianceOverrideAt,
          state: order.complianceOverrideState ?? '',
        }
      : null;
  return { held: reasons.length > 0 && !overrideHolds(order), reasons, override };
}

/** The override columns an order is written with. */
export type OverrideColumns = Pick<
  OrdersTable,
  | 'complianceOverrideReason'
  | 'complianceOverrideById'
  | 'complianceOverrideByName'
  | 'complianceOverrideAt'
  | 'complianceOverrideState'
>;

export const overrideColumnsOf = (
  user: Principal,
  reason: string,
  state: string | null,
): OverrideColumns => ({
  complianceOverrideReason: reason,
  complianceOverrideById: user.id,
  complianceOverrideByName: user.displayName,
  complianceOverrideAt: new Date().toISOString(),
  complianceOverrideState: state,
});

/**
 * The refusal of an order the gate holds: 422, a business refusal whose body carries the reasons.
 * Not 409: to the outbox a 409 is a conflict with a newer version on the server, which this is not;
 * a 422 is refused there in these words and corrected in the form (decision 0298).
 */
export const orderHeld = (reasons: readonly GateReason[]) =>
  new AppError(422, 'ORDER_HELD', reasons.map((r) => r.message).join('\n'), { reasons });

/**
 * The gate at submit: a held order is refused with its reasons unless an admin lets it through
 * with a reason, whose columns the order is written with. Only an admin may send an override.
 */
export async function gateAtSubmit(
  db: Reader,
  user: Principal | null,
  subject: GateSubject,
  override: GateOverrideInput | null,
): Promise<OverrideColumns | null> {
  // No user (a shop's buyer, issue 48): nobody there may let the order through.
  if (override && (!user || !can(user, 'orders.overrideGate')))
    throw forbidden('Only an admin may let an order through the compliance gate.');
  const decision = await decideGate(db, subject);
  if (decision.allowed) return null;
  if (!override || !user) throw orderHeld(decision.reasons);
  return overrideColumnsOf(user, override.reason, subject.state);
}
