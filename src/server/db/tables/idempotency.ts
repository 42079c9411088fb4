/**
 * Creates a client has already made, by the ID its form generated: a repeat answers the first
 * result. One row per user, kind and client ID (docs/decisions/0009-never-save-twice.md).
 */
interface ClientWritesTable {
  userId: string;
  kind: string;
  clientId: string;
  /** What the replay needs to answer the same again (ids), as JSON text. */
  result: string;
  createdAt: string;
}

/** API request counts per key and fixed window (rate limits shared by every process on PostgreSQL). */
interface ApiRateLimitsTable {
  key: string;
  /** Milliseconds since the epoch at which the window began. */
  windowStart: number;
  count: number;
}

export interface SharedTables {
  clientWrites: ClientWritesTable;
  apiRateLimits: ApiRateLimitsTable;
}

export const sharedCodecColumns = { json: [] as string[], boolean: [] as string[] };
