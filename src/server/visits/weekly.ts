import { isStateVisible, type Principal } from '../../domain/access/policy.js';
import type { WeekRow } from '../../domain/visits/contract.js';
import { countedVisits, visitTally } from '../../domain/visits/counted.js';
import { visibleCustomers, visibleNotes } from '../access/visibility.js';
import type { Db } from '../db/database.js';
import { getSetting } from '../settings/queries.js';
import { isVisitNote } from './counted.js';
import { dayBounds } from './route-plans.js';
import { gradedCustomersOf, standingOf } from './standing.js';

/**
 * Every rep's week for the office: visits as domain/visits/counted.ts counts them (check-ins, and
 * notes tagged Visit no check-in is tied to), distinct customers visited, and the customers of the
 * rep's states due now. Only what the viewer may see counts.
 */
export async function weekRows(
  db: Db,
  viewer: Principal,
  week: string,
  now = new Date(),
): Promise<WeekRow[]> {
  const { from, to } = await dayBounds(db, week, 7);
  const [users, checkIns, visitNotes, customers, cadence] = await Promise.all([
    db.selectFrom('users').select(['id', 'name', 'role', 'states', 'active']).execute(),
    db
      .selectFrom('visits')
      .innerJoin('customers', 'customers.listId', 'visits.customerListId')
      .where(visibleCustomers(viewer))
      .where('visits.startedAt', '>=', from)
      .where('visits.startedAt', '<', to)
      .select(['visits.userId', 'visits.customerListId', 'visits.startedAt'])
      .execute(),
    db
      .selectFrom('notes')
      .where(isVisitNote)
      .where(visibleNotes(viewer))
      .where('notes.createdAt', '>=', from)
      .where('notes.createdAt', '<', to)
      .select(['notes.authorId', 'notes.customerListId', 'notes.createdAt'])
      .execute(),
    gradedCustomersOf(db, viewer, now),
    getSetting(db, 'visitCadence'),
  ]);
  const tally = visitTally(countedVisits(checkIns, visitNotes));
  const dueCustomers = customers.filter((row) => standingOf(row, row.grade, cadence, now).status !== 'fine');
  return users
    .filter((user) => (user.role === 'rep' && user.active) || tally.has(user.id))
    .map((user) => {
      const scope = { role: user.role, states: user.states };
      return {
        userId: user.id,
        name: user.name,
        visits: tally.get(user.id)?.visits ?? 0,
        customers: tally.get(user.id)?.customers ?? 0,
        due: dueCustomers.filter((c) => isStateVisible(scope, c.state) || isStateVisible(scope, c.shipState))
          .length,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
