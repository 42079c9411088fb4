/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';

/**
 * The map reads every active customer a user may see in name order (server/map/queries.ts): an
 * index holding the columns it reads, led by the active flag and the name, answers it without
 * reading the wide customer rows or sorting (decision 0225; bench/map.bench.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('customers_map')
    .on('customers')
    .columns(['isActive', 'fullName', 'listId', 'city', 'shipCity', 'state', 'shipState'])
    .execute();
}
