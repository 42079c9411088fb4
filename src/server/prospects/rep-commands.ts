import type { Principal } from '../../domain/access/policy.js';
import type { NewCustomerInfo } from '../../domain/orders/schemas.js';
import {
  alreadyCustomerMessage,
  type Prospect,
  type ProspectChange,
} from '../../domain/prospects/contract.js';
import type { Db } from '../db/database.js';
import { conflict } from '../http/errors.js';
import type { EventBus } from '../live/bus.js';
import { publishProspectChanged, recordProspectChange } from './changes.js';
import { prospectOf } from './queries.js';

/** What a rep's command on a prospect works with. */
export interface ProspectDeps {
  db: Db;
  bus: EventBus;
}

const actorOf = (user: Principal) => ({ id: user.id, displayName: user.displayName });

/** A rep's note on a prospect, or its status: open or not interested. A customer's prospect is done. */
export async function changeProspect(
  { db, bus }: ProspectDeps,
  user: Principal,
  id: string,
  change: ProspectChange,
): Promise<Prospect> {
  const prospect = await prospectOf(db, user, id);
  if (prospect.status === 'customer' && change.status !== undefined) throw conflict(alreadyCustomerMessage);
  const now = new Date().toISOString();
  const note = change.note === undefined ? undefined : change.note === '' ? null : change.note;
  const before = {
    ...(note !== undefined ? { note: prospect.note } : {}),
    ...(change.status !== undefined ? { status: prospect.status } : {}),
  };
  const after = {
    ...(note !== undefined ? { note } : {}),
    ...(change.status !== undefined ? { status: change.status } : {}),
  };
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('prospects')
      .set({
        ...after,
        ...(note !== undefined ? { noteUpdatedAt: now, noteById: user.id } : {}),
        updatedAt: now,
      })
      .where('id', '=', prospect.id)
      .execute();
    await recordProspectChange(tx, actorOf(user), prospect, before, after);
  });
  await publishProspectChanged(bus, prospect);
  return prospectOf(db, user, id);
}

/**
 * A prospect turned into a customer (decision 0323): its details, as the rep completed them, kept
 * with it and marked waiting for QuickBooks, whose push adds the customer (decision 0347). A
 * second turn is refused: one shop, one customer.
 */
export async function prospectToCustomer(
  { db, bus }: ProspectDeps,
  user: Principal,
  id: string,
  customer: NewCustomerInfo,
): Promise<Prospect> {
  const prospect = await prospectOf(db, user, id);
  if (prospect.status === 'customer') throw conflict(alreadyCustomerMessage);
  const now = new Date().toISOString();
  await db.transaction().execute(async (tx) => {
    const result = await tx
      .updateTable('prospects')
      .set({
        status: 'customer',
        newCustomerInfo: customer,
        customerPush: 'waiting',
        convertedAt: now,
        convertedById: user.id,
        updatedAt: now,
      })
      .where('id', '=', prospect.id)
      .where('status', '!=', 'customer')
      .executeTakeFirst();
    // Two reps at once: the second finds it a customer already (and records nothing).
    if (Number(result.numUpdatedRows) === 0) throw conflict(alreadyCustomerMessage);
    await recordProspectChange(
      tx,
      actorOf(user),
      prospect,
      { status: prospect.status },
      { status: 'customer', customerName: customer.name },
    );
  });
  await publishProspectChanged(bus, prospect);
  return prospectOf(db, user, id);
}
