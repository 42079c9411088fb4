import { can, type Principal } from '../../domain/access/policy.js';
import type {
  ContactValues,
  CustomerContact,
  CustomerDescription,
} from '../../domain/customer-records/schemas.js';
import { customerStatesOf } from '../../domain/live/changes.js';
import type { Db, Tx } from '../db/database.js';
import type { EventBus } from '../live/bus.js';
import { forbidden, notFound } from '../http/errors.js';
import { presentContact, visibleCustomerOrThrow } from './queries.js';
import { customerScope, recordChange, type Change } from '../history-writes/record.js';
import { putInTrash } from '../history-writes/trash.js';

/** One history entry about a customer's contact or description, in the write's transaction. */
function recordRecord(
  tx: Tx,
  user: Principal,
  customer: Parameters<typeof customerScope>[0] & { companyName?: string | null; fullName?: string | null },
  change: Pick<Change, 'entityType' | 'entityId' | 'action' | 'before' | 'after'>,
) {
  const label = customer.companyName ?? customer.fullName ?? customer.listId;
  const actor = { id: user.id, displayName: user.displayName };
  return recordChange(tx, { ...change, actor, label, scope: customerScope(customer) });
}

interface Deps {
  db: Db;
  bus: EventBus;
}

const contactsChanged = 'customer.contacts';
const descriptionsChanged = 'customer.descriptions';

const contactMissing = () => notFound('This contact does not exist.');
const descriptionMissing = () => notFound('This description does not exist.');

function contactColumns(input: ContactValues) {
  const { birthday, ...rest } = input;
  return {
    ...rest,
    birthMonth: birthday?.month ?? null,
    birthDay: birthday?.day ?? null,
    birthYear: birthday?.year ?? null,
  };
}

/** Told to users who see the customer by its bill-to or its ship-to state. */
async function publish(
  bus: EventBus,
  kind: typeof contactsChanged | typeof descriptionsChanged,
  customer: { listId: string; state: string | null; shipState: string | null },
) {
  // No state at all: only users who see every state are told.
  const scopeStates = customerStatesOf(customer.state, customer.shipState);
  await bus.publish({ kind, id: customer.listId, scopeStates });
}

type VisibleCustomer = Awaited<ReturnType<typeof visibleCustomerOrThrow>>;

/**
 * Every change to a customer's contacts or descriptions: in one transaction with the customer
 * checked visible to the user (404 otherwise), then told to those who see the customer.
 */
async function changeRecords<T>(
  { db, bus }: Deps,
  user: Principal,
  listId: string,
  kind: typeof contactsChanged | typeof descriptionsChanged,
  write: (tx: Tx, customer: VisibleCustomer) => Promise<T>,
): Promise<T> {
  const { result, customer } = await db.transaction().execute(async (tx) => {
    const customer = await visibleCustomerOrThrow(tx, user, listId);
    return { result: await write(tx, customer), customer };
  });
  await publish(bus, kind, customer);
  return result;
}

/** The columns a new contact or description starts with: its id, its customer, its author and times. */
function newRecord(user: Principal, customer: VisibleCustomer) {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    customerListId: customer.listId,
    authorId: user.id,
    authorName: user.displayName,
    createdAt: now,
    updatedAt: now,
  };
}

export function createContact(
  deps: Deps,
  user: Principal,
  listId: string,
  input: ContactValues,
): Promise<CustomerContact> {
  return changeRecords(deps, user, listId, contactsChanged, async (tx, customer) => {
    const row = await tx
      .insertInto('customerContacts')
      .values({ ...newRecord(user, customer), ...contactColumns(input) })
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = contactColumns(input);
    await recordRecord(tx, user, customer, {
      entityType: 'contact',
      entityId: row.id,
      action: 'create',
      after,
    });
    return presentContact(row);
  });
}

