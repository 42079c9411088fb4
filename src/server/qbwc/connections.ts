import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { qwcFile } from '../../domain/qbwc/qwc.js';
import type { Db } from '../db/database.js';
import { badRequest, notFound } from '../http/errors.js';

const hashPassword = (password: string): string => {
  const salt = randomBytes(16).toString('hex');
  return `scrypt:${salt}:${scryptSync(password, salt, 32).toString('hex')}`;
};

export function passwordMatches(stored: string, password: string): boolean {
  const [scheme, salt, hash] = stored.split(':');
  if (scheme !== 'scrypt' || !salt || !hash || !password) return false;
  return timingSafeEqual(Buffer.from(hash, 'hex'), scryptSync(password, salt, 32));
}

const guid = () => `{${crypto.randomUUID().toUpperCase()}}`;

interface ConnectionInput {
  name: string;
  password: string;
  runEveryMinutes: number;
}

/**
 * Creates a connection, or replaces the password and schedule of the one with that name (its
 * OwnerID and FileID stay, so an installed .qwc keeps working). The user name is the name itself.
 */
export async function saveConnection(db: Db, input: ConnectionInput): Promise<string> {
  if (!input.password) throw badRequest('Enter a password for the Web Connector.');
  const passwordHash = hashPassword(input.password);
  const existing = await db
    .selectFrom('qbwcConnections')
    .select('id')
    .where('name', '=', input.name)
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable('qbwcConnections')
      .set({ passwordHash, runEveryMinutes: input.runEveryMinutes })
      .where('id', '=', existing.id)
      .execute();
    return existing.id;
  }
  const id = crypto.randomUUID();
  await db
    .insertInto('qbwcConnections')
    .values({
      id,
      name: input.name,
      userName: input.name,
      passwordHash,
      ownerGuid: guid(),
      fileGuid: guid(),
      runEveryMinutes: input.runEveryMinutes,
      createdAt: new Date().toISOString(),
    })
    .execute();
  return id;
}

export async function updateConnection(
  db: Db,
  id: string,
  change: { password?: string; runEveryMinutes?: number },
): Promise<void> {
  if (!change.password && !change.runEveryMinutes) {
    throw badRequest('Give the connection a new password or a new schedule.');
  }
  const result = await db
    .updateTable('qbwcConnections')
    .set({
      ...(change.password ? { passwordHash: hashPassword(change.password) } : {}),
      ...(change.runEveryMinutes ? { runEveryMinutes: change.runEveryMinutes } : {}),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  if (!result.numUpdatedRows) throw connectionNotFound();
}

export async function removeConnection(db: Db, id: string): Promise<void> {
  const result = await db.deleteFrom('qbwcConnections').where('id', '=', id).executeTakeFirst();
  if (!result.numDeletedRows) throw connectionNotFound();
}

export async function qwcOf(
  db: Db,
  id: string,
  publicUrl: string,
): Promise<{ fileName: string; xml: string }> {
  const connection = await db
    .selectFrom('qbwcConnections')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!connection) throw connectionNotFound();
  const xml = qwcFile({ ...connection, publicUrl });
  const fileName = `humidor-${connection.name.replace(/[^A-Za-z0-9-]+/g, '-').toLowerCase()}.qwc`;
  return { fileName, xml };
}

const connectionNotFound = () => notFound('That QuickBooks connection does not exist.');
