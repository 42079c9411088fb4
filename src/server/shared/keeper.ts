import type { Deletion } from '../../domain/mirror/deleted.js';
import type { Db, Tx } from '../db/database.js';
import { takeRefillMark } from '../db/refills.js';

/**
 * A keeper of data derived from the import (decision 0264): it owns its tables and is told, in the
 * import's transaction, what each batch changed and what each deletion removed, so its tables change
 * with the mirror or not at all. The keepers are listed in one place, `keepers/registered.ts`, the
 * way background jobs are in `jobs/background.ts`; the import knows only that list.
 */

/** The mirror tables a batch writes or a deletion reaches, named as the server's tables. */
export type MirrorTable = Deletion['table'];

/** One batch of one mirror table, as the import is about to write it (normalized, a transaction's lines beside it). */
export interface ImportedBatch {
  table: MirrorTable;
  rows: readonly Record<string, unknown>[];
  /** The lines of a transaction batch (invoices, sales orders, credit memos); none for a list. */
  lines: readonly Record<string, unknown>[];
}

/** Rows of one mirror table deleted in QuickBooks, about to be removed with their lines. */
export interface ImportedDeletion {
  table: MirrorTable;
  ids: readonly string[];
}

/** A keeper's work once the batch's rows and lines are written, in the same transaction. */
export type AfterWrite = (tx: Tx) => Promise<void>;

export interface Keeper {
  /** Names the keeper in the list and in a refill's mark (`db/refills.ts`): never renamed. */
  name: string;
  /** The tables it alone writes. */
  tables: readonly string[];
  /**
   * Called before the batch is written, the mirror still as it was (what it is about to lose can be
   * read now); returns the work to do once the batch is written, if any. Absent for a keeper kept by
   * another's changes (the roll-ups, by the sales summary's).
   */
  onBatch?(tx: Tx, batch: ImportedBatch): Promise<AfterWrite | undefined>;
  /** Called before the deleted rows and their lines are removed. */
  onDeletion?(tx: Tx, deletion: ImportedDeletion): Promise<void>;
  /** Builds its tables again from the mirror (after a migration marked it, or a first load). */
  fill(tx: Tx): Promise<void>;
  /**
   * A first load (`mirror/bulk.ts`) marks it for a refill while it runs, and it is filled once at the
   * load's end instead of kept batch by batch; it must then skip its batch work while marked.
   */
  filledAfterFirstLoad?: boolean;
}

/** Every keeper is written through this, so the list's test finds one left out of the list. */
export const defineKeeper = (keeper: Keeper): Keeper => keeper;

/**
 * Fills every marked keeper, in the list's order, each in a transaction of its own that takes its
 * mark away (so of two servers starting on one PostgreSQL database, one fills, the other waits for
 * it and finds no mark). A keeper's fill may mark one later in the list (the sales summary, the
 * roll-ups made from it): it is filled in the same round.
 */
export async function fillMarked(db: Db, keepers: readonly Keeper[]): Promise<void> {
  for (const keeper of keepers) {
    await db.transaction().execute(async (tx) => {
      if (await takeRefillMark(tx, keeper.name)) await keeper.fill(tx);
    });
  }
}
