import type { SelectQueryBuilder } from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import { visibleCustomers } from '../access/visibility.js';
import type { Db, Tx } from '../db/database.js';
import type { DB } from '../db/schema.js';
import type { CustomerDetail } from '../../domain/customers/contract.js';

export const customerDetailColumns = [
  'listId',
  'fullName',
  'companyName',
  'firstName',
  'lastName',
  'accountNumber',
  'phone',
  'email',
  'balance',
  'isActive',
  'state',
  'shipState',
  'city',
  'shipCity',
  'billAddress',
  'shipAddress',
  'termsName',
  'priceLevelListId',
  'priceLevelName',
  'salesRepName',
  'isTaaMember',
  'dataExt',
  'additionalContacts',
  'timeCreated',
  'timeModified',
  'editSequence',
] as const;

/** The customer's detail columns with its last visit (kept by `refreshLastVisits`, server/visits). */
export const withLastVisit = (query: SelectQueryBuilder<DB, 'customers', object>) =>
  query
    .leftJoin('customerLastVisits', 'customerLastVisits.customerListId', 'customers.listId')
    .select(customerDetailColumns)
    .select('customerLastVisits.lastVisitAt');

/** The customer page's row by ListID: one query for every reader of its figures (its balance). */
const customerRow = (db: Db | Tx, listId: string) =>
  withLastVisit(db.selectFrom('customers')).where('listId', '=', listId);

/** The customer with this ListID when the user may see it; null when missing or outside their states. */
export async function findVisibleCustomer(
  db: Db | Tx,
  user: Principal,
  listId: string,
): Promise<CustomerDetail | null> {
  const row = await customerRow(db, listId).where(visibleCustomers(user)).executeTakeFirst();
  return row ?? null;
}

/**
 * A buyer's own customer (its ListID from their session, never from the client), read by the
 * customer page's query so the shop's account shows its figures to the cent; null when gone.
 */
export async function findShopCustomer(db: Db | Tx, listId: string): Promise<CustomerDetail | null> {
  return (await customerRow(db, listId).executeTakeFirst()) ?? null;
}
