import type { Db, Tx } from '../../../db/database.js';
import { onlinePullKind, onlineSyncTickKind } from './job-kinds.js';

/** How long a sync holds its company before another instance may take over (its holder died). */
const leaseMs = 10 * 60_000;

async function ensureRow(db: Db, realmId: string): Promise<void> {
  await db
    .insertInto('quickbooksOnlineSync')
    .values({
      realmId,
      watermark: null,
      lastSyncAt: null,
      lastFullSyncAt: null,
      pulledCounts: {},
      lastError: null,
      lastErrorAt: null,
      leaseOwner: null,
      leaseUntil: null,
    })
    .onConflict((oc) => oc.column('realmId').doNothing())
    .execute();
}

/**
 * Takes the company for `owner` unless another instance holds it; one statement, so two instances
 * asking at once cannot both get it. Answers the watermark to sync from, or null when busy.
 */
export async function claimCompany(
  db: Db,
  realmId: string,
  owner: string,
  now: Date,
): Promise<{ watermark: string | null } | null> {
  await ensureRow(db, realmId);
  const row = await db
    .updateTable('quickbooksOnlineSync')
    .set({ leaseOwner: owner, leaseUntil: new Date(now.getTime() + leaseMs).toISOString() })
    .where('realmId', '=', realmId)
    .where((eb) =>
      eb.or([
        eb('leaseUntil', 'is', null),
        eb('leaseUntil', '<', now.toISOString()),
        eb('leaseOwner', '=', owner),
      ]),
    )
    .returning('watermark')
    .executeTakeFirst();
  return row ?? null;
}

/** Keeps the company while pages are still coming in. */
export async function renewLease(db: Db, realmId: string, owner: string, now: Date): Promise<void> {
  await db
    .updateTable('quickbooksOnlineSync')
    .set({ leaseUntil: new Date(now.getTime() + leaseMs).toISOString() })
    .where('realmId', '=', realmId)
    .where('leaseOwner', '=', owner)
    .execute();
}

/**
 * The connection's row shows when the next sync is queued for: the scheduled tick or a pull asked
 * for this company, whichever comes first (every company's when `realmId` is null).
 */
export async function showNextSync(db: Db | Tx, realmId: string | null): Promise<void> {
  const connections = await db
    .selectFrom('qboConnections')
    .select('realmId')
    .$if(realmId !== null, (q) => q.where('realmId', '=', realmId ?? ''))
    .execute();
  for (const { realmId: realm } of connections) {
    const next = await db
      .selectFrom('jobs')
      .select('runAt')
      .where('status', '=', 'pending')
      .where((eb) =>
        eb.or([
          eb('kind', '=', onlineSyncTickKind),
          eb.and([eb('kind', '=', onlinePullKind), eb('subject', '=', realm)]),
        ]),
      )
      .orderBy('runAt')
      .limit(1)
      .executeTakeFirst();
    await db
      .updateTable('qboConnections')
      .set({ nextSyncAt: next?.runAt ?? null })
      .where('realmId', '=', realm)
      .execute();
  }
}

/** The last sync's outcome on the connection's row, which the admin page shows; a reconnect notice stays. */
async function showOutcome(
  tx: Db | Tx,
  realmId: string,
  changes: { lastSyncAt?: string; lastError: string | null },
) {
  await tx
    .updateTable('qboConnections')
    .set(changes)
    .where('realmId', '=', realmId)
    .where('status', '=', 'connected')
    .execute();
  await showNextSync(tx, realmId);
}

/** A complete sync: the new watermark and its outcome, and the company let go, in the caller's transaction. */
export async function recordSynced(
  tx: Tx,
  realmId: string,
  outcome: { watermark: string; full: boolean; pulled: Record<string, number>; refused: string[]; at: Date },
): Promise<void> {
  const at = outcome.at.toISOString();
  await tx
    .updateTable('quickbooksOnlineSync')
    .set({
      watermark: outcome.watermark,
      lastSyncAt: at,
      ...(outcome.full ? { lastFullSyncAt: at } : {}),
      pulledCounts: outcome.pulled,
      lastError: outcome.refused.length ? refusedInWords(outcome.refused) : null,
      lastErrorAt: outcome.refused.length ? at : null,
      leaseOwner: null,
      leaseUntil: null,
    })
    .where('realmId', '=', realmId)
    .execute();
  await showOutcome(tx, realmId, {
    lastSyncAt: at,
    lastError: outcome.refused.length ? refusedInWords(outcome.refused) : null,
  });
}

function refusedInWords(refused: string[]): string {
  const shown = refused.slice(0, 3).join('; ');
  const more = refused.length > 3 ? ` and ${refused.length - 3} more` : '';
  return `Humidor could not read ${refused.length} document${refused.length === 1 ? '' : 's'} from QuickBooks Online: ${shown}${more}.`.slice(
    0,
    1000,
  );
}

/** A failed sync keeps its watermark (the next one asks from the same point) and says why. */
export async function recordFailed(
  db: Db,
  realmId: string,
  owner: string,
  error: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('quickbooksOnlineSync')
    .set({
      lastError: error.slice(0, 1000),
      lastErrorAt: now.toISOString(),
      leaseOwner: null,
      leaseUntil: null,
    })
    .where('realmId', '=', realmId)
    .where('leaseOwner', '=', owner)
    .execute();
  await showOutcome(db, realmId, { lastError: error.slice(0, 1000) });
}
