import { notificationText } from '../../domain/notifications/text.js';
import type { Tx } from '../db/database.js';
import type { EventBus } from '../live/bus.js';
import type { JobHandler } from '../shared/jobs/runner.js';
import { mailNotifications } from '../mail/notify.js';
import { maySeeNote, publishNotifications } from '../notifications/commands.js';

/** Who reminds: notifications name an acting user; a reminder's is Humidor itself. */
const reminderActor = 'Humidor';

/**
 * At its due time, tells the task's assignee (a notification, live, and an email if they chose
 * one). Runs in the job's transaction: the notification and "done" commit together, so it is
 * written once. A task done, removed, moved to another time or whose assignee lost sight of it
 * gets nothing (a moved task has its own reminder).
 */
export function taskReminderHandler(deps: { bus: EventBus; mail: boolean }): JobHandler {
  return async ({ tx, job, now }) => {
    const { noteId, dueAt } = job.payload as { noteId: string; dueAt: string };
    const note = await tx
      .selectFrom('notes')
      .select(['id', 'subject', 'isTask', 'isResolved', 'taskDueAt', 'taskDescription', 'taskAssigneeId'])
      .where('id', '=', noteId)
      .executeTakeFirst();
    if (!note?.isTask || note.isResolved || note.taskDueAt !== dueAt || !note.taskAssigneeId) return;
    const userId = note.taskAssigneeId;
    if (!(await maySeeNote(tx, userId, note.id))) return;
    const text = notificationText('task-due', note, { taskDescription: note.taskDescription });
    await insertReminder(tx, { userId, noteId: note.id, text, now });
    if (deps.mail)
      await mailNotifications(
        tx,
        note,
        [{ userId, type: 'task-due', actingUserName: reminderActor, text, mentioned: false }],
        now,
      );
    return () => publishNotifications(deps.bus, [userId]);
  };
}

async function insertReminder(tx: Tx, input: { userId: string; noteId: string; text: string; now: Date }) {
  await tx
    .insertInto('notifications')
    .values({
      id: crypto.randomUUID(),
      userId: input.userId,
      type: 'task-due',
      text: input.text,
      actingUserId: null,
      actingUserName: reminderActor,
      link: `/noteview/${input.noteId}`,
      seen: false,
      dismissed: false,
      createdAt: input.now.toISOString(),
    })
    .execute();
}
