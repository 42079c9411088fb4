import { isStateVisible, type Principal } from '../../domain/access/policy.js';
import { visitNoteTag } from '../../domain/visits/cadence.js';
import type { WeekRow } from '../../domain/visits/contract.js';
import { visibleCustomers, visibleNotes } from '../access/visibility.js';
import type { Db } from '../db/database.js';
import { getSetting } from '../settings/queries.js';
import { dayBounds } from './route-plans.js';
import { gradedCustomersOf, standingOf } from './standing.js';

/**
 * Every rep's week for the office: visits (check-ins, and notes tagged Visit written without one),
 * distinct customers visited, and the customers of the rep's states due now. Only what the viewer
 * may see counts.
 */
export async function weekRows(
  db: Db,
  viewer: Principal,
  week: string,
  now = new Date(),
): Promise<WeekRow[]> {
  const { from, to } = await dayBounds(db, week, 7);
  const [users, checkIns, taggedNotes, customers, cadence] = await Promise.all([
    db.selectFrom('users').select(['id', 'name', 'role', 'states', 'active']).execute(),
    db
      .selectFrom('visits')
      .innerJoin('customers', 'customers.listId', 'visits.customerListId')
      .where(visibleCustomers(viewer))
      .where('visits.startedAt', '>=', from)
      .where('visits.startedAt', '<', to)
      .select(['visits.userId', 'visits.customerListId', 'visits.noteId'])
      .execute(),
    db
      .selectFrom('notes')
      .innerJoin('noteTags', 'noteTags.noteId', 'notes.id')
      .where('noteTags.tag', '=', visitNoteTag)
      .where('notes.noteClass', '=', 'standard')
      .where(visibleNotes(viewer))
      .where('notes.createdAt', '>=', from)
      .where('notes.createdAt', '<', to)
      .select(['notes.id', 'notes.authorId', 'notes.customerListId'])
      .execute(),
    gradedCustomersOf(db, viewer, now),
    getSetting(db, 'visitCadence'),
  ]);
  const tiedNotes = new Set(checkIns.map((v) => v.noteId));
  const visitsOf = new Map<string, { customerListId: string | null }[]>();
  const add = (userId: string | null, customerListId: string | null) => {
    if (!userId) return;
    visitsOf.set(userId, [...(visitsOf.get(userId) ?? []), { customerListId }]);
  };
  for (const visit of checkIns) add(visit.userId, visit.customerListId);
  for (const note of taggedNotes) if (!tiedNotes.has(note.id)) add(note.authorId, note.customerListId);
  const dueCustomers = customers.filter((row) => standingOf(row, row.grade, cadence, now).status !== 'fine');
  return users
    .filter((user) => (user.role === 'rep' && user.active) || visitsOf.has(user.id))
    .map((user) => {
      const visits = visitsOf.get(user.id) ?? [];
      const scope = { role: user.role, states: user.states };
      return {
        userId: user.id,
        name: user.name,
        visits: visits.length,
        customers: new Set(visits.map((v) => v.customerListId)).size,
        due: dueCustomers.filter((c) => isStateVisible(scope, c.state) || isStateVisible(scope, c.shipState))
          .length,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
