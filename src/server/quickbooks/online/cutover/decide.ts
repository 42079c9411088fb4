import { sql } from 'kysely';
import { overDesktop, type CutoverKind } from '../../../../domain/quickbooks/online/cutover.js';
import { onlineIdPrefix } from '../../../../domain/quickbooks/online/mapping.js';
import type { Db, Tx } from '../../../db/database.js';
import { fillCustomers, summaryOfCustomers } from '../../../insights/sales-customers.js';
import { conflict, notFound } from '../../../http/errors.js';
import type { EventBus } from '../../../live/bus.js';
import { importBatch } from '../../../mirror/import.js';

/**
 * Every column that names a customer or an item by its ListID. Picking a Desktop record for an
 * Online one the rules left moves these from the Online record's own row (written since the cutover)
 * to the Desktop row; the cutover's matches never need it, as they were written there from the start.
 */
const references: Record<CutoverKind, [table: string, column: string, documents?: string][]> = {
  customer: [
    // Lines before their documents, found through them: the invoice lines keep no index by
    // customer (decision 0198).
    ['invoiceLines', 'customerListId', 'invoices'],
    ['invoices', 'customerListId'],
    ['salesOrderLines', 'customerListId', 'salesOrders'],
    ['salesOrders', 'customerListId'],
    ['creditMemoLines', 'customerListId', 'creditMemos'],
    ['creditMemos', 'customerListId'],
    ['notes', 'customerListId'],
    ['orders', 'customerListId'],
    ['raffleTickets', 'customerListId'],
    ['qbwcPushes', 'customerListId'],
    ['visits', 'customerListId'],
    ['history', 'customerListId'],
    ['trash', 'customerListId'],
    ['customerContacts', 'customerListId'],
    ['customerDescriptions', 'customerListId'],
  ],
  item: [
    ['invoiceLines', 'itemListId'],
    ['salesOrderLines', 'itemListId'],
    ['creditMemoLines', 'itemListId'],
    ['orderLines', 'itemListId'],
  ],
};

/** Tables with one row per customer: the Desktop row's stays; the Online row's moves only when it has none. */
const onePerCustomer = ['customerLocations', 'customerLastVisits'];

async function moveReferences(tx: Tx, kind: CutoverKind, from: string, to: string): Promise<void> {
  for (const [table, column, documents] of references[kind]) {
    const moved = documents
      ? sql`"txnId" in (select "txnId" from ${sql.table(documents)} where "customerListId" = ${from})`
      : sql`${sql.ref(column)} = ${from}`;
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${to} where ${moved}`.execute(tx);
  }
  if (kind !== 'customer') return;
  // Its summary rows are found by their documents, moved above.
  await tx
    .updateTable('salesSummary')
    .set({ customerListId: to })
    .where('customerListId', '=', from)
    .where(summaryOfCustomers([to]))
    .execute();
  // Sales insight's rows per customer follow their documents (the packs and at-risk facts follow
  // these rows by their triggers).
  await fillCustomers(tx, [from, to]);
  for (const table of onePerCustomer) {
    await sql`update ${sql.table(table)} set "customerListId" = ${to} where "customerListId" = ${from}
      and not exists (select 1 from ${sql.table(table)} kept where kept."customerListId" = ${to})`.execute(
      tx,
    );
    await sql`delete from ${sql.table(table)} where "customerListId" = ${from}`.execute(tx);
  }
}

const itemRetKeys = {
  inventory: 'ItemInventoryRet',
  service: 'ItemServiceRet',
  other: 'ItemNonInventoryRet',
};

/**
 * An admin's answer for an Online record the rules left: keep it as new, or the Desktop record it
 * is. Picking writes the Online record over the Desktop row (what Online lacks stays), moves what
 * was attached to its own row since the cutover, and removes that row, all in one transaction with
 * the link; from then on every sync writes the Online record into the Desktop row.
 */
export async function decideLink(
  deps: { db: Db; bus: EventBus },
  input: { kind: CutoverKind; onlineId: string; listId: string | null; userId: string },
  now = new Date(),
): Promise<{ listId: string }> {
  const { db } = deps;
  const link = await db
    .selectFrom('quickbooksOnlineLinks')
    .selectAll()
    .where('kind', '=', input.kind)
    .where('onlineId', '=', input.onlineId)
    .executeTakeFirst();
  if (!link) throw notFound('This QuickBooks Online record is not part of the cutover.');
  const decided = { decidedBy: input.userId, decidedAt: now.toISOString(), status: 'decided' as const };
  const claim = async (tx: Tx, listId: string, rule: 'picked' | 'new') => {
    const updated = await tx
      .updateTable('quickbooksOnlineLinks')
      .set({ ...decided, listId, rule })
      .where('kind', '=', input.kind)
      .where('onlineId', '=', input.onlineId)
      .where('status', '=', 'review')
      .executeTakeFirst();
    if (!Number(updated.numUpdatedRows))
      throw conflict(
        `${link.name} was already decided by another admin; the page now shows what they chose.`,
      );
  };
  if (input.listId === null) {
    await db.transaction().execute((tx) => claim(tx, link.onlineId, 'new'));
    return { listId: link.onlineId };
  }
  const desktopId = input.listId;
  const table = input.kind === 'customer' ? 'customers' : 'items';
  const rows = await db
    .selectFrom(table)
    .select(['listId', 'raw'])
    .where('listId', 'in', [link.onlineId, desktopId])
    .execute();
  const online = rows.find((r) => r.listId === link.onlineId);
  const desktop = rows.find((r) => r.listId === desktopId);
  const taken = await db
    .selectFrom('quickbooksOnlineLinks')
    .select('onlineId')
    .where('kind', '=', input.kind)
    .where('listId', '=', desktopId)
    .executeTakeFirst();
  if (!desktop || desktopId.startsWith(onlineIdPrefix) || taken)
    throw conflict('That QuickBooks Desktop record is gone or already linked; please choose another.');
  if (!online) throw conflict(`${link.name} is no longer in QuickBooks Online; keep it as new instead.`);
  const doc = overDesktop({ ...online.raw, ListID: desktopId }, desktop.raw);
  const retKey =
    input.kind === 'customer'
      ? 'CustomerRet'
      : itemRetKeys[
          (
            await db
              .selectFrom('items')
              .select('kind')
              .where('listId', '=', link.onlineId)
              .executeTakeFirstOrThrow()
          ).kind
        ];
  await importBatch(
    deps,
    table,
    { [retKey]: [doc] },
    {
      recordSuccess: false,
      within: async (tx) => {
        await claim(tx, desktopId, 'picked');
        await moveReferences(tx, input.kind, link.onlineId, desktopId);
        if (input.kind === 'customer')
          await tx.deleteFrom('customers').where('listId', '=', link.onlineId).execute();
        else await tx.deleteFrom('items').where('listId', '=', link.onlineId).execute();
      },
    },
  );
  return { listId: desktopId };
}
