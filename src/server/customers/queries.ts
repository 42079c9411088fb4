import type { Principal } from '../../domain/access/policy.js';
import { visibleCustomers } from '../access/visibility.js';
import type { Db, Tx } from '../db/database.js';
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

/** The customer with this ListID when the user may see it; null when missing or outside their states. */
export async function findVisibleCustomer(
  db: Db | Tx,
  user: Principal,
  listId: string,
): Promise<CustomerDetail | null> {
  const row = await db
    .selectFrom('customers')
    .select(customerDetailColumns)
    .where('listId', '=', listId)
    .where(visibleCustomers(user))
    .executeTakeFirst();
  return row ?? null;
}
