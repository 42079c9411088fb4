import { isStateVisible, type Principal } from '../../domain/access/policy.js';
import { customerName } from '../../domain/customers/names.js';
import { daysBetween, licenseKindLabels, licenseReminderDays } from '../../domain/compliance/licenses.js';
import { notificationText } from '../../domain/notifications/text.js';
import { localDay, zonedHour } from '../../domain/tasks/digest-time.js';
import type { Db, Tx } from '../db/database.js';
import { untouchedNote, type NotesTable } from '../db/tables/notes.js';
import { noteScope, recordChange } from '../history-writes/record.js';
import type { EventBus } from '../live/bus.js';
import { mailNotifications } from '../mail/notify.js';
import { publishNoteChanged } from '../notes/commands.js';
import { keepTaskReminder } from '../notes/reminders.js';
import { publishNotifications } from '../notifications/commands.js';
import { enqueueJob } from '../shared/jobs/queue.js';
import type { JobHandler } from '../shared/jobs/runner.js';
import { getSetting } from '../settings/queries.js';

export const licenseRemindersKind = 'license-reminders';
const everyMs = 3_600_000;
const sender = 'Humidor';

/** Queues the next hour's round (at start, and by each round); its key is its slot, so once for all instances. */
export async function scheduleNextLicenseReminders(db: Db | Tx, now: Date): Promise<void> {
  const runAt = new Date(Math.floor(now.getTime() / everyMs) * everyMs + everyMs);
  const key = `${licenseRemindersKind}:${runAt.toISOString()}`;
  await enqueueJob(db, { kind: licenseRemindersKind, key, runAt }, now);
}

/** The reminder a license is due on `days` before its expiry: the nearest window it is inside, if any. */
export function reminderDue(days: number): number | null {
  const inside = licenseReminderDays.filter((window) => days >= 0 && days <= window);
  return inside.length ? Math.min(...inside) : null;
}

/** Who is reminded of a customer's license: the reps whose states hold the customer, and the office that sees it. */
async function recipientsOf(tx: Tx, customer: { state: string | null; shipState: string | null }) {
  const users = await tx
    .selectFrom('users')
    .select(['id', 'name', 'role', 'states'])
    .where('active', '=', true)
    .where('role', 'in', ['rep', 'office'])
    .orderBy('id')
    .execute();
  const sees = (user: Pick<Principal, 'role' | 'states'>) =>
    isStateVisible(user, customer.state) || isStateVisible(user, customer.shipState);
  return users.filter(sees);
}

interface Sent {
  notes: { id: string; customerState: string | null; customerShipState: string | null }[];
  userIds: string[];
}

/** Whether email is configured: the reminders then mail those who chose it (decision 0346). */
export interface LicenseReminderOptions {
  mail: boolean;
}

/**
 * Each license expiring within 30 or 7 days (`licenseReminderDays`, in the company's day: the
 * digest's time zone) gets, once per window and expiry, a task and a notification for each
 * recipient (decision 0292), and an email for those whose preferences ask for their tasks'
 * (decision 0346). A license first seen inside the 7-day window is reminded once, not twice; a
 * renewed one (a new expiry) is reminded again. Runs in the job's transaction.
 */
export async function sendLicenseReminders(
  tx: Tx,
  now: Date,
  options: LicenseReminderOptions,
): Promise<Sent> {
  const { timeZone } = await getSetting(tx, 'taskDigest');
  const today = localDay(timeZone, now.getTime());
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + licenseReminderDays[0] * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const licenses = await tx
    .selectFrom('customerLicenses')
    .innerJoin('customers', 'customers.listId', 'customerLicenses.customerListId')
    .select([
      'customerLicenses.id',
      'customerLicenses.state as licenseState',
      'customerLicenses.kind',
      'customerLicenses.number',
      'customerLicenses.expiresOn',
      'customers.listId',
      'customers.fullName',
      'customers.state',
      'customers.shipState',
    ])
    .where('customerLicenses.deletedAt', 'is', null)
    .where('customerLicenses.expiresOn', '>=', today)
    .where('customerLicenses.expiresOn', '<=', last)
    .orderBy('customerLicenses.id')
    .execute();
  const sent: Sent = { notes: [], userIds: [] };
  for (const license of licenses) {
    const expiresOn = license.expiresOn as string;
    const days = daysBetween(today, expiresOn);
    const due = reminderDue(days);
    if (due === null) continue;
    const marked = await tx
      .insertInto('licenseReminders')
      .values(
        licenseReminderDays
          .filter((window) => window >= due)
          .map((daysBefore) => ({ licenseId: license.id, daysBefore, expiresOn, sentAt: now.toISOString() })),
      )
      .onConflict((oc) => oc.columns(['licenseId', 'daysBefore', 'expiresOn']).doNothing())
      .returning('daysBefore')
      .execute();
    // Another round (or the wider window) already reminded of this one.
    if (!marked.some((row) => row.daysBefore === due)) continue;
    const name = customerName(license);
    const what = `${license.licenseState} ${licenseKindLabels[license.kind].toLowerCase()} license ${license.number}`;
    const subject = `License expires ${days === 0 ? 'today' : `in ${days} day${days === 1 ? '' : 's'}`}: ${what}`;
    const description = `Ask ${name} for the renewed license and record it on the customer page before ${expiresOn}.`;
    const dueAt = new Date(zonedHour(expiresOn, 9, timeZone)).toISOString();
    for (const recipient of await recipientsOf(tx, license)) {
      const note = await remind(tx, now, { license, name, subject, description, dueAt, recipient }, options);
      sent.notes.push(note);
      sent.userIds.push(recipient.id);
    }
  }
  return sent;
}

