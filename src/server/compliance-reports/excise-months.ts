import { createHash } from 'node:crypto';
import type { Principal } from '../../domain/access/policy.js';
import { shippedExciseRules } from '../../domain/compliance/excise/shipped-excise-rules.js';
import {
  exciseByStateAndMonth,
  latestMonthFirst,
  type ExciseMonthRow,
} from '../../domain/compliance/reports/by-month.js';
import type { ExciseRule } from '../../domain/compliance/excise/rules.js';
import { monthBounds } from '../../domain/compliance/reports/build.js';
import { visibleExciseMonths } from '../access/visibility.js';
import { exciseMonthsKeeperName, markExciseTotalsStale } from '../compliance/excise-months-mark.js';
import { chunks } from '../db/chunks.js';
import type { Db, Tx } from '../db/database.js';
import { refillMarked } from '../db/refills.js';
import { refreshAlone } from '../db/refresh-alone.js';
import type { ExciseMonthsTable } from '../db/tables/compliance.js';
import { documentsWithItems } from '../insights/sales-summary.js';
import { defineKeeper, fillMarked, type AfterWrite, type MirrorTable } from '../shared/keeper.js';
import { documentsToTax, type ProfileOf } from './queries.js';
import { exciseRulesOf, taxProfilesOf } from './rules.js';

/**
 * Insight's excise tax by ship state and month, kept (decision 0357): `exciseMonths` holds, per
 * ship state and month, the sums of the state reports' rows of the mirrored invoices and credit
 * memos (`exciseByStateAndMonth`, decision 0303), so the block reads a few hundred rows instead of
 * taxing every line of its months. Its keeper takes a batch's documents out as the mirror held them
 * and puts them back as written, by the same sums as the reports. A change of the rules or the tax
 * profiles marks the cells it reaches stale (`compliance/excise-months-mark.ts`); a read counts the
 * stale cells of its months again.
 */

type SalesDocumentTable = 'invoices' | 'creditMemos';
type Cell = Omit<ExciseMonthsTable, 'stale'>;

const isSalesDocument = (table: MirrorTable): table is SalesDocumentTable =>
  table === 'invoices' || table === 'creditMemos';

/** Documents read and taxed at a time. */
const documentsPerRead = 1_000;

/** What taxing reads once per batch or fill: the rules and the tax profiles, unchanged by the import. */
interface Taxing {
  rules: readonly ExciseRule[];
  profileOf: ProfileOf;
}

async function taxingOf(db: Db): Promise<Taxing> {
  return { rules: await exciseRulesOf(db), profileOf: await taxProfilesOf(db) };
}

const keyOf = (shipState: string, month: string) => `${shipState}|${month}`;

/** Adds (or with -1 takes away) these documents' figures, as insight sums them, to the cells. */
function addInto(
  cells: Map<string, Cell>,
  documents: Awaited<ReturnType<typeof documentsToTax>>,
  rules: readonly ExciseRule[],
  sign: 1 | -1,
): void {
  const cellOf = (shipState: string, month: string) => {
    const key = keyOf(shipState, month);
    let cell = cells.get(key);
    if (!cell) {
      cell = { shipState, month, documents: 0, netSalesCents: 0, exciseCents: 0, untaxedLines: 0 };
      cells.set(key, cell);
    }
    return cell;
  };
  for (const row of exciseByStateAndMonth(documents, rules)) {
    const cell = cellOf(row.state, row.month);
    cell.netSalesCents += sign * row.netSalesCents;
    cell.exciseCents += sign * row.exciseCents;
    cell.untaxedLines += sign * row.untaxedLines;
  }
  for (const document of documents) cellOf(document.state, document.txnDate.slice(0, 7)).documents += sign;
}

/** These documents, a chunk at a time, added to (or taken from) the cells. */
async function addDocuments(
  db: Db,
  cells: Map<string, Cell>,
  table: SalesDocumentTable,
  txnIds: readonly string[],
  taxing: Taxing,
  sign: 1 | -1,
): Promise<void> {
  for (const ids of chunks(txnIds, documentsPerRead)) {
    addInto(cells, await documentsToTax(db, { table, txnIds: ids }, taxing.profileOf), taxing.rules, sign);
  }
}

/**
 * Moves the stored cells by these changes; a cell left with no document goes. A stale cell is left
 * alone: it is counted again whole when read (decision 0357).
 */
