import type { Tx } from '../db/database.js';
import { cancelJobs, enqueueJob } from '../shared/jobs/queue.js';

/** The job kind of a task's reminder; its handler is in tasks/reminders.ts. */
export const taskReminderKind = 'task-reminder';

/** One key per task and due time: the same reminder is never queued, or sent, twice. */
export const taskReminderKey = (noteId: string, dueAt: string) => `${taskReminderKind}:${noteId}:${dueAt}`;

/**
 * Keeps a task's reminder in step with the note, inside the transaction that changed it: an open
 * task with a due time has exactly one pending reminder at that time; any other is cancelled.
 */
export async function keepTaskReminder(tx: Tx, noteId: string, now: Date): Promise<void> {
  const note = await tx
    .selectFrom('notes')
    .select(['isTask', 'isResolved', 'taskDueAt'])
    .where('id', '=', noteId)
    .executeTakeFirst();
  const dueAt = note?.isTask && !note.isResolved ? note.taskDueAt : null;
  if (!dueAt) {
    await cancelJobs(tx, taskReminderKind, noteId, { now });
    return;
  }
  const key = taskReminderKey(noteId, dueAt);
  await cancelJobs(tx, taskReminderKind, noteId, { keep: key, now });
  await enqueueJob(
    tx,
    { kind: taskReminderKind, key, subject: noteId, payload: { noteId, dueAt }, runAt: new Date(dueAt) },
    now,
  );
}

/** A deleted note's reminders go with it. */
export const cancelTaskReminders = (tx: Tx, noteId: string, now = new Date()) =>
  cancelJobs(tx, taskReminderKind, noteId, { now });
