import type { Principal } from '../../domain/access/policy.js';
import { addDays, weekStartOf } from '../../domain/insights/periods.js';
import { localDay, zonedHour } from '../../domain/tasks/digest-time.js';
import { visibleActivity } from '../access/visibility.js';
import { chunks } from '../db/chunks.js';
import type { Db, Tx } from '../db/database.js';
import { refreshAlone } from '../db/refresh-alone.js';
import {
  activityFacts,
  countActivity,
  repFilterUsers,
  weeksWithin,
  type ActivityCount,
} from './activity-facts.js';
import type { SalesFilters, Span } from './sums.js';

/**
 * Rep activity of a period (decision 0189): its full company weeks from `activityWeeks`, counted
 * once and again only when a trigger marked one of their hours in `activityChanges`, and the days
 * of the partial weeks at either end counted from the notes, orders and check-ins themselves.
 */
export async function activityCounts(
  db: Db,
  user: Principal,
  filters: SalesFilters,
  period: Span,
  timeZone: string,
): Promise<ActivityCount[]> {
  const weeks = fullWeeksOf(period);
  const counted = weeks.length ? await countedWeeks(db, user, filters, weeks, timeZone) : [];
  const live: ActivityCount[] = [];
  for (const span of edgesOf(period, weeks)) {
    const facts = await activityFacts(db, { user, filters }, instantsOf(span, timeZone));
    live.push(...countActivity(facts, weeksWithin(timeZone, span)));
  }
  return [...counted, ...live];
}

/** The Mondays whose whole week lies within the period. */
function fullWeeksOf(period: Span): string[] {
  let week = weekStartOf(period.from);
  if (week < period.from) week = addDays(week, 7);
  const weeks: string[] = [];
  for (; addDays(week, 6) <= period.to; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

/** The period's days outside its full weeks: none, one or two spans. */
function edgesOf(period: Span, weeks: string[]): Span[] {
  if (!weeks.length) return [period];
  const spans: Span[] = [];
  if (period.from < weeks[0]!) spans.push({ from: period.from, to: addDays(weeks[0]!, -1) });
  const after = addDays(weeks[weeks.length - 1]!, 7);
  if (after <= period.to) spans.push({ from: after, to: period.to });
  return spans;
}

/** From the company's midnight starting the first day to the one ending the last, as UTC instants. */
function instantsOf(span: Span, timeZone: string): Span {
  return {
    from: new Date(zonedHour(span.from, 0, timeZone)).toISOString(),
    to: new Date(zonedHour(addDays(span.to, 1), 0, timeZone)).toISOString(),
  };
}

async function countedWeeks(
  db: Db,
  user: Principal,
  filters: SalesFilters,
  weeks: string[],
  timeZone: string,
): Promise<ActivityCount[]> {
  await refreshWeeks(db, weeks, timeZone);
  const repUsers = await repFilterUsers(db, filters);
  if (repUsers && !repUsers.length) return [];
  let query = db
    .selectFrom('activityWeeks')
    .where(visibleActivity(user))
    .where('weekStart', '>=', weeks[0]!)
    .where('weekStart', '<=', weeks[weeks.length - 1]!)
    .select((eb) => [
      'weekStart',
      'authorId',
      eb.fn.sum<number>('notes').as('notes'),
      eb.fn.sum<number>('visits').as('visits'),
      eb.fn.sum<number>('orders').as('orders'),
      eb.fn.sum<number>('orderCents').as('orderCents'),
      eb.fn.sum<number>('newCustomers').as('newCustomers'),
    ])
    .groupBy(['weekStart', 'authorId']);
  const { state } = filters;
  if (state)
    query = query.where((eb) =>
      eb.or([eb('customerState', '=', state), eb('customerShipState', '=', state)]),
    );
  if (repUsers) query = query.where('authorId', 'in', repUsers);
  return (await query.execute()).map((row) => ({
    weekStart: row.weekStart,
    authorId: row.authorId,
    customerState: null,
    customerShipState: null,
    notes: Number(row.notes),
    visits: Number(row.visits),
    orders: Number(row.orders),
    orderCents: Number(row.orderCents),
    newCustomers: Number(row.newCustomers),
  }));
}

/** The weeks an hour's rows fall in: one, or two when the company's midnight splits the hour. */
function weeksOfHour(hour: string, timeZone: string): string[] {
  const start = Date.parse(`${hour}:00:00.000Z`);
  return [...new Set([localDay(timeZone, start), localDay(timeZone, start + 3_599_999)].map(weekStartOf))];
}

/** The marked hours, and the period's weeks not counted in this time zone or counted in another. */
async function pendingWork(db: Db | Tx, weeks: string[], timeZone: string) {
  const [change, done, otherZone] = await Promise.all([
    db.selectFrom('activityChanges').select('hour').limit(1).executeTakeFirst(),
    db
      .selectFrom('activityWeeksDone')
      .select('weekStart')
      .where('weekStart', '>=', weeks[0]!)
      .where('weekStart', '<=', weeks[weeks.length - 1]!)
      .where('timeZone', '=', timeZone)
      .execute(),
    db
      .selectFrom('activityWeeksDone')
      .select('weekStart')
      .where('timeZone', '!=', timeZone)
      .limit(1)
      .executeTakeFirst(),
  ]);
  const counted = new Set(done.map((d) => d.weekStart));
  return {
    changed: Boolean(change),
    missing: weeks.filter((w) => !counted.has(w)),
    otherZone: Boolean(otherZone),
  };
}

/**
 * Forgets the weeks of the marked hours (all of them after '*' or a change of time zone) and
 * counts the period's weeks not counted, in one transaction, one refresh at a time. The marks are
 * deleted first: a write marking an hour meanwhile waits for it (its mark's upsert locks the row)
 * and marks it again, so nothing it writes is missed.
 */
async function refreshWeeks(db: Db, weeks: string[], timeZone: string): Promise<void> {
  const seen = await pendingWork(db, weeks, timeZone);
  if (!seen.changed && !seen.missing.length && !seen.otherZone) return;
  await refreshAlone(db, 'activity-weeks', async (tx) => {
    const changes = await tx.deleteFrom('activityChanges').returning('hour').execute();
    const { otherZone } = await pendingWork(tx, weeks, timeZone);
    if (otherZone || changes.some((c) => c.hour === '*')) {
      await tx.deleteFrom('activityWeeks').execute();
      await tx.deleteFrom('activityWeeksDone').execute();
    } else {
      const stale = [...new Set(changes.flatMap((c) => weeksOfHour(c.hour, timeZone)))];
      for (const part of chunks(stale, 500)) {
        await tx.deleteFrom('activityWeeks').where('weekStart', 'in', part).execute();
        await tx.deleteFrom('activityWeeksDone').where('weekStart', 'in', part).execute();
      }
    }
    const { missing } = await pendingWork(tx, weeks, timeZone);
    for (const week of missing) {
      const span = { from: week, to: addDays(week, 6) };
      const counts = countActivity(
        await activityFacts(tx, null, instantsOf(span, timeZone)),
        weeksWithin(timeZone, span),
      );
      for (const part of chunks(counts, 500)) await tx.insertInto('activityWeeks').values(part).execute();
      await tx.insertInto('activityWeeksDone').values({ weekStart: week, timeZone }).execute();
    }
  });
}
