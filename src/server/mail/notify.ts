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

/** Types that speak of no task: never "personal" unless the recipient is mentioned. */
const taskless: readonly NotificationType[] = ['new-comment', 'order-in-quickbooks'];

/**
 * Whether a notification's recipient asked for it by email (decision 0049): every notification
 * email asks this, the note's and the shop order's alike. "Personal" ones (a mention, a reminder,
 * a change to a task given to the recipient, a shop's order waiting for the recipient's review,
 * decision 0377) go to "mentions and tasks"; all go to "everything".
 */
export async function wantsNotificationEmail(
  tx: Tx,
  n: { userId: string; type: NotificationType; mentioned: boolean; taskAssignee?: boolean },
): Promise<boolean> {
  const { level } = await emailPreferencesOf(tx, n.userId);
  const personal = n.mentioned || (!taskless.includes(n.type) && n.taskAssignee === true);
  return wanted(level, personal);
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
 * Queues an email for each notification whose recipient asked for it (`wantsNotificationEmail`),
 * in the transaction that wrote the notifications.
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
    if (!(await wantsNotificationEmail(tx, { ...n, taskAssignee: row?.taskAssigneeId === n.userId })))
      continue;
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
