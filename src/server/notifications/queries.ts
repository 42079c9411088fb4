import type { Principal } from '../../domain/access/policy.js';
import {
  notificationsPageSize,
  notificationsWindowDays,
  type Notification,
} from '../../domain/notifications/schemas.js';
import type { Db } from '../db/database.js';
import { afterCursor, decodeCursor, pageOf } from '../shared/paging.js';

const windowStart = (now: Date) =>
  new Date(now.getTime() - notificationsWindowDays * 24 * 3600_000).toISOString();

/** The user's notifications of the last 90 days, newest first, 50 at a time; dismissed ones on request. */
export async function listNotifications(
  db: Db,
  user: Principal,
  options: { includeDismissed: boolean; cursor?: string },
  now = new Date(),
): Promise<{ notifications: Notification[]; nextCursor: string | null }> {
  let query = db
    .selectFrom('notifications')
    .selectAll()
    .where('userId', '=', user.id)
    .where('createdAt', '>=', windowStart(now));
  if (!options.includeDismissed) query = query.where('dismissed', '=', false);
  if (options.cursor) {
    const after = decodeCursor(options.cursor, {
      time: true,
      message: 'The cursor is not valid; reload the feed.',
    });
    query = query.where(afterCursor('createdAt', 'id', after));
  }
  const fetched = await query
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(notificationsPageSize + 1)
    .execute();
  const page = pageOf(fetched, notificationsPageSize, (last) => [last.createdAt, last.id]);
  return {
    notifications: page.rows.map((row) => ({
      id: row.id,
      type: row.type,
      text: row.text,
      actingUser: row.actingUserName,
      createdAt: row.createdAt,
      seen: row.seen,
      dismissed: row.dismissed,
      link: row.link,
    })),
    nextCursor: page.nextCursor,
  };
}

/** Unseen, undismissed notifications of the last 90 days: the shell's badge. */
export async function unreadCount(db: Db, user: Principal, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('userId', '=', user.id)
    .where('seen', '=', false)
    .where('dismissed', '=', false)
    .where('createdAt', '>=', windowStart(now))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
