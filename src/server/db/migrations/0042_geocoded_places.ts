/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';

/**
 * The address a customer's place was last sent to the geocoder for (decision 0243): an address it
 * could not place is not sent again until it changes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customerLocations').addColumn('geocodedKey', 'text').execute();
}