async function applyCells(tx: Tx, cells: Map<string, Cell>): Promise<void> {
  const changed = [...cells.values()].filter(
    (c) => c.documents !== 0 || c.netSalesCents !== 0 || c.exciseCents !== 0 || c.untaxedLines !== 0,
  );
  for (const part of chunks(changed, 500)) {
    await tx
      .insertInto('exciseMonths')
      .values(part)
      .onConflict((oc) =>
        oc
          .columns(['month', 'shipState'])
          .doUpdateSet((eb) => ({
            documents: eb('exciseMonths.documents', '+', eb.ref('excluded.documents')),
            netSalesCents: eb('exciseMonths.netSalesCents', '+', eb.ref('excluded.netSalesCents')),
            exciseCents: eb('exciseMonths.exciseCents', '+', eb.ref('excluded.exciseCents')),
            untaxedLines: eb('exciseMonths.untaxedLines', '+', eb.ref('excluded.untaxedLines')),
          }))
          .where('exciseMonths.stale', '=', false),
      )
      .execute();
  }
  const emptied = changed.filter((c) => c.documents < 0);
  for (const part of chunks(emptied, 100)) {
    await tx
      .deleteFrom('exciseMonths')
      .where('documents', '<=', 0)
      .where('stale', '=', false)
      .where((eb) =>
        eb.or(part.map((c) => eb.and([eb('month', '=', c.month), eb('shipState', '=', c.shipState)]))),
      )
      .execute();
  }
}

/**
 * Keeps the cells of the documents `which` names (read while the mirror is as it was): their
 * figures as they were come out, and as written go in once the batch is written (`putBack`; a
 * deletion puts nothing back, so the cells move at once). One writer of the cells at a time
 * (`refreshAlone`), so a refill and a batch never interleave on PostgreSQL; while a refill is
 * marked nothing is kept, the refill counts it all.
 */
async function keepDocuments(
  tx: Tx,
  which: () => Promise<{ table: SalesDocumentTable; txnIds: string[] }[]>,
  putBack = true,
): Promise<AfterWrite | undefined> {
  let after: AfterWrite | undefined;
  await refreshAlone(tx, exciseMonthsKeeperName, async () => {
    if (await refillMarked(tx, exciseMonthsKeeperName)) return;
    const documents = (await which()).filter((d) => d.txnIds.length > 0);
    if (documents.length === 0) return;
    const taxing = await taxingOf(tx);
    const cells = new Map<string, Cell>();
    for (const { table, txnIds } of documents) await addDocuments(tx, cells, table, txnIds, taxing, -1);
    if (!putBack) return applyCells(tx, cells);
    after = async (written) => {
      for (const { table, txnIds } of documents) await addDocuments(written, cells, table, txnIds, taxing, 1);
      await applyCells(written, cells);
    };
  });
  return after;
}

/**
 * The items among these rows whose brand or kind differs from the one stored, new items included
 * (a document may have arrived before its item): the lines' brand picks the tax profile, the kind
 * says whether a line is goods at all. Call before writing the rows.
 */
async function itemsChangingTax(
  tx: Tx,
  rows: readonly { listId: string; brand: string; kind: string }[],
): Promise<string[]> {
  const stored = new Map<string, string>();
  for (const ids of chunks(
    rows.map((r) => r.listId),
    documentsPerRead,
  )) {
    const found = await tx
      .selectFrom('items')
      .select(['listId', 'brand', 'kind'])
      .where('listId', 'in', ids)
      .execute();
    for (const item of found) stored.set(item.listId, `${item.brand}|${item.kind}`);
  }
  return rows.filter((r) => stored.get(r.listId) !== `${r.brand}|${r.kind}`).map((r) => r.listId);
}

async function documentsOfItems(tx: Tx, itemListIds: readonly string[]) {
  if (itemListIds.length === 0) return [];
  return Promise.all(
    (['invoices', 'creditMemos'] as const).map(async (table) => ({
      table,
      txnIds: await documentsWithItems(tx, table, itemListIds),
    })),
  );
}

/**
 * The rules Humidor ships are code, not rows: a release that changes them (a law shipped) changes
 * the tax of past invoices as well. The fill notes the shipped rules it counted by, and the first
 * read that finds others counts again (decision 0357).
 */
const shippedRulesKey = `${exciseMonthsKeeperName}.shipped-rules`;
const shippedRulesFingerprint = createHash('sha256')
  .update(JSON.stringify(shippedExciseRules))
  .digest('base64url');

async function countedByTheShippedRules(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('systemInfo')
    .select('value')
    .where('key', '=', shippedRulesKey)
    .executeTakeFirst();
  return (row?.value as { fingerprint?: string } | undefined)?.fingerprint === shippedRulesFingerprint;
}

async function noteTheShippedRules(tx: Tx): Promise<void> {
  const noted = { value: { fingerprint: shippedRulesFingerprint }, updatedAt: new Date().toISOString() };
  await tx
    .insertInto('systemInfo')
    .values({ key: shippedRulesKey, ...noted })
    .onConflict((oc) => oc.column('key').doUpdateSet(noted))
    .execute();
}