/** One recipient's task (a note about the customer, assigned to them) and its notification. */
async function remind(
  tx: Tx,
  now: Date,
  input: {
    license: { listId: string; state: string | null; shipState: string | null; expiresOn: string | null };
    name: string;
    subject: string;
    description: string;
    dueAt: string;
    recipient: { id: string; name: string };
  },
  options: LicenseReminderOptions,
) {
  const { license, recipient } = input;
  const at = now.toISOString();
  const assignee = { id: recipient.id, displayName: recipient.name };
  const note: NotesTable = {
    ...untouchedNote,
    id: crypto.randomUUID(),
    createdAt: at,
    updatedAt: at,
    noteClass: 'standard',
    customerListId: license.listId,
    customerName: input.name,
    customerState: license.state,
    customerShipState: license.shipState,
    subject: input.subject,
    text: `${input.subject}. It expires on ${license.expiresOn}; an order shipped after that day may be held.`,
    tags: [],
    authorId: null,
    authorName: sender,
    damagedItems: [],
    hasDamagedItems: false,
    isTask: true,
    taskDescription: input.description,
    taskDueAt: input.dueAt,
    taskDueAllDay: true,
    taskAssigneeId: recipient.id,
    taskAssignee: assignee,
  };
  await tx.insertInto('notes').values(note).execute();
  await tx.insertInto('noteInvolvedUsers').values({ noteId: note.id, userId: recipient.id }).execute();
  await keepTaskReminder(tx, note.id, now);
  await recordChange(tx, {
    actor: null,
    entityType: 'note',
    entityId: note.id,
    noteId: note.id,
    action: 'create',
    label: note.subject,
    scope: noteScope(note),
    after: { subject: note.subject, text: note.text, task: input.description },
    at: now,
  });
  const text = notificationText('new-task', note, { taskDescription: input.description });
  await tx
    .insertInto('notifications')
    .values({
      id: crypto.randomUUID(),
      userId: recipient.id,
      type: 'new-task',
      text,
      actingUserId: null,
      actingUserName: sender,
      link: `/noteview/${note.id}`,
      seen: false,
      dismissed: false,
      createdAt: at,
    })
    .execute();
  // Queued in this transaction, so the reminder's mark and its email stand or fall together: once
  // per license, window and expiry. The recipient's own task, so "mentions and tasks" gets it.
  if (options.mail)
    await mailNotifications(
      tx,
      note,
      [{ userId: recipient.id, type: 'new-task', actingUserName: sender, text, mentioned: false }],
      now,
    );
  return { id: note.id, customerState: note.customerState, customerShipState: note.customerShipState };
}

/** The handler: the next hour queued, this hour's reminders sent, and told once committed. */
export function licenseReminderJobHandlers(deps: {
  bus: EventBus;
  mail: boolean;
}): Record<string, JobHandler> {
  return {
    [licenseRemindersKind]: async ({ tx, now }) => {
      await scheduleNextLicenseReminders(tx, now);
      const sent = await sendLicenseReminders(tx, now, { mail: deps.mail });
      return () => publishReminders(deps.bus, sent);
    },
  };
}

export async function publishReminders(bus: EventBus, sent: Sent): Promise<void> {
  for (const note of sent.notes) await publishNoteChanged(bus, note);
  await publishNotifications(bus, [...new Set(sent.userIds)]);
}
