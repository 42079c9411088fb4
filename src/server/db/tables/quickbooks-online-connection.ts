import type { OnlineConnectionStatus } from '../../../domain/quickbooks/online/connection.js';

/**
 * A company's QuickBooks Online connection. The tokens are AES-256-GCM ciphertext
 * (`quickbooks/online/connection/token-crypto.ts`), never plain text; the sync writes the sync
 * columns.
 */
export interface QboConnectionsTable {
  realmId: string;
  companyName: string | null;
  accessToken: string;
  accessTokenExpiresAt: string;
  refreshToken: string;
  refreshTokenExpiresAt: string;
  status: OnlineConnectionStatus;
  connectedBy: string | null;
  connectedAt: string;
  lastSyncAt: string | null;
  nextSyncAt: string | null;
  /** The last failure in words, for the admin page; null once a sync succeeds. */
  lastError: string | null;
  updatedAt: string;
}

/** A connection under way: the hash of its `state`, the hash of the admin's session it belongs to. */
interface QboAuthStatesTable {
  stateHash: string;
  sessionHash: string;
  userId: string;
  expiresAt: string;
}

export interface QuickbooksOnlineConnectionTables {
  qboConnections: QboConnectionsTable;
  qboAuthStates: QboAuthStatesTable;
}

export const quickbooksOnlineConnectionCodecColumns = { json: [] as string[], boolean: [] as string[] };