/** Every document's cells, from the mirror, a page of documents at a time. */
async function fillExciseMonths(tx: Tx): Promise<void> {
  await refreshAlone(tx, exciseMonthsKeeperName, async () => {
    await tx.deleteFrom('exciseMonths').execute();
    await noteTheShippedRules(tx);
    const taxing = await taxingOf(tx);
    const cells = new Map<string, Cell>();
    for (const table of ['invoices', 'creditMemos'] as const) {
      for (let after = ''; ;) {
        const page = await tx
          .selectFrom(table)
          .select('txnId')
          .where('txnId', '>', after)
          .where('shipState', 'is not', null)
          .orderBy('txnId')
          .limit(documentsPerRead * 5)
          .execute();
        if (!page.length) break;
        await addDocuments(
          tx,
          cells,
          table,
          page.map((r) => r.txnId),
          taxing,
          1,
        );
        after = page.at(-1)!.txnId;
      }
    }
    await applyCells(tx, cells);
  });
}

/**
 * `exciseMonths` (decision 0357): the invoices and credit memos of each batch, and the documents of
 * items whose brand or kind a batch changed, taken out as they were and put back as written; a
 * deleted document taken out. A first load fills it once at its end.
 */
export const exciseMonthsKeeper = defineKeeper({
  name: exciseMonthsKeeperName,
  tables: ['exciseMonths'],
  async onBatch(tx, { table, rows }) {
    if (isSalesDocument(table))
      return keepDocuments(tx, async () => [{ table, txnIds: rows.map((r) => r.txnId as string) }]);
    if (table === 'items')
      return keepDocuments(tx, async () =>
        documentsOfItems(
          tx,
          await itemsChangingTax(tx, rows as unknown as { listId: string; brand: string; kind: string }[]),
        ),
      );
    return undefined;
  },
  async onDeletion(tx, { table, ids }) {
    if (isSalesDocument(table)) {
      await keepDocuments(tx, async () => [{ table, txnIds: [...ids] }], false);
      return;
    }
    // An item gone from QuickBooks (which keeps an item used on a document, so this is rare) leaves
    // its lines without a brand: the cells are counted again when read.
    if (table === 'items' && (await documentsOfItems(tx, ids)).some((d) => d.txnIds.length > 0))
      await markExciseTotalsStale(tx);
  },
  fill: fillExciseMonths,
  filledAfterFirstLoad: true,
});

/**
 * Fills the cells first when a migration (or a first load) marked them; marks them all stale when
 * they were counted by other shipped rules than this release's.
 */
async function fillWhenMarked(db: Db): Promise<void> {
  if (await refillMarked(db, exciseMonthsKeeperName)) await fillMarked(db, [exciseMonthsKeeper]);
  if (await countedByTheShippedRules(db)) return;
  await db.transaction().execute(async (tx) => {
    await markExciseTotalsStale(tx);
    await noteTheShippedRules(tx);
  });
}

/**
 * Counts again, from the mirror, the stale cells of these months: each in a short transaction of
 * its own (a month of a state is about what its report reads), so no write waits for them all.
 */
async function countStaleCells(db: Db, from: string, to: string): Promise<void> {
  const stale = await db
    .selectFrom('exciseMonths')
    .select(['shipState', 'month'])
    .where('stale', '=', true)
    .where('month', '>=', from)
    .where('month', '<=', to)
    .execute();
  for (const { shipState, month } of stale) {
    await db.transaction().execute((tx) =>
      refreshAlone(tx, exciseMonthsKeeperName, async () => {
        const cell = tx
          .deleteFrom('exciseMonths')
          .where('shipState', '=', shipState)
          .where('month', '=', month)
          .where('stale', '=', true);
        // Counted meanwhile by another read (or server): nothing to do.
        if (!(await cell.returning('month').executeTakeFirst())) return;
        const taxing = await taxingOf(tx);
        const range = { state: shipState, ...monthBounds(month), withCarrier: false };
        const cells = new Map<string, Cell>();
        addInto(cells, await documentsToTax(tx, { range }, taxing.profileOf), taxing.rules, 1);
        await applyCells(tx, cells);
      }),
    );
  }
}

/**
 * Insight's excise tax by state and month (issue 46, part 6) for the months `from` to `to`
 * ('YYYY-MM'), in the user's states: the kept cells, equal to summing the state reports' rows.
 */
export async function keptExciseMonths(
  db: Db,
  user: Principal,
  from: string,
  to: string,
): Promise<ExciseMonthRow[]> {
  await fillWhenMarked(db);
  await countStaleCells(db, from, to);
  const rows = await db
    .selectFrom('exciseMonths')
    .select(['shipState', 'month', 'netSalesCents', 'exciseCents', 'untaxedLines'])
    .where('month', '>=', from)
    .where('month', '<=', to)
    .where('documents', '>', 0)
    .where(visibleExciseMonths(user))
    .execute();
  return rows
    .map((row) => ({
      state: row.shipState,
      month: row.month,
      netSalesCents: Number(row.netSalesCents),
      exciseCents: Number(row.exciseCents),
      untaxedLines: Number(row.untaxedLines),
    }))
    .sort(latestMonthFirst);
}
