import type { Db, Tx } from '../db/database.js';

const eventListLimit = 20;

const eventColumns = ['id', 'name', 'starting', 'ending', 'active', 'authorName', 'createdAt'] as const;

/** Active events, the last 20 by start, oldest of them first (orders-and-records.md §7 Events). */
export async function listActiveEvents(db: Db) {
  const latest = await db
    .selectFrom('events')
    .select(eventColumns)
    .where('active', '=', true)
    .orderBy('starting', 'desc')
    .orderBy('id', 'desc')
    .limit(eventListLimit)
    .execute();
  return latest.reverse();
}

export async function findEvent(db: Db | Tx, id: string) {
  return (await db.selectFrom('events').select(eventColumns).where('id', '=', id).executeTakeFirst()) ?? null;
}

/** Active users with a rep code: whom the grid can be shown for. */
export async function listParticipants(db: Db) {
  const rows = await db
    .selectFrom('users')
    .select(['repCode', 'name'])
    .where('active', '=', true)
    .where('repCode', 'is not', null)
    .orderBy('repCode')
    .execute();
  return rows.flatMap((r) => (r.repCode ? [{ repCode: r.repCode, name: r.name }] : []));
}

export async function listAppointments(db: Db, eventId: string, rep: string | undefined) {
  let query = db.selectFrom('appointments').selectAll().where('eventId', '=', eventId);
  if (rep) query = query.where('participant', '=', rep);
  return query.orderBy('startDate').orderBy('startTime').orderBy('participant').execute();
}
