import type { CompanySync } from '../../../../domain/quickbooks/online/sync-contract.js';
import type { Db } from '../../../db/database.js';
import { onlinePullKind, onlineSyncTickKind } from './jobs.js';

/** Each company's sync for the admin page, with when the next one is queued for. */
export async function companySyncs(db: Db, now: Date): Promise<CompanySync[]> {
  const rows = await db.selectFrom('quickbooksOnlineSync').selectAll().orderBy('realmId').execute();
  const pending = await db
    .selectFrom('jobs')
    .select(['subject', 'runAt'])
    .where('kind', 'in', [onlineSyncTickKind, onlinePullKind])
    .where('status', '=', 'pending')
    .orderBy('runAt')
    .execute();
  return rows.map((row) => ({
    realmId: row.realmId,
    lastSyncAt: row.lastSyncAt,
    lastFullSyncAt: row.lastFullSyncAt,
    nextSyncAt: pending.find((job) => job.subject === null || job.subject === row.realmId)?.runAt ?? null,
    syncing: row.leaseUntil !== null && row.leaseUntil > now.toISOString(),
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt,
    pulledCounts: row.pulledCounts,
  }));
}
