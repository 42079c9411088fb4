import { nextDigestAt } from '../../domain/tasks/digest-time.js';
import { byDue } from '../../domain/tasks/due.js';
import type { Db, Tx } from '../db/database.js';
import { visibleNotes } from '../access/visibility.js';
import type { JobHandler } from '../shared/jobs/runner.js';
import { enqueueMail } from '../mail/outbox.js';
import { getSetting } from '../settings/queries.js';
import { findPrincipal } from '../users/queries.js';
import { yourWeekSection } from '../insights/digest.js';

export const taskDigestKind = 'task-digest';

/**
 * Makes sure the next digest is queued (at start, and by each digest for the next day), at the
 * local hour of the `taskDigest` setting; its key is the local day, so a day gets one digest, ever.
 * A changed hour applies from the digest after the one already queued.
 */
export async function scheduleNextDigest(db: Db | Tx, now: Date): Promise<void> {
  const { day, runAt } = nextDigestAt(now, await getSetting(db, 'taskDigest'));
  const key = `${taskDigestKind}:${day}`;
  await db
    .insertInto('jobs')
    .values({
      id: crypto.randomUUID(),
      kind: taskDigestKind,
      key,
      subject: null,
      jobPayload: {},
      status: 'pending',
      runAt: runAt.toISOString(),
      attempts: 0,
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * Each user who asked for the digest gets their open tasks, overdue ones marked, if they have any;
 * a rep also gets "Your week" (insights/digest.ts), so a rep's digest leaves even without tasks.
 */
export function taskDigestHandler(): JobHandler {
  return async ({ tx, now }) => {
    const subscribers = await tx
      .selectFrom('userEmailPreferences')
      .select('userId')
      .where('dailyDigest', '=', true)
      .execute();
    for (const { userId } of subscribers) {
      const user = await findPrincipal(tx, userId);
      if (!user) continue;
      const tasks = await tx
        .selectFrom('notes')
        .select([
          'notes.id',
          'notes.taskDueAt',
          'notes.taskDescription',
          'notes.customerName',
          'notes.subject',
        ])
        .where('notes.isTask', '=', true)
        .where('notes.isResolved', '=', false)
        .where('notes.taskAssigneeId', '=', userId)
        .where(visibleNotes(user))
        .limit(200)
        .execute();
      const yourWeek = await yourWeekSection(tx, user, now);
      if (!tasks.length && !yourWeek) continue;
      tasks.sort(byDue);
      const overdue = tasks.filter((t) => t.taskDueAt && Date.parse(t.taskDueAt) < now.getTime()).length;
      await enqueueMail(
        tx,
        {
          userId,
          aboutNoteIds: tasks.map((t) => t.id),
          subject: tasks.length
            ? `Your tasks: ${tasks.length} open${overdue ? `, ${overdue} overdue` : ''}`
            : 'Your week in sales',
          body: {
            intro: tasks.length
              ? `Good morning, ${user.displayName}. Your open tasks:`
              : `Good morning, ${user.displayName}. You have no open tasks.`,
            lines: tasks.map((t) => {
              const late = t.taskDueAt && Date.parse(t.taskDueAt) < now.getTime() ? 'OVERDUE ' : '';
              const due = t.taskDueAt ? `${late}due ${dayOf(t.taskDueAt)}` : 'no due date';
              return `${t.taskDescription ?? ''} (${t.customerName ?? 'Personal Note'}: ${t.subject}; ${due})`;
            }),
            link: '/mytasks',
            linkLabel: 'Open My Tasks',
            ...(yourWeek && { sections: [yourWeek] }),
          },
        },
        now,
      );
    }
    await scheduleNextDigest(tx, new Date(now.getTime() + 60_000));
  };
}
