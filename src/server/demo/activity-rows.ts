import { isStateVisible, type Principal } from '../../domain/access/policy.js';
import type { Db } from '../db/database.js';
import { insertRows } from '../db/bulk-insert.js';
import { inTransaction } from '../mirror/write.js';
import type { Random } from './random.js';

/** What the scaled notes and orders share: row shapes, seeded ids, attachment rows, chunk writes. */

export type Row = Record<string, unknown>;

export interface ActivityUser {
  id: string;
  name: string;
  email: string;
  role: Principal['role'];
  states: string[];
  repCode: string | null;
}

export interface ActivityCustomer {
  listId: string;
  name: string;
  accountNumber: string | null;
  city: string | null;
  state: string | null;
  shipState: string | null;
  phone: string | null;
  email: string | null;
  isTaaMember: boolean;
  priceLevelListId: string | null;
  termsName: string | null;
}

const fileKinds = [
  ['photo.jpg', 'image/jpeg', 350_000],
  ['receipt.pdf', 'application/pdf', 120_000],
  ['shelf.png', 'image/png', 500_000],
] as const;

/** A v4-shaped UUID from the seeded generator, so a scale is the same on every run. */
export function seededUuid(random: Random): string {
  const hex = () =>
    Math.floor(random.next() * 0x10000)
      .toString(16)
      .padStart(4, '0');
  return `${hex()}${hex()}-${hex()}-4${hex().slice(1)}-a${hex().slice(1)}-${hex()}${hex()}${hex()}`;
}

/** Which customers each user writes about: those in their states, or all for office and admin. */
export function customersByUser(users: ActivityUser[], customers: ActivityCustomer[]) {
  return new Map(
    users.map((u) => [
      u.id,
      u.states.length
        ? customers.filter((c) => isStateVisible(u, c.state) || isStateVisible(u, c.shipState))
        : customers,
    ]),
  );
}

/** One attachment row (metadata only) for a note, order or comment. */
export function attachmentRow(
  random: Random,
  owner: { type: string; id: string },
  at: string,
  by: ActivityUser,
): Row {
  const [name, contentType, size] = random.pick(fileKinds);
  const id = seededUuid(random);
  return {
    id,
    ownerType: owner.type,
    ownerId: owner.id,
    name,
    size: Math.round(size * (0.5 + random.next())),
    contentType,
    storagePath: `${owner.type}/${owner.id}/${id}-${name}`,
    previewStoragePath: null,
    previewContentType: null,
    uploadedById: by.id,
    uploadedByName: by.name,
    uploadedByEmail: by.email,
    createdAt: at,
  };
}

/** Rows of several tables written together in one transaction, each table's count added to `written`. */
export async function writeChunk<T extends string>(
  db: Db,
  written: Record<T, number>,
  tables: [T, Row[]][],
): Promise<void> {
  // A seed fills a database being made; after a crash it is made again, so commits need not wait for the disk.
  await inTransaction(
    db,
    async (tx) => {
      for (const [table, rows] of tables) if (rows.length) await insertRows(tx, table, rows);
    },
    { durable: false },
  );
  for (const [table, rows] of tables) written[table] += rows.length;
}
