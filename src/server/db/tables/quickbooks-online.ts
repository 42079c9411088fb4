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

/** What an Online payment paid on one invoice (the invoice's `QBO-` id), in cents. */
export interface OnlinePaymentApplied {
  invoiceTxnId: string;
  amountCents: number;
}

/** A QuickBooks Online `Payment` as the sync keeps it (migration 0068, decision 0364), by its `QBO-` id. */
interface OnlinePaymentsTable {
  txnId: string;
  /** The paying customer's mirror row (its Desktop row when the cutover linked it). */
  customerListId: string;
  refNumber: string | null;
  txnDate: string;
  totalCents: number;
  appliedTo: OnlinePaymentApplied[];
  timeModified: string | null;
}

export interface QuickbooksOnlineSyncTables {
  quickbooksOnlineSync: QuickbooksOnlineSyncTable;
  onlinePayments: OnlinePaymentsTable;
}

export const quickbooksOnlineSyncCodecColumns = {
  json: ['pulledCounts', 'appliedTo'],
  boolean: [] as string[],
};

/**
 * Where an Online customer or item is written in the mirror: `listId` is its Desktop row when the
 * cutover matched it (or an admin picked one), its own `QBO-` id otherwise.
 */
export interface QuickbooksOnlineLinksTable {
  kind: 'customer' | 'item';
  onlineId: string;
  listId: string;
  /** The Online record's name when it was linked, for the review page. */
  name: string;
  /** The rule that matched it, `picked`, `new`, or null while it waits for review. */
  rule: string | null;
  status: 'matched' | 'review' | 'decided';
  linkedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
}

export interface QuickbooksOnlineLinksTables {
  quickbooksOnlineLinks: QuickbooksOnlineLinksTable;
}
