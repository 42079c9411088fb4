export const roles = ['admin', 'office', 'rep'] as const;
export type Role = (typeof roles)[number];

/** The signed-in user as every rule sees it. */
export interface Principal {
  id: string;
  role: Role;
  email: string;
  displayName: string;
  /** restrictions.states: when non-empty, customer-owned data is limited to these states. */
  states: string[];
  repCode: string | null;
  canChangeOrderStatus: boolean;
  reportUrl: string | null;
}

/** Anything with an author: notes, comments, orders, descriptions, appointments. */
interface Authored {
  authorId: string | null;
  /**
   * An order's placer (`orders/placed-by.ts`, a string here: importing it would loop the domain's
   * folders): a shop's order is authored by its buyer, who is no user (decision 0335).
   */
  placedBy?: string;
}

type Rule = (user: Principal, resource?: Authored) => boolean;

const isAuthor: Rule = (user, resource) => resource !== undefined && resource.authorId === user.id;
const isAdmin: Rule = (user) => user.role === 'admin';
const isStaff: Rule = (user) => user.role === 'admin' || user.role === 'office';
const isRep: Rule = (user) => user.role === 'rep';
/** Those who stand at the shops: reps, and admins who may do anything a rep does. */
const isAdminOrRep: Rule = (user) => user.role === 'admin' || user.role === 'rep';
const anyone: Rule = () => true;
const isAuthorOrAdmin: Rule = (user, resource) => isAuthor(user, resource) || isAdmin(user);
/**
 * A shop's order: its author is the buyer, so it is changed by those who review it, anyone of the
 * company who sees it (the order's state scope decides who does: the account's rep, office, admin).
 */
const isShopOrder: Rule = (_user, resource) => resource?.placedBy === 'shop';

/** Every action a route may ask about, and who may do it. The web receives the resource-free ones as abilities. */
const rules = {
  'users.manage': isAdmin,
  'settings.manage': isAdmin,
  'tokens.manage': isAdmin,
  'events.manage': isStaff,
  'reports.view': (user) => Boolean(user.reportUrl),
  'orders.changeStatus': (user) => user.canChangeOrderStatus,
  /** Send an order QuickBooks Online refused again, after the fix (decision 0239). */
  'orders.retryPush': isStaff,
  'orders.create': anyone,
  /** Let one order the compliance gate holds go through, with a written reason (decision 0299). */
  'orders.overrideGate': isAdmin,
  'notes.create': anyone,
  /** Every rep's visits, day and week (issue 27, part 7); a rep sees only their own. */
  'visits.viewTeam': isStaff,
  /** Drag a customer's pin on the map (a rep: only customers they see); the office does not. */
  'map.movePins': isAdminOrRep,
  /** Keep the working set on the device for reading offline (decisions 0075, 0100): reps in the field. */
  'offline.keepCopy': isRep,
  /** The digest's "Your week" sales block: a rep's own territory; office and admin get their tasks only. */
  'digest.yourWeek': isRep,
  /** The API documentation in production (a map of every route). */
  'docs.view': isAdmin,
  /** History and Trash beyond the user's states, and every Trash row rather than their own. */
  'history.viewAll': isAdmin,
  /** The company's permits, its added rule rows and the items' tax attributes (issue 46, decision 0295). */
  'compliance.manage': isAdmin,
  'note.delete': isAuthor,
  'note.editDamagedItems': isAuthor,
  'comment.delete': isAuthor,
  'order.delete': isAuthor,
  'description.edit': isAuthor,
  'appointment.delete': isAuthor,
  /** Files on a note or an order: its author (for an order also whoever entered it) or an admin. */
  'note.attach': isAuthorOrAdmin,
  'order.attach': isAuthorOrAdmin,
  /**
   * Change a placed order, as sending its estimate for signature: its author (or whoever entered
   * it) or an admin; a shop's order, whoever may review it (decision 0355).
   */
  'order.edit': (user, resource) => isAuthorOrAdmin(user, resource) || isShopOrder(user, resource),
  /** Files under a comment belong to what its author said: only the comment's author adds them. */
  'comment.attach': isAuthor,
  /** Asked with the file's uploader, then with the authors of what it is attached to. */
  'attachment.delete': isAuthor,
  /** Asked with the row's author, then with whoever deleted it (they were allowed to). */
  'trash.restore': isAuthorOrAdmin,
} satisfies Record<string, Rule>;

