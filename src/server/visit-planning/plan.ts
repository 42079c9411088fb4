import type { Principal } from '../../domain/access/policy.js';
import { localDay } from '../../domain/tasks/digest-time.js';
import { planWeekSteps, type WeekPlanRequest } from '../../domain/visit-planning/week-plan.js';
import type { Db } from '../db/database.js';
import { badRequest, notFound } from '../http/errors.js';
import { companyToday } from '../insights/figures.js';
import { inSlices } from '../shared/slices.js';
import { findPrincipal } from '../users/queries.js';
import { prioritiesOf } from './priorities.js';
import { keptDays, targetOf } from './working-days.js';

/** The rep's appointments in the events grid on the days asked (by their rep code). */
async function appointmentsOf(db: Db, rep: Principal, dates: readonly string[]) {
  if (!rep.repCode) return [];
  const rows = await db
    .selectFrom('appointments')
    .select(['id', 'startDate', 'startTime', 'accountName'])
    .where('participant', '=', rep.repCode)
    .where('startDate', 'in', [...dates])
    .orderBy('startDate')
    .orderBy('startTime')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    date: row.startDate,
    at: row.startTime,
    accountName: row.accountName,
  }));
}

/**
 * The customers the rep checked in at on the company's day `today` (decision 0349): the rest of today
 * leaves them out, whether or not the page knew of the check-in. The last 36 hours cover any zone's day.
 */
async function visitedOn(db: Db, rep: Principal, today: string, now: Date): Promise<string[]> {
  const [rows, { timeZone }] = await Promise.all([
    db
      .selectFrom('visits')
      .select(['customerListId', 'startedAt'])
      .where('userId', '=', rep.id)
      .where('startedAt', '>=', new Date(now.getTime() - 36 * 3_600_000).toISOString())
      .execute(),
    companyToday(db, now.getTime()),
  ]);
  return rows
    .filter((row) => localDay(timeZone, Date.parse(row.startedAt)) === today)
    .map((row) => row.customerListId);
}

/**
 * Plans a rep's days (issue 47 item 3): the user's own, or, for admin and office, a chosen rep's,
 * from the customers that rep may see (the one visibility). Reads only: a refused request changes
 * nothing, and neither does a plan (the page keeps it).
 */
export async function planWeekOf(
  db: Db,
  user: Principal,
  userId: string | undefined,
  request: WeekPlanRequest,
  now = new Date(),
) {
  const target = await targetOf(db, user, userId, false);
  const rep = target === user.id ? user : await findPrincipal(db, target);
  if (!rep) throw notFound(`No active user has the ID ${target}`);
  const [{ day, candidates, travel }, workingDays, appointments] = await Promise.all([
    prioritiesOf(db, rep, now),
    keptDays(db, rep.id),
    appointmentsOf(db, rep, request.dates),
  ]);
  const fromNow = request.fromNow && {
    ...request.fromNow,
    visited: [...new Set([...request.fromNow.visited, ...(await visitedOn(db, rep, day, now))])],
  };
  const answer = await inSlices(
    planWeekSteps({ today: day, candidates, workingDays, appointments, travel }, { ...request, fromNow }),
  );
  if (!answer.ok) throw badRequest(answer.message);
  return answer.plan;
}
