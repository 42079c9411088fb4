import { splitBatch, type BatchDocument, type ImportEntity } from '../../domain/mirror/batch.js';
import { normalizeCustomer } from '../../domain/mirror/customers.js';
import { normalizeListDeleted, normalizeTxnDeleted, type Deletion } from '../../domain/mirror/deleted.js';
import { normalizeItem, type ItemRetKey } from '../../domain/mirror/items.js';
import { normalizePriceLevel, normalizeSalesRep, normalizeTerms } from '../../domain/mirror/lists.js';
import type { Parsed } from '../../domain/mirror/qb.js';
import {
  normalizeCreditMemo,
  normalizeInvoice,
  normalizeSalesOrder,
} from '../../domain/mirror/transactions.js';
import type { Db, Tx } from '../db/database.js';
import type { EventBus } from '../live/bus.js';
import { badRequest } from '../http/errors.js';
import { keepers } from '../keepers/registered.js';
import type { AfterWrite, MirrorTable } from '../shared/keeper.js';
import { recordSuccessfulImport } from '../system/queries.js';
import { readWellFormed } from './well-formed.js';
import { insertRows } from '../db/bulk-insert.js';
import { deleteWhereIn, inTransaction, selectWhereIn, upsertRows } from './write.js';

export { importEntities, isImportEntity, type ImportEntity } from '../../domain/mirror/batch.js';

interface ImportResult {
  accepted: number;
  rejected: { index: number; reason: string }[];
}

type Row = Record<string, unknown>;
type Normalized = Parsed<Row> & { lines?: Row[] };

/** How each entity's documents become rows, and where they go. */
interface Target {
  table: MirrorTable;
  key: string;
  normalize(doc: BatchDocument): Normalized;
  /** The lines table of a transaction entity. */
  lines?: string;
}

const listTarget = (table: MirrorTable, normalize: (doc: unknown) => Parsed<Row>): Target => ({
  table,
  key: 'listId',
  normalize: (d) => normalize(d.doc),
});
const txnTarget = (table: MirrorTable, lines: string, normalize: (doc: unknown) => Normalized): Target => ({
  table,
  key: 'txnId',
  lines,
  normalize: (d) => normalize(d.doc),
});

const targets: Record<Exclude<ImportEntity, 'deleted'>, Target> = {
  pricelevels: listTarget('priceLevels', normalizePriceLevel),
  terms: listTarget('terms', normalizeTerms),
  salesreps: listTarget('salesReps', normalizeSalesRep),
  customers: listTarget('customers', normalizeCustomer),
  items: { table: 'items', key: 'listId', normalize: (d) => normalizeItem(d.retKey as ItemRetKey, d.doc) },
  invoices: txnTarget('invoices', 'invoiceLines', normalizeInvoice),
  salesorders: txnTarget('salesOrders', 'salesOrderLines', normalizeSalesOrder),
  creditmemos: txnTarget('creditMemos', 'creditMemoLines', normalizeCreditMemo),
};

const lineTables: Record<string, string> = {
  invoices: 'invoiceLines',
  salesOrders: 'salesOrderLines',
  creditMemos: 'creditMemoLines',
};

/**
 * Applies one batch of QuickBooks documents in one transaction. Each document is checked first; a
 * bad one is refused with its index and the reason, the valid ones are upserted by ListID/TxnID
 * (a transaction's lines are replaced), so sending a batch twice leaves the same state. A body that
 * is not the entity's shape is refused whole (400). Records the last successful import unless every
 * document was refused, then tells listeners after the commit.
 */
