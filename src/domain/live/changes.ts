import { z } from 'zod';
import { can, isStateVisible, type Action, type Principal } from '../access/policy.js';
import { importEntities, type ImportEntity } from '../mirror/batch.js';

type ImportedEntity = Exclude<ImportEntity, 'deleted'>;

/** Every kind of live change the server sends; the web listens by these names only. */
const liveChangeKinds = [
  'note.changed',
  'order.changed',
  'comments.changed',
  'attachments.changed',
  'notifications.changed',
  'customer.contacts',
  'customer.descriptions',
  'customer.licenses',
  /** A customer's opening hours (issue 47), scoped by the customer's states. */
  'customer.hours',
  /** A customer's place set by hand on the map (a pin moved), scoped by the customer's states. */
  'customer.place',
  /** A prospect's note, status or QuickBooks push (issue 47), scoped by its state. */
  'prospect.changed',
  'event.changed',
  'appointment.changed',
  'visit.changed',
  'users.changed',
  'settings.changed',
  /** The company's permits, an added rule row or a tax profile (Admin → Compliance). */
  'compliance.changed',
  'import.completed',
  /** A shop's buyer was revoked: told to no user, only to that buyer's own stream (decision 0343). */
  'buyer.revoked',
  ...importEntities
    .filter((entity): entity is ImportedEntity => entity !== 'deleted')
    .map((entity) => `${entity}.changed` as const),
] as const;

export type LiveChangeKind = (typeof liveChangeKinds)[number];

/** What a browser receives: what changed, never the data itself (it refetches through the scoped API). */
export const liveChangeSchema = z.object({
  kind: z.enum(liveChangeKinds),
  id: z.string().nullable(),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;

/**
 * A change as the server publishes it. The audience fields decide who is told and never leave the
 * server; each one present narrows the audience further.
 */
export interface ChangeEvent {
  kind: LiveChangeKind;
  id?: string;
  /**
   * Present for customer-owned rows: every state through which the row is visible (bill-to and
   * ship-to). Told to users who see any of them; an empty list reaches only users who see every state.
   */
  scopeStates?: readonly (string | null)[];
  /** Only these users are told (notifications). */
  userIds?: readonly string[];
  /** Only users allowed this action are told (the screens that list what changed need it). */
  requires?: Action;
}

/** Whether a user is told of a change: the same state rule the scoped reads apply. */
export function isChangeVisibleTo(user: Principal, event: ChangeEvent): boolean {
  if (event.userIds && !event.userIds.includes(user.id)) return false;
  if (event.requires && !can(user, event.requires)) return false;
  if (!event.scopeStates) return true;
  if (event.scopeStates.length === 0) return isStateVisible(user, null);
  return event.scopeStates.some((state) => isStateVisible(user, state));
}

/** The states of a customer-owned row (bill-to and ship-to), without blanks or repeats. */
export function customerStatesOf(...states: (string | null | undefined)[]): string[] {
  return [...new Set(states.filter((state): state is string => Boolean(state)))];
}

/** The part of a change a browser may see. */
export const toLiveChange = (event: ChangeEvent): LiveChange => ({ kind: event.kind, id: event.id ?? null });
