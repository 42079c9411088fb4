import type { z } from 'zod';
import type { Principal } from '../../domain/access/policy.js';
import type { Db } from '../db/database.js';

/**
 * The columns of a state's CSV an admin chose once, remembered per state and offered next time:
 * the license lists' (decision 0293) and the prospects' (0320), in two tables of the same shape.
 */
export type ColumnMappingTable = 'licenseListMappings' | 'prospectMappings';

/** The state's remembered columns; a mapping stored by an older shape is none rather than a failed page. */
export async function storedColumnMapping<M>(
  db: Db,
  table: ColumnMappingTable,
  state: string,
  schema: z.ZodType<M>,
): Promise<M | null> {
  const row = await db
    .selectFrom(table)
    .select('columnMapping')
    .where('state', '=', state)
    .executeTakeFirst();
  const parsed = row ? schema.safeParse(row.columnMapping) : null;
  return parsed?.success ? parsed.data : null;
}

export async function saveColumnMapping<M extends Record<string, string>>(
  db: Db,
  table: ColumnMappingTable,
  user: Principal,
  state: string,
  mapping: M,
): Promise<M> {
  const updatedAt = new Date().toISOString();
  await db
    .insertInto(table)
    .values({ state, columnMapping: mapping, updatedAt, updatedById: user.id })
    .onConflict((oc) =>
      oc.column('state').doUpdateSet({ columnMapping: mapping, updatedAt, updatedById: user.id }),
    )
    .execute();
  return mapping;
}
