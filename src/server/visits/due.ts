import type { Principal } from '../../domain/access/policy.js';
import { compareDue } from '../../domain/visits/cadence.js';
import { dueLimit, type DueCustomer } from '../../domain/visits/contract.js';
import type { Db } from '../db/database.js';
import { decodeKeyCursor, encodeKeyCursor } from '../shared/paging.js';
import { getSetting } from '../settings/queries.js';
import { gradedCustomersOf, standingOf } from './standing.js';

/** The Due order, made total by the customer's id so a page starts exactly after the last one. */
const dueOrder = (a: DueKey, b: DueKey) =>
  compareDue(a, b) || (a.customerId < b.customerId ? -1 : a.customerId > b.customerId ? 1 : 0);

type DueKey = Pick<DueCustomer, 'daysOver' | 'name' | 'customerId'>;

/** A Due cursor is the last row's key: days over ('' when never visited), name and id. */
const cursorOf = (row: DueKey) =>
  encodeKeyCursor([row.daysOver === null ? '' : String(row.daysOver), row.name, row.customerId]);

function keyOf(cursor: string): DueKey {
  const [daysOver, name, customerId] = decodeKeyCursor(cursor, 3) as [string, string, string];
  return { daysOver: daysOver === '' ? null : Number(daysOver), name, customerId };
}

/**
 * The customers due a visit, never visited first and then most days over, `dueLimit` a page: the
 * page after `cursor` (the first without it), how many are due in all, and the next page's cursor.
 * The order comes from each customer's standing, worked out here, so the rows after the cursor are
 * picked in TypeScript; the keyset still holds when customers join or leave the list between pages.
 */
export async function dueCustomers(
  db: Db,
  user: Principal,
  cursor?: string,
  now = new Date(),
): Promise<{ customers: DueCustomer[]; total: number; nextCursor: string | null }> {
  const after = cursor === undefined ? null : keyOf(cursor);
  const [rows, cadence] = await Promise.all([
    gradedCustomersOf(db, user, now),
    getSetting(db, 'visitCadence'),
  ]);
  const due = rows.flatMap((row) => {
    const standing = standingOf(row, row.grade, cadence, now);
    if (standing.status === 'fine') return [];
    return [
      {
        customerId: row.customerId,
        name: row.name,
        city: row.city,
        state: row.shipState ?? row.state,
        grade: row.grade,
        latitude: row.latitude,
        longitude: row.longitude,
        lastVisitAt: row.lastVisitAt,
        ...standing,
      },
    ];
  });
  due.sort(dueOrder);
  const rest = after ? due.filter((row) => dueOrder(row, after) > 0) : due;
  const customers = rest.slice(0, dueLimit);
  const last = customers.at(-1);
  return {
    customers,
    total: due.length,
    nextCursor: rest.length > dueLimit && last ? cursorOf(last) : null,
  };
}
