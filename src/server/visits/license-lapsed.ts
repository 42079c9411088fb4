import type { Db } from '../db/database.js';

/**
 * "License expired" in SQL, for the map and Near me (decision 0306): the same rule as
 * `hasLapsedLicense` (domain/compliance/licenses.ts), which the phone runs over the licenses it
 * keeps; `server/visits/near-offline.test.ts` holds the two equal. Dates are 'YYYY-MM-DD' text in
 * both databases; a drop from a state's list counts from its UTC day on, as `licenseStandingOn` reads it.
 */

/** The first instant after `day` (UTC): a drop from the list before it happened on or before the day. */
const endOf = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/**
 * The licenses that no longer let their shop buy on `day` (expired, or gone from the state's
 * list) while no license of the same customer, state and kind does: a renewal typed as a new
 * license clears the old one. Deleted licenses count for neither.
 */
function lapsedLicenses(db: Db, day: string) {
  const dayEnd = endOf(day);
  return db
    .selectFrom('customerLicenses as lapsed')
    .where('lapsed.deletedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb('lapsed.goneFromListAt', '<', dayEnd),
        eb.and([
          eb.or([eb('lapsed.issuedOn', 'is', null), eb('lapsed.issuedOn', '<=', day)]),
          eb('lapsed.expiresOn', '<', day),
        ]),
      ]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('customerLicenses as renewal')
            .select('renewal.id')
            .whereRef('renewal.customerListId', '=', 'lapsed.customerListId')
            .whereRef('renewal.state', '=', 'lapsed.state')
            .whereRef('renewal.kind', '=', 'lapsed.kind')
            .where('renewal.deletedAt', 'is', null)
            .where((valid) =>
              valid.and([
                valid.or([
                  valid('renewal.goneFromListAt', 'is', null),
                  valid('renewal.goneFromListAt', '>=', dayEnd),
                ]),
                valid.or([valid('renewal.issuedOn', 'is', null), valid('renewal.issuedOn', '<=', day)]),
                valid.or([valid('renewal.expiresOn', 'is', null), valid('renewal.expiresOn', '>=', day)]),
              ]),
            ),
        ),
      ),
    );
}

/**
 * The customers showing "License expired" on `day`, once each: a derived table the map joins to
 * its customers (one pass over the licenses, however many customers it draws).
 */
export const lapsedLicenseHolders = (db: Db, day: string) =>
  lapsedLicenses(db, day).select('lapsed.customerListId').distinct();

/**
 * Which of these customers show "License expired" on `day` (Near me's fifty, through the
 * `customerLicenses_customer` index). The caller read the ids within the user's scope.
 */
export async function lapsedAmong(db: Db, ids: readonly string[], day: string): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await lapsedLicenseHolders(db, day).where('lapsed.customerListId', 'in', ids).execute();
  return new Set(rows.map((row) => row.customerListId));
}