export async function importBatch(
  deps: { db: Db; bus: EventBus },
  entity: ImportEntity,
  body: unknown,
  options: {
    /** The Web Connector records its own success once a whole run has finished. */
    recordSuccess?: boolean;
    /**
     * A bulk load from this server's own operators (the demo loader, `npm run import`): the commit
     * does not wait for the disk (write.ts, inTransaction). The API never sets it.
     */
    trusted?: boolean;
    /** More writes that commit or fail with this batch (the QuickBooks Online cutover's links). */
    within?: (tx: Tx) => Promise<void>;
  } = {},
): Promise<ImportResult> {
  const split = splitBatch(entity, body);
  if (!split.ok) throw badRequest(split.message);
  const rejected: ImportResult['rejected'] = [];
  const refuse = (d: BatchDocument, reason: string) =>
    rejected.push({ index: d.index, reason: `${d.retKey}: ${reason}` });

  let accepted = 0;
  let write: (tx: Tx) => Promise<void>;
  if (entity === 'deleted') {
    const deletions: Deletion[] = [];
    for (const d of split.documents) {
      const result = d.retKey === 'TxnDeletedRet' ? normalizeTxnDeleted(d.doc) : normalizeListDeleted(d.doc);
      if (result.ok) deletions.push(result.row);
      else refuse(d, result.reason);
    }
    accepted = deletions.length;
    write = (tx) => applyDeletions(tx, deletions);
  } else {
    const target = targets[entity];
    // The last copy of a document sent twice in one batch wins, with its lines.
    const latest = new Map<unknown, { row: Row; lines: Row[] }>();
    for (const d of split.documents) {
      // A well-formed transaction is read by the cheaper reader; zod reads, and refuses, the rest
      // (decision 0384: the same rows, tested on any document).
      const result = readWellFormed(entity, d.doc) ?? target.normalize(d);
      if (!result.ok) {
        refuse(d, result.reason);
        continue;
      }
      accepted += 1;
      latest.delete(result.row[target.key]);
      latest.set(result.row[target.key], { row: result.row, lines: result.lines ?? [] });
    }
    const entries = [...latest.values()];
    write = (tx) => applyUpserts(tx, target, entries);
  }

  const succeeded = (accepted > 0 || rejected.length === 0) && options.recordSuccess !== false;
  await inTransaction(
    deps.db,
    async (tx) => {
      await options.within?.(tx);
      await write(tx);
      if (succeeded) await recordSuccessfulImport(tx);
    },
    { durable: !options.trusted },
  );
  if (accepted > 0 && entity !== 'deleted') await deps.bus.publish({ kind: `${entity}.changed` });
  if (succeeded) await deps.bus.publish({ kind: 'import.completed' });
  return { accepted, rejected };
}

/**
 * Writes a batch's rows (and a transaction's lines, replaced), telling each keeper of derived data
 * (keepers/registered.ts) before, while the mirror is as it was, and running what they return after.
 */
async function applyUpserts(tx: Tx, target: Target, entries: { row: Row; lines: Row[] }[]): Promise<void> {
  const rows = entries.map((e) => e.row);
  if (target.lines) await fillShipStates(tx, rows);
  const lines = target.lines ? entries.flatMap((e) => e.lines) : [];
  const batch = { table: target.table, rows, lines };
  const after: AfterWrite[] = [];
  for (const keeper of keepers) {
    const then = await keeper.onBatch?.(tx, batch);
    if (then) after.push(then);
  }
  await upsertRows(tx, target.table, target.key, rows);
  if (target.lines) {
    await deleteWhereIn(
      tx,
      target.lines,
      'txnId',
      rows.map((r) => r.txnId as string),
    );
    await insertRows(tx, target.lines, lines);
  }
  for (const then of after) await then(tx);
}

/** A transaction without a ship-to state is scoped by its customer's state. */
async function fillShipStates(tx: Tx, rows: Row[]): Promise<void> {
  const missing = rows.filter((r) => r.shipState === null);
  if (!missing.length) return;
  const ids = [...new Set(missing.map((r) => r.customerListId as string))];
  const customers = await selectWhereIn(tx, 'customers', 'listId', ids, ['listId', 'state', 'shipState']);
  const stateOf = new Map(
    customers.map((c) => [c.listId, (c.state ?? c.shipState ?? null) as string | null]),
  );
  for (const row of missing) row.shipState = stateOf.get(row.customerListId)?.toUpperCase() ?? null;
}

async function applyDeletions(tx: Tx, deletions: Deletion[]): Promise<void> {
  const byTable = new Map<MirrorTable, string[]>();
  for (const d of deletions) byTable.set(d.table, [...(byTable.get(d.table) ?? []), d.id]);
  for (const [table, ids] of byTable) {
    for (const keeper of keepers) await keeper.onDeletion?.(tx, { table, ids });
    const lines = lineTables[table];
    if (lines) await deleteWhereIn(tx, lines, 'txnId', ids);
    await deleteWhereIn(tx, table, lines ? 'txnId' : 'listId', ids);
  }
}
