import { isStateVisible, type Principal } from '../../domain/access/policy.js';
import type { CatalogItem } from '../../domain/orders/lines.js';
import { defaultPriceLevel, noPriceLevel, type PriceLevel } from '../../domain/orders/pricing.js';
import type { OrderInput } from '../../domain/orders/schemas.js';
import { newCustomerDefaultTerms } from '../../domain/orders/constants.js';
import { orderedCustomerName, shipToStateOf } from '../../domain/orders/gate-decision.js';
import type { OrderRules } from '../../domain/settings/orderRules.js';
import type { CustomerDetail } from '../../domain/customers/contract.js';
import { findVisibleCustomer } from '../customers/queries.js';
import type { Db, Tx } from '../db/database.js';
import { badRequest, notFound } from '../http/errors.js';

/** Who the order is for, as stored on the order (a snapshot of the customer when ordered). */
export interface OrderCustomer {
  customerListId: string | null;
  customerName: string;
  customerAccountNumber: string | null;
  customerCity: string | null;
  customerState: string | null;
  customerShipState: string | null;
  customerPhone: string | null;
  isTaaMember: boolean;
  priceLevelListId: string | null;
  termsName: string | null;
}

export const customerMissing = (listId: string) =>
  notFound(`A customer with the ID ${listId} does not exist`);

/**
 * The order's customer: an existing customer in the user's states (404 otherwise, the same text as
 * a missing one), or the new customer's details, whose state must be one of the user's.
 */
export async function orderCustomer(db: Db | Tx, user: Principal, input: OrderInput): Promise<OrderCustomer> {
  if (input.newCustomer) {
    const info = input.newCustomerInfo;
    const state = info?.state.toUpperCase() ?? null;
    if (!isStateVisible(user, state)) throw badRequest(stateNotServedMessage(state, user.states));
    return {
      customerListId: null,
      customerName: info?.name ?? '',
      customerAccountNumber: null,
      customerCity: info?.city ?? null,
      customerState: state,
      customerShipState: state,
      customerPhone: info?.phone ?? null,
      isTaaMember: false,
      priceLevelListId: null,
      termsName: newCustomerDefaultTerms,
    };
  }
  const listId = input.customerListId ?? '';
  const row = await findVisibleCustomer(db, user, listId);
  if (!row) throw customerMissing(listId);
  return orderCustomerOf(row);
}

type CustomerOrdered = Pick<
  CustomerDetail,
  | 'listId'
  | 'isActive'
  | 'accountNumber'
  | 'shipCity'
  | 'city'
  | 'state'
  | 'phone'
  | 'isTaaMember'
  | 'priceLevelListId'
  | 'termsName'
> &
  Parameters<typeof orderedCustomerName>[0] &
  Parameters<typeof shipToStateOf>[0];

/** An existing customer as its order keeps it: a rep's, or a shop's own (issue 48). */
export function orderCustomerOf(row: CustomerOrdered): OrderCustomer {
  if (!row.isActive) throw badRequest('This customer is inactive; orders cannot be taken for it.');
  return {
    customerListId: row.listId,
    customerName: orderedCustomerName(row),
    customerAccountNumber: row.accountNumber,
    customerCity: row.shipCity ?? row.city,
    customerState: row.state,
    customerShipState: shipToStateOf(row),
    customerPhone: row.phone,
    isTaaMember: row.isTaaMember,
    priceLevelListId: row.priceLevelListId,
    termsName: row.termsName,
  };
}

const stateNotServedMessage = (state: string | null, states: readonly string[]) =>
  `You can take orders only for customers in your states (${states.join(', ')}); ${state || 'no state'} is not one of them. Choose one of your states for the new customer.`;

/** The descriptions of the named items (gift names on the benefits); unknown names are left out. */
export async function itemDescriptions(
  db: Db | Tx,
  names: readonly string[],
): Promise<Record<string, string>> {
  if (!names.length) return {};
  const rows = await db
    .selectFrom('items')
    .select(['name', 'salesDesc'])
    .where('name', 'in', names)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.salesDesc ?? '']));
}

/** The chosen price level, else the customer's, else '0%' (an order's, and the shop's catalogue's). */
export async function orderPriceLevel(
  db: Db | Tx,
  chosenListId: string | null,
  customer: Pick<OrderCustomer, 'priceLevelListId'>,
): Promise<PriceLevel> {
  const levels = await db.selectFrom('priceLevels').select(['listId', 'name', 'percentOff']).execute();
  if (chosenListId) {
    const chosen = levels.find((l) => l.listId === chosenListId);
    if (!chosen) throw badRequest('The chosen price level does not exist.');
    return { name: chosen.name, percentOff: chosen.percentOff };
  }
  return customer.priceLevelListId ? defaultPriceLevel(customer.priceLevelListId, levels) : noPriceLevel;
}

/** The items of the order's products with their quantities (repeated items add up). */
export async function orderEntries(
  db: Db | Tx,
  products: OrderInput['products'],
): Promise<{ item: CatalogItem; qty: number }[]> {
  const quantities = new Map<string, number>();
  for (const p of products) if (p.qty > 0) quantities.set(p.listId, (quantities.get(p.listId) ?? 0) + p.qty);
  if (!quantities.size) return [];
  const rows = await db
    .selectFrom('items')
    .select(['listId', 'name', 'salesDesc', 'salesPrice', 'msrp', 'isActive'])
    .where('listId', 'in', [...quantities.keys()])
    .execute();
  const byId = new Map(rows.map((r) => [r.listId, r]));
  return [...quantities].map(([listId, qty]) => {
    const row = byId.get(listId);
    if (!row || !row.isActive) throw badRequest(`The product ${listId} is not available.`);
    const item = {
      listId,
      name: row.name,
      description: row.salesDesc ?? '',
      salesPrice: row.salesPrice,
      msrp: row.msrp,
    };
    return { item, qty };
  });
}

/** The customer's invoiced sales in the rules' event year (the Cielo rule). */
export async function customerYearSales(
  db: Db | Tx,
  listId: string | null,
  rules: OrderRules,
): Promise<number> {
  if (!listId) return 0;
  return (await customersYearSales(db, [listId], rules)).get(listId) ?? 0;
}

/** Each customer's invoiced sales in the rules' event year, in one query; absent customers sold nothing. */
export async function customersYearSales(
  db: Db | Tx,
  listIds: string[],
  rules: OrderRules,
): Promise<Map<string, number>> {
  if (listIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('invoices')
    .select((eb) => ['customerListId', eb.fn.sum<number>('subtotal').as('total')])
    .where('customerListId', 'in', listIds)
    .where('txnDate', '>=', `${rules.eventYear}-01-01`)
    .where('txnDate', '<', `${rules.eventYear + 1}-01-01`)
    .groupBy('customerListId')
    .execute();
  return new Map(rows.flatMap((r) => (r.customerListId ? [[r.customerListId, Number(r.total)]] : [])));
}

/** The order's author: the signed-in user, or a user with a rep code chosen in the User selector. */
export async function orderAuthor(
  db: Db | Tx,
  user: Principal,
  authorId: string | null,
): Promise<{ id: string; name: string }> {
  if (!authorId || authorId === user.id) return { id: user.id, name: user.displayName };
  const row = await db
    .selectFrom('users')
    .select(['id', 'name', 'repCode', 'active'])
    .where('id', '=', authorId)
    .executeTakeFirst();
  if (!row || !row.active || !row.repCode) throw badRequest('Choose yourself or a user with a rep code.');
  return { id: row.id, name: row.name };
}
