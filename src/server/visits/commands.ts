import type { Principal } from '../../domain/access/policy.js';
import { customerMissingMessage } from '../../domain/customers/contract.js';
import { customerStatesOf } from '../../domain/live/changes.js';
import type { CheckIn, Visit } from '../../domain/visits/contract.js';
import { milesBetween } from '../../domain/visits/geo.js';
import { findVisibleCustomer } from '../customers/queries.js';
import type { Db, Tx } from '../db/database.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import type { EventBus } from '../live/bus.js';
import { refreshLastVisits } from './last-visit.js';
import { findVisit } from './queries.js';

interface VisitDeps {
  db: Db;
  bus: EventBus;
}

export const visitMissingMessage = (id: string) => `A visit with the ID ${id} does not exist`;
export const notYourVisitMessage = 'Only the rep who checked in can check out of this visit.';
export const visitTakenMessage =
  'This check-in ID belongs to another visit. Reload the page and check in again.';
export const checkOutBeforeCheckInMessage =
  'The check-out time is before the check-in. Check the phone’s clock.';

/** Tells the users who see the customer (by either of its states) that its visits changed. */
export async function publishVisitChanged(bus: EventBus, visitId: string, states: (string | null)[]) {
  await bus.publish({ kind: 'visit.changed', id: visitId, scopeStates: customerStatesOf(...states) });
}

/**
 * Starts a visit once per ID (the device makes it, so an outbox retry finds the first: docs/decisions
 * 0215). An open visit of the same rep is closed at this one's start (0214).
 */
export async function checkIn(
  deps: VisitDeps,
  user: Principal,
  input: CheckIn,
  now = new Date(),
): Promise<Visit> {
  const earlier = await deps.db
    .selectFrom('visits')
    .select(['userId'])
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (earlier) return repeatOf(deps.db, user, input.id, earlier.userId);
  const customer = await findVisibleCustomer(deps.db, user, input.customerId);
  if (!customer) throw notFound(customerMissingMessage(input.customerId));
  const requested = input.startedAt ? new Date(input.startedAt) : now;
  // A phone's clock may run ahead: a visit never starts in the future.
  const startedAt = (requested > now ? now : requested).toISOString();
  const place = await deps.db
    .selectFrom('customerLocations')
    .select(['latitude', 'longitude'])
    .where('customerListId', '=', customer.listId)
    .executeTakeFirst();
  const position = input.position ?? null;
  try {
    await deps.db.transaction().execute(async (tx) => {
      await closeOpenVisits(tx, user, startedAt);
      await tx
        .insertInto('visits')
        .values({
          id: input.id,
          customerListId: customer.listId,
          userId: user.id,
          startedAt,
          endedAt: null,
          latitude: position?.latitude ?? null,
          longitude: position?.longitude ?? null,
          distanceMiles: position && place ? milesBetween(position, place) : null,
          noteId: null,
          createdAt: now.toISOString(),
        })
        .execute();
      await refreshLastVisits(tx, [customer.listId]);
    });
  } catch (error) {
    // Two sends of one check-in racing: the primary key lets one in, the other answers it.
    const winner = await deps.db
      .selectFrom('visits')
      .select(['userId'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!winner) throw error;
    return repeatOf(deps.db, user, input.id, winner.userId);
  }
  await publishVisitChanged(deps.bus, input.id, [customer.state, customer.shipState]);
  return (await findVisit(deps.db, user, input.id))!;
}

async function repeatOf(db: Db, user: Principal, id: string, ownerId: string): Promise<Visit> {
  if (ownerId !== user.id) throw conflict(visitTakenMessage);
  const visit = await findVisit(db, user, id);
  if (!visit) throw notFound(visitMissingMessage(id));
  return visit;
}

/** Closes the rep's open visits that started before `at`, at `at` (one rep is at one shop at a time). */
async function closeOpenVisits(tx: Tx, user: Principal, at: string) {
  await tx
    .updateTable('visits')
    .set({ endedAt: at })
    .where('userId', '=', user.id)
    .where('endedAt', 'is', null)
    .where('startedAt', '<=', at)
    .execute();
}

/** Ends a visit: its rep only; a visit already ended answers as it is, so a resent check-out lands once. */
export async function checkOut(
  deps: VisitDeps,
  user: Principal,
  id: string,
  input: { endedAt?: string | undefined },
  now = new Date(),
): Promise<Visit> {
  const visit = await findVisit(deps.db, user, id);
  if (!visit) throw notFound(visitMissingMessage(id));
  if (visit.userId !== user.id) throw forbidden(notYourVisitMessage);
  if (visit.endedAt) return visit;
  const requested = input.endedAt ? new Date(input.endedAt) : now;
  const endedAt = requested > now ? now : requested;
  if (endedAt < new Date(visit.startedAt)) throw badRequest(checkOutBeforeCheckInMessage);
  await deps.db
    .updateTable('visits')
    .set({ endedAt: endedAt.toISOString() })
    .where('id', '=', id)
    .where('endedAt', 'is', null)
    .execute();
  const customer = await findVisibleCustomer(deps.db, user, visit.customerId);
  await publishVisitChanged(deps.bus, id, [customer?.state ?? null, customer?.shipState ?? null]);
  return (await findVisit(deps.db, user, id))!;
}

/**
 * Ties a note written during a visit to it, in the note's transaction: the visit must be the
 * writer's own, at the note's customer.
 */
export async function tieNoteToVisit(
  tx: Tx,
  user: Principal,
  visitId: string,
  note: { id: string; customerListId: string | null },
): Promise<void> {
  const visit = await tx
    .selectFrom('visits')
    .select(['userId', 'customerListId'])
    .where('id', '=', visitId)
    .executeTakeFirst();
  if (!visit || visit.userId !== user.id || visit.customerListId !== note.customerListId)
    throw badRequest('This note’s visit is not one of yours at this customer. Write the note without it.');
  await tx.updateTable('visits').set({ noteId: note.id }).where('id', '=', visitId).execute();
}
