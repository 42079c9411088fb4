import { sql } from 'kysely';
import { canAttachTo, type Action, type Principal } from '../../domain/access/policy.js';
import type { OwnerType } from '../../domain/attachments/rules.js';
import type { Db, Tx } from '../db/database.js';
import { forbidden, notFound } from '../http/errors.js';

/** What the attachment rules need to know about an owner the user may see. */
export interface OwnerInfo {
  /** The customer states the owner belongs to (scope of its live events); empty when none. */
  scopeStates: string[];
  /** Who wrote it: the author, and for an order also whoever entered it for them. */
  authorIds: string[];
}

interface AttachmentOwner {
  /** The owner when it exists and the user may see it (the owner's own scope rules), else null. */
  load(db: Db | Tx, user: Principal, ownerId: string): Promise<OwnerInfo | null>;
  /** Who may add files to it (asked with each of its authors), and the words of a refusal. */
  attach: { action: Action; refusal: string };
  /** Takes only images a browser shows (an item's photo, the portal's logo); other files answer 415. */
  imagesOnly?: boolean;
  /** Columns on the owner's row kept in step with its attachments, in the same transaction. */
  counters?: { table: string; count: string; lastAt?: string };
  /**
   * Files of the owner no one may delete, each with the reason (an order's signed estimate PDF),
   * among the given attachment ids.
   */
  kept?: (db: Db | Tx, attachmentIds: string[]) => Promise<Map<string, string>>;
}

const owners = new Map<OwnerType, AttachmentOwner>();

/**
 * Notes, orders and comments plug in here from their own folders (this module knows none of them);
 * files of an unregistered owner type are refused.
 */
export function registerAttachmentOwner(ownerType: OwnerType, owner: AttachmentOwner): void {
  owners.set(ownerType, owner);
}

const ownerNotFound = (ownerType: string, ownerId: string) =>
  notFound(`A ${ownerType} with the ID ${ownerId} does not exist`);

/** The owner's rules and its visible row, or 404 with the same text whether missing or out of scope. */
export async function loadVisibleOwner(db: Db | Tx, user: Principal, ownerType: OwnerType, ownerId: string) {
  const owner = owners.get(ownerType);
  const info = owner ? await owner.load(db, user, ownerId) : null;
  if (!owner || !info) throw ownerNotFound(ownerType, ownerId);
  return { owner, info };
}

/** Whether the user may add files to the owner: its attach action, asked with each of its authors. */
export function mayAttach(user: Principal, owner: AttachmentOwner, info: OwnerInfo): boolean {
  return canAttachTo(user, owner.attach.action, info.authorIds);
}

/** The visible owner the user may add files to; 404 when out of sight, 403 with its words when not theirs. */
export async function loadAttachableOwner(
  db: Db | Tx,
  user: Principal,
  ownerType: OwnerType,
  ownerId: string,
) {
  const loaded = await loadVisibleOwner(db, user, ownerType, ownerId);
  if (!mayAttach(user, loaded.owner, loaded.info)) throw forbidden(loaded.owner.attach.refusal);
  return loaded;
}

/** Scope states of a row with a customer's bill-to and ship-to states, for owners to report. */
export const scopeStatesOf = (row: { customerState: string | null; customerShipState: string | null }) => [
  ...new Set([row.customerState, row.customerShipState].filter((s): s is string => Boolean(s))),
];

export function ownerOf(ownerType: OwnerType): AttachmentOwner | undefined {
  return owners.get(ownerType);
}

/** Which of an owner's files are kept on purpose, and why (none for an owner that keeps none). */
export async function keptFiles(
  db: Db | Tx,
  ownerType: OwnerType,
  attachmentIds: string[],
): Promise<Map<string, string>> {
  const kept = owners.get(ownerType)?.kept;
  return kept && attachmentIds.length ? kept(db, attachmentIds) : new Map();
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
