import { can, type Principal } from '../../domain/access/policy.js';
import type {
  ContactPosition,
  CustomerContact,
  CustomerDescription,
} from '../../domain/customer-records/schemas.js';
import { customerMissingMessage } from '../../domain/customers/contract.js';
import type { Db, Tx } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { visibleCustomers } from '../access/visibility.js';
import type { CustomerContactsTable } from '../db/tables/customer-records.js';

export const customerMissing = (listId: string) => notFound(customerMissingMessage(listId));

/** The customer when the user may see it (by customer or ship state); otherwise the not-found error. */
export async function visibleCustomerOrThrow(db: Db | Tx, user: Principal, listId: string) {
  const customer = await db
    .selectFrom('customers')
    .select(['listId', 'state', 'shipState', 'fullName'])
    .where('listId', '=', listId)
    .where(visibleCustomers(user))
    .executeTakeFirst();
  if (!customer) throw customerMissing(listId);
  return customer;
}

export function presentContact(row: CustomerContactsTable): CustomerContact {
  const { birthMonth, birthDay, birthYear, ...rest } = row;
  return {
    ...rest,
    position: rest.position as ContactPosition,
    birthday: birthMonth && birthDay ? { month: birthMonth, day: birthDay, year: birthYear } : null,
  };
}

export async function listContacts(db: Db, listId: string): Promise<CustomerContact[]> {
  const rows = await db
    .selectFrom('customerContacts')
    .selectAll()
    .where('customerListId', '=', listId)
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(presentContact);
}

export async function listDescriptions(db: Db, listId: string): Promise<CustomerDescription[]> {
  return db
    .selectFrom('customerDescriptions')
    .selectAll()
    .where('customerListId', '=', listId)
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The server decides whether the user may edit or delete each description. */
export const withAbility = (user: Principal, d: CustomerDescription) => ({
  ...d,
  canEdit: can(user, 'description.edit', d),
});