export type Action = keyof typeof rules;

export function can(user: Principal, action: Action, resource?: Authored): boolean {
  return rules[action](user, resource);
}

/** The rules that need no resource, evaluated for one user: what the web uses to show or hide things. */
export type Abilities = Record<
  Exclude<Action, `${string}.${'delete' | 'edit' | 'editDamagedItems' | 'attach' | 'restore'}`>,
  boolean
>;

export function abilitiesOf(user: Principal): Abilities {
  return {
    'users.manage': can(user, 'users.manage'),
    'settings.manage': can(user, 'settings.manage'),
    'tokens.manage': can(user, 'tokens.manage'),
    'events.manage': can(user, 'events.manage'),
    'reports.view': can(user, 'reports.view'),
    'orders.changeStatus': can(user, 'orders.changeStatus'),
    'orders.retryPush': can(user, 'orders.retryPush'),
    'orders.create': can(user, 'orders.create'),
    'orders.overrideGate': can(user, 'orders.overrideGate'),
    'notes.create': can(user, 'notes.create'),
    'visits.viewTeam': can(user, 'visits.viewTeam'),
    'map.movePins': can(user, 'map.movePins'),
    'offline.keepCopy': can(user, 'offline.keepCopy'),
    'digest.yourWeek': can(user, 'digest.yourWeek'),
    'docs.view': can(user, 'docs.view'),
    'history.viewAll': can(user, 'history.viewAll'),
    'compliance.manage': can(user, 'compliance.manage'),
  };
}

type StateScope = { kind: 'all' } | { kind: 'states'; states: string[] } | { kind: 'none' };

/**
 * Which customer states a user may see. A user with states sees only those. A rep without any is
 * a misconfiguration and sees nothing (fail closed); admin and office without states see everything.
 */
export function stateScopeOf(user: Pick<Principal, 'role' | 'states'>): StateScope {
  if (user.states.length > 0) return { kind: 'states', states: [...user.states] };
  return user.role === 'rep' ? { kind: 'none' } : { kind: 'all' };
}

export function isStateVisible(
  user: Pick<Principal, 'role' | 'states'>,
  state: string | null | undefined,
): boolean {
  const scope = stateScopeOf(user);
  if (scope.kind === 'all') return true;
  if (scope.kind === 'none' || !state) return false;
  return scope.states.includes(state.toUpperCase());
}

/**
 * Who may delete an order: its author, or whoever entered it for them (the original author).
 * The server refuses with it and the order's page shows or hides Delete with it.
 */
export function canDeleteOrder(
  user: Principal,
  order: { authorId: string | null; originalAuthorId: string | null },
): boolean {
  return (
    can(user, 'order.delete', { authorId: order.authorId }) ||
    can(user, 'order.delete', { authorId: order.originalAuthorId })
  );
}

/**
 * Who may change a placed order (send its estimate for signature, decision 0340): its author,
 * whoever entered it for them, or an admin; a shop's order, anyone who sees it, as they may
 * approve or change it in review (decision 0355). The order's signature answer carries it for the page.
 */
export function canEditOrder(
  user: Principal,
  order: { authorId: string | null; originalAuthorId: string | null; placedBy?: string },
): boolean {
  const { placedBy } = order;
  return (
    can(user, 'order.edit', { authorId: order.authorId, placedBy }) ||
    can(user, 'order.edit', { authorId: order.originalAuthorId, placedBy })
  );
}

/** Who may delete a file: whoever uploaded it or an author of what it is attached to. */
export function canDeleteAttachment(
  user: Principal,
  file: { uploadedById: string | null },
  ownerAuthorIds: readonly (string | null)[],
): boolean {
  return [file.uploadedById, ...ownerAuthorIds].some((authorId) =>
    can(user, 'attachment.delete', { authorId }),
  );
}

/**
 * Who may add files to something: asked with each of its authors (anything without an author is
 * asked once, with none), under the owner's own attach action.
 */
export function canAttachTo(user: Principal, action: Action, authorIds: readonly string[]): boolean {
  const authors = authorIds.length ? authorIds : [null];
  return authors.some((authorId) => can(user, action, { authorId }));
}
