import type { OnlineOrderDocument } from '../../../domain/quickbooks/online/push.js';

export type OnlinePushStatus = 'waiting' | 'pushed' | 'failed';

/** An app order on its way to QuickBooks Online (migration 0038, decision 0239). */
export interface QboPushesTable {
  orderId: string;
  realmId: string;
  document: OnlineOrderDocument;
  /** Raised by each retry after a refusal; the requestid is derived from the order id and it. */
  generation: number;
  status: OnlinePushStatus;
  /** `QBO-<Id>` of the estimate or invoice QuickBooks created. */
  qboId: string | null;
  docNumber: string | null;
  /** QuickBooks' words (Fault.Error[].Message/Detail) when it refused the order. */
  error: string | null;
  retriedBy: string | null;
  retriedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface QuickbooksOnlinePushTables {
  qboPushes: QboPushesTable;
}

export const quickbooksOnlinePushCodecColumns = { json: [] as string[], boolean: [] as string[] };
