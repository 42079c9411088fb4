import { setImmediate } from 'node:timers/promises';
import type { Principal } from '../../domain/access/policy.js';
import { addDays, dateOfDayNumber, dayNumber, weekStartOf } from '../../domain/insights/periods.js';
import { localDay, zonedHour } from '../../domain/tasks/digest-time.js';
import { visibleActivity } from '../access/visibility.js';
import { chunks } from '../db/chunks.js';
import type { Db, Tx } from '../db/database.js';
import { oneAtATime } from '../db/refresh-alone.js';
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
 * Weeks before the first row or after the last hold nothing and are neither counted nor kept, and
 * counting reads outside any transaction: writes wait for no count (decision 0246).
 */
export async function activityCounts(
  db: Db,
  user: Principal,
  filters: SalesFilters,
  period: Span,
  timeZone: string,
): Promise<ActivityCount[]> {
  const weeks = fullWeeksOf(period);
  const counted = weeks.length
    ? await oneAtATime(db, 'activity-weeks', async () => {
        const kept = await weeksWithRows(db, weeks, timeZone);
        if (!kept.length) return [];
        await refreshWeeks(db, kept, timeZone);
        return countedWeeks(db, user, filters, kept, timeZone);
      })
    : [];
  const live: ActivityCount[] = [];
  for (const span of edgesOf(period, weeks)) {
    const facts = await activityFacts(db, { user, filters }, instantsOf(span, timeZone));
    live.push(...countActivity(facts, weeksWithin(timeZone, span)));
  }
  return [...counted, ...live];
}

/** The Mondays whose whole week lies within the period: a count of weeks, not a walk. */
function fullWeeksOf(period: Span): string[] {
  const from = dayNumber(period.from);
  const weekday = from - dayNumber(weekStartOf(period.from));
  const firstMonday = weekday === 0 ? from : from + 7 - weekday;
  const count = Math.max(0, Math.floor((dayNumber(period.to) - firstMonday + 1) / 7));
  return Array.from({ length: count }, (_, week) => dateOfDayNumber(firstMonday + 7 * week));
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

/**
 * The weeks from the one holding the first note, order or check-in to the one holding the last:
 * outside them a week counts nothing, so a range reaching back to 1900 counts and keeps no week
 * (issue 44: one request for the 1800s left 10,433 empty weeks). Three index lookups each way.
 */
async function weeksWithRows(db: Db, weeks: string[], timeZone: string): Promise<string[]> {
  const ends = await Promise.all(
    [
      db
        .selectFrom('notes')
        .select((eb) => [eb.fn.min('createdAt').as('first'), eb.fn.max('createdAt').as('last')]),
      db
        .selectFrom('orders')
        .select((eb) => [eb.fn.min('createdAt').as('first'), eb.fn.max('createdAt').as('last')]),
      db
        .selectFrom('visits')
        .select((eb) => [eb.fn.min('startedAt').as('first'), eb.fn.max('startedAt').as('last')]),
    ].map((query) => query.executeTakeFirstOrThrow()),
  );
  const instants = ends.flatMap((end) => [end.first, end.last]).filter((at): at is string => Boolean(at));
  if (!instants.length) return [];
  const weekOf = (at: string) => weekStartOf(localDay(timeZone, Date.parse(at)));
  const first = weekOf(instants.reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b)));
  const last = weekOf(instants.reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b)));
  return weeks.filter((week) => week >= first && week <= last);
}

