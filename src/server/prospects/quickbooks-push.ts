import type { NewCustomerInfo } from '../../domain/orders/schemas.js';
import type { Db } from '../db/database.js';
import type { ProspectsTable } from '../db/tables/prospects.js';
import { publishProspectChanged, recordProspectChange } from './changes.js';
import type { ProspectDeps } from './rep-commands.js';

/**
 * The prospects turned into customers that wait for QuickBooks (decisions 0323, 0347), as both
 * pushes read and mark them: Desktop's Web Connector run and Online's round. Here, so that neither
 * push reads the prospects' table itself and the prospects folder knows nothing of QuickBooks.
 */

/** Prospects pushed per run or round, oldest turn first, so one never keeps QuickBooks busy long. */
const prospectsPerRun = 50;

export interface ProspectToPush {
  id: string;
  info: NewCustomerInfo;
}

export async function prospectsWaitingForQuickbooks(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('prospects')
    .select('id')
    .where('customerPush', '=', 'waiting')
    .orderBy('convertedAt')
    .orderBy('id')
    .limit(prospectsPerRun)
    .execute();
  return rows.map((row) => row.id);
}

/** A waiting prospect with the details its rep completed; null once pushed, refused or gone. */
export async function prospectToPush(db: Db, id: string): Promise<ProspectToPush | null> {
  const row = await db
    .selectFrom('prospects')
    .select(['id', 'newCustomerInfo'])
    .where('id', '=', id)
    .where('customerPush', '=', 'waiting')
    .executeTakeFirst();
  return row?.newCustomerInfo ? { id: row.id, info: row.newCustomerInfo } : null;
}

/**
 * Marks a waiting prospect pushed or refused, with its history entry (by the system) in the same
 * transaction, and tells its state's users; a prospect no longer waiting is left alone.
 */
async function markProspect(
  { db, bus }: ProspectDeps,
  id: string,
  set: Pick<ProspectsTable, 'customerPush' | 'customerListId' | 'customerPushError'>,
): Promise<void> {
  const prospect = await db
    .selectFrom('prospects')
    .select(['id', 'name', 'state'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!prospect) return;
  const changed = await db.transaction().execute(async (tx) => {
    const result = await tx
      .updateTable('prospects')
      .set({ ...set, updatedAt: new Date().toISOString() })
      .where('id', '=', id)
      .where('customerPush', '=', 'waiting')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await recordProspectChange(tx, null, prospect, { customerPush: 'waiting' }, set);
    return true;
  });
  if (changed) await publishProspectChanged(bus, prospect);
}

/** QuickBooks has the new customer: its id (Desktop's ListID, Online's `QBO-<Id>`) kept on the prospect. */
export const markProspectPushed = (deps: ProspectDeps, id: string, customerListId: string) =>
  markProspect(deps, id, { customerPush: 'pushed', customerListId, customerPushError: null });

/** QuickBooks refused the new customer: its words kept, shown on the prospect's card. */
export const markProspectRefused = (deps: ProspectDeps, id: string, error: string) =>
  markProspect(deps, id, { customerPush: 'failed', customerListId: null, customerPushError: error });
