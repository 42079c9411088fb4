import type { Principal } from '../../domain/access/policy.js';
import type { CustomerLicense } from '../../domain/compliance/licenses.js';
import type { LicenseDocument } from '../../domain/compliance/licenses-contract.js';
import { visibleNotes } from '../access/visibility.js';
import type { Db, Tx } from '../db/database.js';
import type { CustomerLicensesTable } from '../db/tables/compliance.js';

/** A license as it is sent: its row with the name of whoever checked it. */
export function presentLicense(row: CustomerLicensesTable, checkedByName: string | null): CustomerLicense {
  return {
    id: row.id,
    customerListId: row.customerListId,
    state: row.state,
    locality: row.locality,
    kind: row.kind,
    number: row.number,
    issuedOn: row.issuedOn,
    expiresOn: row.expiresOn,
    check: row.check,
    attachmentId: row.attachmentId,
    checkedAt: row.checkedAt,
    checkedById: row.checkedById,
    checkedByName,
    goneFromListAt: row.goneFromListAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * The licenses of some customers, by state, kind and number. The caller has checked the customers
 * visible to the user (`visibleCustomerOrThrow`, or the working set's `visibleCustomers`): a
 * license is seen only through its customer.
 */
export async function licensesOf(db: Db | Tx, listIds: readonly string[]): Promise<CustomerLicense[]> {
  if (!listIds.length) return [];
  const rows = await db
    .selectFrom('customerLicenses')
    .leftJoin('users', 'users.id', 'customerLicenses.checkedById')
    .selectAll('customerLicenses')
    .select('users.name as checkedByName')
    .where('customerLicenses.customerListId', 'in', listIds)
    .where('customerLicenses.deletedAt', 'is', null)
    .orderBy('customerLicenses.state')
    .orderBy('customerLicenses.kind')
    .orderBy('customerLicenses.number')
    .orderBy('customerLicenses.id')
    .execute();
  return rows.map(({ checkedByName, ...row }) => presentLicense(row, checkedByName));
}

/** One license of a customer, or undefined. */
export async function findLicense(db: Db | Tx, listId: string, id: string) {
  return db
    .selectFrom('customerLicenses')
    .selectAll()
    .where('id', '=', id)
    .where('customerListId', '=', listId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/**
 * The files a document check may link (decision 0291): those attached to the customer's notes.
 * Only notes the user may see count, so no file leaves its note's scope through a license.
 */
export async function licenseDocumentsOf(
  db: Db | Tx,
  user: Principal,
  listId: string,
): Promise<LicenseDocument[]> {
  return db
    .selectFrom('attachments')
    .innerJoin('notes', (join) =>
      join.onRef('notes.id', '=', 'attachments.ownerId').on('attachments.ownerType', '=', 'note'),
    )
    .select(['attachments.id', 'attachments.name', 'attachments.contentType', 'notes.subject as noteSubject'])
    .where('notes.customerListId', '=', listId)
    .where(visibleNotes(user))
    .orderBy('attachments.createdAt', 'desc')
    .orderBy('attachments.id')
    .limit(100)
    .execute();
}
