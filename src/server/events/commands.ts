import { can, type Principal } from '../../domain/access/policy.js';
import {
  appointmentInputSchema,
  authorOnlyDeleteMessage,
  eventInputSchema,
  type AppointmentInput,
  type EventInput,
} from '../../domain/events/schemas.js';
import { eventDays, formatDay, formatTime } from '../../domain/events/slots.js';
import type { Db } from '../db/database.js';
import type { EventBus } from '../live/bus.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import { findEvent } from './queries.js';
import { everyoneScope, recordChange } from '../history-writes/record.js';
import { putInTrash } from '../history-writes/trash.js';

export const eventNotFoundMessage = 'No Event to show, go back';
const appointmentNotFoundMessage = 'This appointment does not exist (it may have been deleted).';

/** Live kinds: the events table and one event's grid (id = the event id). */
const eventChangedKind = 'event.changed';
const appointmentChangedKind = 'appointment.changed';

async function requireEvent(db: Db, id: string) {
  const event = await findEvent(db, id);
  if (!event) throw notFound(eventNotFoundMessage);
  return event;
}

export async function createEvent(db: Db, bus: EventBus, user: Principal, input: EventInput) {
  const event = eventInputSchema.parse(input);
  const now = new Date().toISOString();
  const row = {
    id: crypto.randomUUID(),
    ...event,
    authorId: user.id,
    authorName: user.displayName,
    createdAt: now,
    updatedAt: now,
  };
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('events').values(row).execute();
    await recordChange(tx, {
      actor: user,
      entityType: 'event',
      entityId: row.id,
      action: 'create',
      label: row.name,
      scope: everyoneScope,
      after: event,
    });
  });
  await bus.publish({ kind: eventChangedKind, id: row.id });
  return requireEvent(db, row.id);
}

export async function updateEvent(db: Db, bus: EventBus, user: Principal, id: string, input: EventInput) {
  const event = eventInputSchema.parse(input);
  await db.transaction().execute(async (tx) => {
    const before = await tx
      .selectFrom('events')
      .select(['name', 'starting', 'ending', 'active'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!before) throw notFound(eventNotFoundMessage);
    await tx
      .updateTable('events')
      .set({ ...event, updatedAt: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    await recordChange(tx, {
      actor: user,
      entityType: 'event',
      entityId: id,
      action: 'update',
      label: event.name,
      scope: everyoneScope,
      before,
      after: event,
    });
  });
  await bus.publish({ kind: eventChangedKind, id });
  await bus.publish({ kind: appointmentChangedKind, id });
  return requireEvent(db, id);
}

/** SQLite and PostgreSQL report a broken UNIQUE constraint differently. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

export async function createAppointment(
  db: Db,
  bus: EventBus,
  user: Principal,
  eventId: string,
  input: AppointmentInput,
) {
  const appointment = appointmentInputSchema.parse(input);
  const event = await findEvent(db, eventId);
  if (!event || !event.active) throw notFound(eventNotFoundMessage);
  if (!eventDays(event.starting, event.ending).includes(appointment.startDate)) {
    throw badRequest(
      `Choose a day of the event (${formatDay(event.starting)} to ${formatDay(event.ending)}).`,
    );
  }
  const row = {
    id: crypto.randomUUID(),
    eventId,
    participant: appointment.repCode,
    startDate: appointment.startDate,
    startTime: appointment.startTime,
    accountName: appointment.accountName,
    type: appointment.type,
    authorId: user.id,
    authorName: user.displayName,
    createdAt: new Date().toISOString(),
  };
  try {
    await db.transaction().execute(async (tx) => {
      await tx.insertInto('appointments').values(row).execute();
      await recordChange(tx, {
        actor: { id: user.id, displayName: user.displayName },
        entityType: 'appointment',
        entityId: row.id,
        action: 'create',
        label: `${row.participant} · ${row.accountName}`,
        scope: everyoneScope,
        after: {
          participant: row.participant,
          startDate: row.startDate,
          startTime: row.startTime,
          accountName: row.accountName,
          type: row.type,
        },
      });
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw conflict(
      `${appointment.repCode} already has an appointment on ${formatDay(appointment.startDate)} at ${formatTime(appointment.startTime)}. Choose another slot.`,
    );
  }
  await bus.publish({ kind: appointmentChangedKind, id: eventId });
  return row;
}

/** Only the author deletes an appointment; admins are no exception (decision 0002). */
export async function deleteAppointment(db: Db, bus: EventBus, user: Principal, id: string) {
  const eventId = await db.transaction().execute(async (tx) => {
    const row = await tx.selectFrom('appointments').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(appointmentNotFoundMessage);
    if (!can(user, 'appointment.delete', row)) throw forbidden(authorOnlyDeleteMessage);
    await putInTrash(tx, {
      actor: { id: user.id, displayName: user.displayName },
      entityType: 'appointment',
      entityId: id,
      label: `${row.participant} · ${row.accountName}`,
      authorId: row.authorId,
      scope: everyoneScope,
      snapshot: { appointment: row },
      before: {
        participant: row.participant,
        startDate: row.startDate,
        startTime: row.startTime,
        accountName: row.accountName,
        type: row.type,
      },
    });
    await tx.deleteFrom('appointments').where('id', '=', id).execute();
    return row.eventId;
  });
  await bus.publish({ kind: appointmentChangedKind, id: eventId });
}
