/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';

/** Column types and defaults that mean the same on both dialects, so one migration serves both. */
export function columnTypes(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    postgres,
    timestamp: postgres ? ('timestamptz' as const) : ('text' as const),
    json: postgres ? ('jsonb' as const) : ('text' as const),
    boolean: postgres ? ('boolean' as const) : ('integer' as const),
    money: postgres ? sql`numeric(14, 2)` : sql`real`,
    decimal: postgres ? sql`double precision` : sql`real`,
    bigint: postgres ? ('bigint' as const) : ('integer' as const),
    binary: postgres ? ('bytea' as const) : ('blob' as const),
    falseValue: (postgres ? sql`false` : sql`0`) as RawBuilder<unknown>,
    trueValue: (postgres ? sql`true` : sql`1`) as RawBuilder<unknown>,
    emptyJsonArray: sql`'[]'` as RawBuilder<unknown>,
    emptyJsonObject: sql`'{}'` as RawBuilder<unknown>,
  };
}
