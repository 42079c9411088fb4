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

/** The customer with this ListID when the user may see it; null when missing or outside their states. */
export async function findVisibleCustomer(
  db: Db | Tx,
  user: Principal,
  listId: string,
): Promise<CustomerDetail | null> {
  const row = await withLastVisit(db.selectFrom('customers'))
    .where('listId', '=', listId)
    .where(visibleCustomers(user))
    .executeTakeFirst();
  return row ?? null;
}
