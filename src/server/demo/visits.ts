import type { Principal } from '../../domain/access/policy.js';
import { cadenceDaysOf, visitNoteTag } from '../../domain/visits/cadence.js';
import { milesBetween } from '../../domain/visits/geo.js';
import { chunks } from '../db/chunks.js';
import { untouchedNote } from '../db/tables/notes.js';
import type { Db } from '../db/database.js';
import { inTransaction } from '../mirror/write.js';
import { getSetting } from '../settings/queries.js';
import { refreshLastVisits } from '../visits/last-visit.js';
import { gradedCustomersOf } from '../visits/standing.js';
import { seededUuid, writeChunk, type Row } from './activity-rows.js';
import { createRandom, deriveSeed, type Random } from './random.js';
import { planVisits, type PlannedStop } from './visit-plan.js';

/**
 * The demo team's visit history (decision 0256): for each rep, months of check-ins with check-outs,
 * most with a note tagged Visit written in the shop, and a few visits recorded by the note alone
 * (the rep forgot to check in). Planned by `visit-plan.ts` from the customers Due reads, with their
 * grades and the admin's cadence, so the demo's Due, map and Near me look like a working team's.
 */

const chunkSize = 5_000;

const visitTopics: [string, string][] = [
  ['Monthly visit', 'Walked the humidor with the owner; shelves look good and the new line is moving.'],
  ['Store check', 'Counted our boxes on the shelf and noted what to reorder next week.'],
  ['Display refresh', 'Moved our boxes to eye level and set up the new counter display.'],
  ['Training session', 'Trained the staff on storage, cutting and our core lines.'],
  [
    'Reorder walk-through',
    'Went through the reorder with the manager; they want two more boxes of robustos.',
  ],
  ['Event planning', 'Talked through a cigar night next month; they would like samples and an ambassador.'],
  ['Back order follow-up', 'Checked on the back-ordered boxes; they still want them when they land.'],
  ['Quick stop', 'Dropped off sample packs and the updated price list.'],
];

export interface VisitHistoryOptions {
  now?: Date;
  seed?: number;
  /** How far back the history goes, in days (by default three times the longest cadence, 180 to 365). */
  days?: number;
}

/**
 * On a database without visits, writes each rep's history of the last months and refreshes the
 * customers' last visits. Returns the rows written per table ({} when visits were there already).
 */
export async function seedVisitHistory(
  db: Db,
  options: VisitHistoryOptions = {},
): Promise<Record<string, number>> {
  if (await db.selectFrom('visits').select('id').limit(1).executeTakeFirst()) return {};
  const now = options.now ?? new Date();
  const seed = options.seed ?? 20261206;
  const reps = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'states', 'repCode'])
    .where('active', '=', true)
    .where('role', '=', 'rep')
    .orderBy('email')
    .execute();
  const cadence = await getSetting(db, 'visitCadence');
  const written = { visits: 0, notes: 0, noteTags: 0, noteInvolvedUsers: 0 };
  const visited = new Set<string>();
  for (const [index, rep] of reps.entries()) {
    if (!rep.states.length) continue;
    const principal: Principal = {
      id: rep.id,
      role: rep.role,
      email: rep.email,
      displayName: rep.name,
      states: rep.states,
      repCode: rep.repCode ?? null,
      canChangeOrderStatus: false,
      reportUrl: null,
    };
    // The customers Due reads for this rep, with their grades: the history follows their cadence.
    // In ListID order, so both databases plan the same history.
    const graded = (await gradedCustomersOf(db, principal, now)).sort((a, b) =>
      a.customerId < b.customerId ? -1 : a.customerId > b.customerId ? 1 : 0,
    );
    const customers = graded.map((c) => ({
      id: c.customerId,
      city: c.city,
      state: c.shipState ?? c.state,
      latitude: c.latitude,
      longitude: c.longitude,
      cadenceDays: cadenceDaysOf(c.grade, cadence),
      name: c.name,
      customerState: c.state,
      customerShipState: c.shipState,
    }));
    const random = createRandom(deriveSeed(seed, index));
    const stops = planVisits(customers, { now, days: options.days, random });
    const byId = new Map(customers.map((c) => [c.id, c]));
    for (const part of chunks(stops, chunkSize)) {
      const rows = rowsOf(part, { rep, byId, random, now });
      await writeChunk(db, written, [
        ['visits', rows.visits],
        ['notes', rows.notes],
        ['noteTags', rows.notes.map((n) => ({ noteId: n.id, tag: visitNoteTag }))],
        ['noteInvolvedUsers', rows.notes.map((n) => ({ noteId: n.id, userId: rep.id }))],
      ]);
    }
    for (const stop of stops) visited.add(stop.customerId);
  }
  // The same recomputation every check-in and Visit note makes, so Due reads the history at once.
  for (const ids of chunks([...visited], 1_000))
    await inTransaction(db, (tx) => refreshLastVisits(tx, ids), { durable: false });
  return written;
}

interface Writing {
  rep: { id: string; name: string };
  byId: Map<
    string,
    {
      name: string;
      latitude: number | null;
      longitude: number | null;
      customerState: string | null;
      customerShipState: string | null;
    }
  >;
  random: Random;
  now: Date;
}

/**
 * The rows of some stops: a check-in for 92 % of them (with where the phone was, when the rep let
 * it say), a Visit note for 6 in 10 check-ins (tied to it) and for every stop without one.
 */
function rowsOf(stops: PlannedStop[], { rep, byId, random, now }: Writing) {
  const visits: Row[] = [];
  const notes: (Row & { id: string })[] = [];
  for (const stop of stops) {
    const customer = byId.get(stop.customerId)!;
    const checkedIn = random.chance(0.92);
    const noteId = !checkedIn || random.chance(0.6) ? seededUuid(random) : null;
    if (noteId) {
      const [subject, text] = random.pick(visitTopics);
      // Written in the shop, a few minutes before leaving.
      const createdAt = new Date(stop.endedAt - random.int(1, 8) * 60_000).toISOString();
      notes.push({
        id: noteId,
        createdAt,
        updatedAt: createdAt,
        noteClass: 'standard',
        customerListId: stop.customerId,
        customerName: customer.name,
        customerState: customer.customerState,
        customerShipState: customer.customerShipState,
        subject,
        text,
        tags: [visitNoteTag],
        authorId: rep.id,
        authorName: rep.name,
        damagedItems: [],
        hasDamagedItems: false,
        ...untouchedNote,
      });
    }
    if (!checkedIn) continue;
    const place =
      customer.latitude === null || customer.longitude === null
        ? null
        : { latitude: customer.latitude, longitude: customer.longitude };
    // In the parking lot or at the counter: within a few hundred feet of the pin.
    const position =
      place && random.chance(0.85)
        ? {
            latitude: place.latitude + (random.next() - 0.5) * 0.002,
            longitude: place.longitude + (random.next() - 0.5) * 0.002,
          }
        : null;
    visits.push({
      id: seededUuid(random),
      customerListId: stop.customerId,
      userId: rep.id,
      startedAt: new Date(stop.startedAt).toISOString(),
      endedAt: new Date(stop.endedAt).toISOString(),
      latitude: position?.latitude ?? null,
      longitude: position?.longitude ?? null,
      distanceMiles: position && place ? milesBetween(position, place) : null,
      noteId,
      createdAt: new Date(Math.min(stop.startedAt + 1_000, now.getTime())).toISOString(),
    });
  }
  return { visits, notes };
}
