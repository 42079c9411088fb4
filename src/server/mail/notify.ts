import type { NotificationType } from '../../domain/notifications/schemas.js';
import { notificationTitles } from '../../domain/notifications/text.js';
import type { EmailLevel } from '../../domain/users/email.js';
import type { Tx } from '../db/database.js';
import { emailPreferencesOf } from '../users/email-preferences.js';
import { enqueueMail } from './outbox.js';

/** Which notifications a level sends by email: "tasks" is mentions and one's own tasks. */
function wanted(level: EmailLevel, personal: boolean): boolean {
  return level === 'everything' || (level === 'tasks' && personal);
}

export interface MailedNotification {
  userId: string;
  type: NotificationType;
  /** The notification as the app shows it: the acting user's name and the text. */
  actingUserName: string;
  text: string;
  mentioned: boolean;
}

/**
 * Queues an email for each notification whose recipient asked for it, in the transaction that
 * wrote the notifications. "Personal" ones (a mention, a reminder, a change to a task given to the
 * recipient) go to "mentions and tasks"; all go to "everything".
 */
export async function mailNotifications(
  tx: Tx,
  note: { id: string; subject: string },
  notifications: MailedNotification[],
  now = new Date(),
): Promise<void> {
  if (!notifications.length) return;
  const row = await tx
    .selectFrom('notes')
    .select('taskAssigneeId')
    .where('id', '=', note.id)
    .executeTakeFirst();
  for (const n of notifications) {
    const { level } = await emailPreferencesOf(tx, n.userId);
    if (level === 'none') continue;
    const taskType = n.type !== 'new-comment' && n.type !== 'order-in-quickbooks' && n.type !== 'shop-order';
    const personal = n.mentioned || (taskType && row?.taskAssigneeId === n.userId);
    if (!wanted(level, personal)) continue;
    await enqueueMail(
      tx,
      {
        userId: n.userId,
        aboutNoteIds: [note.id],
        subject: `${notificationTitles[n.type]}: ${note.subject}`,
        body: {
          intro: `${n.actingUserName} ${n.text}`,
          lines: [],
          link: `/noteview/${note.id}`,
          linkLabel: 'Open the note',
        },
      },
      now,
    );
  }
}
