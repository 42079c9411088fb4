/** One QuickBooks Online company's sync: its watermark, outcomes and the lease of the instance syncing it. */
interface QuickbooksOnlineSyncTable {
  realmId: string;
  /** Intuit's own time at the start of the last complete pull; change data capture asks from it. */
  watermark: string | null;
  lastSyncAt: string | null;
  lastFullSyncAt: string | null;
  /** Objects pulled by the last successful sync, per Online entity. */
  pulledCounts: Record<string, number>;
  lastError: string | null;
  lastErrorAt: string | null;
  leaseOwner: string | null;
  leaseUntil: string | null;
}

export interface QuickbooksOnlineSyncTables {
  quickbooksOnlineSync: QuickbooksOnlineSyncTable;
}

export const quickbooksOnlineSyncCodecColumns = { json: ['pulledCounts'], boolean: [] as string[] };
