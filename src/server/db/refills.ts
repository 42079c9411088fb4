/* eslint-disable @typescript-eslint/no-explicit-any -- migrations mark refills against the schema as it was. */
import type { Kysely } from 'kysely';

/**
 * A keeper of data derived from the import must fill its tables again: a row of `systemInfo` per
 * keeper, named `refill.<keeper>`. Migrations write it when they make or reshape a keeper's tables
 * (they never call the keeper's code, which may since have changed: decision 0264), a first load
 * writes it for the keepers it fills once at its end; the server fills each marked keeper at start
 * (`fillMarked` in shared/keeper.ts) and removes the mark in the same transaction.
 */
export const refillKey = (keeper: string) => `refill.${keeper}`;

/** Marks `keeper` for a refill; marking it twice is marking it once. */
export async function markRefill(db: Kysely<any>, keeper: string): Promise<void> {
  await db
    .insertInto('systemInfo')
    .values({ key: refillKey(keeper), value: true, updatedAt: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
}

/** Whether `keeper` waits for a refill (a first load runs, or the server has not started since a migration). */
export async function refillMarked(db: Kysely<any>, keeper: string): Promise<boolean> {
  const row = await db
    .selectFrom('systemInfo')
    .select('key')
    .where('key', '=', refillKey(keeper))
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes `keeper`'s mark away, saying whether there was one: the caller fills it in the same transaction. */
export async function takeRefillMark(db: Kysely<any>, keeper: string): Promise<boolean> {
  const row = await db
    .deleteFrom('systemInfo')
    .where('key', '=', refillKey(keeper))
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/** The marked keepers' names. */
export async function markedRefills(db: Kysely<any>): Promise<string[]> {
  const rows = await db
    .selectFrom('systemInfo')
    .select('key')
    .where('key', 'like', `${refillKey('')}%`)
    .execute();
  return rows.map((row) => (row.key as string).slice(refillKey('').length));
}
