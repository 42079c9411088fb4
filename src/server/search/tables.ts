import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * The search tables of migration 0019, known only to the search queries (not to the rest of the
 * schema): triggers fill them, nothing else writes them.
 */
export interface SearchTables {
  /** SQLite only: a narrow copy of each customer's search text and scope states. */
  customerSearch: {
    id: number;
    listId: string;
    searchText: string;
    fullName: string;
    state: string | null;
    shipState: string | null;
  };
  customerSearchFts: { searchText: string };
  /** One entry per written text: a note, comment, description, contact or order's instructions. */
  searchEntries: {
    id: number;
    kind: string;
    sourceId: string;
    noteId: string | null;
    customerListId: string | null;
    authorId: string | null;
    authorName: string | null;
    createdAt: string;
    title: string;
    body: string;
  };
  searchEntriesFts: { title: string; body: string };
}

/** The one place search asks which database it runs on. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's Kysely
export const onPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
