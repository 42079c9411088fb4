import type { Principal } from '../../domain/access/policy.js';
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
  /** The attempt: one more each retry, so Online's requestid is new after a refusal (decision 0360). */
  generation: number;
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
    .select(['id', 'newCustomerInfo', 'customerPushGeneration'])
    .where('id', '=', id)
    .where('customerPush', '=', 'waiting')
    .executeTakeFirst();
  return row?.newCustomerInfo
    ? { id: row.id, info: row.newCustomerInfo, generation: row.customerPushGeneration }
    : null;
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

/**
 * An admin's Retry of a refused new customer, once what QuickBooks said is fixed (decision 0360):
 * it waits again under its next attempt, for the next Web Connector run (which looks it up by name
 * first, so a retry never adds it twice) or Online round (under a new requestid, since Intuit
 * answers a seen one with its refusal again). The retry is in the prospect's history, by the admin.
 * False when the prospect is not refused.
 */
export async function retryProspectPush(
  { db, bus }: ProspectDeps,
  user: Principal,
  id: string,
): Promise<boolean> {
  const prospect = await db
    .selectFrom('prospects')
    .select(['id', 'name', 'state', 'customerPushError'])
    .where('id', '=', id)
    .where('customerPush', '=', 'failed')
    .executeTakeFirst();
  if (!prospect) return false;
  const retried = await db.transaction().execute(async (tx) => {
    const result = await tx
      .updateTable('prospects')
      .set((eb) => ({
        customerPush: 'waiting',
        customerPushError: null,
        customerPushGeneration: eb('customerPushGeneration', '+', 1),
        updatedAt: new Date().toISOString(),
      }))
      .where('id', '=', id)
      .where('customerPush', '=', 'failed')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await recordProspectChange(
      tx,
      { id: user.id, displayName: user.displayName },
      prospect,
      { customerPush: 'failed', customerPushError: prospect.customerPushError },
      { customerPush: 'waiting', customerPushError: null },
    );
    return true;
  });
  if (retried) await publishProspectChanged(bus, prospect);
  return retried;
}

/** The QuickBooks page's queue lists this many new customers, as it lists the latest orders. */
const customerQueueLength = 50;

/**
 * The new customers from prospects on their way to QuickBooks, for the QuickBooks page's one push
 * queue beside the orders (decision 0360): refused first (they need someone), then the newest.
 */
export function prospectPushQueue(db: Db) {
  return db
    .selectFrom('prospects')
    .select([
      'id',
      'name',
      'state',
      'newCustomerInfo',
      'customerPush',
      'customerListId',
      'customerPushError',
      'convertedAt',
      'updatedAt',
    ])
    .where('customerPush', 'is not', null)
    .orderBy((eb) => eb.case().when('customerPush', '=', 'failed').then(0).else(1).end())
    .orderBy('updatedAt', 'desc')
    .limit(customerQueueLength)
    .execute();
}
