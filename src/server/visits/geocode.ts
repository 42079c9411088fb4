import { censusBatchFile, censusBatchSize, censusMatches } from '../../domain/visits/census.js';
import { addressKeyOf, visitAddressOf } from '../../domain/visits/placement.js';
import type { Db, Tx } from '../db/database.js';
import { getSetting } from '../settings/queries.js';
import { enqueueJob } from '../shared/jobs/queue.js';
import { geocoderAddressesOf, internetOutbound, type Outbound } from '../shared/outbound.js';
import type { JobHandler, RunnerLogger } from '../shared/jobs/runner.js';

/** A round of placing customers at their street addresses: hourly, while an admin has chosen a geocoder. */
export const geocodeKind = 'customer-geocode';

const everyMs = 60 * 60_000;
/** The geocoder's whole answer; the Census Bureau takes seconds for a thousand addresses. */
const answerLimitMs = 120_000;

export interface GeocodeRound {
  sent: number;
  placed: number;
}

/**
 * Sends up to a batch of customers still at their ZIP centres whose current address was never sent,
 * and places those the geocoder matched at their street address (`source: 'address'`). A row is
 * written only if it still stands as it was sent: a pin set, or an address the import changed,
 * meanwhile wins. An address it could not place is not sent again until it changes. The geocoder's
 * host is resolved and checked again before the post, which connects only to the addresses checked
 * (decision 0249): a name pointed at a private address since it was saved is refused, nothing sent.
 */
export async function geocodeRound(db: Db, outbound: Outbound = internetOutbound): Promise<GeocodeRound> {
  const geocoder = await getSetting(db, 'geocoder');
  if (geocoder.kind === 'none') return { sent: 0, placed: 0 };
  const rows = await db
    .selectFrom('customerLocations')
    .innerJoin('customers', 'customers.listId', 'customerLocations.customerListId')
    .select([
      'customerLocations.customerListId as id',
      'customerLocations.addressKey',
      'customers.shipAddress',
      'customers.billAddress',
    ])
    .where('customerLocations.source', '=', 'zip')
    .where((eb) =>
      eb.or([
        eb('customerLocations.geocodedKey', 'is', null),
        eb('customerLocations.geocodedKey', '!=', eb.ref('customerLocations.addressKey')),
      ]),
    )
    .orderBy('customerLocations.customerListId')
    .limit(censusBatchSize)
    .execute();
  if (rows.length === 0) return { sent: 0, placed: 0 };
  const asked = rows.map((row) => ({ ...row, address: visitAddressOf(row) }));
  const file = censusBatchFile(
    asked.flatMap(({ id, address, addressKey }) =>
      address && addressKeyOf(address) === addressKey ? [{ id, address }] : [],
    ),
  );
  const answer = file ? await postToGeocoder(outbound, geocoder, file) : null;
  if (answer && !answer.ok) throw new Error(`The geocoder answered ${answer.status}.`);
  const places = censusMatches(answer ? await answer.text() : '');
  const now = new Date().toISOString();
  await db.transaction().execute(async (tx: Tx) => {
    for (const row of asked) {
      const place = places.get(row.id);
      await tx
        .updateTable('customerLocations')
        .set({
          geocodedKey: row.addressKey,
          ...(place && { ...place, source: 'address' as const, zip: null, updatedAt: now, updatedBy: null }),
        })
        .where('customerListId', '=', row.id)
        .where('source', '=', 'zip')
        .where('addressKey', '=', row.addressKey)
        .execute();
    }
  });
  return { sent: rows.length, placed: places.size };
}

/**
 * Posts a batch file (`censusBatchFile`) to the admin's geocoder, its host checked again first
 * (decision 0249); a rep's typed place is sent this way too (server/visit-planning/places.ts).
 */
export async function postToGeocoder(
  outbound: Outbound,
  geocoder: { url: string; benchmark: string },
  file: string,
): Promise<Response> {
  const form = new FormData();
  form.append('benchmark', geocoder.benchmark);
  form.append('addressFile', new Blob([file], { type: 'text/csv' }), 'addresses.csv');
  const checked = await geocoderAddressesOf(geocoder.url, outbound.resolveHost);
  if ('problem' in checked) throw new Error(`The geocoder was not asked: ${checked.problem}.`);
  return outbound.post(geocoder.url, form, checked.addresses, AbortSignal.timeout(answerLimitMs));
}

/** Queues the round of the next hour (at start, and by each round); its key is its slot, so once for all instances. */
export async function scheduleNextGeocode(db: Db | Tx, now: Date): Promise<void> {
  const runAt = new Date(Math.floor(now.getTime() / everyMs) * everyMs + everyMs);
  await enqueueJob(db, { kind: geocodeKind, key: `${geocodeKind}:${runAt.toISOString()}`, runAt }, now);
}

/**
 * The handler: queue the next hour, then, after the commit (no transaction stays open while the
 * geocoder answers), run a round; a failed round waits for the next hour.
 */
export function geocodeJobHandlers(deps: {
  db: Db;
  logger?: RunnerLogger;
  outbound?: Outbound;
}): Record<string, JobHandler> {
  return {
    [geocodeKind]: async ({ tx, now }) => {
      await scheduleNextGeocode(tx, now);
      return async () => {
        try {
          await geocodeRound(deps.db, deps.outbound);
        } catch (error) {
          deps.logger?.warn({ err: error }, 'The geocoder could not be asked; the next hour tries again.');
        }
      };
    },
  };
}
