import type { Principal } from '../../domain/access/policy.js';
import { settingDefinitions, type SettingKey, type SettingValue } from '../../domain/settings/registry.js';
import {
  repHasStates,
  repNeedsStateMessage,
  selfEditProblem,
  type editUserSchema,
} from '../../domain/users/schemas.js';
import type { z } from 'zod';
import type { Auth } from '../auth/auth.js';
import type { Db, Tx } from '../db/database.js';
import { badRequest, notFound } from '../http/errors.js';
import { writeSetting } from '../settings/commands.js';
import { geocoderAddressesOf, type Outbound } from '../shared/outbound.js';

import { findAdminUser } from './queries.js';
import type { AdminUser } from '../../domain/admin/contract.js';
import { credentialAccount } from '../users/commands.js';

const userNotFound = (id: string) => notFound(`A user with the ID ${id} does not exist`);

/** Ends every session of a user: their next request answers 401. */
async function endSessions(tx: Tx, userId: string): Promise<void> {
  await tx.deleteFrom('sessions').where('userId', '=', userId).execute();
}

/**
 * Applies an admin's change to a user. Deactivating ends the user's sessions in the same
 * transaction; an admin may not deactivate or demote themselves.
 */
export async function updateUser(
  db: Db,
  actor: Principal,
  id: string,
  change: z.output<typeof editUserSchema>,
): Promise<AdminUser> {
  if (id === actor.id) {
    const problem = selfEditProblem(change);
    if (problem) throw badRequest(problem);
  }
  return db.transaction().execute(async (tx) => {
    const current = await findAdminUser(tx, id);
    if (!current) throw userNotFound(id);
    const next = { ...current, ...change };
    if (!repHasStates(next)) throw badRequest(repNeedsStateMessage);
    await tx
      .updateTable('users')
      .set({
        ...change,
        states: next.role === 'rep' ? next.states : [],
        name: `${next.firstName} ${next.lastName}`.trim(),
        updatedAt: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    if (next.active === false) await endSessions(tx, id);
    return (await findAdminUser(tx, id)) as AdminUser;
  });
}

/** Sets a new password on the user's credential account and ends their sessions. */
export async function resetPassword(db: Db, auth: Auth, id: string, password: string): Promise<void> {
  const hash = await (await auth.$context).password.hash(password);
  const now = new Date().toISOString();
  await db.transaction().execute(async (tx) => {
    if (!(await findAdminUser(tx, id))) throw userNotFound(id);
    const updated = await tx
      .updateTable('accounts')
      .set({ password: hash, updatedAt: now })
      .where('userId', '=', id)
      .where('providerId', '=', 'credential')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await tx
        .insertInto('accounts')
        .values(credentialAccount(id, hash, now))
        .execute();
    }
    await endSessions(tx, id);
  });
}

/**
 * Why a setting that names a service Humidor will post to may not be saved, after resolving its host
 * (decision 0249: the schema checks what the address itself says, the resolver what its name stands
 * for now), or null. Done before the transaction: no transaction waits on DNS.
 */
async function outboundProblem(key: SettingKey, value: unknown, outbound: Outbound): Promise<string | null> {
  if (key !== 'geocoder') return null;
  const geocoder = value as SettingValue<'geocoder'>;
  if (geocoder.kind !== 'census') return null;
  const checked = await geocoderAddressesOf(geocoder.url, outbound.resolveHost);
  return 'problem' in checked ? checked.problem : null;
}

/** Validates a setting's value with its key's schema (400 with the first problem) and saves it. */
export async function saveSetting(
  db: Db,
  actor: Principal,
  key: SettingKey,
  value: unknown,
  outbound: Outbound,
) {
  const parsed = settingDefinitions[key].schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length ? `${issue.path.join('.')}: ` : '';
    throw badRequest(`${where}${issue?.message ?? 'Invalid value'}`, {
      issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    });
  }
  const problem = await outboundProblem(key, parsed.data, outbound);
  if (problem) throw badRequest(`url: ${problem}`, { issues: [{ path: 'url', message: problem }] });
  return db.transaction().execute((tx) => writeSetting(tx, actor, key, parsed.data as never));
}
