import type { Principal } from '../../domain/access/policy.js';
import { weekdays } from '../../domain/visit-planning/hours.js';
import {
  noWorkingDays,
  type Place,
  type Placed,
  type PlaceInput,
  type WorkingDays,
  type WorkingDaysInput,
} from '../../domain/visit-planning/working-days.js';
import type { Db } from '../db/database.js';
import { forbidden, notFound } from '../http/errors.js';
import type { Outbound } from '../shared/outbound.js';
import { placeAddress } from './places.js';

/** Whose days a request names: the user's own unless it names another; a rep may name only themself. */
export async function targetOf(db: Db, user: Principal, userId: string | undefined, writing: boolean) {
  const target = userId ?? user.id;
  if (target === user.id) return target;
  const allowed = writing ? user.role === 'admin' : user.role !== 'rep';
  if (!allowed) throw forbidden('You may see and change only your own working days.');
  const found = await db.selectFrom('users').select('id').where('id', '=', target).executeTakeFirst();
  if (!found) throw notFound(`No user has the ID ${target}`);
  return target;
}

export async function keptDays(db: Db, userId: string): Promise<WorkingDays> {
  const row = await db
    .selectFrom('repWorkingDays')
    .select('workingDays')
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) return noWorkingDays;
  // PostgreSQL's jsonb keeps keys in its own order: the answer lists the weekdays in the week's.
  const days: WorkingDays['days'] = {};
  for (const day of weekdays) if (row.workingDays.days[day]) days[day] = row.workingDays.days[day];
  return { home: row.workingDays.home, days };
}

export async function workingDaysOf(db: Db, user: Principal, userId?: string) {
  const target = await targetOf(db, user, userId, false);
  return { userId: target, workingDays: await keptDays(db, target) };
}

/** The addresses already placed in what is kept, so a save that keeps them asks no geocoder again. */
function placedBefore(kept: WorkingDays): Map<string, Placed> {
  const placed = new Map<string, Placed>();
  if (kept.home) placed.set(kept.home.address, kept.home.place);
  for (const day of weekdays) {
    for (const place of [kept.days[day]?.start, kept.days[day]?.end])
      if (place?.kind === 'address') placed.set(place.address, place.place);
  }
  return placed;
}

/**
 * The working days with every typed address placed (`placeAddress`), reusing the places of `known`
 * for addresses placed before; one that cannot be placed is a 400 naming it.
 */
export async function placeWorkingDays(
  db: Db,
  outbound: Outbound,
  input: WorkingDaysInput,
  known = new Map<string, Placed>(),
): Promise<WorkingDays> {
  const place = async (address: string) => {
    let placed = known.get(address);
    if (!placed) {
      placed = await placeAddress(db, outbound, address);
      known.set(address, placed);
    }
    return placed;
  };
  const placeOf = async (input: PlaceInput): Promise<Place> =>
    input.kind === 'address' ? { ...input, place: await place(input.address) } : input;
  const workingDays: WorkingDays = {
    home: input.home === null ? null : { address: input.home, place: await place(input.home) },
    days: {},
  };
  for (const day of weekdays) {
    const worked = input.days[day];
    if (worked)
      workingDays.days[day] = {
        from: worked.from,
        to: worked.to,
        start: await placeOf(worked.start),
        end: await placeOf(worked.end),
      };
  }
  return workingDays;
}

/** Keeps a rep's working days, placed; who saved them is `updatedBy` (null for the demo's). */
export async function writeWorkingDays(
  db: Db,
  userId: string,
  workingDays: WorkingDays,
  updatedBy: string | null,
  now = new Date(),
) {
  const values = { workingDays, updatedAt: now.toISOString(), updatedBy };
  await db
    .insertInto('repWorkingDays')
    .values({ userId, ...values })
    .onConflict((conflict) => conflict.column('userId').doUpdateSet(values))
    .execute();
}

/** Saves a rep's working days, every typed address placed first: nothing is saved when one cannot be. */
export async function saveWorkingDays(
  db: Db,
  outbound: Outbound,
  user: Principal,
  userId: string | undefined,
  input: WorkingDaysInput,
  now = new Date(),
) {
  const target = await targetOf(db, user, userId, true);
  const workingDays = await placeWorkingDays(db, outbound, input, placedBefore(await keptDays(db, target)));
  await writeWorkingDays(db, target, workingDays, user.id, now);
  return { userId: target, workingDays };
}
