import type { PullKind } from '../../../domain/quickbooks/desktop/qbxml.js';
import type { RunState } from '../../../domain/quickbooks/desktop/run-state.js';

// The QuickBooks Desktop connection's tables keep the names they were created with (`qbwc…`, for
// the Web Connector): renaming stored tables would buy no user anything (decision 0166).

/** A Web Connector installation: its user name, hashed password and the ids its .qwc file carries. */
interface QbwcConnectionsTable {
  id: string;
  name: string;
  userName: string;
  passwordHash: string;
  ownerGuid: string;
  fileGuid: string;
  runEveryMinutes: number;
  createdAt: string;
}

/** One scheduled run of the Web Connector, from authenticate to closeConnection. */
export interface QbwcRunsTable {
  id: string;
  connectionId: string;
  ticket: string;
  startedAt: string;
  endedAt: string | null;
  /** The last call of this run; a run silent for a minute no longer blocks the next one. */
  lastSeenAt: string;
  runState: RunState;
  pulledCounts: Partial<Record<PullKind, number>>;
  pushedCount: number;
  runErrors: string[];
  succeeded: boolean;
}

/** Per kind, the QuickBooks time the next run asks from. */
interface QbwcWatermarksTable {
  kind: PullKind;
  qbTime: string;
}

export type PushStatus = 'waiting' | 'sent' | 'pushed' | 'failed';

/** An app order on its way to QuickBooks; `sent` means an add went out and its answer is not known yet. */
interface QbwcPushesTable {
  orderId: string;
  refNumber: string;
  status: PushStatus;
  customerListId: string | null;
  txnId: string | null;
  error: string | null;
  updatedAt: string;
}

export interface QuickbooksDesktopTables {
  qbwcConnections: QbwcConnectionsTable;
  qbwcRuns: QbwcRunsTable;
  qbwcWatermarks: QbwcWatermarksTable;
  qbwcPushes: QbwcPushesTable;
}

export const quickbooksDesktopCodecColumns = {
  json: ['runState', 'pulledCounts', 'runErrors'],
  boolean: ['succeeded'],
};