async function countedWeeks(
  db: Db,
  user: Principal,
  filters: SalesFilters,
  weeks: string[],
  timeZone: string,
): Promise<ActivityCount[]> {
  const repUsers = await repFilterUsers(db, filters);
  if (repUsers && !repUsers.length) return [];
  // Only weeks counted in this time zone: a forgotten week's rows wait there until it is counted again.
  let query = db
    .selectFrom('activityWeeks')
    .where(visibleActivity(user))
    .where('weekStart', '>=', weeks[0]!)
    .where('weekStart', '<=', weeks[weeks.length - 1]!)
    .where('weekStart', 'in', (eb) =>
      eb
        .selectFrom('activityWeeksDone')
        .select('activityWeeksDone.weekStart')
        .where('timeZone', '=', timeZone),
    )
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

type Mark = { hour: string; version: number };

/**
 * Counts the weeks not counted in this time zone or marked since, and forgets the other weeks the
 * marks name. The marks are read first, then each week is counted by reads alone and written in a
 * short transaction of its own (one week's rows); last, each mark read is deleted with the weeks
 * it names outside those counted, unless a write bumped its version meanwhile: that write may be
 * missing from a count, and its mark makes the next request count its week again. Callers run one
 * refresh at a time (`oneAtATime`), so no other refresh deletes a mark between the read and the end.
 */
async function refreshWeeks(db: Db, weeks: string[], timeZone: string): Promise<void> {
  const first = weeks[0]!;
  const last = weeks[weeks.length - 1]!;
  const [marks, done, otherZone] = await Promise.all([
    db.selectFrom('activityChanges').select(['hour', 'version']).execute(),
    db
      .selectFrom('activityWeeksDone')
      .select('weekStart')
      .where('weekStart', '>=', first)
      .where('weekStart', '<=', last)
      .where('timeZone', '=', timeZone)
      .execute(),
    db
      .selectFrom('activityWeeksDone')
      .select('weekStart')
      .where('timeZone', '!=', timeZone)
      .limit(1)
      .executeTakeFirst(),
  ]);
  const everything = Boolean(otherZone) || marks.some((mark) => mark.hour === '*');
  const stale = new Set(everything ? weeks : marks.flatMap((mark) => weeksOfHour(mark.hour, timeZone)));
  const counted = new Set(done.map((row) => row.weekStart));
  const due = weeks.filter((week) => stale.has(week) || !counted.has(week));
  for (const week of due) {
    const span = { from: week, to: addDays(week, 6) };
    const counts = countActivity(
      await activityFacts(db, null, instantsOf(span, timeZone)),
      weeksWithin(timeZone, span),
    );
    await writeWeek(db, week, timeZone, counts);
    // SQLite answers synchronously: let other requests (a note being posted) run between weeks.
    await setImmediate();
  }
  if (everything) await forgetAllBut(db, marks, { from: first, to: last }, timeZone);
  else await forgetMarked(db, marks, new Set(weeks), timeZone);
}

/** One week's counts in place of what was kept for it, in one short transaction. */
async function writeWeek(db: Db, week: string, timeZone: string, counts: ActivityCount[]): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('activityWeeks').where('weekStart', '=', week).execute();
    await tx.deleteFrom('activityWeeksDone').where('weekStart', '=', week).execute();
    for (const part of chunks(counts, 500)) await tx.insertInto('activityWeeks').values(part).execute();
    await tx.insertInto('activityWeeksDone').values({ weekStart: week, timeZone }).execute();
  });
}

const deleteMarks = (tx: Tx, marks: Mark[]) =>
  tx
    .deleteFrom('activityChanges')
    .where((eb) =>
      eb.or(marks.map((mark) => eb.and([eb('hour', '=', mark.hour), eb('version', '=', mark.version)]))),
    )
    .execute();

/** After '*' or a new time zone: every week but those just counted is forgotten (a row each). */
async function forgetAllBut(db: Db, marks: Mark[], kept: Span, timeZone: string): Promise<void> {
  // '*' goes first: it is deleted in the transaction that forgets the weeks.
  const [all, ...rest] = chunks(
    [...marks].sort((a, b) => Number(b.hour === '*') - Number(a.hour === '*')),
    200,
  );
  await db.transaction().execute(async (tx) => {
    await tx
      .deleteFrom('activityWeeksDone')
      .where((eb) =>
        eb.or([
          eb('timeZone', '!=', timeZone),
          eb('weekStart', '<', kept.from),
          eb('weekStart', '>', kept.to),
        ]),
      )
      .execute();
    if (all) await deleteMarks(tx, all);
  });
  for (const part of rest) await db.transaction().execute((tx) => deleteMarks(tx, part));
}

/** Each mark read, with the weeks it names that were not just counted, 200 marks a transaction. */
async function forgetMarked(db: Db, marks: Mark[], counted: Set<string>, timeZone: string): Promise<void> {
  for (const part of chunks(marks, 200)) {
    const weeks = [...new Set(part.flatMap((mark) => weeksOfHour(mark.hour, timeZone)))].filter(
      (week) => !counted.has(week),
    );
    await db.transaction().execute(async (tx) => {
      for (const some of chunks(weeks, 500))
        await tx.deleteFrom('activityWeeksDone').where('weekStart', 'in', some).execute();
      await deleteMarks(tx, part);
    });
  }
}
