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

export async function createContact(
  { db, bus }: Deps,
  user: Principal,
  listId: string,
  input: ContactValues,
): Promise<CustomerContact> {
  const { contact, customer } = await db.transaction().execute(async (tx) => {
    const customer = await visibleCustomerOrThrow(tx, user, listId);
    const now = new Date().toISOString();
    const row = await tx
      .insertInto('customerContacts')
      .values({
        id: crypto.randomUUID(),
        customerListId: customer.listId,
        ...contactColumns(input),
        authorId: user.id,
        authorName: user.displayName,
        createdAt: now,
        updatedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { contact: presentContact(row), customer };
  });
  await publish(bus, contactsChanged, customer);
  return contact;
}

export async function updateContact(
  { db, bus }: Deps,
  user: Principal,
  listId: string,
  id: string,
  input: ContactValues,
): Promise<CustomerContact> {
  const { contact, customer } = await db.transaction().execute(async (tx) => {
    const customer = await visibleCustomerOrThrow(tx, user, listId);
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
    return { contact: presentContact(row), customer };
  });
  await publish(bus, contactsChanged, customer);
  return contact;
}

export async function deleteContact(
  { db, bus }: Deps,
  user: Principal,
  listId: string,
  id: string,
): Promise<void> {
  const customer = await db.transaction().execute(async (tx) => {
    const customer = await visibleCustomerOrThrow(tx, user, listId);
    const result = await tx
      .deleteFrom('customerContacts')
      .where('id', '=', id)
      .where('customerListId', '=', customer.listId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw contactMissing();
    return customer;
  });
  await publish(bus, contactsChanged, customer);
}

export async function createDescription(
  { db, bus }: Deps,
  user: Principal,
  listId: string,
  text: string,
): Promise<CustomerDescription> {
  const { description, customer } = await db.transaction().execute(async (tx) => {
    const customer = await visibleCustomerOrThrow(tx, user, listId);
    const now = new Date().toISOString();
    const description = await tx
      .insertInto('customerDescriptions')
      .values({
        id: crypto.randomUUID(),
        customerListId: customer.listId,
        text,
        authorId: user.id,
        authorName: user.displayName,
        createdAt: now,
        updatedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { description, customer };
  });
  await publish(bus, descriptionsChanged, customer);
  return description;
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
export async function updateDescription(
  { db, bus }: Deps,
  user: Principal,
  listId: string,
  id: string,
  text: string,
): Promise<CustomerDescription> {
  const { description, customer } = await db.transaction().execute(async (tx) => {
    const customer = await visibleCustomerOrThrow(tx, user, listId);
    await ownDescriptionOrThrow(tx, user, customer.listId, id);
    const description = await tx
      .updateTable('customerDescriptions')
      .set({ text, updatedAt: new Date().toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { description, customer };
  });
  await publish(bus, descriptionsChanged, customer);
  return description;
}

export async function deleteDescription(
  { db, bus }: Deps,
  user: Principal,
  listId: string,
  id: string,
): Promise<void> {
  const customer = await db.transaction().execute(async (tx) => {
    const customer = await visibleCustomerOrThrow(tx, user, listId);
    await ownDescriptionOrThrow(tx, user, customer.listId, id);
    await tx.deleteFrom('customerDescriptions').where('id', '=', id).execute();
    return customer;
  });
  await publish(bus, descriptionsChanged, customer);
}
