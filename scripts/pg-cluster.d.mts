// Types for the throwaway PostgreSQL cluster helper, for the TypeScript suites that use it.
export interface PostgresCluster {
  url: string;
  /** Stops the server but keeps its data; `startServer` brings it back on the same port. */
  stopServer(): void;
  startServer(): void;
  /** Stops the server and removes its data. */
  stop(): void;
}

export function findPostgresBin(): string | null;
/** null when no PostgreSQL server binaries (initdb, pg_ctl) are installed. */
export function startPostgresCluster(): Promise<PostgresCluster | null>;