export function updateContact(
  deps: Deps,
  user: Principal,
  listId: string,
  id: string,
  input: ContactValues,
): Promise<CustomerContact> {
  return changeRecords(deps, user, listId, contactsChanged, async (tx, customer) => {
    const before = await tx
      .selectFrom('customerContacts')
      .selectAll()
      .where('id', '=', id)
      .where('customerListId', '=', customer.listId)
      .executeTakeFirst();
    const row = await tx
      .updateTable('customerContacts')
      .set({
        ...contactColumns(input),
        authorId: user.id,
        authorName: user.displayName,
        updatedAt: new Date().toISOString(),
      })
      .where('id', '=', id)
      .where('customerListId', '=', customer.listId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw contactMissing();
    const after = contactColumns(input);
    const was =
      before &&
      Object.fromEntries(Object.keys(after).map((key) => [key, before[key as keyof typeof before]]));
    await recordRecord(tx, user, customer, {
      entityType: 'contact',
      entityId: id,
      action: 'update',
      before: was,
      after,
    });
    return presentContact(row);
  });
}

export function deleteContact(deps: Deps, user: Principal, listId: string, id: string): Promise<void> {
  return changeRecords(deps, user, listId, contactsChanged, async (tx, customer) => {
    const row = await tx
      .selectFrom('customerContacts')
      .selectAll()
      .where('id', '=', id)
      .where('customerListId', '=', customer.listId)
      .executeTakeFirst();
    if (row) {
      const {
        id: _id,
        customerListId: _list,
        createdAt: _c,
        updatedAt: _u,
        authorId: _a,
        authorName: _n,
        ...fields
      } = row;
      await putInTrash(tx, {
        actor: { id: user.id, displayName: user.displayName },
        entityType: 'contact',
        entityId: id,
        label: [row.firstName, row.lastName].filter(Boolean).join(' ') || customer.fullName,
        authorId: row.authorId,
        scope: customerScope(customer),
        snapshot: { contact: row },
        before: fields,
      });
    }
    const result = await tx
      .deleteFrom('customerContacts')
      .where('id', '=', id)
      .where('customerListId', '=', customer.listId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw contactMissing();
  });
}

export function createDescription(
  deps: Deps,
  user: Principal,
  listId: string,
  text: string,
): Promise<CustomerDescription> {
  return changeRecords(deps, user, listId, descriptionsChanged, async (tx, customer) => {
    const description = await tx
      .insertInto('customerDescriptions')
      .values({ ...newRecord(user, customer), text })
      .returningAll()
      .executeTakeFirstOrThrow();
    const change = { entityType: 'description', entityId: description.id, action: 'create' } as const;
    await recordRecord(tx, user, customer, { ...change, after: { text } });
    return description;
  });
}

/**
 * The description when the user wrote it: only its author may edit or delete it (admins included, as
 * in the original).
 */
async function ownDescriptionOrThrow(tx: Tx, user: Principal, listId: string, id: string) {
  const existing = await tx
    .selectFrom('customerDescriptions')
    .selectAll()
    .where('id', '=', id)
    .where('customerListId', '=', listId)
    .executeTakeFirst();
  if (!existing) throw descriptionMissing();
  if (!can(user, 'description.edit', existing)) {
    throw forbidden('Only the author of this description can edit or delete it.');
  }
  return existing;
}

/** A new text stamps the description anew, so it moves to the top of the newest-first list. */
export function updateDescription(
  deps: Deps,
  user: Principal,
  listId: string,
  id: string,
  text: string,
): Promise<CustomerDescription> {
  return changeRecords(deps, user, listId, descriptionsChanged, async (tx, customer) => {
    const before = await ownDescriptionOrThrow(tx, user, customer.listId, id);
    const change = { entityType: 'description', entityId: id, action: 'update' } as const;
    await recordRecord(tx, user, customer, { ...change, before: { text: before.text }, after: { text } });
    const description = await tx
      .updateTable('customerDescriptions')
      .set({ text, updatedAt: new Date().toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return description;
  });
}

export function deleteDescription(deps: Deps, user: Principal, listId: string, id: string): Promise<void> {
  return changeRecords(deps, user, listId, descriptionsChanged, async (tx, customer) => {
    const row = await ownDescriptionOrThrow(tx, user, customer.listId, id);
    await putInTrash(tx, {
      actor: { id: user.id, displayName: user.displayName },
      entityType: 'description',
      entityId: id,
      label: row.text.slice(0, 80),
      authorId: row.authorId,
      scope: customerScope(customer),
      snapshot: { description: row },
      before: { text: row.text },
    });
    await tx.deleteFrom('customerDescriptions').where('id', '=', id).execute();
  });
}
