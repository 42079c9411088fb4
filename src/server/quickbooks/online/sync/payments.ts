import { onlinePaymentsPage } from '../../../../domain/quickbooks/online/payment.js';
import { insertRows } from '../../../db/bulk-insert.js';
import type { Db } from '../../../db/database.js';
import { deleteWhereIn } from '../../../mirror/write.js';
import type { Links } from '../cutover/links.js';

/**
 * One page of Online payments into `onlinePayments` (decision 0364), in one transaction like an
 * imported page: kept ones upserted by id, those CDC marks deleted removed. A payment's customer is
 * written as the mirror row the cutover linked it to, as an invoice's is. Answers the page's ids.
 */
export async function writeOnlinePayments(
  db: Db,
  links: Links,
  objects: readonly unknown[],
): Promise<string[]> {
  const page = onlinePaymentsPage(objects);
  // The last copy of a payment a page holds twice wins (one statement may not upsert a row twice).
  const latest = new Map(
    page.rows.map((row) => [
      row.txnId,
      { ...row, customerListId: links.customer.get(row.customerListId) ?? row.customerListId },
    ]),
  );
  const rows = [...latest.values()];
  if (rows.length || page.deleted.length)
    await db.transaction().execute(async (tx) => {
      await deleteWhereIn(tx, 'onlinePayments', 'txnId', page.deleted);
      if (rows.length) await insertRows(tx, 'onlinePayments', rows, { key: 'txnId' });
    });
  return page.ids;
}

/** Removes payments a full resync no longer found in QuickBooks Online (checked by id first). */
export async function deleteOnlinePayments(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.transaction().execute((tx) => deleteWhereIn(tx, 'onlinePayments', 'txnId', ids));
}
