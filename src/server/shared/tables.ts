/**
 * Creates a client has already made, by the ID its form generated: a repeat answers the first
 * result. One row per user, kind and client ID (docs/decisions/0009-never-save-twice.md).
 */
export interface ClientWritesTable {
  userId: string;
  kind: string;
  clientId: string;
  /** What the replay needs to answer the same again (ids), as JSON text. */
  result: string;
  createdAt: string;
}

export interface SharedTables {
  clientWrites: ClientWritesTable;
}

export const sharedCodecColumns = { json: [] as string[], boolean: [] as string[] };
