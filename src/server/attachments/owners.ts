import { sql } from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import type { OwnerType } from '../../domain/attachments/rules.js';
import type { Db, Tx } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { visibleNotes } from '../notes/queries.js';
import { visibleOrders } from '../orders/queries.js';

/** What the attachment rules need to know about an owner the user may see. */
export interface OwnerInfo {
  /** The customer states the owner belongs to (scope of its live events); empty when none. */
  scopeStates: string[];
  authorId: string | null;
}

export interface AttachmentOwner {
  /** The owner when it exists and the user may see it (the owner's own scope rules), else null. */
  load(db: Db | Tx, user: Principal, ownerId: string): Promise<OwnerInfo | null>;
  /** Columns on the owner's row kept in step with its attachments, in the same transaction. */
  counters?: { table: string; count: string; lastAt?: string };
}

const owners = new Map<OwnerType, AttachmentOwner>();

/** Notes, orders and comments plug in here; files of an unregistered owner type are refused. */
export function registerAttachmentOwner(ownerType: OwnerType, owner: AttachmentOwner): void {
  owners.set(ownerType, owner);
}

export const ownerNotFound = (ownerType: string, ownerId: string) =>
  notFound(`A ${ownerType} with the ID ${ownerId} does not exist`);

/** The owner's rules and its visible row, or 404 with the same text whether missing or out of scope. */
export async function loadVisibleOwner(db: Db | Tx, user: Principal, ownerType: OwnerType, ownerId: string) {
  const owner = owners.get(ownerType);
  const info = owner ? await owner.load(db, user, ownerId) : null;
  if (!owner || !info) throw ownerNotFound(ownerType, ownerId);
  return { owner, info };
}

export function ownerOf(ownerType: OwnerType): AttachmentOwner | undefined {
  return owners.get(ownerType);
}

/** Adds `delta` attachments to the owner's counter (never below 0) and refreshes its last-attachment time. */
export async function bumpCounters(
  tx: Tx,
  ownerType: OwnerType,
  ownerId: string,
  delta: number,
): Promise<void> {
  const counters = owners.get(ownerType)?.counters;
  if (!counters) return;
  const count = sql.ref(counters.count);
  const lastAt = counters.lastAt
    ? sql`, ${sql.ref(counters.lastAt)} = (select max(a."createdAt") from attachments a
          where a."ownerType" = ${ownerType} and a."ownerId" = ${ownerId})`
    : sql``;
  await sql`update ${sql.table(counters.table)}
    set ${count} = case when ${count} + ${delta} > 0 then ${count} + ${delta} else 0 end${lastAt}
    where id = ${ownerId}`.execute(tx);
}

const statesOf = (row: { customerState: string | null; customerShipState: string | null }) => [
  ...new Set([row.customerState, row.customerShipState].filter((s): s is string => Boolean(s))),
];

registerAttachmentOwner('note', {
  async load(db, user, ownerId) {
    const note = await db
      .selectFrom('notes')
      .select(['customerState', 'customerShipState', 'authorId'])
      .where('notes.id', '=', ownerId)
      .where(visibleNotes(user))
      .executeTakeFirst();
    return note ? { scopeStates: statesOf(note), authorId: note.authorId } : null;
  },
  counters: { table: 'notes', count: 'attachmentCount', lastAt: 'lastAttachmentAt' },
});

registerAttachmentOwner('order', {
  async load(db, user, ownerId) {
    const order = await db
      .selectFrom('orders')
      .select(['customerState', 'customerShipState', 'authorId'])
      .where('orders.id', '=', ownerId)
      .where(visibleOrders(user))
      .executeTakeFirst();
    return order ? { scopeStates: statesOf(order), authorId: order.authorId } : null;
  },
  counters: { table: 'orders', count: 'attachmentCount', lastAt: 'lastAttachmentAt' },
});
